// Scripts after the main image against Next's async tags, on a shaped slow link (bench/link.mjs).
import { shapedLinkAB } from '../link.mjs';
import { waitQuiet } from '../quiet.mjs';
import { CHROME, progress, QUICK, row } from './common.mjs';

/**
 * The cost and gain of starting the page's scripts after its main image, observed on a shaped slow
 * link against Next's own async tags in the same session (bench/link.mjs).
 */
export async function benchSlowLink(ctx) {
  const paths = { home: ctx.pages.home, show: ctx.pages.show };
  await waitQuiet(0.15, 30_000);
  const r = await shapedLinkAB({
    site: ctx.stack.site,
    api: ctx.stack.api,
    paths: Object.values(paths).filter(Boolean),
    runs: QUICK ? 1 : 5,
    chrome: CHROME,
    onRun: (path, variant, i) => progress(`slow link ${path} ${variant} — ${i + 1}`),
  });
  const ms = (v) => `${Math.round(v)} ms`;
  for (const [name, path] of Object.entries(paths)) {
    const v = r[path];
    if (!v) continue;
    const pair = (k, what) =>
      row(
        'Slow phone, observed',
        `${name} ${what}: scripts after the main image / Next's async tags`,
        `${ms(v.loader[k])} / ${ms(v.baseline[k])}`,
        '—',
        null,
        `${v.loader[k] >= v.baseline[k] ? '+' : '−'}${ms(Math.abs(v.loader[k] - v.baseline[k]))}`,
      );
    pair('lcp', 'LCP');
    pair('hydrated', 'hydrated (React on the header)');
    pair('sdk', 'SDK ready (window.RadioSDK)');
  }
}
