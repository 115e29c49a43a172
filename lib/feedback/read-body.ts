export type BodyText = { ok: true; text: string } | { ok: false; reason: 'too-large' | 'malformed' };

/**
 * Reads a request body as UTF-8 text, stopping as soon as it passes `maxBytes`, so an
 * oversized or endless body never sits in memory whatever its Content-Length claims.
 */
export async function readBodyText(request: Request, maxBytes: number): Promise<BodyText> {
  if (!request.body) return { ok: true, text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, reason: 'too-large' };
      }
      chunks.push(value);
    }
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks)) };
  } catch {
    return { ok: false, reason: 'malformed' };
  }
}
