import { type Static, type TSchema, Type } from '@sinclair/typebox';

/** OpenAPI tag of the content API's routes. */
export const CONTENT_TAG = 'Contenu';

/** Shared parameter schemas: every path and query parameter is validated (400 otherwise). */
export const Id = Type.Integer({ minimum: 1, maximum: 2147483647, description: 'Identifiant numérique' });
export const IdParams = Type.Object({ id: Id });
export const Page = Type.Integer({
  minimum: 0,
  maximum: 100000,
  default: 0,
  description: 'Page, à partir de 0',
});
export const PerPage = Type.Integer({ minimum: 1, maximum: 50, description: 'Éléments par page' });
export const Format = Type.Optional(Type.Literal('json', { description: 'Toujours json' }));
export const RadioCode = Type.String({
  pattern: '^[A-Za-z][A-Za-z0-9]{1,40}$',
  description: 'Code de radio, ex. RCFNational',
});
/** A user id is the token's `sub` (a UUID for Cognito); kept permissive but bounded. */
export const UserId = Type.String({
  pattern: '^[A-Za-z0-9_.@:-]{1,128}$',
  description: "Identifiant de l'utilisateur (sub du jeton)",
});
export const PagedQuery = Type.Object({
  _format: Format,
  page: Type.Optional(Page),
  items_per_page: Type.Optional(PerPage),
});
/** A paged list one radio may narrow (`radio`: its code). */
export const RadioPagedQuery = Type.Object({
  _format: Format,
  page: Type.Optional(Page),
  items_per_page: Type.Optional(PerPage),
  radio: Type.Optional(RadioCode),
});
/** What PagedQuery reads (spec §7: `page` from 0), and RadioPagedQuery with its radio: their schemas' types. */
export type PagedQs = Static<typeof PagedQuery>;
export type RadioPagedQs = Static<typeof RadioPagedQuery>;

/** One of the values of an enum of core (`ROLL_USES`, …): the schema never restates them. */
export const oneOf = (values: readonly string[]) => Type.Union(values.map((v) => Type.Literal(v)));

export const ErrorBody = Type.Object(
  { status: Type.Integer(), message: Type.String() },
  { $id: 'ErrorBody', description: 'Erreur : statut HTTP et message en français' },
);

/** Route documentation for the OpenAPI document. */
/**
 * The options of a route of one signed-in user: its OpenAPI entry with the bearer token and its
 * 401/403 answers, and `write` (the write limit) on a route that writes.
 */
export function userRoute(
  tag: string,
  summary: string,
  parts: { params?: TSchema; querystring?: TSchema; body?: TSchema; description?: string } = {},
  write?: { rateLimit: { max: number; timeWindow: number | string } },
) {
  return { ...(write ? { config: write } : {}), schema: doc(tag, summary, { ...parts, auth: true }) };
}

export function doc(
  tag: string,
  summary: string,
  parts: {
    params?: TSchema;
    querystring?: TSchema;
    body?: TSchema;
    auth?: boolean;
    description?: string;
  } = {},
) {
  return {
    tags: [tag],
    summary,
    ...(parts.description ? { description: parts.description } : {}),
    ...(parts.params ? { params: parts.params } : {}),
    ...(parts.querystring ? { querystring: parts.querystring } : {}),
    ...(parts.body ? { body: parts.body } : {}),
    ...(parts.auth ? { security: [{ bearerAuth: [] }] } : {}),
    response: {
      400: { $ref: 'ErrorBody#' },
      ...(parts.auth ? { 401: { $ref: 'ErrorBody#' }, 403: { $ref: 'ErrorBody#' } } : {}),
      404: { $ref: 'ErrorBody#' },
    },
  };
}
