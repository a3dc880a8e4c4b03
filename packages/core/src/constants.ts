/** Business constants of spec §9 (and the few named values of §3/§4 that rules share). Each cites its spec line. */

// --- Brand, prefix, radios -------------------------------------------------------------------

/** DESIGN "Brand and prefix are configuration. Defaults: brand `RCF`". */
export const DEFAULT_BRAND = 'RCF';
/** DESIGN "three-letter prefix `RCF` (so the national live id is `RCFNational`)". */
export const DEFAULT_PREFIX = 'RCF';
/** §9 "Default national radio id 9". */
export const NATIONAL_RADIO_ID = 9;
/** §9 "national code <prefix>National; default live id the same". */
export function nationalCode(prefix: string = DEFAULT_PREFIX): string {
  return `${prefix}National`;
}
/** §9 "default live id the same" (as the national code). */
export const defaultLiveCode = nationalCode;

// --- Listening limit and counters ------------------------------------------------------------

/** §9 "Maximum anonymous listens: listenerMax from configuration". */
export const LISTENER_MAX_KEY = 'listenerMax';
/**
 * §9 "its value: not shown". Our default: six, matching the six roll plays
 * (§3 "roll_number_of_plays (firstListening to sixthListening)").
 */
export const DEFAULT_LISTENER_MAX = 6;
/** §9 "Counter increments after 30 s of play". */
export const COUNTER_THRESHOLD_S = 30;
/** §9 "podcastActive at 30 s". */
export const PODCAST_ACTIVE_S = 30;
/** §9 "podcastOngoing at 99%". */
export const PODCAST_ONGOING_PERCENT = 99;
/** §9 "donation modal at 75% progress". */
export const DONATION_MODAL_PERCENT = 75;

// --- Tracker and ticks -----------------------------------------------------------------------

/** §9 "Tracker save every 10 s". */
export const TRACKER_SAVE_EVERY_S = 10;
/** §9 "progress tick every 1 s". */
export const PROGRESS_TICK_MS = 1000;
/** §3 "status (field_replay_status: 0 Listened, 1 InProgress)". */
export const TRACKER_STATUS = { Listened: 0, InProgress: 1 } as const;

// --- Cookies and notices ---------------------------------------------------------------------

/** §3 "Listening counter cookie 'listeningCounter'". */
export const LISTENING_COUNTER_COOKIE = 'listeningCounter';
/** §9 "Listening counter cookie 7 days" (§3 "max age 604800 s"). */
export const LISTENING_COUNTER_MAX_AGE_S = 604800;
/** §3 "Listening counter cookie … path /". */
export const COOKIE_PATH = '/';
/** Name of the radio cookie: not given by the spec; ours. */
export const RADIO_COOKIE = 'radio';
/** §9 "radio cookie 30 days" (§3 "Max age 2592000 s (30 days)"). */
export const RADIO_COOKIE_MAX_AGE_S = 2592000;
/** §9 "error notice 15 s". */
export const ERROR_NOTICE_MS = 15000;

// --- Live refresh and retries ----------------------------------------------------------------

/** §9 "Live refresh: 30 s if time left is negative". */
export const LIVE_REFRESH_NEGATIVE_MS = 30000;
/** §9 "time left plus 5 s if under 2 min". */
export const LIVE_REFRESH_MARGIN_MS = 5000;
/** §9 "otherwise 2 min". */
export const LIVE_REFRESH_MAX_MS = 120000;
/** §9 "Retry delays 500/1000/2000/5000 ms". */
export const RETRY_DELAYS_MS = [500, 1000, 2000, 5000] as const;
/** §9 "over 10 errors resets and unloads". */
export const RETRY_MAX_ERRORS = 10;

// --- Player ----------------------------------------------------------------------------------

/** §9 "Default volume 0.5". */
export const DEFAULT_VOLUME = 0.5;
/** §9 "not muted". */
export const DEFAULT_MUTED = false;
/** §9 "Embed audio does not preload". */
export const EMBED_PRELOAD = false;
/** §3 "Live default title 'Le direct'". */
export const LIVE_DEFAULT_TITLE = 'Le direct';
/** §3 "live id 'livestream-{radioCode}'". */
export function liveSoundId(radioCode: string): string {
  return `livestream-${radioCode}`;
}

// --- Identity --------------------------------------------------------------------------------

/** §9 "Auto sign-in wait 180000 ms". */
export const AUTO_SIGN_IN_WAIT_MS = 180000;
/** §9 "Guest and authenticated credentials refreshed after 3000000 ms". */
export const CREDENTIALS_REFRESH_MS = 3000000;

// --- Paging, locale, titles ------------------------------------------------------------------

/** §9 "Pager default 3 items". */
export const PAGER_DEFAULT_ITEMS = 3;
/** §9 "favourites paging zero-based". */
export const FAVORITES_FIRST_PAGE = 0;
/** §3 "The favourites list has … a type (default all)". */
export const FAVORITES_DEFAULT_TYPE = 'all';
/** §9 "French locale". */
export const LOCALE = 'fr-FR';
/** §9 "week starts Monday" (1 = Monday, as in Intl weekInfo). */
export const WEEK_STARTS_ON = 1;
/** §9 "Page titles get ' - page N' when paginated". */
export const PAGE_TITLE_PAGE = ' - page ';
/** §9 "and ' - lettre X' for letters". */
export const PAGE_TITLE_LETTER = ' - lettre ';

// --- Images ----------------------------------------------------------------------------------

/** §3 "Images use a {style_name} placeholder". */
export const STYLE_PLACEHOLDER = '{style_name}';
/** §3 "Sources use {source_code} replaced by an embed or site code". */
export const SOURCE_CODE_PLACEHOLDER = '{source_code}';
/** §3 "sizes: 1280x630_og_image, 930x557, 304x171, 154x154". */
export const IMAGE_STYLES = ['1280x630_og_image', '930x557', '304x171', '154x154'] as const;
/**
 * Pictures made for other readers than a browser, each in one format at an address ending with its
 * extension (crawlers distrust an `.svg` address that answers JPEG): the sharing card the social
 * networks read (og:image, 1.91:1, at least 1200×630) and the square artwork podcast apps read
 * (Apple Podcasts: 1400 to 3000 px a side, JPEG or PNG, RGB).
 */
export const FIXED_IMAGE_STYLES = {
  '1200x630_card': { width: 1200, height: 630 },
  '1400x1400_artwork': { width: 1400, height: 1400 },
} as const;
/** §3 "A square image (url_carre) is used when … roll code RND is present". */
export const SQUARE_ROLL_CODE = 'RND';

// --- Browser behaviour -----------------------------------------------------------------------

/** §9 "Chunk-reload guard 10 s". */
export const CHUNK_RELOAD_GUARD_MS = 10000;
/** §7 "changing about every 100 s". */
export const PROGRAM_GRID_CACHE_BUST_S = 100;

/**
 * The browser-storage key of the listener's volume and mute (`{ volume: 0..1, muted }`), kept by the
 * player and read as well by the site's early-tap catcher, so that a sound started before the player
 * already plays as loud as the listener left it.
 */
export const KEPT_VOLUME_KEY = 'radio-volume';

/** The kept volume and mute from their stored text, each only when well formed. */
export function parseKeptVolume(raw: string | null | undefined): { volume?: number; muted?: boolean } {
  let v: { volume?: unknown; muted?: unknown } | null = null;
  try {
    v = JSON.parse(raw ?? 'null');
  } catch {
    return {};
  }
  return {
    ...(typeof v?.volume === 'number' && v.volume >= 0 && v.volume <= 1 ? { volume: v.volume } : {}),
    ...(typeof v?.muted === 'boolean' ? { muted: v.muted } : {}),
  };
}
