// "Sound at once" (bench/sound.mjs): page → sound and tap → sound on a phone under DevTools'
// throttling and the shaped link, side by side in one run, beside a bare <audio> on the same URLs.
import { waitQuiet } from '../quiet.mjs';
import { soundBench, soundRows } from '../sound.mjs';
import { CHROME, progress, QUICK, row } from './common.mjs';

export const SOUND_SECTION = 'Sound at once (phone: DevTools throttling / shaped link, CPU ×4)';

export async function benchSound(ctx) {
  await waitQuiet(0.15, 30_000);
  const runs = QUICK ? 1 : 5;
  const r = await soundBench({
    site: ctx.stack.site,
    api: ctx.stack.api,
    showPath: ctx.pages.show ?? undefined,
    runs,
    chrome: CHROME,
    onRun: (model, name, i) => progress(`sound ${model} ${name} — ${i + 1}/${runs}`),
  });
  for (const x of soundRows(r))
    row(SOUND_SECTION, `${x.what}, median of ${runs}`, x.value, x.budget, x.met, x.note ?? '');
}
