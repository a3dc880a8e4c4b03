import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from './sanitize';

describe('article HTML sanitising', () => {
  it('content rule "article HTML from the API is sanitised": a script payload is removed', () => {
    const out = sanitizeArticleHtml('<p>Bonjour</p><script>window.__pwned = 1</script>');
    expect(out).toBe('<p>Bonjour</p>');
  });

  it('event handlers, javascript: URLs and inline SVG scripts are removed', () => {
    const out = sanitizeArticleHtml(
      '<img src="/a.jpg" alt="a" onerror="alert(1)"><a href="javascript:alert(2)">lien</a>' +
        '<svg><script>alert(3)</script></svg><iframe src="https://evil.example"></iframe>',
    );
    expect(out).not.toMatch(/onerror|javascript:|<script|<iframe|alert/i);
    expect(out).toContain('<img src="/a.jpg" alt="a">');
    expect(out).toContain('<a>lien</a>');
  });

  it('keeps editorial formatting: headings, emphasis, lists, quotes, links, images', () => {
    const html =
      '<h2>Titre</h2><p><strong>fort</strong> <em>doux</em></p><ul><li>un</li></ul>' +
      '<blockquote>citation</blockquote><a href="https://www.vatican.va/">Vatican</a>';
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it('inline styles and forms are dropped; blank-target links get rel=noopener', () => {
    const out = sanitizeArticleHtml(
      '<p style="position:fixed">x</p><form action="/steal"><input name="p"></form>' +
        '<a href="https://ex.org" target="_blank">ex</a>',
    );
    expect(out).toBe('<p>x</p><a href="https://ex.org" target="_blank" rel="noopener noreferrer">ex</a>');
  });

  it('empty bodies render nothing', () => {
    expect(sanitizeArticleHtml(null)).toBe('');
    expect(sanitizeArticleHtml('')).toBe('');
  });
});
