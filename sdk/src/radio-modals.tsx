import { defineElement } from './element';

/**
 * `<radio-modals>`: renders the visible modal of the page's one queue (roll, donation,
 * max listening). The SDK appends one to `document.body` when a modal shows; pages need not
 * write it. Its content is a chunk of its own, fetched then.
 * @csspart dialog @csspart panel @csspart title @csspart cta @csspart close
 */
function load() {
  return import('./parts').then((m) => m.modals);
}

defineElement<object>('radio-modals', load, {});
