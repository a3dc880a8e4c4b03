// The services `npm start` runs, in start order. Each later piece of the product adds
// its entry here: { name, cwd, cmd, args, env?, ready?(), urls? }.
export function services(_cfg) {
  return [];
}

/** Resolves once `url` answers (any HTTP status), or rejects after `timeoutMs`. */
export async function waitForHttp(url, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`${url} ne répond pas après ${timeoutMs / 1000} s`);
}
