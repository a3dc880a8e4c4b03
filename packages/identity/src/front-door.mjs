// The service's HTTP front: its own OpenID document, the browser tests' control routes, and for the
// Cognito operations (POST /) the body read once, the IAM signature of an operator's operation
// checked over it (./admin-auth.mjs), then handed to cognito-local's app already parsed.

/** Cognito's requests are small; anything larger is refused before it is buffered. */
const MAX_BODY = 1_000_000;

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (d) => {
      size += d.length;
      if (size > MAX_BODY) {
        // Refused without reading on: the answer is sent, then the connection closed.
        req.removeAllListeners('data');
        reject(new Error('too large'));
      } else chunks.push(d);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function awsError(res, status, type, message, close = false) {
  res.writeHead(status, {
    'content-type': 'application/x-amz-json-1.1',
    ...(close ? { connection: 'close' } : {}),
  });
  res.end(JSON.stringify({ __type: type, message }), () => {
    if (close) res.req?.destroy();
  });
}

/**
 * `app`: cognito-local's express app. `control`: the browser tests' routes (path → async (body) =>
 * void), null outside them. `openId`: the discovery document and its path.
 */
export function frontDoor({ app, adminAuth, control, openId }) {
  return async (req, res) => {
    if (req.method === 'GET' && req.url === openId.path) {
      res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      res.end(openId.body);
      return;
    }
    // Every POST, whatever its path or query (cognito-local's router answers "/?x" as "/"), is
    // read and checked; a control route is matched on its exact path.
    const controlRoute =
      req.method === 'POST' && control && Object.hasOwn(control, req.url ?? '') && control[req.url ?? ''];
    if (req.method !== 'POST') {
      app(req, res);
      return;
    }
    let raw;
    try {
      raw = await readBody(req);
    } catch {
      awsError(res, 413, 'SerializationException', 'Request too large.', true);
      return;
    }
    if (controlRoute) {
      try {
        await controlRoute(JSON.parse(raw.toString('utf8') || '{}'));
        res.writeHead(204).end();
      } catch {
        res.writeHead(400).end();
      }
      return;
    }
    const refused = await adminAuth.check(req, raw);
    if (refused) {
      awsError(res, 400, refused.type, refused.message);
      return;
    }
    try {
      // body-parser leaves a request whose body is already read (`_body`) to the next handler.
      req.body = raw.length ? JSON.parse(raw.toString('utf8')) : {};
      req._body = true;
    } catch {
      awsError(res, 400, 'SerializationException', 'The request body is not valid JSON.');
      return;
    }
    app(req, res);
  };
}
