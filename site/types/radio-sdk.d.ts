// The SDK's public surface as the site uses it (the script is loaded from /sdk/radio-sdk.js, never imported).
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

declare global {
  interface RadioSdkModals {
    open(entry: { id: string; kind: string; closeOnOutsideClick?: boolean; data?: unknown }): void;
    close(id?: string): void;
  }
  interface RadioSdk {
    configure(opts: {
      contentApiUrl?: string;
      secondApiUrl?: string;
      prefix?: string;
      listenerMax?: number;
    }): void;
    play(req: { episodeId: string | number; startAt?: number } | { radioCode: string }): Promise<boolean>;
    pause(): void;
    setUser(user: { id: string; accessToken: string; email?: string } | null): void;
    on(event: string, cb: (detail: unknown) => void): () => void;
    modals: RadioSdkModals;
    player?: unknown;
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
