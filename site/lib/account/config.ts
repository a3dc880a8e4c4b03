/**
 * What the account feature needs in the browser: the API bases. The key of the e-mail encryption
 * (CONTACT_TOKEN) is not here: it stays on the site's server (./contact-path.ts).
 */
export type AccountConfig = {
  contentApiUrl: string;
  contactApiUrl: string;
  mailingApiUrl: string;
  nationalCode: string;
};
