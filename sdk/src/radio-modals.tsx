import { ModalHost } from '@radio/ui';
import { siteLinks } from './config';
import { defineElement } from './element';
import { getConfig, useSiteUrl } from './engine-link';

/**
 * `<radio-modals>`: renders the visible modal of the page's one queue (roll, donation,
 * max listening). The SDK appends one to `document.body`; pages need not write it.
 * @csspart dialog @csspart panel @csspart title @csspart cta @csspart close
 */
function RadioModals() {
  return <ModalHost {...siteLinks(getConfig(), useSiteUrl() || null)} />;
}

defineElement<object>('radio-modals', RadioModals, 'modal', {});
