import { describe, expect, it } from 'vitest';
import { SOUND_EVENT, SOUND_PENDING, SOUND_WAIT_MS } from '../lib/script-list';
import {
  deferFlight,
  deferOwnScripts,
  FLIGHT_ATTR,
  inlineFirstPaint,
  LIST_ID,
  MAX_WAIT_MS,
  parseAttributes,
} from './deferred-scripts';

const N = 'q8Xg3Lr0aBcDeFgHiJkLmA==';
/** A page shaped like Next's output: async chunks in the head, one in the body with its preload. */
const page = (nonce = N) =>
  '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="image" href="http://api.test/media/images/930x557/a.jpg" fetchPriority="high"/>' +
  `<link rel="preload" as="script" fetchPriority="low" nonce="${nonce}" href="/_next/static/chunks/page.js"/>` +
  `<script src="/_next/static/chunks/react.js" async="" nonce="${nonce}"></script>` +
  `<script src="/_next/static/chunks/turbopack.js" async="" nonce="${nonce}"></script>` +
  '<script src="/sdk/radio-sdk.js" async="" data-content-api="http://api.test/content" data-prefix="RCF"></script>' +
  `<script src="/_next/static/chunks/legacy.js" noModule="" nonce="${nonce}"></script>` +
  '<script src="https://partner.example/widget.js" async=""></script>' +
  '</head><body><img src="http://api.test/media/images/930x557/a.jpg" fetchPriority="high"/>' +
  `<script nonce="${nonce}">(self.__next_f=self.__next_f||[]).push([0])</script>` +
  `<script nonce="${nonce}">self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n\\u003cb\\u003e"])</script>` +
  `<script src="/_next/static/chunks/page.js" nonce="${nonce}" async=""></script>` +
  `<script src="/_next/static/chunks/react.js" async="" nonce="${nonce}"></script>` +
  '<script type="application/ld+json">{"@type":"RadioStation"}</script></body></html>';

/** The scripts the loader will start, as the page lists them, and its call. */
function loaderArgs(html: string): { scripts: Record<string, string>[]; call: string } {
  const list = html.match(
    new RegExp(`<script type="application/json" id="${LIST_ID}" nonce="[^"]+">(.*?)</script>`),
  );
  const call = html.match(/\}\)\(("[^"]*",\d+,"[^"]*","[^"]*",\d+,"[^"]*")\)<\/script>/);
  if (!list?.[1] || !call?.[1]) throw new Error('no loader in the page');
  return { scripts: JSON.parse(list[1]) as Record<string, string>[], call: call[1] };
}

describe('deferOwnScripts', () => {
  it('hands every same-origin async script to one loader, once each, in page order, with its data attributes', () => {
    const out = deferOwnScripts(page());
    expect(loaderArgs(out)).toEqual({
      scripts: [
        { src: '/_next/static/chunks/react.js' },
        { src: '/_next/static/chunks/turbopack.js' },
        { src: '/sdk/radio-sdk.js', 'data-content-api': 'http://api.test/content', 'data-prefix': 'RCF' },
        { src: '/_next/static/chunks/page.js' },
      ],
      call: `"${LIST_ID}",${MAX_WAIT_MS},"${SOUND_PENDING}","${SOUND_EVENT}",${SOUND_WAIT_MS},"${FLIGHT_ATTR}"`,
    });
    expect(out.match(/<script nonce="[^"]*">\(function loader/g)).toEqual([
      `<script nonce="${N}">(function loader`,
    ]);
    for (const src of ['/_next/static/chunks/react.js', '/_next/static/chunks/page.js', '/sdk/radio-sdk.js'])
      expect(out).not.toContain(`<script src="${src}"`);
  });

  it('puts the loader where the first of them stood, in the head', () => {
    const out = deferOwnScripts(page());
    const at = out.indexOf('(function loader');
    expect(at).toBeGreaterThan(out.indexOf('<meta charSet'));
    expect(at).toBeLessThan(out.indexOf('</head>'));
  });

  it('keeps everything else: the nomodule script, a cross-origin script, inline scripts, JSON-LD, the image preload', () => {
    const out = deferOwnScripts(page());
    expect(out).toContain(`<script src="/_next/static/chunks/legacy.js" noModule="" nonce="${N}"></script>`);
    expect(out).toContain('<script src="https://partner.example/widget.js" async=""></script>');
    expect(out).toContain('<script type="application/ld+json">{"@type":"RadioStation"}</script>');
    expect(out).toContain('<link rel="preload" as="image" href="http://api.test/media/images/930x557/a.jpg"');
  });

  it("keeps Next's hydration data as JSON blocks, in order, for the loader: nothing of it runs while the page is parsed", () => {
    const out = deferOwnScripts(page());
    expect(out).not.toContain('self.__next_f');
    const blocks = [
      ...out.matchAll(new RegExp(`<script type="application/json" ${FLIGHT_ATTR}="">(.*?)</script>`, 'g')),
    ];
    expect(blocks.map((b) => JSON.parse(b[1] as string))).toEqual([[0], [1, '1:"$Sreact.fragment"\n<b>']]);
  });

  it('leaves the hydration data inline when any push is not plain JSON (the order must hold)', () => {
    const odd = page().replace('push([0])', 'push([0, undefined])');
    expect(deferFlight(odd)).toBe(odd);
    expect(deferOwnScripts(odd)).toContain('(self.__next_f=self.__next_f||[]).push([0, undefined])');
  });

  it("drops Next's preload of a deferred chunk (it would share the link with the main image)", () => {
    const out = deferOwnScripts(page());
    expect(out).not.toContain('href="/_next/static/chunks/page.js"');
  });

  it('takes over the scripts of a page without a nonce too (the shared-cache render: the loader is allowed by its hash)', () => {
    const noNonce = page().replace(/ nonce="[^"]*"/g, '');
    const out = deferOwnScripts(noNonce);
    expect(out).not.toContain('nonce=');
    expect(out).toContain(`<script type="application/json" id="${LIST_ID}">`);
    expect(out).not.toContain('<script src="/_next/static/chunks/react.js"');
  });

  it('leaves a page without such scripts as it is', () => {
    const plain = `<html><head><script nonce="${N}">x()</script></head><body><p>Émissions</p></body></html>`;
    expect(deferOwnScripts(plain)).toBe(plain);
  });

  it('does not take over scripts that are not async, carry integrity or are modules', () => {
    const html =
      `<html><head><script nonce="${N}">x()</script><script src="/a.js"></script>` +
      '<script src="/b.js" async="" integrity="sha384-abc"></script>' +
      '<script src="/c.mjs" async="" type="module"></script><script src="//cdn.test/d.js" async=""></script></head></html>';
    expect(deferOwnScripts(html)).toBe(html);
  });

  it('writes attribute values as inert JSON inside the inline script', () => {
    const html =
      `<html><head><script src="/_next/static/x.js" async="" nonce="${N}"></script>` +
      '<script src="/sdk/radio-sdk.js" async="" data-prefix="&lt;/script&gt;&quot;"></script></head></html>';
    const out = deferOwnScripts(html);
    expect(out).not.toContain('</script>"');
    expect(loaderArgs(out).scripts[1]).toEqual({ src: '/sdk/radio-sdk.js', 'data-prefix': '</script>"' });
  });
});

describe('parseAttributes', () => {
  it('reads names in lower case, bare attributes as empty, and unescapes values', () => {
    const a = parseAttributes(' src="/x.js?a=1&amp;b=2" noModule async="" data-title="l&#x27;émission"');
    expect([...a]).toEqual([
      ['src', '/x.js?a=1&b=2'],
      ['nomodule', ''],
      ['async', ''],
      ['data-title', "l'émission"],
    ]);
  });
});

describe('inlineFirstPaint: the early-tap catcher runs as the head is parsed, before any button', () => {
  const catcher = '(()=>{document.addEventListener("click",()=>{},!0)})();';
  const head = (extra = '') =>
    `<html><head>${extra}<script src="/sdk/radio-sdk.js" async=""></script>` +
    '<script src="/first-sound.js" async="" data-first-paint=""></script></head><body><button data-play-live="RCFNational"></button></body></html>';

  it('writes the catcher inline where its tag stood, and leaves every other script alone', () => {
    const out = inlineFirstPaint(head(), { '/first-sound.js': catcher });
    expect(out).toContain(`<script>${catcher}</script>`);
    // What React looks for when it hydrates its tag, as a data block: never fetched nor run.
    expect(out).toContain(
      '<script type="text/plain" async="" src="/first-sound.js" data-first-paint=""></script></head>',
    );
    expect(out).not.toContain('<script src="/first-sound.js"');
    expect(out).toContain('<script src="/sdk/radio-sdk.js" async=""></script>');
    // Before the first button of the page.
    expect(out.indexOf(catcher)).toBeLessThan(out.indexOf('<button'));
  });

  it("carries the page's nonce when it has one (a private page); without one, its hash allows it", () => {
    const out = inlineFirstPaint(head(`<script nonce="${N}">x()</script>`), { '/first-sound.js': catcher });
    expect(out).toContain(`<script nonce="${N}">${catcher}</script>`);
  });

  it('keeps the tag when its text is unknown or could close the script element', () => {
    expect(inlineFirstPaint(head(), {})).toBe(head());
    expect(inlineFirstPaint(head(), { '/first-sound.js': 'a("</script>")' })).toBe(head());
  });
});
