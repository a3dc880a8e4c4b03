// The first lines of docs/benchmarks.md: how many budgets are met and missed, over every section.
// Each script that measures budgets (bench/run.mjs's report, bench/api.mjs, bench/sdk.mjs,
// bench/startup.mjs, the drill) leaves in its own section one marker
//   <!-- budgets: N met, M missed[: name; name] -->
// and `updateSummary()` adds them up into the line under the title, naming what is missed.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../../scripts/ensure.mjs';

const FILE = join(root, 'docs', 'benchmarks.md');
const MARKER = /<!-- budgets: (\d+) met, (\d+) missed(?:: ([^>]*?))? -->/g;
const SUMMARY = /^\*\*\d+ met, \d+ missed\*\*.*\n(?:(?!\n).*\n)*/m;

/** The marker of one section: `checks` are [name, met] pairs (met: true, false; null: no budget). */
export function budgetMarker(checks) {
  const met = checks.filter(([, ok]) => ok === true).length;
  const missed = checks.filter(([, ok]) => ok === false).map(([name]) => name.replace(/-->|;/g, ' '));
  return `<!-- budgets: ${met} met, ${missed.length} missed${missed.length ? `: ${missed.join('; ')}` : ''} -->`;
}

/** The counts of every marker in `text`. */
export function countBudgets(text) {
  let met = 0;
  const missed = [];
  for (const m of text.matchAll(MARKER)) {
    met += Number(m[1]);
    if (Number(m[2]))
      missed.push(
        ...(m[3] ?? '')
          .split(';')
          .map((s) => s.trim())
          .filter(Boolean),
      );
  }
  return { met, missed };
}

/** Writes (or rewrites) the summary paragraph right under the title of docs/benchmarks.md. */
export function updateSummary(file = FILE) {
  if (!existsSync(file)) return null;
  const doc = readFileSync(file, 'utf8');
  const { met, missed } = countBudgets(doc);
  const line =
    `**${met} met, ${missed.length} missed**${missed.length ? ` — missed: ${missed.join('; ')}` : ''}. ` +
    'Counted by `npm run bench` over the budgets of every section below (each section says when it was measured).\n';
  const body = doc.replace(SUMMARY, '');
  const title = /^# .*\n\n?/.exec(body);
  const rest = (title ? body.slice(title[0].length) : body).replace(/^\n+/, '');
  const next = title ? `${title[0].trimEnd()}\n\n${line}\n${rest}` : `${line}\n${rest}`;
  writeFileSync(file, next);
  return { met, missed };
}
