import { type RadioChoice, radioCookieString } from '@/lib/radio';

/** Stores the chosen radio (core's cookie: eight fields, 30 days); server components read it back. */
export function saveRadioChoice(choice: RadioChoice): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: a one-line write of core's cookie string needs no cookie library
  document.cookie = `${radioCookieString(choice)}${secure}`;
}
