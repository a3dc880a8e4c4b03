import { createPlayer, type Player } from '@radio/player';
import type { SdkConfig } from './config';

/**
 * The page's one engine (spec design: the SDK owns the audio and the modal queue). It is
 * created on first use with the configuration known then, and created anew if the page
 * configures another API later; elements re-render onto the new one.
 */
let config: SdkConfig | null = null;
let player: Player | null = null;
const watchers = new Set<() => void>();

function notify() {
  for (const w of watchers) w();
}

export function getConfig(): SdkConfig | null {
  return config;
}

export function setConfig(next: SdkConfig) {
  const previous = config;
  config = { ...(config ?? {}), ...next };
  if (player && previous?.contentApiUrl !== config.contentApiUrl) {
    const user = player.store.getState().user;
    player.destroy();
    player = null;
    getPlayer().setUser(user);
  } else if (player && next.listenerMax !== undefined) {
    player.setListenerMax(next.listenerMax);
  }
  notify();
}

/** The main site's URL as the API announces it (`rcf_admin/settings`), for the prompts' links. */
let announcedSiteUrl: string | null = null;

export function getAnnouncedSiteUrl(): string | null {
  return announcedSiteUrl;
}

async function loadSettings(p: Player, withListenerMax: boolean) {
  try {
    const { listenerMax, siteUrl } = await p.api.settings();
    if (player !== p) return;
    if (withListenerMax && typeof listenerMax === 'number') p.setListenerMax(listenerMax);
    if (typeof siteUrl === 'string' && /^https?:\/\//.test(siteUrl)) {
      announcedSiteUrl = siteUrl.replace(/\/+$/, '');
      notify();
    }
  } catch {
    // The engine keeps its default limit, and the links their configured base, when the settings cannot be read.
  }
}

export function getPlayer(): Player {
  if (player) return player;
  if (!config) throw new Error('RadioSDK : configuration manquante (RadioSDK.configure({ contentApiUrl }))');
  const p = createPlayer({
    contentApiUrl: config.contentApiUrl,
    ...(config.prefix ? { prefix: config.prefix } : {}),
    ...(config.listenerMax !== undefined ? { listenerMax: config.listenerMax } : {}),
  });
  player = p;
  void loadSettings(p, config.listenerMax === undefined);
  // Whoever follows the engine (the door's reflection, RadioSDK.on's listeners) starts following it.
  notify();
  return p;
}

export function hasPlayer(): boolean {
  return player !== null;
}

function subscribe(cb: () => void) {
  watchers.add(cb);
  return () => {
    watchers.delete(cb);
  };
}

/** Subscribes to engine replacement (RadioSDK.on keeps its listeners across it). */
export function onEngineChange(cb: () => void): () => void {
  return subscribe(cb);
}

/** The main site for the prompts' links: configured, else announced by the API; '' until known. */
export function siteUrl(): string {
  return config?.siteUrl ?? announcedSiteUrl ?? '';
}
