/** §4 "if the user has a favourite radio and the current radio is national or unset, switch to it". */
import { type Radio, radioCookie, radioToCookie, serializeRadioCookie } from '@radio/core';
import Cookies from 'js-cookie';
import { radioRecord } from '@/lib/api/browser';
import { radioToSwitchTo } from '@/lib/auth/flow';
import { parseRadioCookie, RADIO_COOKIE } from '@/lib/radio';

// The value is already encoded by serializeRadioCookie: written and read as is.
const rawCookies = Cookies.withConverter({ read: (v) => v, write: (v) => String(v) });

function asRadio(body: unknown): Radio | null {
  const one = Array.isArray(body) ? body[0] : body;
  if (!one || typeof one !== 'object') return null;
  const r = one as Partial<Radio>;
  return typeof r.code === 'string' && (typeof r.tid === 'number' || typeof r.id === 'number')
    ? (r as Radio)
    : null;
}

/** Writes the radio cookie for the favourite radio when the rule says so; true when it switched. */
export async function switchToFavouriteRadio(
  favourite: string,
  opts: { contentApiUrl: string; nationalCode: string },
): Promise<boolean> {
  const current = parseRadioCookie(rawCookies.get(RADIO_COOKIE));
  const national = !current || current.radioTid === current.radioNationalTid;
  const target = radioToSwitchTo(favourite, national ? null : current.radioCode, opts.nationalCode);
  if (!target || target === current?.radioCode) return false;
  // An unknown radio or an API away: the listener stays on the radio they have.
  const radio = asRadio(await radioRecord(opts.contentApiUrl, target).catch(() => null));
  if (!radio) return false;
  rawCookies.set(radioCookie.name, serializeRadioCookie(radioToCookie(radio)), {
    path: radioCookie.path,
    expires: radioCookie.maxAge / 86_400,
    sameSite: 'Lax',
    // Cookies are Secure wherever the page is served over HTTPS (production); plain http stays usable locally.
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
  });
  return true;
}
