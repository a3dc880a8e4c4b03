import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { doc, Format, IdParams, type PagedQs, PagedQuery } from './schemas.js';

/** Where a route by id is listed in the OpenAPI document. */
type Doc = { tag: string; summary: string };

/** A GET of one content by its numeric id (`/…/:id?_format=json`): the id checked, then `handle`. */
export function getById<T>(app: FastifyInstance, path: string, d: Doc, handle: (id: number) => Promise<T>) {
  app.get<{ Params: { id: number } }>(
    path,
    { schema: doc(d.tag, d.summary, { params: IdParams, querystring: Type.Object({ _format: Format }) }) },
    (req) => handle(req.params.id),
  );
}

/** A GET of a paged list under one content by id (`/…/:id?page=&items_per_page=`, spec §7 page from 0). */
export function getPagedById<T>(
  app: FastifyInstance,
  path: string,
  d: Doc,
  handle: (id: number, q: PagedQs) => Promise<T>,
) {
  app.get<{ Params: { id: number }; Querystring: PagedQs }>(
    path,
    { schema: doc(d.tag, d.summary, { params: IdParams, querystring: PagedQuery }) },
    (req) => handle(req.params.id, req.query),
  );
}
