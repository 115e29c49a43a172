/**
 * Request bodies read under a byte cap that holds on the bytes actually received: a chunked
 * body (no Content-Length) or one whose Content-Length lies is read only up to the cap, so an
 * oversized or endless body never sits in memory.
 */

export type BodyBytes = { ok: true; bytes: Uint8Array } | { ok: false; reason: 'too-large' | 'unreadable' };

/**
 * A refused body is not read any further, but its connection is cut only this long after: closing
 * a socket while the client is still sending makes the kernel answer with a reset, which can
 * destroy the refusal before the client has read it. Meanwhile the client, having its answer,
 * stops sending; one that does not is held by TCP flow control (nothing is read) until the cut.
 */
const REFUSED_BODY_GRACE_MS = 2_000;

function cutLater(
  stream: ReadableStream<Uint8Array>,
  reader: ReadableStreamDefaultReader<Uint8Array> | null,
  ms: number,
) {
  const cut = () => void (reader ? reader.cancel() : stream.cancel()).catch(() => undefined);
  setTimeout(cut, ms).unref();
}

export async function readBodyBytes(
  request: Request,
  maxBytes: number,
  graceMs = REFUSED_BODY_GRACE_MS,
): Promise<BodyBytes> {
  const declared = request.headers.get('content-length');
  if (declared !== null && !(Number(declared) <= maxBytes)) {
    if (request.body && !request.body.locked) cutLater(request.body, null, graceMs);
    return { ok: false, reason: 'too-large' };
  }
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        cutLater(request.body, reader, graceMs);
        return { ok: false, reason: 'too-large' };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  return { ok: true, bytes: chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size) };
}

export type BodyText = { ok: true; text: string } | { ok: false; reason: 'too-large' | 'malformed' };

/** The body as UTF-8 text, read under the cap; bytes that are not UTF-8 are 'malformed'. */
export async function readBodyText(request: Request, maxBytes: number): Promise<BodyText> {
  const body = await readBodyBytes(request, maxBytes);
  if (!body.ok) return { ok: false, reason: body.reason === 'too-large' ? 'too-large' : 'malformed' };
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(body.bytes) };
  } catch {
    return { ok: false, reason: 'malformed' };
  }
}

export type BodyForm = { ok: true; form: FormData } | { ok: false; reason: 'too-large' | 'unreadable' | 'malformed' };

/**
 * A multipart (or URL-encoded) form read under the cap, then parsed from memory by the
 * platform's own parser: memory stays bounded by the cap, and no extra dependency is needed.
 */
export async function readFormData(request: Request, maxBytes: number): Promise<BodyForm> {
  const body = await readBodyBytes(request, maxBytes);
  if (!body.ok) return body;
  try {
    const parsed = new Response(body.bytes as Uint8Array<ArrayBuffer>, {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    });
    return { ok: true, form: await parsed.formData() };
  } catch {
    return { ok: false, reason: 'malformed' };
  }
}
