/** The icon sprite served at /_icons (spec §2 layout "svg-sprite"); 24×24 paths. */
export const ICONS = {
  play: 'M8 5v14l11-7z',
  pause: 'M6 5h4v14H6zM14 5h4v14h-4z',
  live: 'M12 8a4 4 0 100 8 4 4 0 000-8zM4.9 4.9l1.4 1.4a8 8 0 000 11.4l-1.4 1.4a10 10 0 010-14.2zm14.2 0a10 10 0 010 14.2l-1.4-1.4a8 8 0 000-11.4z',
  search: 'M10 3a7 7 0 015.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1110 3zm0 2a5 5 0 100 10 5 5 0 000-10z',
  user: 'M12 12a5 5 0 100-10 5 5 0 000 10zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5z',
  menu: 'M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z',
  close: 'M6.4 5L12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z',
  heart:
    'M12 21l-1.5-1.3C5.4 15 2 12 2 8.3 2 5.3 4.4 3 7.4 3c1.7 0 3.4.8 4.6 2.1A6.2 6.2 0 0116.6 3C19.6 3 22 5.3 22 8.3c0 3.7-3.4 6.7-8.5 11.4z',
  share:
    'M18 16a3 3 0 00-2.4 1.2l-7-3.5a3 3 0 000-1.4l7-3.5A3 3 0 1015 7l-7 3.5a3 3 0 100 3l7 3.5A3 3 0 1018 16z',
  rss: 'M5 17a2 2 0 110 4 2 2 0 010-4zM3 10a11 11 0 0111 11h-3a8 8 0 00-8-8zm0-7a18 18 0 0118 18h-3A15 15 0 003 6z',
  radio:
    'M3 8l13-5 .7 1.9L8.6 8H20a1 1 0 011 1v11a1 1 0 01-1 1H4a1 1 0 01-1-1zm5 5a3 3 0 100 6 3 3 0 000-6zm7 0v2h4v-2zm0 3v2h4v-2z',
  chevron: 'M9 6l6 6-6 6-1.4-1.4 4.6-4.6-4.6-4.6z',
  phone:
    'M6.6 10.8a15 15 0 006.6 6.6l2.2-2.2a1 1 0 011-.25 11.4 11.4 0 003.6.57 1 1 0 011 1V20a1 1 0 01-1 1A17 17 0 013 4a1 1 0 011-1h3.5a1 1 0 011 1c0 1.25.2 2.45.57 3.57a1 1 0 01-.25 1z',
  mail: 'M3 5h18a1 1 0 011 1v12a1 1 0 01-1 1H3a1 1 0 01-1-1V6a1 1 0 011-1zm9 7L4 7v1.3l8 5 8-5V7z',
  gift: 'M20 7h-2.2A3 3 0 0012 3.8 3 3 0 006.2 7H4a1 1 0 00-1 1v3h8V7h2v4h8V8a1 1 0 00-1-1zM9 7a1 1 0 110-2 1 1 0 011 1v1zm6 0h-1V6a1 1 0 111 1zM4 13v7a1 1 0 001 1h6v-8zm9 0v8h6a1 1 0 001-1v-7z',
} as const;

export type IconName = keyof typeof ICONS;

export function spriteSvg(): string {
  const symbols = Object.entries(ICONS)
    .map(
      ([name, d]) => `<symbol id="${name}" viewBox="0 0 24 24"><path fill="currentColor" d="${d}"/></symbol>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols}</svg>`;
}
