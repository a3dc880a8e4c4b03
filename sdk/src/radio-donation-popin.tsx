import { defineElement } from './element';
import type { RadioDonationPopinProps } from './parts/props';

/**
 * `<radio-donation-popin>`: la pop-in de dons (contenu de `donnation_popin`, textes ordinateur et mobile).
 *
 * @attr dismissible - Bouton « Fermer » (présent par défaut ; `dismissible="false"` le retire).
 * @csspart donation - La carte. @csspart visual @csspart title @csspart cta - Le lien « Je fais un don ». @csspart close
 */
export type { RadioDonationPopinProps } from './parts/props';

// Rarely on a page: its content is a chunk of its own, fetched when one is first drawn.
const load = () => import('./parts').then((m) => m.donationPopin);

defineElement<RadioDonationPopinProps>('radio-donation-popin', load, { dismissible: 'boolean' });
