// The SDK's public surface as the site uses it (the script is loaded from /sdk/radio-sdk.js, never imported).
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

declare global {
  interface RadioSdkModals {
    open(entry: { id: string; kind: string; closeOnOutsideClick?: boolean; data?: unknown }): void;
    close(id?: string): void;
  }
  /** The part of the engine (`RadioSDK.player`) the site reads: its store and transport. */
  interface RadioSdkPlayer {
    store: {
      getState(): { status: string; sound: { id: string } | null };
      subscribe(cb: () => void): () => void;
    };
    load(
      req:
        | { episodeId: string; autoplay?: boolean; startAt?: number }
        | { radioCode: string; autoplay?: boolean },
    ): Promise<boolean>;
    play(): Promise<boolean>;
    pause(): void;
  }
  interface RadioSdk {
    configure(opts: {
      contentApiUrl?: string;
      secondApiUrl?: string;
      prefix?: string;
      listenerMax?: number;
    }): void;
    play(
      req:
        | {
            episodeId: string | number;
            startAt?: number;
            playlist?: { type: string; id: string };
            queue?: Array<{ id: string; title: string; show?: string | null }>;
          }
        | { radioCode: string },
    ): Promise<boolean>;
    pause(): void;
    setUser(user: { id: string; accessToken: string; email?: string } | null): void;
    on(event: string, cb: (detail: unknown) => void): () => void;
    modals: RadioSdkModals;
    readonly player?: RadioSdkPlayer;
  }
  interface Window {
    RadioSDK?: RadioSdk;
    dataLayer?: Record<string, unknown>[];
  }
}

type El = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & Record<string, unknown>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'radio-player': El;
      'radio-direct': El;
      'radio-listener-counter': El;
      'radio-donation-popin': El;
    }
  }
}
