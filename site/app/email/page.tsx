import type { Metadata } from 'next';
import Link from '@/components/layout/SiteLink';
import { PageHead } from '@/components/page/PageHead';
import { Section } from '@/components/page/Section';
import { listenerService } from '@/lib/site-info';

export const metadata: Metadata = {
  title: 'Nous écrire',
  description: 'Toutes les façons de nous écrire : formulaire de contact, newsletter, service auditeurs.',
  alternates: { canonical: '/email' },
};

export default function EmailPage() {
  const ls = listenerService();
  return (
    <>
      <PageHead title="Nous écrire">
        <p>Nous lisons tous vos messages et répondons sous quelques jours ouvrés.</p>
      </PageHead>
      <Section title="Par le formulaire" id="formulaire">
        <p>
          Le plus simple est d'utiliser notre <Link href="/contact">formulaire de contact</Link> : votre
          message arrive directement au bon service.
        </p>
      </Section>
      <Section title="Recevoir nos e-mails" id="newsletter">
        <p>
          Pour recevoir nos lettres d'information,{' '}
          <Link href="/newsletter">inscrivez-vous à la newsletter</Link>.
        </p>
      </Section>
      <Section title="Par téléphone" id="telephone">
        <p>
          Service auditeurs : <a href={`tel:${ls.tel}`}>{ls.phone}</a>, {ls.hours}.
        </p>
      </Section>
    </>
  );
}
