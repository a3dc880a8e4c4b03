import { describe, expect, it } from 'vitest';
import { renderedUnavailable, unavailablePage } from './unavailable-page';

describe('a render that found its content out of reach is answered as the 503 page', () => {
  it("the page's own « indisponible » state and the error screen's digest are recognised", () => {
    expect(renderedUnavailable('<main><div class="error-screen" data-error="unavailable">')).toBe(true);
    // The digest as the flight data carries it, JSON-escaped inside the inline script.
    expect(
      renderedUnavailable('self.__next_f.push([1,"6:E{\\"digest\\":\\"CONTENT_UNAVAILABLE\\"}\\n"])'),
    ).toBe(true);
    expect(renderedUnavailable('{"digest":"CONTENT_UNAVAILABLE"}')).toBe(true);
  });

  it('other pages, the 404 screen and a text that merely names the digest are left alone', () => {
    expect(renderedUnavailable('<div class="error-screen" data-error="404">')).toBe(false);
    expect(renderedUnavailable('<p>CONTENT_UNAVAILABLE</p>')).toBe(false);
  });

  it('503, Retry-After 30, the French sentence, never kept', () => {
    const page = unavailablePage('RCF');
    expect(page.status).toBe(503);
    expect(page.headers['retry-after']).toBe('30');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain(
      'Le service est momentanément indisponible, réessayez dans quelques instants',
    );
  });
});
