import { ChaptersSchema, type Cue, TranscriptSchema, toWebVtt } from '@radio/core';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors.js';
import type { RouteDeps } from './queries.js';
import { doc, Format, IdParams, CONTENT_TAG as TAG } from './schemas.js';

// Only a published episode's documents are served: the same rule as the episode itself (an
// episode withdrawn from its feed, or one whose publication date is still to come, has none).
const PUBLISHED = "n.type = 'episode' AND n.unpublished_at IS NULL AND n.published_at <= now()";
const FROM = `episode_docs d JOIN media_docs m ON m.hash = d.hash JOIN nodes n ON n.id = d.episode_id
  WHERE d.episode_id = $1 AND d.kind = $2 AND ${PUBLISHED}`;

/**
 * An episode's transcript (JSON, and WebVTT when it is timed) and chapters (Podcasting 2.0 JSON
 * chapters). Public reads like the episode: cached for a minute by the API and HTTP caches, with
 * an ETag of the answer (http-cache.ts).
 */
export async function transcriptRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  const one = async (id: number, kind: 'transcript' | 'chapters', select: string) => {
    const rows = await db.query<{ doc: string }>(`SELECT ${select} AS doc FROM ${FROM}`, [id, kind]);
    return rows[0]?.doc ?? null;
  };
  /** A GET of one episode's document: `read` answers its body, or null (404 naming `what`). */
  const route = (
    path: string,
    summary: string,
    ok: { description: string; [key: string]: unknown },
    type: string,
    what: string,
    read: (id: number) => Promise<string | null>,
  ) => {
    const schema = doc(TAG, summary, { params: IdParams, querystring: Type.Object({ _format: Format }) });
    app.get<{ Params: { id: number } }>(
      path,
      { schema: { ...schema, response: { ...schema.response, 200: ok } } },
      async (req, reply) => {
        const body = await read(req.params.id);
        if (body === null) throw notFound(`${what} de l'épisode ${req.params.id}`);
        return reply.type(type).send(body);
      },
    );
  };
  const JSON_TYPE = 'application/json; charset=utf-8';

  // Built by the database as JSON text: a long transcript is never parsed and written again.
  route(
    '/api/episode/:id/transcript',
    "La transcription d'un épisode (répliques minutées)",
    { description: 'Transcription', ...TranscriptSchema },
    JSON_TYPE,
    'Transcription',
    (id) =>
      one(
        id,
        'transcript',
        `json_build_object('episode_id', n.id, 'language', coalesce(m.language, 'fr'), 'timed', m.timed, 'cues', m.body->'cues')::text`,
      ),
  );
  route(
    '/api/episode/:id/transcript.vtt',
    "La transcription d'un épisode en WebVTT (text/vtt)",
    { description: 'WebVTT', content: { 'text/vtt': { schema: Type.String() } } },
    'text/vtt; charset=utf-8',
    'Transcription minutée',
    async (id) => {
      const rows = await db.query<{ cues: Cue[] }>(`SELECT m.body->'cues' AS cues FROM ${FROM} AND m.timed`, [
        id,
        'transcript',
      ]);
      return rows[0] ? toWebVtt(rows[0].cues) : null;
    },
  );
  route(
    '/api/episode/:id/chapters',
    "Les chapitres d'un épisode (Podcasting 2.0, JSON chapters)",
    { description: 'Chapitres', ...ChaptersSchema },
    JSON_TYPE,
    'Chapitres',
    (id) => one(id, 'chapters', 'm.body::text'),
  );
}
