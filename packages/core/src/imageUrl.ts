/** Image and source URLs (spec §3 Content metadata: `{style_name}`, the four sizes, url_carre, `{source_code}`). */
import { IMAGE_STYLES, SOURCE_CODE_PLACEHOLDER, SQUARE_ROLL_CODE, STYLE_PLACEHOLDER } from './constants';
import type { Visual } from './types';

export type ImageStyle = (typeof IMAGE_STYLES)[number];

/** The square style among §3's sizes. */
export const SQUARE_STYLE: ImageStyle = '154x154';

export function isImageStyle(v: string): v is ImageStyle {
  return (IMAGE_STYLES as readonly string[]).includes(v);
}

/** §3 "Images use a {style_name} placeholder". */
export function withStyle(url: string, style: ImageStyle): string {
  return url.split(STYLE_PLACEHOLDER).join(style);
}

/**
 * The URL of `visual` in `style`. §3 "A square image (url_carre) is used when the style is square and
 * roll code RND is present." `rollCodes` are the codes present (e.g. of the roll playing).
 */
export function imageUrl(
  visual: Pick<Visual, 'url' | 'url_carre'> | null | undefined,
  style: ImageStyle,
  rollCodes: readonly (string | null | undefined)[] = [],
): string | null {
  if (!visual?.url) return null;
  const square = style === SQUARE_STYLE && rollCodes.includes(SQUARE_ROLL_CODE) && visual.url_carre;
  return withStyle(square || visual.url, style);
}

/** §3 "Sources use {source_code} replaced by an embed or site code." */
export function withSourceCode(url: string, sourceCode: string): string {
  return url.split(SOURCE_CODE_PLACEHOLDER).join(encodeURIComponent(sourceCode));
}
