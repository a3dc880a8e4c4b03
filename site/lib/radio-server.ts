import { cookies } from 'next/headers';
import { siteConfig } from './config';
import { nationalChoice, parseRadioCookie, RADIO_COOKIE, type RadioChoice } from './radio';

/** The visitor's radio for server components: the cookie's, or the national radio (spec §3). */
export async function currentRadio(): Promise<RadioChoice & { isNational: boolean }> {
  const jar = await cookies();
  const { prefix, brand } = siteConfig();
  const choice =
    parseRadioCookie(jar.get(RADIO_COOKIE)?.value, prefix, brand) ?? nationalChoice(prefix, brand);
  return { ...choice, isNational: choice.radioCode === `${prefix}National` };
}
