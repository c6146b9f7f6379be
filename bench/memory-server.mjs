#!/usr/bin/env node
/**
 * The in-memory baseline of `npm run bench`: a bare `node:http` server answering each benchmarked request with the
 * very JSON the product answered for it, held in memory. No framework, no database, no token check: the physical limit
 * of a read that needs no database on this machine, beside which the product's cached reads are printed.
 *
 * Started by bench/api.bench.mjs as a child process (so that it never shares an event loop with the load generator),
 * on PORT; it answers 404 until the parent sends `{ bodies: { [pathAndQuery]: jsonText } }` over IPC, and replies
 * 'loaded' to each such message. A request is matched on its path and query string; a read measured over many paths
 * (citizens, pages) is answered, for a path it was not given, with the last body given for the same route (path
 * without its query), since only the bytes' size matters to this limit.
 *
 *   PORT=3303 node bench/memory-server.mjs   (then send the bodies from the parent)
 */
import http from 'node:http';

const PORT = Number(process.env.PORT ?? 3303);
/** Path and query -> the body as bytes and its length, ready to write. */
const bodies = new Map();
/** Route (path without query) -> the last body given for it. */
const byRoute = new Map();

process.on('message', (message) => {
  for (const [path, text] of Object.entries(message.bodies ?? {})) {
    const bytes = Buffer.from(text, 'utf8');
    const body = { bytes, length: String(bytes.length) };
    bodies.set(path, body);
    byRoute.set(path.split('?')[0], body);
  }
  process.send?.('loaded');
});

const server = http.createServer((req, res) => {
  const hit = bodies.get(req.url) ?? byRoute.get(req.url.split('?')[0]);
  if (!hit) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': hit.length }).end(hit.bytes);
});
server.keepAliveTimeout = 65_000;
server.listen(PORT, '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => process.exit(0));
