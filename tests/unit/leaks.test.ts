import { findInternals } from '../helpers/leaks';

describe('stack-trace detector used by the fuzzer', () => {
  it('finds a real stack trace, in plain text and inside JSON', () => {
    const stack = new Error('boom').stack!;
    expect(findInternals(stack)).not.toBeNull();
    expect(findInternals(JSON.stringify({ error: stack }))).not.toBeNull();
  });

  it.each([
    'Error: x\n    at handler (/srv/app/.next/server/chunks/ssr/route.js:1:2)',
    'at async POST (/srv/app/app/api/visit/route.ts:10:5)',
    'Cannot find module /srv/app/node_modules/next/dist/server.js',
    'failed in lib/store/file-store.ts:42:7',
  ])('finds %j', (text) => {
    expect(findInternals(text)).not.toBeNull();
  });

  it.each([
    '{"error":"Cross-origin request refused: the request came from evil.example, not from this site."}',
    '{"errors":["user/about/email: Email must be a valid email address"]}',
    'The file is not valid JSON: Unexpected token } in JSON at position 12',
    'Meet me at noon (or later)',
  ])('passes the ordinary answer %j', (text) => {
    expect(findInternals(text)).toBeNull();
  });
});
