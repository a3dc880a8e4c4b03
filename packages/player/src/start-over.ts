import { type LiveInfo, timeshiftUrl } from '@radio/core';
import { currentTrack, type PlayerContext } from './context';
import type { Live } from './live';

/** « Reprendre l'émission au début » and « Revenir au direct » on a live with a timeshift. */
export interface StartOver {
  /** The programme on air (the grid's start, `/api/dab`) from its first second. */
  restart(): Promise<boolean>;
  /** Back to the live edge. */
  toLive(): void;
}

const wholeSecond = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString();

export function createStartOver(ctx: PlayerContext, live: Live): StartOver {
  const { get, set } = ctx;

  // A delayed stream that connects again (resume after a pause, retry after a drop) goes on from
  // the second it had reached, not from the programme's start again: the point of a timeshift.
  live.onConnect(() => {
    const s = get();
    const shift = s.timeshift;
    if (!shift?.from || !s.sound?.live || !(s.position > 0)) return;
    const from = Date.parse(shift.from) + s.position * 1000;
    const url = timeshiftUrl(shift.template, from);
    if (!url) return;
    set({
      sound: { ...s.sound, audio_file: url },
      timeshift: { ...shift, from: wholeSecond(from) },
      position: 0,
    });
  });

  async function restart(): Promise<boolean> {
    const s = get();
    if (!s.timeshift || !s.radioCode || !s.sound?.live) return false;
    const isCurrent = currentTrack(ctx);
    let info: LiveInfo;
    try {
      // Asked now, not the last refresh: the programme on air may have changed since.
      info = await ctx.api.liveInfo(s.radioCode);
    } catch {
      return isCurrent() && ctx.fail('network');
    }
    const { timeshift: shift, sound } = get();
    if (!isCurrent() || !shift || !sound) return false;
    const start = Date.parse(info.date);
    const url = timeshiftUrl(shift.template, start);
    if (!url) return false;
    set({
      live: info,
      sound: { ...sound, audio_file: url },
      timeshift: { ...shift, from: wholeSecond(start), programme: info },
      position: 0,
    });
    live.reconnect();
    return true;
  }

  function toLive() {
    const { timeshift: shift, sound } = get();
    if (!shift?.from || !sound?.live) return;
    set({
      sound: { ...sound, audio_file: shift.liveURL },
      timeshift: { ...shift, from: null, programme: null },
      position: 0,
    });
    live.reconnect();
  }

  return { restart, toLive };
}
