// The dependency rules of docs/architecture.md ("Doors and arrows"), checked by
// `node scripts/house-rules.mjs` on every tracked source file:
// - one door to the API: in site/ and sdk/src, only site/lib/api/ builds core's clients or calls
//   `fetch`; the few other `fetch` calls reach something that is not the API and are listed below
//   with what they reach;
// - no arrow climbs: the site is layered app/ (routes only) → components/shell/ → the features
//   (components/<feature>/, their components and their state) → components/ui/ → lib/ and server/;
//   components/ui/ imports no feature and no shell, a feature imports no shell, lib/ and server/
//   import no component;
// - no import circle among the modules of the packages, the SDK and the site (static, type-only and
//   lazy `import()` alike: a lazy import is still an arrow a reader follows).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** The door: the only site folder that builds API clients or calls `fetch` on the API. */
export const API_DOOR = 'site/lib/api/';

/** `fetch` outside the door, to something that is not the API. */
export const NOT_THE_API = new Map([
  ['site/components/errors/ErrorScreen.tsx', "the site's own /_erreurs/{digest}"],
  ['site/components/errors/DeploymentWatcher.tsx', "the site's own /deployment"],
  ['site/server/main.ts', 'the production server asking its own Next handler for a render'],
  ['site/lib/auth/cognito-call.ts', 'the identity service (Cognito protocol)'],
  ['site/lib/account/contact-key.ts', "the identity service's GetUser (a verified e-mail)"],
]);

/**
 * Circles known and not yet broken, each with why. The check fails on any other, and on one of these
 * once it is gone (so the list only shrinks).
 */
export const KNOWN_CIRCLES = new Map([
  [
    'packages/api/src/db/data-dir.ts → packages/api/src/db/index.ts',
    'types only (Db, PgliteDb): they move to db/types.ts once the hot-path work on db/index.ts is merged',
  ],
]);

const CODE = /\.(ts|tsx|mts|mjs)$/;

/** The files Next.js reads in app/ (routes, layouts and their special files): nothing else lives there. */
const ROUTE_FILE =
  /\/(page|layout|template|default|route|loading|error|global-error|not-found|forbidden|unauthorized|opengraph-image|twitter-image|icon|apple-icon|sitemap|robots|manifest)\.(ts|tsx)$/;

const SHELL = 'site/components/shell/';
const UI = 'site/components/ui/';

/**
 * Why an import from `file` of `target` climbs, or null. The layers, top down: app/ → shell →
 * features → ui → lib/ and server/ (docs/architecture.md, « Doors and arrows »).
 */
export function climb(file, target) {
  if (!target.startsWith('site/components/')) return null;
  if (file.startsWith('site/lib/') || file.startsWith('site/server/'))
    return `${file.split('/')[1]}/ importe un composant`;
  if (file.startsWith(UI) && !target.startsWith(UI))
    return target.startsWith(SHELL) ? 'ui/ importe le cadre (shell/)' : 'ui/ importe une fonctionnalité';
  if (file.startsWith('site/components/') && !file.startsWith(SHELL) && target.startsWith(SHELL))
    return 'une fonctionnalité importe le cadre (shell/)';
  return null;
}
const isTest = (f) => /\.test\.|\/test\/|\/e2e\/|\.d\.ts$/.test(f);

/** Files under the door rule: the site's and the SDK's own code, tests and browser tests apart. */
export const underDoor = (f) =>
  CODE.test(f) &&
  !isTest(f) &&
  (f.startsWith('site/') || f.startsWith('sdk/src/')) &&
  !f.startsWith(API_DOOR);

/** Files whose imports make the graph of circles. */
const inGraph = (f) =>
  /\.(ts|tsx)$/.test(f) &&
  !isTest(f) &&
  (/^packages\/[^/]+\/src\//.test(f) ||
    f.startsWith('sdk/src/') ||
    (f.startsWith('site/') && !f.startsWith('site/scripts/')));

const parse = (file, text) =>
  ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );

/** The lines of the nodes of `source` that `match`. */
function linesWhere(source, match) {
  const lines = [];
  const visit = (node) => {
    if (match(node)) lines.push(source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return lines;
}

/** `fetch` read as a value (a call, `?? fetch`, `{ fetch }`), not as a property name or a type. */
function fetchAsValue(node) {
  if (!ts.isIdentifier(node) || node.text !== 'fetch') return false;
  const p = node.parent;
  const named =
    (ts.isPropertyAccessExpression(p) && p.name === node) ||
    ((ts.isPropertyAssignment(p) ||
      ts.isPropertySignature(p) ||
      ts.isMethodDeclaration(p) ||
      ts.isMethodSignature(p) ||
      ts.isParameter(p) ||
      ts.isPropertyDeclaration(p) ||
      ts.isBindingElement(p)) &&
      p.name === node) ||
    ts.isTypeQueryNode(p) ||
    ts.isQualifiedName(p);
  return !named;
}

/** `globalThis.fetch(…)`, `window.fetch(…)`, `self.fetch(…)`. */
const globalFetch = (node) =>
  ts.isCallExpression(node) &&
  ts.isPropertyAccessExpression(node.expression) &&
  node.expression.name.text === 'fetch' &&
  ts.isIdentifier(node.expression.expression) &&
  ['globalThis', 'window', 'self'].includes(node.expression.expression.text);

/** A call of one of core's client factories (`createContentApi(…)` and the like, or its bare `createHttp`). */
const clientBuild = (node) =>
  ts.isCallExpression(node) &&
  ts.isIdentifier(node.expression) &&
  /^create(\w*Api|Http)$/.test(node.expression.text);

/** Every module specifier a file names: imports, re-exports, `import()`. */
function specifiers(source) {
  const out = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier)
      out.push(node.moduleSpecifier.text);
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      out.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** The repository file a specifier names, or null (a package, an asset). */
function resolve(root, from, spec) {
  let base;
  if (spec.startsWith('.')) base = normalize(join(dirname(from), spec));
  else if (spec.startsWith('@/') && from.startsWith('site/')) base = `site/${spec.slice(2)}`;
  else return null;
  const stem = base.replace(/\.(m?js)$/, '');
  for (const c of [base, `${stem}.ts`, `${stem}.tsx`, `${stem}/index.ts`, `${stem}/index.tsx`])
    if (/\.(ts|tsx)$/.test(c) && existsSync(join(root, c))) return c;
  return null;
}

/** The strongly connected components of more than one file (Tarjan). */
function circles(graph) {
  let index = 0;
  const stack = [];
  const on = new Set();
  const idx = new Map();
  const low = new Map();
  const found = [];
  const connect = (v) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const part = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        part.push(w);
      } while (w !== v);
      if (part.length > 1) found.push(part.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) connect(v);
  return found;
}

/** The offences of `files` (paths from the repository root), each a line for the report. */
export function arrowOffences(root, files, read) {
  const offences = [];
  const graph = new Map();
  for (const file of files) {
    const door = underDoor(file);
    const graphed = inGraph(file);
    const climbs = /^site\/(lib|server|components)\//.test(file) && !isTest(file);
    if (file.startsWith('site/app/') && CODE.test(file) && !isTest(file) && !ROUTE_FILE.test(file))
      offences.push(
        `${file}: app/ ne contient que des routes (un module partagé va dans components/ ou lib/)`,
      );
    if (!door && !graphed && !climbs) continue;
    const text = read(file);
    if (text == null) continue;
    const source = parse(file, text);
    if (door) {
      if (!NOT_THE_API.has(file))
        for (const line of linesWhere(source, (n) => fetchAsValue(n) || globalFetch(n)))
          offences.push(
            `${file}:${line}: fetch hors de ${API_DOOR} (les appels à l'API passent par les clients de core)`,
          );
      for (const line of linesWhere(source, clientBuild))
        offences.push(`${file}:${line}: client de l'API construit hors de ${API_DOOR}`);
    }
    const targets = specifiers(source)
      .map((s) => resolve(root, file, s))
      .filter(Boolean);
    if (climbs)
      for (const t of targets) {
        const why = climb(file, t);
        if (why) offences.push(`${file}: ${why} : ${t} (une flèche qui monte)`);
      }
    if (graphed) graph.set(file, targets.filter(inGraph));
  }
  const seen = new Set();
  for (const part of circles(graph)) {
    const name = part.join(' → ');
    seen.add(name);
    if (!KNOWN_CIRCLES.has(name)) offences.push(`cercle d'imports : ${name}`);
  }
  for (const name of KNOWN_CIRCLES.keys())
    if (!seen.has(name)) offences.push(`cercle connu disparu : ${name} (retirez-le de KNOWN_CIRCLES)`);
  return offences;
}

/**
 * The files that glue the site (and the SDK) to the API, the door's own included: each with the lines
 * where it builds one of core's clients and where it calls `fetch` itself (the files of NOT_THE_API
 * reach something else and are left out). The figure of docs/architecture.md, « Doors and arrows ».
 */
export function apiGlue(files, read) {
  const glue = [];
  for (const file of files) {
    if (!(underDoor(file) || (file.startsWith(API_DOOR) && CODE.test(file) && !isTest(file)))) continue;
    if (NOT_THE_API.has(file)) continue;
    const text = read(file);
    if (text == null) continue;
    const source = parse(file, text);
    const clients = linesWhere(source, clientBuild);
    const fetches = linesWhere(source, (n) => fetchAsValue(n) || globalFetch(n));
    if (clients.length || fetches.length) glue.push({ file, clients, fetches });
  }
  return glue;
}

// `node scripts/arrows.mjs --glue [DIR]`: the files gluing the site to the API in the checkout DIR
// (this one by default), one a line, then their count.
if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === '--glue') {
  const root = process.argv[3] ?? fileURLToPath(new URL('..', import.meta.url));
  const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n');
  const read = (f) => {
    try {
      return readFileSync(join(root, f), 'utf8');
    } catch {
      return null;
    }
  };
  const glue = apiGlue(files, read);
  for (const g of glue)
    console.log(`${g.file}  clients: ${g.clients.join(',') || '-'}  fetch: ${g.fetches.join(',') || '-'}`);
  console.log(
    `${glue.length} fichiers reliés à l'API (la porte comprise) ; fetch y est écrit ${glue.reduce((n, g) => n + g.fetches.length, 0)} fois`,
  );
}
