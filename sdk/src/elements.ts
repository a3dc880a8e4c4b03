/**
 * The custom elements as the page's TypeScript sees them: `document.querySelector('radio-player')`,
 * `addEventListener('radio-play', …)` and the JSX attributes (React 19 and others). Types only:
 * the declarations shipped in dist/radio-sdk.d.ts are generated from this file and the SDK's sources.
 */
import type { PlayerEventMap } from '@radio/player';
import type { RadioErrorDetail } from './bad-id';
import type { RadioDirectProps } from './radio-direct';
import type { RadioDonationPopinProps } from './radio-donation-popin';
import type { RadioListenerCounterProps } from './radio-listener-counter';
import type { RadioPlayerProps } from './radio-player';
import type { RadioSdk } from './sdk';

/** The DOM events of the elements (they bubble and cross shadow roots). */
export interface RadioEventMap {
  'radio-play': CustomEvent<PlayerEventMap['play']>;
  'radio-pause': CustomEvent<PlayerEventMap['pause']>;
  'radio-ended': CustomEvent<PlayerEventMap['ended']>;
  'radio-limit-reached': CustomEvent<PlayerEventMap['limit-reached']>;
  /** An unknown id given to the element (it shows a French message in its place). */
  'radio-error': CustomEvent<RadioErrorDetail>;
}

export interface RadioElement extends HTMLElement {
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

export interface RadioPlayerElement extends RadioElement, RadioPlayerProps {}
export interface RadioDirectElement extends RadioElement, RadioDirectProps {}
export interface RadioListenerCounterElement extends HTMLElement, RadioListenerCounterProps {}
export interface RadioDonationPopinElement extends HTMLElement, RadioDonationPopinProps {}

/** Attributes as written in JSX (kebab-case, strings). */
interface Base {
  id?: string;
  class?: string;
  className?: string;
  hidden?: boolean;
  slot?: string;
  children?: unknown;
  ref?: unknown;
  key?: string | number;
}
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

export interface RadioIntrinsicElements {
  'radio-player': RadioPlayerAttributes;
  'radio-direct': RadioDirectAttributes;
  'radio-listener-counter': RadioListenerCounterAttributes;
  'radio-donation-popin': RadioDonationPopinAttributes;
}

declare global {
  interface Window {
    RadioSDK?: RadioSdk;
  }
  /** `radio-sdk:ready`, dispatched on `window` once `window.RadioSDK` is set (see `SDK_READY_EVENT`). */
  interface WindowEventMap extends RadioEventMap {
    'radio-sdk:ready': CustomEvent<RadioSdk>;
  }
  interface HTMLElementTagNameMap {
    'radio-player': RadioPlayerElement;
    'radio-direct': RadioDirectElement;
    'radio-listener-counter': RadioListenerCounterElement;
    'radio-donation-popin': RadioDonationPopinElement;
  }
  interface HTMLElementEventMap extends RadioEventMap {}
  // They bubble to the document and the window, where a page listens once for all its elements.
  interface DocumentEventMap extends RadioEventMap {}
  namespace JSX {
    interface IntrinsicElements extends RadioIntrinsicElements {}
  }
}

// React 19 reads JSX from the `react` module.
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends RadioIntrinsicElements {}
  }
}
