/** Hands the signed-in user to the player SDK (`RadioSDK.setUser`), as a partner page would. */
export type SdkUser = { id: string; accessToken: string; email: string } | null;

type RadioSdk = { setUser?: (user: SdkUser) => void };

function sdk(): RadioSdk | undefined {
  return (globalThis as { RadioSDK?: RadioSdk }).RadioSDK;
}

let waiting: ReturnType<typeof setInterval> | undefined;

/**
 * Sets the SDK's user now, or as soon as the SDK script has loaded (it loads after hydration on
 * a first visit). The last value wins.
 */
export function handUserToSdk(user: SdkUser, { tries = 40, everyMs = 250 } = {}): void {
  if (waiting) clearInterval(waiting);
  waiting = undefined;
  const current = sdk();
  if (current?.setUser) {
    current.setUser(user);
    return;
  }
  let left = tries;
  waiting = setInterval(() => {
    const later = sdk();
    left -= 1;
    if (later?.setUser || left <= 0) {
      clearInterval(waiting);
      waiting = undefined;
      later?.setUser?.(user);
    }
  }, everyMs);
}
