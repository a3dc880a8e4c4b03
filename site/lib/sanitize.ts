import DOMPurify from 'isomorphic-dompurify';

// Article bodies come from editors through the API; the site never trusts them as markup.
// DOMPurify's HTML profile keeps text formatting, links, images and tables, and drops scripts,
// event handlers, javascript: URLs, forms and inline styles (styles could overlay fake UI).
const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
  ALLOW_DATA_ATTR: false,
  ADD_ATTR: ['target'],
};

// Links opening a new tab get rel=noopener (no window.opener, no referrer leak); the hook is harmless
// for any other user of the shared DOMPurify instance.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** Article HTML made safe to render with dangerouslySetInnerHTML. */
export function sanitizeArticleHtml(html: string | null | undefined): string {
  if (!html) return '';
  return DOMPurify.sanitize(html, CONFIG);
}
