import type { SoundData } from '@radio/core';
import { currentTrack, type PlayerContext } from './context';
import type { ListenCounter } from './counter';
import { failure } from './live';
import { closeModalIn } from './modals';
import { createProgress } from './progress';
import type { PlayQueue } from './queue';
import type { EarlyRolls, Rolls } from './rolls';
import type { SleepTimer } from './sleep-timer';
import { soundFromEpisode } from './sound';
import { EMPTY_TRACK } from './state';
import type { ListenTracker } from './tracker';
import type { Transport } from './transport';
import type { LoadRequest } from './types';
import { queueFrom } from './up-next';

type EpisodeRequest = Exclude<LoadRequest, { radioCode: string }>;

/** The sound of a request; null when a later request overtook it or the episode is unknown (then an error shows). */
async function fetchSound(
  ctx: PlayerContext,
  request: EpisodeRequest,
  id: string,
): Promise<SoundData | null> {
  if ('sound' in request) return request.sound;
  const req = ctx.life.requests;
  try {
    const sound = soundFromEpisode(await ctx.api.episode(id));
    return req === ctx.life.requests ? sound : null;
  } catch (e) {
    if (req === ctx.life.requests) ctx.fail(failure(e), undefined, id);
    return null;
  }
}

/** §4 "When the main sound ends: stop; reset the tracker offset to 0 if signed in; play the post-roll if any; then auto-play the next playlist item if any." */
function onEnd(ctx: PlayerContext, deps: PodcastDeps, sound: SoundData) {
  const { get, set } = ctx;
  deps.transport.stopTick();
  deps.transport.main?.stop();
  const post = get().postRoll;
  set({ status: 'paused', position: 0 });
  deps.counter.markEnd();
  deps.tracker.onEnd(sound);
  ctx.emit('ended', { sound });
  ctx.syncMediaSession();
  if (deps.sleepTimer.stopsAtEnd()) return;
  const isCurrent = currentTrack(ctx);
  const playNext = () => {
    if (isCurrent()) void deps.queue.advance();
  };
  if (!post) return playNext();
  set({ postRoll: null });
  deps.rolls.play(post, () => {
    set({ status: 'paused' });
    playNext();
  });
}

export interface PodcastDeps {
  transport: Transport;
  counter: ListenCounter;
  rolls: Rolls;
  tracker: ListenTracker;
  sleepTimer: Pick<SleepTimer, 'stopsAtEnd'>;
  queue: PlayQueue;
}

/**
 * An episode from load to end (spec §4): the free-listen refusal, the rolls around it, the
 * tracker's resume position, the 1-s counting and analytics, the end (post-roll, next item).
 */
export interface Podcast {
  load(request: EpisodeRequest): Promise<boolean>;
  /** Plays the loaded episode: from the start of its funnel, or on from where it paused. */
  resume(): Promise<boolean>;
  /** The episode kept from before a reload, at its second, paused; it plays on without its pre-roll. */
  restore(sound: SoundData, position: number): void;
  seek(seconds: number): void;
}

export function createPodcast(ctx: PlayerContext, deps: PodcastDeps): Podcast {
  const { get, set, emit, analytics } = ctx;
  const { transport, counter, rolls, tracker } = deps;
  /** Second to seek to when the main sound first plays (share link, tracker or a seek before play). */
  let seekOnPlay: number | null = null;
  /** A kept episode plays on: its pre-roll was heard before the reload. */
  let restored = false;
  const progress = createProgress(ctx, deps);
  transport.onTrackChange(() => {
    seekOnPlay = null;
    restored = false;
    tracker.reset();
  });

  function startMain() {
    const sound = get().sound;
    if (!sound) return;
    const handle = transport.openMain(sound);
    set({ status: 'loading', roll: null, error: null });
    transport.wire(handle, sound, {
      status: 'playing',
      onPlay() {
        if (seekOnPlay !== null) {
          handle.seek(seekOnPlay);
          set({ position: seekOnPlay });
          seekOnPlay = null;
        }
        progress.started(sound);
      },
    });
    handle.on('end', () => {
      if (transport.main === handle) onEnd(ctx, deps, sound);
    });
    handle.on('loaderror', () => transport.failMain(handle, 'network'));
    // Typically the browser's autoplay policy: the listener presses play again.
    handle.on('playerror', () => transport.failMain(handle, 'playback'));
    handle.play();
  }

  /** Rolls (funnel, check request), tracker resume, then the main sound. */
  async function start(early: EarlyRolls | null = null): Promise<boolean> {
    const sound = get().sound;
    if (!sound || sound.live) return false;
    if (counter.refuse(sound)) return false;
    const isCurrent = currentTrack(ctx);
    set({ status: 'loading', error: null });
    const [{ pre, post }, saved] = await Promise.all([rolls.prepare(sound, early), tracker.fetch(sound)]);
    if (!isCurrent()) return false;
    // "A post-roll is prepared when there are no partners" (funnelQueries returns none otherwise).
    set({ postRoll: post });
    if (saved) {
      const at = tracker.adopt(saved);
      seekOnPlay ??= at;
    }
    if (pre && !restored && (await rolls.answers(pre))) {
      if (!isCurrent()) return false;
      rolls.play(pre, startMain);
      return true;
    }
    if (!isCurrent()) return false;
    startMain();
    return true;
  }

  async function load(request: EpisodeRequest): Promise<boolean> {
    const id = 'sound' in request ? String(request.sound.id) : String(request.episodeId);
    const current = get();
    // §4 "choosing the same track does nothing".
    if (current.sound?.id === id && current.status !== 'idle') return true;
    ctx.life.requests++;
    const autoplay = request.autoplay ?? true;
    // First sound: the rolls (and the pre-roll's check) are fetched while the episode is read, not
    // after; an episode with partners (no rolls, §4) leaves them unused.
    const early = autoplay ? rolls.early(id) : null;
    const sound = await fetchSound(ctx, request, id);
    if (!sound) return false;
    // Refuse before touching what plays now: a refused click must not silence the current sound.
    if (autoplay && counter.refuse(sound)) return false;

    transport.unloadTrack();
    // The previous sound's roll pop-in does not outlive it into the next play.
    ctx.set({ modals: closeModalIn(ctx.get().modals, 'roll') });
    if (request.startAt !== undefined && request.startAt > 0) seekOnPlay = Math.floor(request.startAt);
    const playlist = request.playlist
      ? { type: request.playlist.type, id: String(request.playlist.id), prev: null, next: null }
      : null;
    set({
      ...EMPTY_TRACK,
      sound,
      // The list it is played from, in its order: what follows it becomes « À suivre ».
      ...('queue' in request && request.queue ? { queue: queueFrom(request.queue, id) } : {}),
      status: autoplay ? 'loading' : current.embed ? 'embed' : 'paused',
      position: seekOnPlay ?? 0,
      duration: sound.duration,
      playlist,
    });
    analytics.push('emission-pv', sound);
    ctx.syncMediaSession();
    if (playlist) void deps.queue.follow(playlist, sound.id);
    return autoplay ? start(early) : true;
  }

  return {
    load,
    restore(sound, position) {
      seekOnPlay = position > 0 ? Math.floor(position) : null;
      restored = true;
      set({ ...EMPTY_TRACK, sound, status: 'paused', position, duration: sound.duration });
    },
    async resume() {
      const sound = get().sound;
      const main = transport.main;
      if (!sound || !main) return start();
      if (counter.refuse(sound)) return false;
      // « Réessayer » after the audio failed: a new element, from the second it stopped at (its
      // rolls were heard already).
      if (get().error?.soundId === sound.id) {
        seekOnPlay ??= Math.floor(get().position);
        startMain();
        return true;
      }
      set({ status: 'loading', error: null });
      main.play();
      return true;
    },
    seek(seconds) {
      const s = get();
      // Rolls are not seekable: they are the donation messages the funnel chose to play in full.
      if (!s.sound || s.sound.live || transport.roll || !Number.isFinite(seconds)) return;
      const duration = s.duration || s.sound.duration;
      const target = Math.max(0, duration > 0 ? Math.min(seconds, duration) : seconds);
      if (transport.main) transport.main.seek(target);
      else seekOnPlay = Math.floor(target);
      set({ position: target });
      emit('timeupdate', { position: target, duration });
      ctx.syncMediaSession();
    },
  };
}
