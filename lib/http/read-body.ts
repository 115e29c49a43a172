/**
 * Request bodies read under a byte cap that holds on the bytes actually received: a chunked
 * body (no Content-Length) or one whose Content-Length lies is read only up to the cap, so an
 * oversized or endless body never sits in memory.
 */

export type BodyBytes = { ok: true; bytes: Uint8Array } | { ok: false; reason: 'too-large' | 'unreadable' };

/**
 * What happens to the rest of a refused body. Nothing more is kept, and the refusal goes out at
 * once; after `pauseMs` (time for the answer to leave: until then nothing more is read, so the
 * client's bytes wait in the sockets' buffers instead of costing this process CPU and memory) the
 * rest is read and dropped, up to `bytes` more or for `ms` (counted from the refusal) at most,
 * before the connection is cut. Cutting at once would make the kernel answer the client's next
 * bytes with a reset, which can destroy the refusal before the client reads it; and a client that
 * sent its whole body may reuse the connection, which works only if the server has read that
 * body to its end. A client still sending past the limits is cut off: it has had its answer.
 */
interface AfterRefusal {
  bytes: number;
  ms: number;
  pauseMs?: number;
}
const AFTER_REFUSAL = { bytes: 32 * 1024 * 1024, ms: 10_000, pauseMs: 250 } satisfies AfterRefusal;

function dropRest(reader: ReadableStreamDefaultReader<Uint8Array>, limits: AfterRefusal): void {
  // Each timer's callback runs later, once all three names below are set.
  const drop = async () => {
    let dropped = 0;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return clearTimeout(timer);
        dropped += value.byteLength;
        if (dropped > limits.bytes) break;
      }
    } catch {
      return clearTimeout(timer); // the client went away
    }
    clearTimeout(timer);
    cut();
  };
  const reading = setTimeout(() => void drop(), limits.pauseMs ?? AFTER_REFUSAL.pauseMs);
  const cut = () => {
    clearTimeout(reading);
    void reader.cancel().catch(() => undefined);
  };
  const timer = setTimeout(cut, limits.ms);
  reading.unref();
  timer.unref();
}

/**
 * The body's bytes, or 'too-large' as soon as more than `maxBytes` have arrived (or are
 * announced by Content-Length); never more than `maxBytes` of it is held in memory.
 */
export async function readBodyBytes(
  request: Request,
  maxBytes: number,
  afterRefusal: AfterRefusal = AFTER_REFUSAL,
): Promise<BodyBytes> {
  const declared = request.headers.get('content-length');
  if (declared !== null && !(Number(declared) <= maxBytes)) {
    if (request.body && !request.body.locked) dropRest(request.body.getReader(), afterRefusal);
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
        chunks.length = 0;
        dropRest(reader, afterRefusal);
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
