import { usePlayerState } from './context';

export interface ListenerCounterProps {
  /** Where « Se connecter » leads (default `/mon-compte/signIn`). */
  signInUrl?: string;
}

/** « N écoutes gratuites restantes » for anonymous listeners; nothing for signed-in ones. */
export function ListenerCounter({ signInUrl = '/mon-compte/signIn' }: ListenerCounterProps) {
  const signedIn = usePlayerState((s) => s.user !== null);
  const used = usePlayerState((s) => s.counters.anonymous);
  const max = usePlayerState((s) => s.counters.max);
  if (signedIn || !(max > 0)) return null;
  const left = Math.max(0, max - used);
  return (
    <p className="counter" part="counter" role="status" data-left={left}>
      {left === 0 ? (
        <>
          Plus d'écoute gratuite.{' '}
          <a href={signInUrl} part="link">
            Connectez-vous pour écouter sans limite
          </a>
        </>
      ) : (
        <>
          <strong part="count">{left}</strong>{' '}
          {left > 1 ? 'écoutes gratuites restantes' : 'écoute gratuite restante'}
        </>
      )}
    </p>
  );
}
