import { describe, expect, it } from 'vitest';
import { configFromScript, siteLinks } from '../src/config';

function script(src: string, data: Record<string, string> = {}) {
  const s = document.createElement('script');
  s.src = src;
  for (const [k, v] of Object.entries(data)) s.dataset[k] = v;
  return s;
}

describe('configuration from the script tag', () => {
  it('reads data-content-api, data-prefix, data-listener-max (the tracker is on the content API: no second API)', () => {
    const c = configFromScript(
      script('https://site.example/sdk/radio-sdk.js', {
        contentApi: 'https://api.example/content/',
        secondApi: 'https://api.example/second',
        prefix: 'RCF',
        listenerMax: '3',
      }),
    );
    expect(c).toEqual({
      contentApiUrl: 'https://api.example/content',
      prefix: 'RCF',
      listenerMax: 3,
    });
  });

  it("loaded from the API's /sdk/radio-sdk.js, finds the API beside it", () => {
    expect(configFromScript(script('http://127.0.0.1:4100/sdk/radio-sdk.js'))).toEqual({
      contentApiUrl: 'http://127.0.0.1:4100/content',
    });
    // The versioned, immutable URL partners pin with an integrity hash.
    expect(configFromScript(script('http://127.0.0.1:4100/sdk/0.1.0-1a2b3c4d/radio-sdk.js'))).toEqual({
      contentApiUrl: 'http://127.0.0.1:4100/content',
    });
  });

  it('a bundled copy (no script tag, another file name) waits for RadioSDK.configure', () => {
    expect(configFromScript(null, 'http://localhost:5173/assets/index-abc.js')).toBeNull();
    expect(configFromScript(null, 'http://127.0.0.1:4100/sdk/radio-sdk.mjs')?.contentApiUrl).toBe(
      'http://127.0.0.1:4100/content',
    );
  });

  it('ignores an invalid listener maximum', () => {
    expect(
      configFromScript(script('/x.js', { contentApi: 'https://api.example/content', listenerMax: 'abc' })),
    ).toEqual({ contentApiUrl: 'https://api.example/content' });
  });

  it('links the modals to the host site', () => {
    expect(siteLinks({ contentApiUrl: 'x', siteUrl: 'https://www.rcf.fr' }).signInUrl).toBe(
      'https://www.rcf.fr/mon-compte/signIn',
    );
    expect(siteLinks(null).signInUrl).toBe('/mon-compte/signIn');
  });

  it("the prompts' links go to the main site the API announces, unless the page configures another", () => {
    const announced = 'https://www.rcf.fr';
    expect(siteLinks({ contentApiUrl: 'x' }, announced).donationUrl).toBe(
      'https://www.rcf.fr/pourquoi-donner',
    );
    expect(siteLinks({ contentApiUrl: 'x', siteUrl: 'https://radio.example' }, announced).donationUrl).toBe(
      'https://radio.example/pourquoi-donner',
    );
  });
});
