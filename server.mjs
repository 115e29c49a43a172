// Serves the production build (`npm start`, the demo, every test and measurement): Next.js's own
// request handler, behind what only the HTTP server can do.
//   node server.mjs [-H host] [-p port]      defaults: 127.0.0.1, $PORT, else 3000
//
// Before Next.js sees a request it
// - hands the app the TCP peer's address in x-portfolio-peer, prefixed with a token that lives in
//   this process alone (lib/http/client-key.ts trusts the header only with it; any incoming copy
//   is dropped);
// - answers a path with malformed percent-encoding or a target that is not a path (400), a
//   method Next.js does not serve (405) and anything but GET/HEAD on static files (405) itself,
//   with the site's security headers (Next.js answered them with a 500, Node with a bare 400 or
//   nothing at all);
// - ends a server-action call's body one byte past the 1 MB limit, so proxy.ts's 413 goes out
//   at once instead of after the whole body;
// - answers a plain GET/HEAD of a pre-rendered public page from memory once Next.js has answered
//   it from a stored, fresh pre-render, as a CDN in front of it would (lib/http/page-cache.mjs:
//   what is kept, for which requests, and how an admin save drops it); PORTFOLIO_PAGE_CACHE=off
//   sends every request to Next.js, PORTFOLIO_PAGE_CACHE_MB bounds it (64 MB by default).
// - serves the pre-rendered pages' hydration data, which the render cache takes out of them
//   (lib/http/flight-files.mjs), under /_next/flight/.
// Vercel runs no custom server: its edge answers such requests itself and buffers bodies within
// its own limits, and client-key.ts reads the address Vercel writes (TRUST_PROXY=vercel).
// Everything else lives in the app (proxy.ts, route handlers).
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { FLIGHT_PATH, FlightFiles } from './lib/http/flight-files.mjs';
import { cacheablePath, pageCacheFromEnv } from './lib/http/page-cache.mjs';

// As `next start`: React and Next.js load their production builds.
process.env.NODE_ENV ??= 'production';
const { default: next } = await import('next');

function options(argv) {
  const found = { hostname: '127.0.0.1', port: Number(process.env.PORT || 3000) };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[++i];
    if (flag === '-H' || flag === '--hostname') found.hostname = value();
    else if (flag === '-p' || flag === '--port') found.port = Number(value());
    else throw new Error(`server.mjs: unknown argument ${argv[i]} (usage: node server.mjs [-H host] [-p port])`);
  }
  if (!Number.isInteger(found.port) || found.port < 1 || found.port > 65535) {
    throw new Error('server.mjs: the port must be a number from 1 to 65535');
  }
  return found;
}

const PEER_TOKEN = Symbol.for('portfolio.peer-token');
const PEER_HEADER = 'x-portfolio-peer';
/** Methods some route of Next.js answers (with a 405 where that route has no handler for it). */
const NEXT_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const SITE_METHODS = 'GET, HEAD, POST';
/** Files served as they are (public/demo, the build's assets): read-only. */
const STATIC_PREFIXES = ['/demo/', '/_next/static/', FLIGHT_PATH];

/** ACTION_BODY_LIMIT of lib/action-request.ts: the most a server-action call may send. */
const ACTION_BODY_LIMIT = 1024 * 1024;
/** How long a connection whose body was cut short stays open after the answer. */
const REFUSED_BODY_GRACE_MS = 2000;
/** Route handlers that take large bodies (uploads, backups), which proxy.ts never sees. */
const UPLOAD_PATHS = new Set(['/api/admin/media', '/api/admin/import']);

/** The fixed headers of lib/security-headers.ts (tests/security/edge.test.ts keeps them equal), for refusals. */
const REFUSAL_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=()',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'Cache-Control': 'no-store',
  'Content-Type': 'text/plain; charset=utf-8',
};

/** A refusal this server gives itself, or null to hand the request to Next.js. */
function refusalOf(method, url = '/', headers = {}) {
  // Origin-form only ("/path?query"): absolute-form and "*" reach Next.js's router as a bare 500 or an odd redirect.
  if (!url.startsWith('/')) return { status: 400, text: 'Bad request: the request target must be a path.' };
  const path = url.split('?', 1)[0];
  try {
    decodeURIComponent(path);
  } catch {
    return { status: 400, text: 'Bad request: the path has malformed percent-encoding.' };
  }
  if (!NEXT_METHODS.has(method)) {
    return { status: 405, text: `Method ${method} is not allowed.`, allow: SITE_METHODS };
  }
  if (method !== 'GET' && method !== 'HEAD' && STATIC_PREFIXES.some((prefix) => path.startsWith(prefix))) {
    return { status: 405, text: `Method ${method} is not allowed on a static file.`, allow: 'GET, HEAD' };
  }
  // Next.js takes an empty Next-Action header for an action call (and logs an invariant error),
  // but proxy.ts's matcher cannot see an empty header.
  if (headers['next-action'] === '') return { status: 400, text: 'Bad request: the Next-Action header is empty.' };
  return null;
}

/** As Next.js tells a possible server-action call (and lib/http/action-paths.ts repeats). */
function isPossibleActionCall(req) {
  if (req.method !== 'POST') return false;
  const type = req.headers['content-type'];
  return (
    req.headers['next-action'] !== undefined ||
    type === 'application/x-www-form-urlencoded' ||
    (type?.startsWith('multipart/form-data') ?? false)
  );
}

/**
 * proxy.ts reads an action call's body up to the limit and refuses a longer one, but Next.js
 * sends that answer only once the whole body has arrived: a client could hold the request open
 * (or send gigabytes) for nothing. Here the body the app sees ends one byte past the limit, so
 * the refusal goes out at once, and Node's parser discards the rest unread (`_dumped`, as for a
 * body nobody reads); a client that stalls is dropped by the server's request timeout.
 * Uploads (/api/admin/media, /api/admin/import) are not action calls and keep their own limits.
 */
function endBodyPastLimit(req, res) {
  const push = req.push.bind(req);
  let size = 0;
  req.push = (chunk, encoding) => {
    if (chunk === null || req._dumped) return push(chunk, encoding);
    size += chunk.length;
    if (size <= ACTION_BODY_LIMIT) return push(chunk, encoding);
    req._dumped = true;
    // Ending early must not destroy the request (and with it the connection) before the answer.
    req._readableState.autoDestroy = false;
    // The rest of the body is still on its way: the answer says Connection: close so the client
    // sends nothing more on this connection, which is closed once the answer is out, but torn
    // down only later (closing while the client still sends makes the kernel reset it, which can
    // destroy the answer before the client has read it).
    res.shouldKeepAlive = false;
    const { socket } = req;
    socket.destroySoon = () => {
      socket.end();
      setTimeout(() => socket.destroy(), REFUSED_BODY_GRACE_MS).unref();
    };
    push(chunk.subarray(0, chunk.length - (size - ACTION_BODY_LIMIT - 1)));
    return push(null);
  };
}

/** What answers a request whose handler threw: logged, and a bare 500 if nothing was sent yet. */
const failed = (req, res) => (error) => {
  console.error(`[server] ${req.method} ${req.url}:`, error);
  if (!res.headersSent) res.writeHead(500, REFUSAL_HEADERS);
  res.end();
};

function headersOf(refusal) {
  const body = `${refusal.text}\n`;
  const headers = { ...REFUSAL_HEADERS, 'Content-Length': String(Buffer.byteLength(body)) };
  if (refusal.allow) headers.Allow = refusal.allow;
  return { headers, body };
}

/** The same refusal written straight to a socket (requests Node's parser turned away, CONNECT). */
function rawRefusal(socket, refusal) {
  const { headers, body } = headersOf(refusal);
  const lines = Object.entries({ ...headers, Connection: 'close' }).map(([k, v]) => `${k}: ${v}`);
  const reason = http.STATUS_CODES[refusal.status] ?? 'Bad Request';
  socket.end(`HTTP/1.1 ${refusal.status} ${reason}\r\n${lines.join('\r\n')}\r\n\r\n${body}`);
}

async function main() {
  const { hostname, port } = options(process.argv.slice(2));
  const token = randomBytes(16).toString('hex');
  globalThis[PEER_TOKEN] = token;
  const pages = pageCacheFromEnv(process.env);
  // The site's security headers on every data file (those of a refusal, less what a file sets itself).
  const fileHeaders = Object.fromEntries(
    Object.entries(REFUSAL_HEADERS).filter(([name]) => name !== 'Cache-Control' && name !== 'Content-Type'),
  );
  const flight = new FlightFiles({ headers: fileHeaders }).install();

  const server = http.createServer();
  const app = next({
    dev: false,
    hostname,
    port,
    httpServer: server,
    dir: fileURLToPath(new URL('.', import.meta.url)),
  });
  await app.prepare();
  const handle = app.getRequestHandler();

  server.on('request', (req, res) => {
    const refusal = refusalOf(req.method, req.url, req.headers);
    if (refusal) {
      const { headers, body } = headersOf(refusal);
      res.writeHead(refusal.status, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    if (req.url.startsWith(FLIGHT_PATH)) {
      flight.serve(req, res, req.url.split('?', 1)[0]).catch(failed(req, res));
      return;
    }
    const page = pages && cacheablePath(req);
    if (page && pages.serve(req, res, page)) return;
    delete req.headers[PEER_HEADER];
    req.headers[PEER_HEADER] = `${token} ${req.socket.remoteAddress}`;
    if (page) pages.capture(req, res, page);
    if (isPossibleActionCall(req) && !UPLOAD_PATHS.has(req.url.split('?', 1)[0])) endBodyPastLimit(req, res);
    handle(req, res).catch(failed(req, res));
  });
  // CONNECT never reaches 'request'; without a listener Node drops the connection unanswered.
  server.on('connect', (req, socket) => rawRefusal(socket, refusalOf('CONNECT')));
  // Requests Node's parser refuses (an unknown method such as TRACK, oversized headers, bad syntax).
  server.on('clientError', (error, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    if (error.code === 'HPE_INVALID_METHOD')
      rawRefusal(socket, { status: 405, text: 'Method not allowed.', allow: SITE_METHODS });
    else if (error.code === 'HPE_HEADER_OVERFLOW')
      rawRefusal(socket, { status: 431, text: 'Request headers too large.' });
    else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') rawRefusal(socket, { status: 408, text: 'Request timeout.' });
    else rawRefusal(socket, { status: 400, text: 'Bad request.' });
  });

  let stopping = false;
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    // Finish the requests in flight, then let Next.js close; give up after 10 s.
    setTimeout(() => process.exit(1), 10_000).unref();
    server.close(() => {
      app.close().then(
        () => process.exit(signal === 'SIGINT' ? 130 : 143),
        () => process.exit(1),
      );
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  server.listen(port, hostname, () => {
    const address = server.address();
    console.log(`▲ Serving on http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${address.port}`);
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
