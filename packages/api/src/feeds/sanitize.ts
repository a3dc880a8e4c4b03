import sanitizeHtml from 'sanitize-html';

/** Longest description kept (a feed's show notes can run to pages; the site shows a summary). */
export const MAX_DESCRIPTION = 4000;

// sanitize-html escapes these in the text it returns; the text is stored as text (the site and
// the RSS builder escape it again), so they are turned back once.
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/**
 * A feed's HTML description as plain text: sanitize-html drops every tag (script and style with
 * their content), block ends become line breaks, and runs of spaces close up. Nothing a feed
 * writes reaches a page as markup.
 */
export function plainText(html: string, max = MAX_DESCRIPTION): string {
  const withBreaks = html.replace(/<\s*(br|\/p|\/li|\/h[1-6]|\/div)\s*\/?>/gi, '$&\n');
  const text = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} }).replace(
    /&(amp|lt|gt|quot|#39);/g,
    (m) => ENTITIES[m] ?? m,
  );
  return text
    .split('\n')
    .map((l) => l.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, max);
}
