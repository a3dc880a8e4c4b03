import { defineElement } from './element';
import type { RadioListenerCounterProps } from './parts/props';

/**
 * `<radio-listener-counter>`: « N écoutes gratuites restantes » pour les auditeurs anonymes ; vide une fois connecté. La connexion (écoute illimitée, reprise, historique) se fait sur le site de la radio seulement : sur une page partenaire, l'auditeur reste anonyme et le lien l'envoie se connecter sur le site de la radio.
 *
 * @attr sign-in-url - Page de connexion (défaut : `/mon-compte/signIn` du site configuré).
 * @csspart counter - La phrase. @csspart count - Le nombre. @csspart link - Le lien de connexion, à la limite.
 */
export type { RadioListenerCounterProps } from './parts/props';

// For anonymous listeners' pages only: a chunk of its own, fetched when one is first drawn.
const load = () => import('./parts').then((m) => m.listenerCounter);

defineElement<RadioListenerCounterProps>('radio-listener-counter', load, { signInUrl: 'string' });
