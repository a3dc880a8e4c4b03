import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable, RETRY_AFTER_S } from './db/outage.js';

/** An error whose status and French message go to the client as `{ status, message }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new ApiError(404, `${what} introuvable.`);
export const badRequest = (message: string) => new ApiError(400, message);
export const forbidden = (message = 'Accès non autorisé.') => new ApiError(403, message);
export const unauthorized = (message = 'Authentification requise : jeton absent ou invalide.') =>
  new ApiError(401, message);

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

const WHERE: Record<string, string> = {
  params: 'du chemin',
  querystring: 'de la requête',
  body: 'du corps',
  headers: "de l'en-tête",
};

/** Turns a schema validation failure into one French sentence naming the field. */
export function validationMessage(errors: AjvError[], context: string): string {
  const e = errors[0];
  if (!e) return 'Requête invalide.';
  const missing = e.params.missingProperty as string | undefined;
  const field = missing ?? (e.instancePath.replace(/^\//, '').replace(/\//g, '.') || context);
  const where = WHERE[context] ?? '';
  const label = `Paramètre « ${field} » ${where}`.trim();
  switch (e.keyword) {
    case 'required':
      return `${label} obligatoire.`;
    case 'type':
      return `${label} invalide : ${e.params.type === 'integer' || e.params.type === 'number' ? 'un nombre est attendu' : `type ${String(e.params.type)} attendu`}.`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `${label} invalide : valeur minimale ${String(e.params.limit)}.`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${label} invalide : valeur maximale ${String(e.params.limit)}.`;
    case 'minLength':
      return `${label} invalide : trop court.`;
    case 'maxLength':
      return `${label} invalide : trop long.`;
    case 'pattern':
    case 'format':
      return `${label} invalide : format incorrect.`;
    case 'enum':
    case 'const':
    case 'anyOf':
      return `${label} invalide : valeur non autorisée.`;
    case 'additionalProperties':
      return `Champ « ${String(e.params.additionalProperty)} » ${where} non autorisé.`.replace(/\s+/g, ' ');
    default:
      return `${label} invalide.`;
  }
}

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  // Binary bodies (an operator's restore upload) are not text: never walked byte by byte.
  if (depth > 8 || !value || typeof value !== 'object' || ArrayBuffer.isView(value)) return false;
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1));
}

/**
 * Answers a request the database could not serve from elsewhere (the response cache's stale
 * copy); true when it did.
 */
export type OutageFallback = (req: FastifyRequest, reply: FastifyReply) => boolean;

/** One error format for every failure; stack traces stay in the log. */
export function installErrorHandling(app: FastifyInstance, fallback?: OutageFallback): void {
  // The validator coerces '1e309' to Infinity and lets it through as an integer: refuse any
  // non-finite number in the path or the query before a handler sees it.
  app.addHook('preHandler', async (req) => {
    for (const [where, values] of [
      ['du chemin', req.params],
      ['de la requête', req.query],
    ] as const) {
      if (!values || typeof values !== 'object') continue;
      for (const [key, value] of Object.entries(values as Record<string, unknown>)) {
        if (typeof value === 'number' && !Number.isFinite(value)) {
          throw new ApiError(400, `Paramètre « ${key} » ${where} invalide : un nombre est attendu.`);
        }
        // PostgreSQL text cannot hold a NUL character: refuse it here rather than fail in SQL.
        if (typeof value === 'string' && value.includes('\u0000')) {
          throw new ApiError(400, `Paramètre « ${key} » ${where} invalide : caractère nul interdit.`);
        }
      }
    }
    if (hasNul(req.body)) throw new ApiError(400, 'Corps de la requête invalide : caractère nul interdit.');
  });
  app.setSchemaErrorFormatter((errors, dataVar) => {
    const err = new ApiError(400, validationMessage(errors as unknown as AjvError[], dataVar));
    return err;
  });
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    let status: number;
    let message: string;
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      if (fallback?.(request, reply)) return;
      status = 503;
      message = DATABASE_UNAVAILABLE;
      reply.header('retry-after', String(RETRY_AFTER_S));
    } else if (error instanceof ApiError) {
      status = error.status;
      message = error.message;
    } else if ((error as FastifyError).validation) {
      status = 400;
      message = validationMessage(
        (error as FastifyError).validation as unknown as AjvError[],
        (error as FastifyError).validationContext ?? '',
      );
    } else {
      const code = (error as FastifyError).statusCode ?? 500;
      status = code >= 400 && code < 600 ? code : 500;
      message = frenchFor(error as FastifyError, status);
    }
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    reply.status(status).type('application/json; charset=utf-8').send({ status, message });
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    reply.status(404).send({ status: 404, message: `Ressource introuvable : ${path}` });
  });
}

function frenchFor(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Corps de la requête invalide : JSON attendu.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Type de contenu non pris en charge : application/json attendu.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Corps de la requête trop volumineux.';
    default:
      break;
  }
  if (status === 429) return 'Trop de requêtes : réessayez dans un instant.';
  if (status === 404) return 'Ressource introuvable.';
  if (status === 405) return 'Méthode non autorisée.';
  if (status < 500) return 'Requête invalide.';
  return 'Erreur interne du serveur.';
}
