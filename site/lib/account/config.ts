/**
 * What the account feature needs in the browser: the API bases and the contact token that keys
 * the e-mail encryption (spec §7 "encrypted on the client … keyed by a configured token").
 */
export type AccountConfig = {
  contentApiUrl: string;
  contactApiUrl: string;
  mailingApiUrl: string;
  contactToken: string;
  nationalCode: string;
};

/** Same default as scripts/config.mjs and the API, so a plain `npm start` pairs them. */
export const DEFAULT_CONTACT_TOKEN = 'dev-contact-token-change-me-in-production';
