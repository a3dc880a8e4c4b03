/** A fake `fetch` at the boundary: records each request and answers from a route table. */
export interface Recorded {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

type Answer = { status?: number; body?: unknown } | Error;
type Route = (url: URL, req: Recorded) => Answer | undefined;

export function fakeFetch(route: Route = () => ({ body: {} })) {
  const calls: Recorded[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((v, k) => {
      headers[k] = v;
    });
    const req: Recorded = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    };
    calls.push(req);
    const answer = route(new URL(req.url), req) ?? {
      status: 404,
      body: { status: 404, message: 'Introuvable' },
    };
    if (answer instanceof Error) throw answer;
    const status = answer.status ?? 200;
    const text =
      answer.body === undefined
        ? ''
        : typeof answer.body === 'string'
          ? answer.body
          : JSON.stringify(answer.body);
    return new Response(status === 204 ? null : text, {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}
