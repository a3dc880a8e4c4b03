import { ListenerCounter } from '@radio/ui';
import { siteLinks } from './config';
import { defineElement } from './element';
import { getConfig } from './engine-link';

/**
 * `<radio-listener-counter>`: « N écoutes gratuites restantes » pour les auditeurs anonymes ; vide une fois connecté.
 *
 * @attr sign-in-url - Page de connexion (défaut : `/mon-compte/signIn` du site configuré).
 * @csspart counter - La phrase. @csspart count - Le nombre. @csspart link - Le lien de connexion, à la limite.
 */
export interface RadioListenerCounterProps {
  signInUrl?: string;
}

function RadioListenerCounter({ signInUrl }: RadioListenerCounterProps) {
  return <ListenerCounter signInUrl={signInUrl || siteLinks(getConfig()).signInUrl} />;
}

defineElement<RadioListenerCounterProps>('radio-listener-counter', RadioListenerCounter, 'counter', {
  signInUrl: 'string',
});
