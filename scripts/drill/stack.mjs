// The drill's machine room: the processes it starts (and stops), Debian's PostgreSQL and nginx (the
// CDN and load balancer), the identity service and two instances each of the API and the site.
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_NODE_ARGS } from '../../packages/api/service.mjs';
import { root } from '../ensure.mjs';
import { waitForHttp } from '../services.mjs';
import {
  CDN,
  CDN_API,
  DATA_DIR,
  DATABASE_URL,
  HOST,
  log,
  NGINX_DIR,
  P,
  PG_DIR,
  REPLAY_PATH,
  sleep,
} from './settings.mjs';

export const children = new Map();
const LOGS = '/tmp/radio-drill-logs';

/**
 * Starts a service. With DRILL_VERBOSE=1 its log (JSON lines at level info: each request with its
 * id) and its errors go to /tmp/radio-drill-logs/<name>.log.
 */
export function run(name, cwd, cmd, argv, env) {
  const verbose = !!process.env.DRILL_VERBOSE;
  const child = spawn(cmd, argv, {
    cwd: join(root, cwd),
    env: { ...process.env, ...env, ...(verbose ? { LOG_LEVEL: 'info' } : {}) },
    stdio: ['ignore', verbose ? 'pipe' : 'ignore', verbose ? 'pipe' : 'ignore'],
  });
  if (verbose) {
    mkdirSync(LOGS, { recursive: true });
    const file = createWriteStream(join(LOGS, `${name}.log`), { flags: 'a' });
    child.stdout.pipe(file);
    child.stderr.pipe(file);
  }
  children.set(name, child);
  return child;
}

export function stopAll() {
  for (const [, c] of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
  try {
    pgCtl('stop -m fast');
  } catch {
    // not running
  }
}

// --- Debian's nginx and PostgreSQL ----------------------------------------------------------------
export function ensureTools() {
  if (process.getuid?.() !== 0) throw new Error('l’exercice installe nginx et PostgreSQL : à lancer en root');
  try {
    execFileSync('nginx', ['-v'], { stdio: 'ignore' });
  } catch {
    log('installation de nginx (apt-get)');
    execFileSync(
      'sh',
      ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light'],
      {
        stdio: 'inherit',
      },
    );
  }
  for (const f of [
    'packages/api/dist/main.js',
    'site/.server/main.mjs',
    'packages/identity/src/launcher.mjs',
  ])
    if (!existsSync(join(root, f))) throw new Error(`${f} manque : lancer d’abord pnpm -r build`);
}

export const pgBin = () =>
  execFileSync('sh', ['-c', 'ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1']).toString().trim();
export function pgCtl(action) {
  execFileSync('su', ['postgres', '-c', `${pgBin()}/pg_ctl -D ${PG_DIR} -w ${action}`], { stdio: 'ignore' });
}

export function startPostgres() {
  // scripts/ci-postgres.sh installs Debian's PostgreSQL when missing and starts this cluster.
  execFileSync('bash', ['-c', 'source scripts/ci-postgres.sh'], {
    cwd: root,
    env: { ...process.env, PG_PORT: String(P.pg), PG_DIR, PG_DB: 'radio_drill' },
    stdio: 'ignore',
  });
  const su = (sql) =>
    execFileSync('su', ['postgres', '-c', `psql -h ${HOST} -p ${P.pg} -d postgres -qc "${sql}"`]);
  su('DROP DATABASE IF EXISTS radio_drill WITH (FORCE)');
  su('CREATE DATABASE radio_drill');
}

// --- nginx: the CDN (proxy_cache) and the load balancer -------------------------------------------
/**
 * Every location sets X-Forwarded-For to the client nginx sees (never the client's own claim): the
 * services behind believe it because TRUST_PROXY names nginx's address (startApi, startSite), so
 * the write limits count each visitor, not nginx (e2e/drill-proxy.spec.ts runs this configuration).
 * `ports` and `dir` default to the drill's.
 */
export function nginxConf(ports = P, dir = NGINX_DIR) {
  const upstream = (name, ports) =>
    `upstream ${name} {\n${ports.map((p) => `    server ${HOST}:${p} max_fails=0;`).join('\n')}\n    keepalive 32;\n  }`;
  // A dead or refusing instance: the request goes to the other one (idempotent methods only, unless
  // the location says the request is safe to send again). A refused connection costs nothing to
  // retry, so no instance is ever taken out (max_fails=0): taking one out after a single slow answer
  // left none when both were slow on a loaded machine, and requests that no cache may answer (the
  // account pages) got 502 "no live upstreams". A slow answer is waited for, 28 s in all.
  const common = (retry = 'error timeout http_502 http_504') => `
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_connect_timeout 1s;
      proxy_read_timeout 25s;
      proxy_next_upstream ${retry};
      proxy_next_upstream_tries 3;
      proxy_next_upstream_timeout 28s;
      proxy_buffer_size 32k;
      proxy_buffers 16 32k;
      proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;
      # No background update: nginx answers the stale copy at once but then holds the client's
      # keep-alive connection until its update subrequest ends (its next request waited up to 30 s
      # behind a slow render on a loaded machine). The request that finds a page expired goes to the
      # site, whose own page cache answers its stale copy at once and renders behind; meanwhile
      # other requests get nginx's copy (UPDATING).
      proxy_cache_background_update off;
      proxy_cache_lock on;
      proxy_cache_lock_timeout 5s;
      proxy_cache_revalidate on;
      add_header X-Cache $upstream_cache_status always;`;
  return `worker_processes 1;
user root;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  log_format drill '$server_port $request_method $status $upstream_cache_status $request_time $upstream_status $upstream_response_time $request_uri';
  access_log ${dir}/access.log drill buffer=64k flush=1s;
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=cdn:20m max_size=500m inactive=1h use_temp_path=off;
  ${upstream('site', ports.site)}
  ${upstream('api', ports.api)}
  server {
    listen ${HOST}:${ports.cdn};
    location / {
      proxy_pass http://site;
      proxy_cache cdn;
      # Pages vary by address and by the radio cookie only (the site sends Vary: Cookie for caches
      # that key on headers alone); Accept-Encoding variants are kept apart by Vary.
      proxy_cache_key "$scheme$host$request_uri|$cookie_radio";${common()}
    }
  }
  server {
    listen ${HOST}:${ports.cdnApi};
    location / {
      proxy_pass http://api;
      proxy_cache cdn;
      proxy_cache_key "$scheme$host$request_uri";
      # Public reads without their own Cache-Control are kept 10 s; a user's calls never are.
      proxy_cache_valid 200 10s;
      proxy_cache_bypass $http_authorization;
      proxy_no_cache $http_authorization;${common()}
    }
    location = ${REPLAY_PATH} {
      # The replay position is an upsert (same body, same row): safe to send again to the other instance.
      proxy_pass http://api;${common('error timeout http_502 http_504 non_idempotent')}
    }
  }
}
`;
}

export function startNginx() {
  rmSync(NGINX_DIR, { recursive: true, force: true });
  mkdirSync(NGINX_DIR, { recursive: true });
  writeFileSync(join(NGINX_DIR, 'nginx.conf'), nginxConf());
  execFileSync('nginx', ['-t', '-q', '-p', NGINX_DIR, '-c', join(NGINX_DIR, 'nginx.conf')], {
    stdio: 'inherit',
  });
  run('nginx', '.', 'nginx', ['-p', NGINX_DIR, '-c', join(NGINX_DIR, 'nginx.conf'), '-g', 'daemon off;']);
}

// --- The services ----------------------------------------------------------------------------------
export const common = {
  HOST,
  DATA_DIR,
  APP_ENV: 'development',
  API_ORIGIN: CDN_API,
  SITE_URL: CDN,
  IDENTITY_PORT: String(P.identity),
  IDENTITY_ENDPOINT: `http://${HOST}:${P.identity}`,
  CORS_ORIGINS: CDN,
  LOG_LEVEL: 'error',
};

export function startIdentity() {
  run('identity', 'packages/identity', process.execPath, ['src/launcher.mjs'], { ...common, CODE: '123456' });
  return waitForHttp(`${common.IDENTITY_ENDPOINT}/health`, 60_000);
}

export async function startApi(i) {
  const port = P.api[i];
  run(`api${i + 1}`, 'packages/api', process.execPath, API_NODE_ARGS, {
    ...common,
    API_PORT: String(port),
    DATABASE_URL,
    WRITE_RATE_LIMIT: '1000000',
    TRUST_PROXY: HOST,
  });
  await waitUntilOk(`http://${HOST}:${port}/health`, 180_000);
}

export async function startSite(i) {
  const port = P.site[i];
  run(`site${i + 1}`, 'site', process.execPath, ['.server/main.mjs', '-H', HOST, '-p', String(port)], {
    ...common,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    // nginx's X-Forwarded-For names the visitor: the forms' limits are counted per visitor.
    TRUST_PROXY: HOST,
  });
  await waitUntilOk(`http://${HOST}:${port}/`, 180_000);
}

export async function waitUntilOk(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const r = await fetch(url, { signal: AbortSignal.timeout(5000), headers: { accept: 'text/html' } });
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} ne répond pas`);
}

export async function kill(name) {
  const c = children.get(name);
  c?.kill('SIGKILL');
  await new Promise((r) => (c && c.exitCode === null && c.signalCode === null ? c.once('exit', r) : r()));
}
