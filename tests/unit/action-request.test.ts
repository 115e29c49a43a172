/**
 * The server-action screen lets through everything React's own client encoder produces for this
 * product's calls, and refuses the bodies React's server decoder would answer with a 500.
 */
import {
  ACTION_MAX_ARGUMENTS,
  ACTION_MAX_DEPTH,
  readBodyWithin,
  screenActionRequest,
  screenArgumentsJson,
  type ActionRequest,
} from '@/lib/action-request';
import { encodeReply, form } from '../helpers/action-call';

const ID = '6077f5d850fce8212c9acde50049b6aafbe1ac5ced';

function call(body: string | FormData, actionId: string | null = ID): ActionRequest {
  const multipart = typeof body !== 'string';
  return {
    actionId,
    contentType: multipart ? 'multipart/form-data; boundary=x' : 'text/plain;charset=UTF-8',
    text: async () => body as string,
    formData: async () => body as FormData,
  };
}

describe('server action screen', () => {
  it('lets through what the React client sends for form dispatches and direct calls', async () => {
    const fields = form({ userName: '$Q1', password: '${jndi:x}', message: '\ud800 \u0000 😀' });
    const dispatch = await encodeReply([{ outcome: 'idle', message: '$weird', at: 0, none: undefined }, fields]);
    expect(typeof dispatch).not.toBe('string'); // FormData, as a browser sends it
    expect(await screenActionRequest(call(dispatch))).toEqual({ ok: true });
    const direct = await encodeReply([
      'skills',
      '$1',
      'up',
      -0,
      NaN,
      Infinity,
      -Infinity,
      new Date(0),
      12n,
      null,
      { a: [1, { b: '$$' }] },
    ]);
    expect(typeof direct).toBe('string');
    expect(await screenActionRequest(call(direct))).toEqual({ ok: true });
    expect(await screenActionRequest(call(await encodeReply([])))).toEqual({ ok: true });
  });

  it.each([
    ['{', 'not valid JSON'],
    ['"a"', 'must be a list'],
    ['null', 'must be a list'],
    ['{}', 'must be a list'],
    ['["$Q1"]', 'not a plain value'],
    ['["$@1"]', 'not a plain value'],
    ['["$F1"]', 'not a plain value'],
    ['["$h1"]', 'not a plain value'],
    ['["$B1"]', 'not a plain value'],
    ['["${jndi:ldap://x}"]', 'not a plain value'],
    ['["$nx"]', 'not a plain value'],
    ['[{"a":{"b":["$W2"]}}]', 'not a plain value'],
  ])('refuses the JSON arguments %s (%s)', async (body, reason) => {
    const screened = await screenActionRequest(call(body));
    expect(screened.ok).toBe(false);
    expect(!screened.ok && screened.reason).toContain(reason);
  });

  it('refuses nesting deeper than the limit and accepts it at the limit', () => {
    const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
    expect(screenArgumentsJson(nested(ACTION_MAX_DEPTH), true)).toEqual({ ok: true });
    expect(screenArgumentsJson(nested(ACTION_MAX_DEPTH + 1), true).ok).toBe(false);
    expect(screenArgumentsJson(nested(200_000), true).ok).toBe(false); // no stack overflow
  });

  it(`refuses more than ${ACTION_MAX_ARGUMENTS} arguments (Next.js answers them with a 500) and accepts that many`, () => {
    const list = (n: number) => JSON.stringify(Array.from({ length: n }, () => 0));
    expect(screenArgumentsJson(list(ACTION_MAX_ARGUMENTS), true)).toEqual({ ok: true });
    expect(screenArgumentsJson(list(ACTION_MAX_ARGUMENTS + 1), true)).toEqual({
      ok: false,
      reason: `an action takes at most ${ACTION_MAX_ARGUMENTS} arguments`,
    });
    // Only the argument list itself counts: a long list inside one argument is one argument.
    expect(screenArgumentsJson(`[${list(5000)}]`, true)).toEqual({ ok: true });
  });

  it('reads a body up to the limit and stops as soon as it is longer', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1000));
      },
    });
    expect(await readBodyWithin(endless, 10_000)).toBeNull();
    expect(pulled).toBeLessThan(20);
    const small = new Response('hello').body;
    expect(new TextDecoder().decode((await readBodyWithin(small, 5))!)).toBe('hello');
    expect(await readBodyWithin(new Response('hello!').body, 5)).toBeNull();
    expect(await readBodyWithin(null, 5)).toEqual(new Uint8Array(0));
  });

  it('refuses multipart calls without a valid argument list', async () => {
    expect(await screenActionRequest(call(form({ userName: 'x' })))).toEqual({
      ok: false,
      reason: 'the multipart body has no argument list (field "0")',
    });
    expect((await screenActionRequest(call(form({ '0': '{' })))).ok).toBe(false);
    expect((await screenActionRequest(call(form({ '0': '["$Q1"]', '1': '[]' })))).ok).toBe(false);
    expect((await screenActionRequest(call(form({ '0': '[]', '1': '["$Q9"]' })))).ok).toBe(false);
    const broken: ActionRequest = { ...call(form({})), formData: () => Promise.reject(new TypeError('bad multipart')) };
    expect(await screenActionRequest(broken)).toEqual({ ok: false, reason: 'the multipart body is malformed' });
  });

  it('refuses a malformed action id', async () => {
    expect((await screenActionRequest(call('[]', 'zz'))).ok).toBe(false);
    expect((await screenActionRequest(call('[]', ''))).ok).toBe(false);
  });

  it('refuses forms posted without the page script, and leaves other posts to the page', async () => {
    const noScript = call(form({ $ACTION_REF_1: '', '$ACTION_1:0': '{"id":"x","bound":"$@1"}' }), null);
    expect((await screenActionRequest(noScript)).ok).toBe(false);
    expect((await screenActionRequest(call(form({ [`$ACTION_ID_${ID}`]: '' }), null))).ok).toBe(false);
    expect(await screenActionRequest(call(form({ userName: 'x' }), null))).toEqual({ ok: true });
    expect(await screenActionRequest(call('anything', null))).toEqual({ ok: true });
  });
});
