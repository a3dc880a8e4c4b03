import { ModalHost, styles } from '@radio/ui';
import { siteLinks } from '../config';
import type { Part } from '../element';
import { getConfig, useSiteUrl } from '../engine-link';

/** `<radio-modals>`' content (roll pop-in, donation, max listening), loaded when a first modal shows. */
function RadioModals() {
  return <ModalHost {...siteLinks(getConfig(), useSiteUrl() || null)} />;
}

export const modals: Part<object> = { Inner: RadioModals, css: styles.modal };
