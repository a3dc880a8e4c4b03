import { describe, expect, it } from 'vitest';
import * as c from './constants';

describe('constants of §9', () => {
  it('§9 "Counter increments after 30 s of play; podcastActive at 30 s; podcastOngoing at 99%; donation modal at 75% progress"', () => {
    expect(c.COUNTER_THRESHOLD_S).toBe(30);
    expect(c.PODCAST_ACTIVE_S).toBe(30);
    expect(c.PODCAST_ONGOING_PERCENT).toBe(99);
    expect(c.DONATION_MODAL_PERCENT).toBe(75);
  });
  it('§9 "Tracker save every 10 s; progress tick every 1 s"', () => {
    expect(c.TRACKER_SAVE_EVERY_S).toBe(10);
    expect(c.PROGRESS_TICK_MS).toBe(1000);
  });
  it('§9 "Listening counter cookie 7 days; radio cookie 30 days; error notice 15 s"', () => {
    expect(c.LISTENING_COUNTER_MAX_AGE_S).toBe(7 * 24 * 3600);
    expect(c.RADIO_COOKIE_MAX_AGE_S).toBe(30 * 24 * 3600);
    expect(c.ERROR_NOTICE_MS).toBe(15000);
  });
  it('§9 "Retry delays 500/1000/2000/5000 ms, over 10 errors resets and unloads"', () => {
    expect(c.RETRY_DELAYS_MS).toEqual([500, 1000, 2000, 5000]);
    expect(c.RETRY_MAX_ERRORS).toBe(10);
  });
  it('§9 "Default volume 0.5, not muted. Embed audio does not preload."', () => {
    expect(c.DEFAULT_VOLUME).toBe(0.5);
    expect(c.DEFAULT_MUTED).toBe(false);
    expect(c.EMBED_PRELOAD).toBe(false);
  });
  it('§9 "Auto sign-in wait 180000 ms. Guest and authenticated credentials refreshed after 3000000 ms."', () => {
    expect(c.AUTO_SIGN_IN_WAIT_MS).toBe(180000);
    expect(c.CREDENTIALS_REFRESH_MS).toBe(3000000);
  });
  it('§9 "Default national radio id 9; national code <prefix>National; default live id the same"', () => {
    expect(c.NATIONAL_RADIO_ID).toBe(9);
    expect(c.nationalCode()).toBe('RCFNational');
    expect(c.nationalCode('ABC')).toBe('ABCNational');
    expect(c.defaultLiveCode('RCF')).toBe('RCFNational');
  });
  it("§3 \"Live default title 'Le direct'; live id 'livestream-{radioCode}'\"", () => {
    expect(c.LIVE_DEFAULT_TITLE).toBe('Le direct');
    expect(c.liveSoundId('RCFNational')).toBe('livestream-RCFNational');
  });
  it('§9 "Pager default 3 items; favourites paging zero-based. French locale, week starts Monday."', () => {
    expect(c.PAGER_DEFAULT_ITEMS).toBe(3);
    expect(c.FAVORITES_FIRST_PAGE).toBe(0);
    expect(c.LOCALE).toBe('fr-FR');
    expect(c.WEEK_STARTS_ON).toBe(1);
  });
  it('§9 "Chunk-reload guard 10 s"', () => {
    expect(c.CHUNK_RELOAD_GUARD_MS).toBe(10000);
  });
  it('§3 "sizes: 1280x630_og_image, 930x557, 304x171, 154x154"', () => {
    expect(c.IMAGE_STYLES).toEqual(['1280x630_og_image', '930x557', '304x171', '154x154']);
  });
});
