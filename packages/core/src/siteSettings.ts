import type { Settings } from './types/common';

/**
 * `rcf_admin/settings` as the API serves it: the spec's settings and the main site's public URL, which
 * the SDK's prompts link to (« Je fais un don » → `{siteUrl}/pourquoi-donner`), on partner pages too.
 */
export interface SiteSettings extends Settings {
  siteUrl?: string;
}
