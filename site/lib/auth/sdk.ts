import { readySdk, whenSdk } from '@/lib/sdk';

/** Hands the signed-in user to the player SDK (`RadioSDK.setUser`), as a partner page would. */
export type SdkUser = { id: string; accessToken: string; email: string } | null;

let latest: SdkUser = null;
let waiting = false;

/** Sets the SDK's user now, or once the SDK is ready (see `whenSdk`). The last value wins. */
export function handUserToSdk(user: SdkUser): void {
  latest = user;
  const sdk = readySdk();
  if (sdk) {
    sdk.setUser(user);
    return;
  }
  if (waiting) return;
  waiting = true;
  whenSdk()
    .then((sdk) => sdk.setUser(latest))
    .catch(() => {
      // No SDK on this page (script blocked): nothing plays, so no one to tell.
    })
    .finally(() => {
      waiting = false;
    });
}
