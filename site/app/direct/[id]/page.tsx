import { directGuard } from '@radio/core';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { LiveButton } from '@/components/player/LiveButton';
import { UpNext } from '@/components/player/UpNext';
import { siteConfig } from '@/lib/config';
import { getLiveInfo, getRadio } from '@/lib/content/radios';
import { ogImage } from '@/lib/seo';
import { shareable } from '@/lib/share-card';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const c = siteConfig();
  const radio = directGuard(id, c.prefix).ok ? await getRadio(id).catch(() => null) : null;
  return shareable(
    {
      title: `Le direct${radio ? ` — ${radio.name}` : ''}`,
      alternates: { canonical: `${c.siteUrl}/direct/${encodeURIComponent(id)}` },
    },
    ogImage(radio?.visual?.url, radio?.name),
  );
}

/** `/direct/{id}`: a radio's live player in the embed layout, behind the §5 guard; an unknown radio is a 404 (not-found.tsx). */
export default async function DirectPage({ params }: Props) {
  const { id } = await params;
  const c = siteConfig();
  const guard = directGuard(id, c.prefix);
  if (!guard.ok) redirect(guard.redirect);
  // undefined: the API did not answer (the player still tries); null: the API knows no such radio.
  const [radio, live] = await Promise.all([getRadio(id).catch(() => undefined), getLiveInfo(id)]);
  if (radio === null) notFound();
  const name = radio?.name ?? id;
  return (
    <div className="direct-page">
      <h1 className="visually-hidden">Le direct — {name}</h1>
      {/*
        The server's own play control, inside the element: shown from first paint, answered by the
        first-sound loader before any script of the page has run (lib/first-sound.ts), and hidden
        by the element's shadow root once the SDK draws the live player over the same engine.
      */}
      <radio-direct radio={id} name={name}>
        <LiveButton radioCode={id} label="Écouter le direct" className="btn btn-primary" />
      </radio-direct>
      <UpNext live={live} className="direct-next" />
      <p className="direct-more">
        {name} ·{' '}
        <a href="/grille-des-programmes" target="_blank" rel="noopener">
          La grille des programmes<span className="visually-hidden"> (nouvel onglet)</span>
        </a>
      </p>
      <noscript>
        <p>
          {live?.title ? `En ce moment : ${live.title}. ` : ''}
          Activez JavaScript pour écouter le direct{radio?.liveURL ? ' ou ouvrez ' : '.'}
          {radio?.liveURL ? <a href={radio.liveURL}>le flux audio</a> : null}
        </p>
      </noscript>
    </div>
  );
}
