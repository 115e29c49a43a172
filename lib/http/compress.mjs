// A body compressed once, to be sent many times: gzip at its best level and brotli at its highest
// quality (too slow per request, cheap once), each kept only where it is smaller.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import Negotiator from 'negotiator';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** The encodings a kept body is sent in, best first. */
const ENCODINGS = ['br', 'gzip', 'identity'];

/** `identity` (a Buffer) with its gzip and brotli forms: `{ identity, gzip?, br? }`. */
export async function compressOnce(identity) {
  const [gzipped, brotlied] = await Promise.all([
    gzip(identity, { level: zlib.constants.Z_BEST_COMPRESSION }),
    brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ]);
  const bodies = { identity };
  if (gzipped.length < identity.length) bodies.gzip = gzipped;
  if (brotlied.length < identity.length) bodies.br = brotlied;
  return bodies;
}

/** Which of `bodies` (from compressOnce) `req` gets, and the Content-Encoding to say, if any. */
export function bodyFor(req, bodies) {
  const encoding = new Negotiator(req).encoding(ENCODINGS, { preferred: ENCODINGS }) ?? 'identity';
  const body = bodies[encoding] ?? bodies.identity;
  return { body, encoding: body === bodies.identity ? null : encoding };
}
