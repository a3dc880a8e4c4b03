// The drill's settings: its command line, ports (away from `npm start` and the browser tests),
// folders and the addresses of its CDN.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { root } from '../ensure.mjs';

// Not strict: the browser tests import the drill's nginx configuration with their own arguments.
export const { values: args } = parseArgs({
  options: { short: { type: 'boolean', default: false }, seconds: { type: 'string' } },
  strict: false,
  allowPositionals: true,
});
// The short drill (npm test) runs both passes, 25 s each: the database stop (10 s, a quarter in) and
// the first writes acknowledged after it fit in that.
export const SECONDS = Number(args.seconds ?? (args.short ? 25 : 60));
export const HOST = '127.0.0.1';
// Ports of this machine's drill, away from `npm start` and the browser tests (offset 60).
export const P = {
  site: [3060, 3061],
  api: [4060, 4061],
  identity: 9289,
  cdn: 8060,
  cdnApi: 8061,
  // Below Linux's ephemeral range (32768–60999): the drill stops this PostgreSQL for 10 s under load,
  // and an outgoing connection once took its port meanwhile (« Address already in use » at restart).
  pg: 25460,
};
export const CDN = `http://${HOST}:${P.cdn}`;
export const CDN_API = `http://${HOST}:${P.cdnApi}`;
export const DATA_DIR = join(root, '.data', 'drill');
export const PG_DIR = '/tmp/radio-drill-pg';
export const NGINX_DIR = '/tmp/radio-drill-nginx';
export const DATABASE_URL = `postgres://postgres@${HOST}:${P.pg}/radio_drill`;
export const REPLAY_PATH = '/content/entity/rcf_tracking_replay';

export const log = (...m) => console.log('[drill]', ...m);
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
