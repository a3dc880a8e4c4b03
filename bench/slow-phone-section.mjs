/**
 * The "Slow phone" section of docs/benchmarks.md (bench/slow-phone.mjs does the measuring): per page
 * (home, a show, an article, the national live, the partner example page), median of 5 loads.
 * Budgets of the first-sound issue: button live ≤ 1.5 s and first sound ≤ 2.2 s on the shaped link,
 * home and show.
 */

import { waitQuiet } from './quiet.mjs';
import { slowPhone } from './slow-phone.mjs';

const BUDGET = { live: 1500, sound: 2200 };
const WITH_BUDGET = new Set(['home', 'show']);

export async function slowPhoneSection({ ctx, examples, quick, chrome, row, progress }) {
  const site = ctx.stack.site;
  const pages = {
    home: `${site}${ctx.pages.home}`,
    ...(ctx.pages.show ? { show: `${site}${ctx.pages.show}` } : {}),
    ...(ctx.pages.article ? { article: `${site}${ctx.pages.article}` } : {}),
    live: `${site}/direct/RCFNational`,
    ...(examples ? { 'partner example': `${examples}/partner-html/` } : {}),
  };
  const runs = quick ? 1 : 5;
  await waitQuiet(0.15, 30_000);
  const r = await slowPhone({
    site,
    api: ctx.stack.api,
    examples,
    pages,
    runs,
    chrome,
    onRun: (name, i) => progress(`slow phone ${name} — ${i + 1}/${runs}`),
  });
  const ms = (v) => `${Math.round(v)} ms`;
  const section = 'Slow phone (CPU ×4, 1.6 Mbit/s, 150 ms RTT)';
  for (const [name, m] of Object.entries(r)) {
    const budgeted = WITH_BUDGET.has(name);
    const path = new URL(pages[name]).pathname;
    row(section, `${name} (${path}) LCP, median of ${runs}`, ms(m.lcp));
    row(
      section,
      `${name} button live`,
      ms(m.live),
      budgeted ? `≤ ${BUDGET.live} ms` : '—',
      budgeted ? m.live <= BUDGET.live : null,
    );
    row(
      section,
      `${name} first sound (pressed when live)`,
      ms(m.sound),
      budgeted ? `≤ ${BUDGET.sound} ms` : '—',
      budgeted ? m.sound <= BUDGET.sound : null,
    );
    row(section, `${name} JS before the button works`, `${(m.js / 1024).toFixed(1)} KB`);
  }

  // The script orderings both ways (first-sound issue): as served (the page's scripts after its
  // main image, Next's chunks after an early press's sound) against Next's own async tags.
  const ab = Object.fromEntries(Object.entries(pages).filter(([name]) => WITH_BUDGET.has(name)));
  await waitQuiet(0.15, 30_000);
  const other = await slowPhone({
    site,
    api: ctx.stack.api,
    pages: ab,
    runs,
    chrome,
    baseline: true,
    onRun: (name, i) => progress(`slow phone ${name}, Next's async tags — ${i + 1}/${runs}`),
  });
  for (const [name, m] of Object.entries(other)) {
    const served = r[name];
    const vs = (k) => `${ms(served[k])} / ${ms(m[k])}`;
    const diff = (k) => `${served[k] <= m[k] ? '−' : '+'}${ms(Math.abs(served[k] - m[k]))} as served`;
    row(section, `${name} button live: as served / Next's async tags`, vs('live'), '—', null, diff('live'));
    row(section, `${name} first sound: as served / Next's async tags`, vs('sound'), '—', null, diff('sound'));
  }
}
