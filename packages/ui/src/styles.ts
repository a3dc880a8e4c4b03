// Plain CSS for each element's shadow root. The SDK adopts these as constructable stylesheets
// (allowed under a CSP without 'unsafe-inline'); pages theme them with the `--radio-*`
// custom properties below and with `::part(...)`.

/** Shared by every element: theme variables, focus ring, buttons, visually-hidden text. */
export const base = `
:host {
  --_accent: var(--radio-accent, #c8102e);
  --_on-accent: var(--radio-on-accent, #ffffff);
  --_bg: var(--radio-background, #ffffff);
  --_fg: var(--radio-foreground, #1d1d1f);
  --_muted: var(--radio-muted, #5b5b66);
  --_track: var(--radio-track, #d9d9df);
  --_focus: var(--radio-focus, #1a56db);
  --_radius: var(--radio-radius, 12px);
  --_font: var(--radio-font, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif);
  display: block;
  /* Layouts follow the element's own width (a sidebar or a full-width bar), not the viewport's. */
  container-type: inline-size;
  font-family: var(--_font);
  color: var(--_fg);
  box-sizing: border-box;
}
:host([hidden]) { display: none; }
*, *::before, *::after { box-sizing: inherit; }
p { margin: 0; }
.visually-hidden {
  position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
:focus-visible { outline: 3px solid var(--_focus); outline-offset: 2px; }
button, select, input { font: inherit; color: inherit; }
button.icon {
  display: inline-grid; place-items: center; width: 44px; height: 44px; padding: 0;
  border: 0; border-radius: 50%; background: transparent; cursor: pointer;
}
button.icon:hover:not(:disabled) { background: color-mix(in srgb, var(--_fg) 8%, transparent); }
button.icon:disabled { opacity: 0.4; cursor: default; }
button.icon.play { position: relative; background: var(--_accent); color: var(--_on-accent); width: 48px; height: 48px; }
button.icon.play:hover { background: color-mix(in srgb, var(--_accent) 85%, black); }
/* Connecting, or waiting for data: a ring turns around the button (dotted and still if motion is reduced). */
button.icon.play[aria-busy="true"]::after { content: ""; position: absolute; inset: -5px; border-radius: 50%;
  border: 3px solid transparent; border-top-color: var(--_accent); animation: radio-spin 0.9s linear infinite; }
@keyframes radio-spin { to { transform: rotate(1turn); } }
@media (prefers-reduced-motion: reduce) { button.icon.play[aria-busy="true"]::after { animation: none;
  border: 3px dotted var(--_accent); } }
.text-button { min-height: 44px; padding: 0 10px; border: 1px solid var(--_track); border-radius: 8px;
  background: var(--_bg); cursor: pointer; }
.text-button:disabled { opacity: 0.4; cursor: default; }
/* A failure with « Réessayer », or a notice: on screen, across the whole player. */
.status-line { grid-column: 1 / -1; display: flex; flex-wrap: wrap; align-items: center; gap: 4px 12px;
  font-size: 0.9rem; font-weight: 600; }
.status-line:empty { display: none; }
.svg-icon { width: 24px; height: 24px; }
.cta {
  display: inline-block; padding: 0.6em 1.2em; border-radius: 999px; background: var(--_accent);
  color: var(--_on-accent); font-weight: 600; text-decoration: none; justify-self: start;
}
.secondary { color: var(--_fg); text-decoration: underline; }
.text { display: grid; gap: 6px; }
.desktop-only { display: none; }
@media (min-width: 640px) { .desktop-only { display: block; } .mobile-only { display: none; } }
`;

export const playerBar = `
.player {
  display: grid; gap: 8px 12px; align-items: center; padding: 8px 12px;
  background: var(--_bg); color: var(--_fg); border-radius: var(--_radius);
  grid-template-columns: auto minmax(0, 1fr); grid-template-areas: "art titles" "main main" "options options";
}
.player.bar { box-shadow: 0 -2px 12px rgb(0 0 0 / 0.12); }
.artwork { grid-area: art; width: 56px; height: 56px; border-radius: 8px; object-fit: cover; display: grid;
  place-items: center; background: var(--_track); }
.titles { grid-area: titles; min-width: 0; }
.show { font-size: 0.8rem; color: var(--_muted); }
.title, .show { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.title { font-weight: 600; }
.main { grid-area: main; display: grid; gap: 4px; }
.transport { display: flex; justify-content: center; align-items: center; gap: 4px; }
.options { grid-area: options; display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 8px; }
.field { display: inline-flex; align-items: center; gap: 4px; }
select { min-height: 44px; border: 1px solid var(--_track); border-radius: 8px; background: var(--_bg); padding: 0 6px; }
.volume { display: inline-flex; align-items: center; }
input[type="range"] { width: 96px; accent-color: var(--_accent); }
.progress { display: grid; grid-template-columns: auto minmax(0, 1fr) auto; align-items: center; gap: 8px;
  font-size: 0.8rem; font-variant-numeric: tabular-nums; }
.time { color: var(--_muted); min-width: 3.5em; text-align: center; }
.progress input.seek { width: 100%; margin: 0; cursor: pointer; }
.progress input.seek:disabled { cursor: default; opacity: 0.5; }
@container (min-width: 960px) {
  /* The controls never shrink under their own width: the options give way and wrap (a bar with
     « Chapitres » and « Transcription » is wider than 1280 px in one row). */
  .player { grid-template-columns: auto minmax(0, 14rem) minmax(min-content, 1fr) minmax(0, auto);
    grid-template-areas: "art titles main options"; }
}
/* A phone: the fixed bar is one row of at most 88 px (artwork, titles, play, a thin progress line on
   its top edge) until the listener presses « Toutes les commandes du lecteur » (site finish: the
   bar took ~260 of 844 px). The expand button exists only for the fixed bar and only there. */
button.icon.expand { display: none; grid-area: toggle; }
@container (max-width: 639px) {
  .player.bar[data-expanded] { position: relative; grid-template-columns: auto minmax(0, 1fr) auto;
    grid-template-areas: "art titles toggle" "main main main" "options options options"; border-radius: 0; }
  .player.bar button.icon.expand { display: inline-grid; }
  .player.bar[data-expanded="true"] .expand .svg-icon { transform: rotate(180deg); }
  .player.bar[data-expanded="false"] { grid-template-columns: auto minmax(0, 1fr) auto auto;
    grid-template-areas: "art titles main toggle"; }
  .player.bar[data-expanded="false"] .options,
  .player.bar[data-expanded="false"] .transport button:not(.play),
  .player.bar[data-expanded="false"] .time { display: none; }
  /* The line lies inside the bar's top edge (in its padding): the browser's thumb, a dot 16 px
     high, stuck out above the bar over the partner's page. The line is drawn without it, the
     share played in the accent colour; seeking is the expanded bar's slider. */
  .player.bar[data-expanded="false"] .progress { position: absolute; left: 0; right: 0; top: 0;
    grid-template-columns: minmax(0, 1fr); }
  .player.bar[data-expanded="false"] .seek { height: 4px; appearance: none;
    background: linear-gradient(to right, var(--_accent) var(--_played), var(--_track) 0); }
  .player.bar[data-expanded="false"] .seek::-webkit-slider-thumb { appearance: none; width: 0; }
  .player.bar[data-expanded="false"] .seek::-moz-range-thumb { width: 0; border: 0; }
  .player.bar[data-expanded="false"] .marks { display: none; }
  .player.bar[data-expanded="false"] .artwork { width: 48px; height: 48px; }
}
@container (max-width: 360px) {
  .artwork { width: 44px; height: 44px; }
  input[type="range"] { width: 72px; }
}
.up-next { grid-column: 1 / -1; min-width: 0; display: grid; grid-template-columns: minmax(0, 1fr); gap: 8px;
  max-height: 40vh; overflow: auto; }
.up-next ol { margin: 0; padding-left: 1.5em; display: grid; grid-template-columns: minmax(0, 1fr); gap: 4px; }
.up-next li { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
.up-next-title { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.up-next-show { color: var(--_muted); }
.up-next-actions { display: inline-flex; gap: 4px; flex: none; }
.up-next-actions .text-button { min-width: 44px; padding: 0; }
.up-next > .text-button { justify-self: end; }
.live-bar { grid-template-columns: auto minmax(0, 1fr) auto auto; grid-template-areas: "art titles main options"; }
.live-bar .options { flex-wrap: nowrap; }
/* On a phone the live bar is one row like the podcast bar (its volume and start-over one tap away,
   « Toutes les commandes du lecteur ») and keeps the radio's whole name, on two lines if need be. */
@container (max-width: 639px) {
  .live-bar .show { white-space: normal; }
  .live-bar[data-expanded="false"] :is(.artist, .next) { display: none; }
}
.badge { display: inline-flex; align-items: center; gap: 4px; padding: 1px 6px; border-radius: 999px;
  background: var(--_accent); color: var(--_on-accent); font-size: 0.7rem; font-weight: 700; text-transform: uppercase; }
.badge .dot { width: 6px; height: 6px; border-radius: 50%; background: currentColor; }
.live-bar[data-status="live"] .badge .dot { animation: radio-pulse 1.6s ease-in-out infinite; }
@keyframes radio-pulse { 50% { opacity: 0.3; } }
@media (prefers-reduced-motion: reduce) { .live-bar .badge .dot { animation: none; } }
.start-over { display: inline-flex; align-items: center; gap: 4px; white-space: nowrap; }
.live-bar[data-delayed] .badge { background: var(--_muted); }
.delay { font-variant-numeric: tabular-nums; }
/* On a phone the start-over keeps its icon and its accessible name; the words would not fit. */
@container (max-width: 479px) { .start-over .label, .delay .lead { position: absolute; width: 1px; height: 1px;
  overflow: hidden; clip-path: inset(50%); white-space: nowrap; } .start-over { min-width: 44px; justify-content: center; }
}
`;

export const live = `
.live { display: grid; grid-template-columns: auto minmax(0, 1fr) auto; gap: 12px; align-items: center;
  padding: 12px; border-radius: var(--_radius); background: var(--_bg); color: var(--_fg); }
.visual { width: 96px; height: 54px; border-radius: 8px; object-fit: cover; background: var(--_track);
  display: grid; place-items: center; }
.kicker { font-size: 0.8rem; font-weight: 700; text-transform: uppercase; color: var(--_accent);
  display: flex; flex-wrap: wrap; align-items: center; gap: 0 6px; }
.station { white-space: nowrap; }
.dot { width: 8px; height: 8px; border-radius: 50%; background: var(--_accent); }
.title { font-weight: 600; overflow-wrap: anywhere; }
.artist { color: var(--_muted); font-size: 0.9rem; }
@container (max-width: 360px) { .visual { width: 64px; height: 36px; } }
`;

export const counter = `
.counter { font-size: 0.9rem; color: var(--_fg); }
.counter strong { color: var(--_accent); }
.counter a { color: var(--_accent); }
`;

export const donation = `
.donation { position: relative; display: grid; gap: 12px; padding: 16px; border-radius: var(--_radius);
  background: var(--_bg); color: var(--_fg); border: 1px solid var(--_track); }
@container (min-width: 560px) { .donation { grid-template-columns: 160px minmax(0, 1fr); } }
.donation .visual { width: 100%; max-width: 160px; border-radius: 8px; }
.donation .body { display: grid; gap: 8px; padding-right: 40px; }
.heading { margin: 0; font-size: 1.1rem; }
.close { position: absolute; top: 4px; right: 4px; }
`;

export const modal = `
.modal { border: 0; padding: 0; border-radius: var(--_radius); max-width: min(32rem, calc(100vw - 24px));
  width: 100%; background: var(--_bg); color: var(--_fg); font-family: var(--_font); }
.modal::backdrop { background: rgb(0 0 0 / 0.55); }
.panel { position: relative; display: grid; gap: 12px; padding: 24px 20px 20px; }
.heading { margin: 0 40px 0 0; font-size: 1.2rem; }
.actions { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; }
.close { position: absolute; top: 8px; right: 8px; }
.popin-card { position: fixed; z-index: 2147483000; right: 12px; bottom: var(--radio-popin-bottom, 12px);
  width: min(24rem, calc(100vw - 24px)); max-height: calc(100vh - var(--radio-popin-bottom, 12px) - 24px); overflow: auto;
  border-radius: var(--_radius); background: var(--_bg); color: var(--_fg); font-family: var(--_font);
  box-shadow: 0 6px 24px rgb(0 0 0 / 0.25); border: 1px solid var(--_track); }
.popin-card .panel { padding: 16px 16px 16px; }
`;
