/**
 * The HTTP seam shared by the typed clients: URL building, `_format=json`, bearer tokens, JSON bodies
 * and errors named after the failed call (spec §8 "errors are named after the failed call").
 */
import { PAGER_DEFAULT_ITEMS } from '../constants';
import type { Paged, Pager } from '../types';

/** `API call to {name} failed`, with the HTTP status (0 when the request never got an answer). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The French message of the API's `{ status, message }` body, when there is one. */
  readonly serverMessage: string | undefined;
  constructor(
    /** Name of the failed call, e.g. 'getRadiosByRegions'. */
    readonly call: string,
    readonly status: number,
    serverMessage?: string,
    options?: { cause?: unknown },
  ) {
    super(`API call to ${call} failed`, options);
    this.serverMessage = serverMessage;
  }
}

/**
 * An API call's failure, by its name rather than its class: the SDK's lazy parts are bundles of
 * their own, each with its own copy of this module, so an error thrown by the script's HTTP door is
 * not an `instanceof` their copy of the class.
 */
export const isApiError = (e: unknown): e is ApiError =>
  e instanceof Error && e.name === 'ApiError' && typeof (e as ApiError).status === 'number';

export type AccessTokenGetter = () => string | null | undefined | Promise<string | null | undefined>;

export interface ClientOptions {
  /** Base URL from configuration, e.g. CONTENT_API_URL. */
  baseUrl: string;
  /** Defaults to `globalThis.fetch` (looked up at call time, so tests and polyfills can replace it). */
  fetch?: typeof fetch;
  /** Access token of the signed-in user, sent as `Authorization: Bearer …` on user-scoped calls. */
  getAccessToken?: AccessTokenGetter;
  /** Extra headers on every call. */
  headers?: Record<string, string>;
  /**
   * Passed to `fetch` on every call of this client, e.g. Next's `{ next: { revalidate, tags } }`, a
   * `cache` mode or an abort `signal`. A client costs nothing to create, so a call site that needs its own
   * init creates a client with it.
   */
  init?: RequestInit & { next?: { revalidate?: number | false; tags?: string[] } };
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface CallSpec {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Path below the base URL; segments must already be encoded (use `seg`). */
  path: string;
  query?: Query;
  body?: unknown;
  /** User-scoped: carries the bearer token. */
  auth?: boolean;
}

/** Encodes one path segment. */
export const seg = (v: string | number): string => encodeURIComponent(String(v));

/** What a call answers, or null when the API says there is none (404); any other failure is thrown. */
export async function noneOn404<T>(answer: Promise<T>): Promise<T | null> {
  try {
    return await answer;
  } catch (e) {
    if (isApiError(e) && e.status === 404) return null;
    throw e;
  }
}

export function buildUrl(baseUrl: string, path: string, query: Query = {}, format = false): string {
  const base = baseUrl.replace(/\/+$/, '');
  const p = path.startsWith('/') ? path : `/${path}`;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  if (format) params.set('_format', 'json');
  const qs = params.toString();
  return qs ? `${base}${p}?${qs}` : `${base}${p}`;
}

export interface Http {
  /** Performs the call; resolves to the parsed JSON (undefined for an empty answer). */
  call<T>(name: string, spec: CallSpec): Promise<T>;
  url(path: string, query?: Query): string;
}

/** `format` adds `_format=json` to every call (the content API, spec §7). */
export function createHttp(options: ClientOptions, format = false): Http {
  const url = (path: string, query?: Query) => buildUrl(options.baseUrl, path, query, format);
  return {
    url,
    async call<T>(name: string, spec: CallSpec): Promise<T> {
      const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
      if (spec.body !== undefined) headers['Content-Type'] = 'application/json';
      if (spec.auth && options.getAccessToken) {
        const token = await options.getAccessToken();
        if (token) headers.Authorization = `Bearer ${token}`;
      }
      const doFetch = options.fetch ?? globalThis.fetch;
      let res: Response;
      try {
        res = await doFetch(url(spec.path, spec.query), {
          ...options.init,
          method: spec.method ?? 'GET',
          headers,
          body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
        });
      } catch (cause) {
        throw new ApiError(name, 0, undefined, { cause });
      }
      const text = await res.text().catch(() => '');
      let data: unknown;
      if (text) {
        try {
          data = JSON.parse(text);
        } catch {
          if (res.ok) throw new ApiError(name, res.status, 'Réponse illisible');
        }
      }
      if (!res.ok) {
        const message =
          data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string'
            ? (data as { message: string }).message
            : undefined;
        throw new ApiError(name, res.status, message);
      }
      return data as T;
    },
  };
}

/** A list as the API serves it: an array, or `{ rows }`. */
export type List<T> = T[] | { rows?: T[] };
export const rowsOf = <T>(d: List<T> | null | undefined): T[] => (Array.isArray(d) ? d : (d?.rows ?? []));

/** Accepts a list served as an array or as `{ rows, pager }` and returns the §3 paged shape. */
export function toPaged<T>(
  data: T[] | { rows?: T[]; pager?: Partial<Pager> } | null | undefined,
  itemPerPage: number = PAGER_DEFAULT_ITEMS,
): Paged<T> {
  const rows = Array.isArray(data) ? data : (data?.rows ?? []);
  const p = Array.isArray(data) ? undefined : data?.pager;
  const per = p?.item_per_page ?? (Array.isArray(data) && rows.length > 0 ? rows.length : itemPerPage);
  const total = p?.total_items ?? rows.length;
  return {
    rows,
    pager: {
      current_page: p?.current_page ?? 0,
      total_items: total,
      total_pages: p?.total_pages ?? Math.max(1, Math.ceil(total / per)),
      item_per_page: per,
    },
  };
}

/** §8 "Folder related-call errors raise a page error with the status code or 500." */
export function pageErrorStatus(error: unknown): number {
  return error instanceof ApiError && error.status >= 400 ? error.status : 500;
}
