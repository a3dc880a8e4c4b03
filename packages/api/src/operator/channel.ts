// The operator's channel to a running API on PGlite: PGlite is one process per data folder, so the
// operator commands (feeds:import, feeds:refresh, backup, restore) hand their work to the API that
// holds it. The API writes where it listens and a fresh secret into DATA_DIR/operator.json (mode
// 0600: readable by the account that runs it only); the commands read it and call the API's
// /operator routes from this machine.
import { randomBytes } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface OperatorChannel {
  /** Where the commands reach the API, always a loopback address; null when HOST is not one. */
  url: string | null;
  secret: string;
  pid: number;
}

export const channelFile = (dataDir: string) => join(dataDir, 'operator.json');

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+|localhost)$/i;

/** A socket's peer on this machine's loopback interface. */
export const isLoopback = (address: string | undefined) => !!address && LOOPBACK.test(address);

/**
 * The loopback address to call an API listening on `host`:`port`: the host itself when it is a
 * loopback address, 127.0.0.1 when it listens on every interface, null otherwise (the operator
 * routes answer loopback clients only).
 */
export function loopbackUrl(host: string, port: number): string | null {
  if (isLoopback(host)) return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  if (host === '0.0.0.0' || host === '::' || host === '') return `http://127.0.0.1:${port}`;
  return null;
}

/** A new secret at each start of the API. */
export const newSecret = () => randomBytes(32).toString('base64url');

/** Written once the API listens. */
export function openChannel(dataDir: string, url: string | null, secret: string): OperatorChannel {
  const channel = { url, secret, pid: process.pid };
  const file = channelFile(dataDir);
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(channel), { mode: 0o600 });
  renameSync(tmp, file);
  return channel;
}

/** Removed when the API stops (only if it is still this process's). */
export function closeChannel(dataDir: string): void {
  const file = channelFile(dataDir);
  try {
    if ((JSON.parse(readFileSync(file, 'utf8')) as OperatorChannel).pid === process.pid) rmSync(file);
  } catch {
    // already gone
  }
}

/** A refusal of the operator channel, for the person at the command line (printed as is). */
export class ChannelError extends Error {}

/**
 * Calls `path` on the API that holds the database. Errors in French: no channel file (the API
 * is starting, or it crashed), an API that does not answer, or its own `{ status, message }`.
 */
export async function callApi(dataDir: string, path: string, init: RequestInit = {}): Promise<Response> {
  let channel: OperatorChannel;
  try {
    channel = JSON.parse(readFileSync(channelFile(dataDir), 'utf8')) as OperatorChannel;
  } catch {
    throw new ChannelError(
      `La base PGlite est ouverte par l'API, mais ${channelFile(dataDir)} manque : l'API démarre encore (réessayez dans un instant) ou s'est arrêtée anormalement.`,
    );
  }
  if (!channel.url)
    throw new ChannelError(
      "L'API tient la base PGlite mais n'écoute pas sur une adresse de boucle locale (HOST) : les commandes d'exploitation ne peuvent pas la joindre. Écoutez sur 127.0.0.1 ou 0.0.0.0, ou arrêtez l'API le temps de la commande.",
    );
  let res: Response;
  try {
    res = await fetch(`${channel.url}${path}`, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${channel.secret}` },
    });
  } catch (err) {
    throw new ChannelError(
      `L'API (pid ${channel.pid}) ne répond pas sur ${channel.url} : ${(err as Error).cause ?? (err as Error).message}.`,
    );
  }
  return res;
}

/** The French message of an API error answer. */
export async function apiMessage(res: Response): Promise<string> {
  const text = await res.text();
  try {
    return (JSON.parse(text) as { message?: string }).message ?? text;
  } catch {
    return text || `HTTP ${res.status}`;
  }
}
