import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isCacheableRequest, PAGE_PARAMS } from './page-cache';

// The shared page cache sends any query parameter outside PAGE_PARAMS to the address without it
// (a 301). A page that starts reading a new parameter without adding it there would silently
// lose it, as the shared moment's `t` and the saint search's `prenom` once did. This reads every
// page's code for the parameters it reads and holds them against the list.

const site = join(import.meta.dirname, '..');

function files(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = join(dir, d.name);
    if (d.isDirectory()) return d.name === 'node_modules' ? [] : files(p, keep);
    return keep(p) ? [p] : [];
  });
}

/** `site/app/[name]/(categorie)/page.tsx` → `/x/` : route groups dropped, dynamic segments filled. */
function routeOf(pageFile: string): string {
  const segments = relative(join(site, 'app'), pageFile)
    .split(sep)
    .slice(0, -1)
    .filter((s) => !/^\(.*\)$/.test(s))
    .map((s) => (s.startsWith('[') ? 'x' : s));
  return `/${segments.join('/')}`;
}

const shared = (route: string) =>
  isCacheableRequest({
    method: 'GET',
    pathname: route,
    search: '',
    header: (name) => (name === 'accept' ? 'text/html' : undefined),
  });

/** The query parameters a page's server code reads, in the forms the pages use. */
export function serverReads(code: string): string[] {
  const names = new Set<string>();
  for (const m of code.matchAll(/\bsp\??\.(\w+)/g)) names.add(m[1] as string);
  for (const m of code.matchAll(/\(await searchParams\)\??\.(\w+)/g)) names.add(m[1] as string);
  for (const m of code.matchAll(/\{([^}]*)\}\s*=\s*(?:await searchParams|sp)\b/g))
    for (const part of (m[1] as string).split(','))
      if (part.trim()) names.add((part.split(':')[0] as string).trim());
  // components/page/ListPage.tsx's loadListPage reads the list's `page`.
  if (/\bloadListPage\(\s*searchParams\b/.test(code)) names.add('page');
  return [...names];
}

/** The parameters client code reads from the address (`new URLSearchParams(…).get('x')`, `useSearchParams().get('x')`). */
export function clientReads(code: string): string[] {
  if (!/useSearchParams|location\.search|URLSearchParams\(search/.test(code)) return [];
  return [...code.matchAll(/\.get\(\s*['"]([\w-]+)['"]\s*\)/g)].map((m) => m[1] as string);
}

describe('every query parameter a shared page reads is kept by the canonical redirect', () => {
  it('the scanner reads each form the pages use', () => {
    expect(serverReads('const sp = await searchParams; f(sp.page, sp?.radio);')).toEqual(['page', 'radio']);
    expect(serverReads('urlPage((await searchParams).page)')).toEqual(['page']);
    expect(serverReads('const { q, type: kind } = await searchParams;')).toEqual(['q', 'type']);
    expect(serverReads('await loadListPage(searchParams, at, getVideos)')).toEqual(['page']);
    expect(clientReads("const p = useSearchParams(); p.get('email');")).toEqual(['email']);
    expect(clientReads("new URLSearchParams(search).get('t')")).toEqual(['t']);
  });

  const pages = files(join(site, 'app'), (p) => /[/\\]page\.tsx$/.test(p));
  const sharedPages = pages.filter((p) => shared(routeOf(p)));

  it('finds the site’s shared pages (and leaves out the private ones)', () => {
    expect(sharedPages.length).toBeGreaterThan(20);
    expect(sharedPages.some((p) => p.includes(`mon-compte${sep}`))).toBe(false);
  });

  it.each(sharedPages.map((p) => [relative(site, p), p]))('%s', (_name, file) => {
    const code = readFileSync(file, 'utf8');
    const reads = serverReads(code);
    // A page that takes searchParams but reads none of them in a form the scanner knows would
    // escape this check: it must be taught the new form first.
    if (/\bsearchParams\b/.test(code)) expect(reads.length).toBeGreaterThan(0);
    for (const name of reads)
      expect(PAGE_PARAMS, `${name} is read by ${relative(site, file)}`).toContain(name);
  });

  // Client components mounted on shared pages; the sign-in and account forms live under the
  // private /mon-compte pages, which the cache and its redirect never see.
  const privateOnly = [join(site, 'components', 'auth'), join(site, 'components', 'account')];
  const components = files(
    join(site, 'components'),
    (p) => /\.tsx?$/.test(p) && !/\.test\.tsx?$/.test(p),
  ).filter((p) => !privateOnly.some((dir) => p.startsWith(dir)));

  it.each(
    components
      .map((p) => [relative(site, p), p])
      .filter(([, p]) => clientReads(readFileSync(p as string, 'utf8')).length > 0),
  )('%s', (_name, file) => {
    for (const name of clientReads(readFileSync(file as string, 'utf8')))
      expect(PAGE_PARAMS, `${name} is read by ${relative(site, file as string)}`).toContain(name);
  });
});
