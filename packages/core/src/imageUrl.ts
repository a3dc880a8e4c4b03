/** Image and source URLs (spec §3 Content metadata: `{style_name}`, the four sizes, url_carre, `{source_code}`). */
import {
  FIXED_IMAGE_STYLES,
  IMAGE_STYLES,
  SOURCE_CODE_PLACEHOLDER,
  SQUARE_ROLL_CODE,
  STYLE_PLACEHOLDER,
} from './constants';
import type { Visual } from './types';

export type ImageStyle = (typeof IMAGE_STYLES)[number];
export type FixedImageStyle = keyof typeof FIXED_IMAGE_STYLES;

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

export function isFixedImageStyle(v: string): v is FixedImageStyle {
  return Object.hasOwn(FIXED_IMAGE_STYLES, v);
}

/** The extension of every fixed-style picture: JPEG, which every network and podcast app reads. */
export const FIXED_IMAGE_EXTENSION = '.jpg';

/**
 * A visual's URL (with its `{style_name}`) in a fixed style, at an address ending in `.jpg`: the
 * source's own name when it is a JPEG, else that name plus `.jpg` (`emissions/x.svg.jpg`), which
 * the media route reads back to its source.
 */
export function fixedStyleUrl(url: string, style: FixedImageStyle): string {
  const styled = url.split(STYLE_PLACEHOLDER).join(style);
  const [path = '', query] = styled.split('?', 2);
  const named = /\.jpe?g$/i.test(path) ? path : `${path}${FIXED_IMAGE_EXTENSION}`;
  return query === undefined ? named : `${named}?${query}`;
}

/** §3 "Sources use {source_code} replaced by an embed or site code." */
export function withSourceCode(url: string, sourceCode: string): string {
  return url.split(SOURCE_CODE_PLACEHOLDER).join(encodeURIComponent(sourceCode));
}
