import { LiveButton } from '@/components/player/LiveButton';
import { EmptyState } from '@/components/ui/EmptyState';
import { currentRadio } from '@/lib/radio-server';

export default async function HomePage() {
  const radio = await currentRadio();
  return (
    <>
      <h1 className="visually-hidden">Accueil</h1>
      <section className="hero-live" aria-labelledby="live-title">
        <h2 id="live-title">En direct sur {radio.radioName}</h2>
        <LiveButton radioCode={radio.radioCode} label="Écouter le direct" className="btn btn-primary" />
      </section>
      <EmptyState title="Les contenus arrivent bientôt." />
    </>
  );
}
