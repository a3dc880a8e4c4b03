/** What the page tells the SDK: `RadioSDK.configure(...)` or the script tag's data attributes. */
export interface SdkConfig {
  /** Base of the content API, e.g. `https://api.example.org/content`. */
  contentApiUrl: string;
  /** Three-letter product prefix (national live `${prefix}National`). */
  prefix?: string;
  /** Maximum anonymous listens; read from `rcf_admin/settings` when not given. */
  listenerMax?: number;
  /**
   * The main site, for the links of the prompts (sign-in, sign-up, donation); by default the one the
   * API announces, so that « Je fais un don » on a partner page leads to the main site.
   */
  siteUrl?: string;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * Reads `data-content-api`, `data-prefix`, `data-listener-max` and
 * `data-site-url` from the SDK's own script tag. Without `data-content-api`, the content API
 * is assumed beside the script (partners load it from the API's `/sdk/radio-sdk.js`).
 */
export function configFromScript(script: HTMLScriptElement | null, moduleUrl?: string): SdkConfig | null {
  const src = script?.src || moduleUrl;
  const data = script?.dataset ?? {};
  let origin: string | null = null;
  try {
    const url = src ? new URL(src, document.baseURI) : null;
    // Only the API's own copy (`/sdk/radio-sdk.js`, or its versioned `/sdk/<version>/radio-sdk.js`)
    // says where the API is; a bundled copy does not.
    origin = url && /\/sdk\/(?:[\w.-]+\/)?radio-sdk\.m?js$/.test(url.pathname) ? url.origin : null;
  } catch {
    origin = null;
  }
  const content = data.contentApi || (origin ? `${origin}/content` : null);
  if (!content) return null;
  const config: SdkConfig = { contentApiUrl: trimSlash(content) };
  if (data.prefix) config.prefix = data.prefix;
  const max = Number(data.listenerMax);
  if (data.listenerMax && Number.isFinite(max) && max >= 0) config.listenerMax = max;
  if (data.siteUrl !== undefined) config.siteUrl = trimSlash(data.siteUrl);
  return config;
}

/**
 * Links of the main site used by the prompts: `siteUrl` from the configuration, else the one the API
 * announces (`announced`), else relative (the page's own site, until the settings arrive).
 */
export function siteLinks(config: SdkConfig | null, announced: string | null = null) {
  const base = config?.siteUrl ?? announced ?? '';
  return {
    siteUrl: base,
    signInUrl: `${base}/mon-compte/signIn`,
    signUpUrl: `${base}/mon-compte/inscription`,
    donationUrl: `${base}/pourquoi-donner`,
  };
}
