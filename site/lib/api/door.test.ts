import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
// The house check that `npm test` runs (scripts/house-rules.mjs): tried here on made-up trees.
import { apiGlue, arrowOffences } from '../../../scripts/arrows.mjs';

function check(tree: Record<string, string>): string[] {
  const root = mkdtempSync(join(tmpdir(), 'arrows-'));
  for (const [file, text] of Object.entries(tree)) {
    mkdirSync(join(root, dirname(file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return arrowOffences(root, Object.keys(tree), (f: string) => tree[f] ?? null).filter(
    // The circle the real tree still has is listed in KNOWN_CIRCLES; a made-up tree does not have it.
    (o: string) => !o.startsWith('cercle connu disparu'),
  );
}

describe('one door to the API (scripts/arrows.mjs)', () => {
  it('refuses a fetch, or a client of core built, outside site/lib/api/', () => {
    const offences = check({
      'site/components/search/Box.tsx': "export const go = (q: string) => fetch('/content/search?q=' + q);\n",
      'site/lib/auth/x.ts':
        "import { createContentApi } from '@radio/core';\nexport const api = createContentApi({ baseUrl: '' });\n",
      'sdk/src/thing.ts': 'export const f = (u: string) => globalThis.fetch(u);\n',
      'site/lib/auth/y.ts': 'export const g = (impl?: typeof fetch) => (impl ?? fetch)("/x");\n',
      'site/lib/account/z.ts':
        "import { createHttp } from '@radio/core';\nexport const http = createHttp({ baseUrl: '' });\n",
    });
    expect(offences).toEqual([
      "site/components/search/Box.tsx:1: fetch hors de site/lib/api/ (les appels à l'API passent par les clients de core)",
      "site/lib/auth/x.ts:2: client de l'API construit hors de site/lib/api/",
      "sdk/src/thing.ts:1: fetch hors de site/lib/api/ (les appels à l'API passent par les clients de core)",
      "site/lib/auth/y.ts:1: fetch hors de site/lib/api/ (les appels à l'API passent par les clients de core)",
      "site/lib/account/z.ts:2: client de l'API construit hors de site/lib/api/",
    ]);
  });

  it('counts the files gluing the site to the API (the door too), not the ones that reach something else', () => {
    const tree: Record<string, string> = {
      'site/lib/api/server.ts':
        "import { createContentApi } from '@radio/core';\nexport const a = () => fetch('/x');\nexport const b = createContentApi({ baseUrl: '' });\n",
      'site/components/search/Box.tsx': "export const go = () => fetch('/content/search');\n",
      'site/components/errors/ErrorScreen.tsx': "export const e = () => fetch('/_erreurs/1');\n",
      'site/lib/x.test.ts': "export const t = () => fetch('/x');\n",
      'site/lib/quiet.ts': 'export const q = 1;\n',
    };
    expect(apiGlue(Object.keys(tree), (f: string) => tree[f] ?? null)).toEqual([
      { file: 'site/lib/api/server.ts', clients: [3], fetches: [2] },
      { file: 'site/components/search/Box.tsx', clients: [], fetches: [1] },
    ]);
  });

  it('lets the door, tests, and a property or type named fetch be', () => {
    expect(
      check({
        'site/lib/api/server.ts':
          "import { createContentApi } from '@radio/core';\nexport const a = () => fetch('/x');\nexport const b = createContentApi({ baseUrl: '' });\n",
        'site/lib/x.test.ts': "export const t = () => fetch('/x');\n",
        'site/lib/z.ts': 'export const o = (c: { fetch?: typeof fetch }) => c.fetch;\n',
      }),
    ).toEqual([]);
  });

  it('refuses lib/ importing components/, and an import circle (a lazy import counts)', () => {
    expect(
      check({
        'site/lib/a.ts': "import { b } from '@/components/b';\nexport const a = b;\n",
        'site/components/b.ts': 'export const b = 1;\n',
        'sdk/src/el.tsx': "export type P = { x?: string };\nexport const load = () => import('./part');\n",
        'sdk/src/part.tsx': "import type { P } from './el';\nexport const part = (p: P) => p;\n",
      }),
    ).toEqual([
      'site/lib/a.ts: lib/ importe un composant : site/components/b.ts (une flèche qui monte)',
      "cercle d'imports : sdk/src/el.tsx → sdk/src/part.tsx",
    ]);
  });
});

describe('the site by feature: no arrow climbs (scripts/arrows.mjs)', () => {
  // app/ → components/shell/ → components/<feature>/ → components/ui/ → lib/ and server/.
  const tree = {
    'site/components/ui/Icon.tsx': 'export const Icon = () => null;\n',
    'site/components/shell/Header.tsx':
      "import { Box } from '@/components/search/Box';\nimport { Icon } from '@/components/ui/Icon';\nexport const Header = [Box, Icon];\n",
    'site/components/search/Box.tsx':
      "import { Icon } from '../ui/Icon';\nimport { Row } from '@/components/cards/Row';\nexport const Box = [Icon, Row];\n",
    'site/components/cards/Row.tsx':
      "import { Icon } from '@/components/ui/Icon';\nexport const Row = Icon;\n",
    'site/app/layout.tsx': "import { Header } from '@/components/shell/Header';\nexport default Header;\n",
    'site/app/recherche/page.tsx': "import { Box } from '@/components/search/Box';\nexport default Box;\n",
    'site/server/main.ts': "import { x } from '@/lib/x';\nexport const m = x;\n",
    'site/lib/x.ts': 'export const x = 1;\n',
    'site/components/search/Box.test.tsx':
      "import { Header } from '@/components/shell/Header';\nexport const t = Header;\n",
  };

  it('lets the layers import downwards, a feature import another, and a test import anything', () => {
    expect(check(tree)).toEqual([]);
  });

  it('refuses ui/ importing a feature or the shell, a feature importing the shell, lib/ or server/ importing a component', () => {
    expect(
      check({
        ...tree,
        'site/components/ui/Icon.tsx':
          "import { Box } from '@/components/search/Box';\nimport { Header } from '../shell/Header';\nexport const Icon = [Box, Header];\n",
        'site/components/cards/Row.tsx':
          "import { Header } from '@/components/shell/Header';\nexport const Row = Header;\n",
        'site/server/main.ts': "import { Icon } from '@/components/ui/Icon';\nexport const m = Icon;\n",
        'site/lib/x.ts': "export const x = () => import('@/components/cards/Row');\n",
      }).filter((o) => o.includes('flèche')),
    ).toEqual([
      'site/components/ui/Icon.tsx: ui/ importe une fonctionnalité : site/components/search/Box.tsx (une flèche qui monte)',
      'site/components/ui/Icon.tsx: ui/ importe le cadre (shell/) : site/components/shell/Header.tsx (une flèche qui monte)',
      'site/components/cards/Row.tsx: une fonctionnalité importe le cadre (shell/) : site/components/shell/Header.tsx (une flèche qui monte)',
      'site/server/main.ts: server/ importe un composant : site/components/ui/Icon.tsx (une flèche qui monte)',
      'site/lib/x.ts: lib/ importe un composant : site/components/cards/Row.tsx (une flèche qui monte)',
    ]);
  });

  it('refuses a module in app/ that is not a route file', () => {
    expect(
      check({
        ...tree,
        'site/app/recherche/filters.tsx': 'export const Filters = () => null;\n',
        'site/app/recherche/page.test.tsx': 'export const t = 1;\n',
      }),
    ).toEqual([
      'site/app/recherche/filters.tsx: app/ ne contient que des routes (un module partagé va dans components/ ou lib/)',
    ]);
  });
});
