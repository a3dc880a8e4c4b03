// Types of the radio SDK script (dist/radio-sdk.js, dist/radio-sdk.mjs): the global
// `RadioSDK`, the custom elements for `document.createElement`/`querySelector`, and JSX.

export interface SdkConfig {
  /** Base of the content API, e.g. `https://api.example.org/content`. */
  contentApiUrl: string;
  /** Base of the second API (tracker). */
  secondApiUrl?: string;
  /** Three-letter product prefix (national live `${prefix}National`). */
  prefix?: string;
  /** Maximum anonymous listens (default: `rcf_admin/settings`). */
  listenerMax?: number;
  /** Origin of the host site, for the sign-in, sign-up and donation links. */
  siteUrl?: string;
}

export type RadioSdkEvent = 'play' | 'pause' | 'ended' | 'limit-reached';
export type PlayRequest = { episodeId: string | number; startAt?: number } | { radioCode: string };

export interface RadioUser {
  /** The access token's `sub`. */
  id: string;
  accessToken: string;
  email?: string;
}

export interface ModalEntry {
  id: string;
  kind: string;
  closeOnOutsideClick?: boolean;
  data?: unknown;
}

export interface ModalsState {
  visible: ModalEntry | null;
  waiting: ModalEntry[];
}

export interface RadioSdk {
  readonly version: string;
  configure(config: SdkConfig): void;
  play(request: PlayRequest): Promise<boolean>;
  pause(): void;
  setUser(user: RadioUser | null): void;
  on(event: RadioSdkEvent | `radio-${RadioSdkEvent}`, cb: (detail: unknown) => void): () => void;
  readonly modals: {
    open(modal: ModalEntry): void;
    close(id?: string): void;
    readonly state: ModalsState;
    subscribe(cb: (modals: ModalsState) => void): () => void;
  };
  /** The engine (zustand vanilla store + actions), for advanced integrations. */
  readonly player: {
    store: {
      getState(): Record<string, unknown>;
      subscribe(cb: (state: Record<string, unknown>) => void): () => void;
    };
  } & Record<string, unknown>;
}

export declare const configure: RadioSdk['configure'];
export declare const play: RadioSdk['play'];
export declare const pause: RadioSdk['pause'];
export declare const setUser: RadioSdk['setUser'];
export declare const on: RadioSdk['on'];
export declare const modals: RadioSdk['modals'];
declare const sdk: RadioSdk;
export default sdk;

export interface RadioEventDetail {
  sound?: { id: string; title: string; [key: string]: unknown };
  counter?: number;
  max?: number;
}

export interface RadioEventMap {
  'radio-play': CustomEvent<RadioEventDetail>;
  'radio-pause': CustomEvent<RadioEventDetail>;
  'radio-ended': CustomEvent<RadioEventDetail>;
  'radio-limit-reached': CustomEvent<RadioEventDetail>;
}

interface RadioElement extends HTMLElement {
  addEventListener<K extends keyof RadioEventMap>(
    type: K,
    listener: (this: this, ev: RadioEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
}

export interface RadioPlayerElement extends RadioElement {
  episode?: string;
  show?: string;
  playlist?: string;
  playlistType?: string;
  variant?: 'bar' | 'inline' | string;
  autoplay?: boolean;
  start?: number;
}
export interface RadioDirectElement extends RadioElement {
  radio?: string;
  name?: string;
}
export interface RadioListenerCounterElement extends HTMLElement {
  signInUrl?: string;
}
export interface RadioDonationPopinElement extends HTMLElement {
  dismissible?: boolean;
}

/** Attributes as written in JSX (kebab-case, strings). */
type Base = {
  id?: string;
  class?: string;
  className?: string;
  hidden?: boolean;
  slot?: string;
  children?: unknown;
  ref?: unknown;
  key?: string | number;
};
export interface RadioPlayerAttributes extends Base {
  episode?: string | number;
  show?: string | number;
  playlist?: string | number;
  'playlist-type'?: string;
  variant?: 'bar' | 'inline';
  autoplay?: boolean | '';
  start?: number | string;
}
export interface RadioDirectAttributes extends Base {
  radio?: string;
  name?: string;
}
export interface RadioListenerCounterAttributes extends Base {
  'sign-in-url'?: string;
}
export interface RadioDonationPopinAttributes extends Base {
  dismissible?: 'true' | 'false' | boolean;
}

declare global {
  interface Window {
    RadioSDK?: RadioSdk;
  }
  interface HTMLElementTagNameMap {
    'radio-player': RadioPlayerElement;
    'radio-direct': RadioDirectElement;
    'radio-listener-counter': RadioListenerCounterElement;
    'radio-donation-popin': RadioDonationPopinElement;
  }
  interface HTMLElementEventMap extends RadioEventMap {}
  namespace JSX {
    interface IntrinsicElements {
      'radio-player': RadioPlayerAttributes;
      'radio-direct': RadioDirectAttributes;
      'radio-listener-counter': RadioListenerCounterAttributes;
      'radio-donation-popin': RadioDonationPopinAttributes;
    }
  }
}

// React 19 reads JSX from the `react` module.
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'radio-player': RadioPlayerAttributes;
      'radio-direct': RadioDirectAttributes;
      'radio-listener-counter': RadioListenerCounterAttributes;
      'radio-donation-popin': RadioDonationPopinAttributes;
    }
  }
}
