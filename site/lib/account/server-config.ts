import { siteConfig } from '@/lib/config';
import type { AccountConfig } from './config';

/** Server side: the account configuration handed to the client provider of the moncompte layout. */
export function accountConfig(): AccountConfig {
  const c = siteConfig();
  return {
    contentApiUrl: c.contentApiUrl,
    contactApiUrl: c.contactApiUrl,
    mailingApiUrl: c.mailingApiUrl,
    nationalCode: c.nationalCode,
  };
}
