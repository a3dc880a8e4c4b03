// The tag manager's queue (page types, player events); the SDK's own globals come from @radio/sdk.
import type {} from '@radio/sdk';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}
