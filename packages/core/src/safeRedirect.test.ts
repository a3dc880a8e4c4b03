import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './safeRedirect';

const ORIGIN = 'https://www.radio.example';

describe('sameOriginPath — a redirect target is kept only when it is a path of this site', () => {
  // The payloads of the open-redirect report, as the query string hands them over (decoded), and friends.
  it.each([
    ['/\\evil.example/x', 'backslash read as a slash (%5C)'],
    ['/\t/evil.example/x', 'tab dropped by the URL parser (%09)'],
    ['/\n/evil.example/x', 'newline dropped by the URL parser (%0A)'],
    ['/\\\\evil.example', 'two backslashes (%5C%5C)'],
    ['//evil.example', 'protocol-relative'],
    ['///evil.example', 'three slashes'],
    ['/.//evil.example', 'dot segment collapsing to //'],
    ['https://evil.example', 'absolute URL'],
    ['http:evil.example', 'scheme without slashes'],
    ['javascript:alert(1)', 'javascript: URL'],
    ['JavaScript:alert(1)', 'javascript: URL, mixed case'],
    ['data:text/html,<script>alert(1)</script>', 'data: URL'],
    [' /mon-compte', 'leading space'],
    ['evil.example', 'bare host'],
    ['', 'empty'],
    [null, 'absent'],
    [undefined, 'absent'],
  ] as [string | null | undefined, string][])('%j (%s) falls back to the home page', (target) => {
    expect(sameOriginPath(target, ORIGIN)).toBe('/');
  });

  it.each([
    ['/mon-compte/mes-favoris', '/mon-compte/mes-favoris'],
    ['/emissions-a-z?page=2#top', '/emissions-a-z?page=2#top'],
    ['/articles/../mon-compte', '/mon-compte'],
    ['/recherche?q=//evil.example', '/recherche?q=//evil.example'],
  ])('%j stays on the site as %j', (target, expected) => {
    expect(sameOriginPath(target, ORIGIN)).toBe(expected);
  });

  it('absolute URLs are refused even when they name this site', () => {
    expect(sameOriginPath(`${ORIGIN}/mon-compte`, ORIGIN)).toBe('/');
  });

  it('answers the given fallback, and the fallback when the origin is not a URL', () => {
    expect(sameOriginPath('//evil.example', ORIGIN, '/mon-compte')).toBe('/mon-compte');
    expect(sameOriginPath('/a', 'not an origin')).toBe('/');
  });
});
