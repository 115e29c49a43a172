/**
 * Screens server-action requests before Next.js decodes them. React's reply decoder answers
 * some malformed bodies with an exception (a 500): a body that is not JSON, a root that is not
 * an argument list, a string such as "$Q1" or "${x}" that it reads as a reference to a part
 * that does not exist, an unbounded nesting depth. This product's clients only ever send plain
 * values and FormData, so anything else is refused here with a 400 that says what is wrong.
 */

/** Next.js's own limits of an action call (serverActions.bodySizeLimit, its arguments limit), which it answers with a 500. */
export const ACTION_BODY_LIMIT = 1024 * 1024;
export const ACTION_MAX_ARGUMENTS = 1000;
export const ACTION_MAX_DEPTH = 32;

/** Strings React's encoder produces for plain values; any other "$…" string is a reference. */
const SAFE_TOKEN = /^\$(?:\$[\s\S]*|undefined|NaN|Infinity|-Infinity|-0|T|K[0-9a-f]{1,8}|D[\s\S]*|n-?\d{1,300})$/;

export type ActionScreen = { ok: true } | { ok: false; reason: string };

const refuse = (reason: string): ActionScreen => ({ ok: false, reason });

/** Checks one JSON chunk of an action's arguments; `root` chunks must be an argument list. */
export function screenArgumentsJson(text: string, root: boolean): ActionScreen {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return refuse('the action arguments are not valid JSON');
  }
  if (root && !Array.isArray(value)) return refuse('the action arguments must be a list');
  if (root && (value as unknown[]).length > ACTION_MAX_ARGUMENTS) {
    return refuse(`an action takes at most ${ACTION_MAX_ARGUMENTS} arguments`);
  }
  // Iterative walk: a hostile body may nest far deeper than the call stack allows.
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (typeof node === 'string') {
      if (node.startsWith('$') && !SAFE_TOKEN.test(node)) {
        return refuse(`the value ${JSON.stringify(node.slice(0, 20))} is not a plain value`);
      }
    } else if (node !== null && typeof node === 'object') {
      if (depth >= ACTION_MAX_DEPTH) return refuse(`the action arguments nest deeper than ${ACTION_MAX_DEPTH} levels`);
      for (const child of Object.values(node)) stack.push([child, depth + 1]);
    }
  }
  return { ok: true };
}

export interface ActionRequest {
  /** The Next-Action header, when the call comes from the client runtime. */
  actionId: string | null;
  contentType: string;
  /** Reads the body as text (only called for non-multipart bodies). */
  text(): Promise<string>;
  /** Parses a multipart body. */
  formData(): Promise<FormData>;
}

const isMultipart = (contentType: string) => contentType.toLowerCase().startsWith('multipart/form-data');

/**
 * A POST to a page: either a client call (Next-Action header; body JSON text or multipart with
 * the arguments in field "0") or a form posted without JavaScript, which this product never
 * renders, so its action fields are refused outright.
 */
export async function screenActionRequest(request: ActionRequest): Promise<ActionScreen> {
  const multipart = isMultipart(request.contentType);
  if (request.actionId === null) {
    if (!multipart) return { ok: true };
    const form = await request.formData().catch(() => null);
    if (!form) return refuse('the multipart body is malformed');
    for (const key of form.keys()) {
      if (key.startsWith('$ACTION_'))
        return refuse('forms of this site are sent by the page script, not posted directly');
    }
    return { ok: true };
  }
  if (!/^[0-9a-f]{2,128}$/i.test(request.actionId)) return refuse('the Next-Action header is not an action id');
  if (!multipart) return screenArgumentsJson(await request.text(), true);
  const form = await request.formData().catch(() => null);
  if (!form) return refuse('the multipart body is malformed');
  const root = form.get('0');
  if (typeof root !== 'string') return refuse('the multipart body has no argument list (field "0")');
  for (const [key, value] of form.entries()) {
    // Numbered fields are further JSON chunks; "1_name" fields are the entries of a FormData.
    if (!/^\d+$/.test(key)) continue;
    if (typeof value !== 'string') return refuse(`field "${key}" must be text`);
    const screened = screenArgumentsJson(value, key === '0');
    if (!screened.ok) return screened;
  }
  return { ok: true };
}

/**
 * Reads a body up to `limit` bytes, or answers null as soon as it is longer: a chunked body
 * (no Content-Length) is not read past the limit.
 */
export async function readBodyWithin(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
