import AjvCompiler, { type BuildCompilerFromPool } from '@fastify/ajv-compiler';

/** What Fastify passes the compiled function: the route's schema of one part of the request. */
type RouteSchema = { schema: unknown; method: string; url: string; httpPart?: string };
type Compile = (route: RouteSchema) => unknown;

/** Ajv's options of every request part (Fastify's defaults otherwise: defaults filled in, first error only). */
const COMMON = { removeAdditional: false, allErrors: false } as const;

/**
 * The validators of request schemas, one kind per part of the request. Paths and query strings
 * are text: their numbers and booleans are read from it (Ajv's `coerceTypes`, one value taken out
 * of a repeated key's array). JSON bodies carry their own types and are taken as sent: "5000" or
 * [5000] is not a number where the schema asks for one. Fastify's default Ajv coerces every part,
 * bodies included. Fastify's option `schemaController.compilersFactory.buildValidator`.
 */
export function buildValidator(): BuildCompilerFromPool {
  const pool = AjvCompiler();
  return (external, ajv) => {
    const options = { ...(ajv ?? {}), mode: undefined };
    const custom = { ...(options as { customOptions?: object }).customOptions, ...COMMON };
    // @fastify/ajv-compiler's typings call the argument a schema; Fastify passes the route's.
    const text = pool(external, {
      ...options,
      customOptions: { ...custom, coerceTypes: 'array' },
    }) as unknown as Compile;
    const json = pool(external, {
      ...options,
      customOptions: { ...custom, coerceTypes: false },
    }) as unknown as Compile;
    const compile: Compile = (route) => (route.httpPart === 'body' ? json : text)(route);
    return compile as unknown as ReturnType<BuildCompilerFromPool>;
  };
}
