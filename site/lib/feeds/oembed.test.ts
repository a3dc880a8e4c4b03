import { describe, expect, it } from 'vitest';
import { embedUrl, oembedResponse, oembedSize, oembedTarget, oembedXml } from './oembed';

const SITE = 'https://www.rcf.fr';

describe('oEmbed targets (show and episode URLs)', () => {
  it('spec §2 "/{name}/{showOrCategory}: show page" is embeddable as a show', () => {
    expect(oembedTarget('https://www.rcf.fr/vie-spirituelle/la-priere-du-matin', SITE)).toEqual({
      kind: 'show',
      name: 'vie-spirituelle',
      show: 'la-priere-du-matin',
    });
  });

  it('spec §2 "episode: episode id on show pages" makes it an episode', () => {
    expect(oembedTarget('https://rcf.fr/culture/les-livres?episode=42&t=10', SITE)).toEqual({
      kind: 'episode',
      name: 'culture',
      show: 'les-livres',
      episodeId: 42,
    });
  });

  it('the embed page itself is accepted', () => {
    expect(oembedTarget(`${SITE}/culture/les-livres/embed?episode=7`, SITE)).toMatchObject({ episodeId: 7 });
  });

  it.each([
    ['another host', 'https://evil.example/culture/les-livres'],
    ['a non-http scheme', 'javascript:alert(1)//www.rcf.fr/culture/x'],
    ['not a URL', 'les-livres'],
    ['a one-segment page', `${SITE}/culture`],
    ['an article', `${SITE}/articles/culture/un-titre`],
    ['a deeper path', `${SITE}/a/b/c`],
    ['a bad episode id', `${SITE}/culture/les-livres?episode=abc`],
    ['a zero episode id', `${SITE}/culture/les-livres?episode=0`],
    ['an odd slug', `${SITE}/culture/Les%20Livres`],
  ])('refuses %s', (_label, url) => {
    expect(oembedTarget(url, SITE)).toBeNull();
  });
});

describe('oEmbed response', () => {
  it('oEmbed 1.0 rich type whose html is an iframe of the embed route', () => {
    const target = { kind: 'episode' as const, name: 'culture', show: 'les-livres', episodeId: 42 };
    const res = oembedResponse({
      target,
      title: 'Les "livres" & <vous>',
      siteUrl: SITE,
      providerName: 'RCF',
      width: 640,
      height: 200,
      thumbnailUrl: 'https://api/x.jpg',
    });
    expect(res).toMatchObject({
      version: '1.0',
      type: 'rich',
      provider_name: 'RCF',
      width: 640,
      height: 200,
    });
    expect(res.provider_url).toBe('https://www.rcf.fr/');
    expect(res.html).toContain('src="https://www.rcf.fr/culture/les-livres/embed?episode=42"');
    // The title is data inside an attribute: quotes and angle brackets cannot close it.
    expect(res.html).toContain('title="Lecteur RCF : Les &quot;livres&quot; &amp; &lt;vous&gt;"');
    expect(res.html.match(/<iframe /g)).toHaveLength(1);
    expect(res.thumbnail_url).toBe('https://api/x.jpg');
  });

  it('a show embeds its embed page without an episode', () => {
    expect(embedUrl({ kind: 'show', name: 'culture', show: 'les-livres' }, SITE)).toBe(
      'https://www.rcf.fr/culture/les-livres/embed',
    );
  });

  it('maxwidth/maxheight shrink the player but never below a usable size; junk keeps the default', () => {
    expect(oembedSize(null, null)).toEqual({ width: 640, height: 200 });
    expect(oembedSize('400', '150')).toEqual({ width: 400, height: 150 });
    expect(oembedSize('10', '10')).toEqual({ width: 280, height: 120 });
    expect(oembedSize('9999', '-3')).toEqual({ width: 640, height: 200 });
    expect(oembedSize('abc', '')).toEqual({ width: 640, height: 200 });
  });

  it('format=xml carries the same fields, escaped', () => {
    const res = oembedResponse({
      target: { kind: 'show', name: 'culture', show: 'les-livres' },
      title: 'A & B',
      siteUrl: SITE,
      providerName: 'RCF',
      width: 640,
      height: 200,
    });
    const xml = oembedXml(res);
    expect(xml).toContain('<oembed>');
    expect(xml).toContain('<title>A &amp; B</title>');
    expect(xml).toContain('<html>&lt;iframe src=');
    expect(xml).not.toContain('thumbnail_url');
  });
});
