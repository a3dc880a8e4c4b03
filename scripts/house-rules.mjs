// `node scripts/house-rules.mjs`: the size rules of docs/architecture.md ("Size and repetition"),
// checked on every tracked source file: no file over 450 lines outside seed data and CSS, no
// function over 150 lines; the doors and arrows of scripts/arrows.mjs. Exits 1 with the offenders listed. Uses TypeScript's own parser, so a
// function is what the compiler calls one (declarations, methods, arrows, callbacks).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { arrowOffences } from './arrows.mjs';
import { root } from './ensure.mjs';

export const MAX_FILE_LINES = 450;
export const MAX_FUNCTION_LINES = 150;
/** Written content, not code: the demo catalogue and the saints' lives. */
const SEED_DATA = /^packages\/api\/src\/seed\/(data|saint-lives)\.ts$/;
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
/**
 * Where a test lives (docs/architecture.md, « Tests »): beside its source in packages/core and the
 * site, in its package's test/ folder everywhere else.
 */
const TEST_HOME =
  /^(packages\/core\/src|packages\/[^/]+\/test|sdk\/test|site\/(lib|components|server|scripts))\//;
/**
 * The browser tests' one home for what is not a spec (docs/architecture.md, « Tests »): every e2e
 * helper and the set-up live in e2e/support/; an `e2e/` folder elsewhere holds `*.spec.ts` only.
 */
const E2E_FOLDER = /(^|\/)e2e\//;
const E2E_SUPPORT = /^e2e\/support\//;

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => SOURCE.test(f) && !f.endsWith('.d.ts') && !SEED_DATA.test(f));

/**
 * `--longest N`: instead of the checks, the functions of N lines or more outside tests (counted as
 * the rule counts them), longest first; the figures of docs/architecture.md « Size and repetition ».
 */
const longestAt = process.argv.indexOf('--longest');
const longestMin = longestAt > 0 ? Number(process.argv[longestAt + 1] ?? 140) : 0;
const IS_TEST = /(\.test\.[cm]?[jt]sx?$|(^|\/)(test|e2e)\/)/;
const longest = [];

const offenders = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(`${root}/${file}`, 'utf8');
  } catch {
    continue; // deleted in the working tree
  }
  if (/\.test\.[cm]?[jt]sx?$/.test(file) && !TEST_HOME.test(file))
    offenders.push(`${file}: un test hors de sa place (docs/architecture.md, « Tests »)`);
  if (E2E_FOLDER.test(file) && !file.endsWith('.spec.ts') && !E2E_SUPPORT.test(file))
    offenders.push(
      `${file}: une aide des tests de navigateur hors de e2e/support/ (docs/architecture.md, « Tests »)`,
    );
  const lines = text.split('\n').length;
  if (lines > MAX_FILE_LINES) offenders.push(`${file}: ${lines} lignes (fichier > ${MAX_FILE_LINES})`);
  const kind = file.endsWith('x')
    ? ts.ScriptKind.TSX
    : file.endsWith('.ts')
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.end).line;
      const span = last - first + 1;
      if (longestMin && span >= longestMin && !IS_TEST.test(file))
        longest.push({
          span,
          where: `${file}:${first + 1}`,
          name: node.name ? node.name.getText(source) : '(anonyme)',
        });
      if (span > MAX_FUNCTION_LINES) {
        const name = node.name ? node.name.getText(source) : '(anonyme)';
        offenders.push(`${file}:${first + 1}: ${name}, ${span} lignes (fonction > ${MAX_FUNCTION_LINES})`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

if (longestMin) {
  longest.sort((a, b) => b.span - a.span);
  for (const f of longest) console.log(`${f.span}\t${f.name}\t${f.where}`);
  process.exit(0);
}

// One door to the API, no climbing arrow, no import circle (scripts/arrows.mjs).
const read = (f) => {
  try {
    return readFileSync(`${root}/${f}`, 'utf8');
  } catch {
    return null;
  }
};
offenders.push(...arrowOffences(root, files, read));

if (offenders.length) {
  console.error(offenders.join('\n'));
  process.exit(1);
}
console.log(
  `${files.length} fichiers : aucun au-delà de ${MAX_FILE_LINES} lignes, aucune fonction au-delà de ${MAX_FUNCTION_LINES} ; l'API par sa seule porte, aucune flèche qui monte, aucun cercle d'imports, chaque test et chaque aide e2e à sa place`,
);
