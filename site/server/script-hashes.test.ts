import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, scriptHash, withScriptHashes } from './script-hashes';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('hashes of the inline scripts, from the rendered bytes', () => {
  it('one per executed inline script, once each, in order; external scripts and data blocks are not hashed', () => {
    const html =
      '<head><script>self.__next_f=[]</script><script src="/_next/a.js" async=""></script>' +
      '<script type="application/ld+json">{"@type":"RadioStation"}</script>' +
      '<script type="application/json" id="deferred-scripts">[]</script></head>' +
      '<body><script>self.__next_f.push([1,"é"])</script><script type="module">import("/x.js")</script>' +
      '<script>self.__next_f=[]</script></body>';
    expect(inlineScriptHashes(html)).toEqual([
      sha('self.__next_f=[]'),
      sha('self.__next_f.push([1,"é"])'),
      sha('import("/x.js")'),
    ]);
  });

  it('hashes the text as the browser does: UTF-8, CR LF read as LF', () => {
    expect(scriptHash('a()\r\nb()\rc()')).toBe(sha('a()\nb()\nc()'));
  });

  it("adds them to script-src only, never 'unsafe-inline'", () => {
    const csp = "default-src 'self'; script-src 'self' https://www.googletagmanager.com; object-src 'none'";
    const out = withScriptHashes(csp, ["'sha256-a='", "'sha256-b='"]);
    expect(out).toBe(
      "default-src 'self'; script-src 'self' https://www.googletagmanager.com 'sha256-a=' 'sha256-b='; object-src 'none'",
    );
    expect(out).not.toContain('unsafe-inline');
    expect(withScriptHashes(csp, [])).toBe(csp);
  });
});
