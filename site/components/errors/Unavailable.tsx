import { EmptyState } from '@/components/cards/EmptyState';

/** A page whose content service failed: a French sentence instead of a crash. */
export function Unavailable({ what = 'Cette page' }: { what?: string }) {
  return (
    <>
      <h1>{what} est momentanément indisponible</h1>
      <EmptyState title="Nous n'arrivons pas à joindre nos contenus pour le moment.">
        <p>Réessayez dans quelques instants. Le direct reste disponible dans le lecteur.</p>
      </EmptyState>
    </>
  );
}
