/** Finding 6 of the security review: body caps hold on the bytes read, whatever the headers say. */
import { readBodyBytes, readBodyText, readFormData } from '@/lib/http/read-body';
import { until } from '../helpers/until';

/** A request whose body is `parts`, pulled one at a time; records how many were pulled and whether it was cancelled. */
function streamed(parts: Uint8Array[], headers: Record<string, string> = {}) {
  let pulled = 0;
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled < parts.length) controller.enqueue(parts[pulled++]);
      else controller.close();
    },
    cancel() {
      cancelled = true;
    },
  });
  return {
    request: new Request('http://x/', { method: 'POST', body, headers, duplex: 'half' } as RequestInit),
    pulled: () => pulled,
    cancelled: () => cancelled,
  };
}

const kb = new Uint8Array(1024).fill(0x78);

describe('readBodyBytes', () => {
  it('reads a body without Content-Length (chunked) up to the cap, answers, then drops the rest the client sends', async () => {
    const body = streamed(Array.from({ length: 1000 }, () => kb));
    expect(await readBodyBytes(body.request, 10 * 1024, { bytes: 2048 * 1024, ms: 1000 })).toEqual({
      ok: false,
      reason: 'too-large',
    });
    // The rest is read to its end and dropped, so the connection stays usable.
    await until(() => body.pulled() === 1000);
    expect(body.pulled()).toBe(1000);
    expect(body.cancelled()).toBe(false);
  });

  it('reads nothing more of a refused body until its answer has had time to leave, then drops the rest', async () => {
    const body = streamed(Array.from({ length: 1000 }, () => kb));
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    expect(await readBodyBytes(body.request, 10 * 1024, { bytes: 2048 * 1024, ms: 5000, pauseMs: 2000 })).toEqual({
      ok: false,
      reason: 'too-large',
    });
    await wait(10); // the stream's own read-ahead (one chunk) settles
    const atRefusal = body.pulled();
    expect(atRefusal).toBeLessThanOrEqual(12);
    await wait(50);
    expect(body.pulled()).toBe(atRefusal);
    await until(() => body.pulled() === 1000);
    expect(body.pulled()).toBe(1000);
    expect(body.cancelled()).toBe(false);
  });

  it('an endless body is cut once the bytes dropped after the refusal pass their limit', async () => {
    let pulled = 0;
    let cancelled = false;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(kb);
      },
      cancel() {
        cancelled = true;
      },
    });
    const request = new Request('http://x/', { method: 'POST', body: endless, duplex: 'half' } as RequestInit);
    expect(await readBodyBytes(request, 10 * 1024, { bytes: 20 * 1024, ms: 1000 })).toEqual({
      ok: false,
      reason: 'too-large',
    });
    await until(() => cancelled);
    expect(cancelled).toBe(true);
    expect(pulled).toBeLessThan(40);
  });

  it('a body still arriving when the time after the refusal is up is cut', async () => {
    let cancelled = false;
    const slow = new ReadableStream<Uint8Array>({
      async pull(controller) {
        controller.enqueue(new Uint8Array(8 * 1024));
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
      cancel() {
        cancelled = true;
      },
    });
    const request = new Request('http://x/', { method: 'POST', body: slow, duplex: 'half' } as RequestInit);
    await readBodyBytes(request, 1024, { bytes: 1024 * 1024 * 1024, ms: 30 });
    expect(cancelled).toBe(false);
    await until(() => cancelled);
    expect(cancelled).toBe(true);
  });

  it('a Content-Length under the cap does not lift it: the bytes that arrive are counted', async () => {
    const body = streamed(
      Array.from({ length: 1000 }, () => kb),
      { 'content-length': '10' },
    );
    expect(await readBodyBytes(body.request, 10 * 1024, { bytes: 0, ms: 1000 })).toEqual({
      ok: false,
      reason: 'too-large',
    });
    await until(body.cancelled);
    expect(body.cancelled()).toBe(true);
    expect(body.pulled()).toBeLessThanOrEqual(14);
  });

  it('a Content-Length over the cap is refused before reading anything', async () => {
    const body = streamed(
      Array.from({ length: 64 }, () => kb),
      { 'content-length': String(64 * 1024) },
    );
    const read = readBodyBytes(body.request, 10 * 1024, { bytes: 0, ms: 1000 });
    expect(await read).toEqual({ ok: false, reason: 'too-large' });
    await until(body.cancelled);
    expect(body.cancelled()).toBe(true);
    expect(body.pulled()).toBeLessThanOrEqual(3);
  });

  it('a body exactly at the cap, in many chunks, is read whole', async () => {
    const body = streamed(Array.from({ length: 10 }, () => kb));
    const read = await readBodyBytes(body.request, 10 * 1024);
    expect(read.ok && read.bytes.byteLength).toBe(10 * 1024);
  });

  it('no body reads as empty', async () => {
    const read = await readBodyBytes(new Request('http://x/', { method: 'POST' }), 10);
    expect(read.ok && read.bytes.byteLength).toBe(0);
  });
});

describe('readBodyText', () => {
  it('decodes UTF-8 split across chunks', async () => {
    const bytes = new TextEncoder().encode('{"a":"é😀"}');
    const body = streamed([bytes.subarray(0, 7), bytes.subarray(7)]);
    expect(await readBodyText(body.request, 100)).toEqual({ ok: true, text: '{"a":"é😀"}' });
  });

  it('refuses bytes that are not UTF-8', async () => {
    expect(await readBodyText(streamed([new Uint8Array([0xff, 0xfe])]).request, 100)).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });
});

describe('readFormData', () => {
  const boundary = 'unit-boundary';
  const multipart = (content: string) =>
    new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${content}\r\n--${boundary}--\r\n`,
    );
  const type = { 'content-type': `multipart/form-data; boundary=${boundary}` };

  it('parses a multipart body under the cap, however it was chunked', async () => {
    const bytes = multipart('PNGDATA');
    const body = streamed([bytes.subarray(0, 20), bytes.subarray(20, 50), bytes.subarray(50)], type);
    const read = await readFormData(body.request, 1024);
    expect(read.ok).toBe(true);
    const file = read.ok ? read.form.get('file') : null;
    expect(file).toBeInstanceOf(File);
    expect(await (file as File).text()).toBe('PNGDATA');
    expect((file as File).type).toBe('image/png');
  });

  it('stops at the cap before parsing anything', async () => {
    const body = streamed([multipart('x'.repeat(4096))], type);
    expect(await readFormData(body.request, 1024)).toEqual({ ok: false, reason: 'too-large' });
  });

  it('names a body that is not a form as malformed', async () => {
    expect(await readFormData(streamed([kb], type).request, 4096)).toEqual({ ok: false, reason: 'malformed' });
    expect(await readFormData(streamed([kb], { 'content-type': 'application/json' }).request, 4096)).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });
});
