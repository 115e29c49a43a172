/**
 * Finding (image optimiser): any method but GET and HEAD on /_next/image answered 500 and logged
 * an error each time (a cheap way to fill the logs). proxy.ts now refuses them with a 405 and an
 * Allow header before the optimiser runs; GET still serves the image. The same for the build's
 * cached files (social cards, résumé PDFs), where an OPTIONS request was left unanswered.
 */
import { READ_ONLY } from '@/proxy';
import { startTarget, type Target } from './harness';

jest.setTimeout(120_000);

const IMAGE = `/_next/image?url=${encodeURIComponent('/demo/avatar.webp')}&w=640&q=75`;

let target: Target;
beforeAll(async () => {
  target = await startTarget();
});
afterAll(() => target?.server.stop());

describe('finding: other methods on the image optimiser', () => {
  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])(
    '%s answers 405 with Allow: GET, HEAD, and logs nothing',
    async (method) => {
      const before = target.server.log().length;
      const answer = await fetch(`${target.url}${IMAGE}`, { method, body: method === 'DELETE' ? undefined : 'x' });
      expect(answer.status).toBe(405);
      expect(answer.headers.get('allow')).toBe('GET, HEAD');
      expect(await answer.text()).toBe(READ_ONLY.refusal);
      await new Promise((r) => setTimeout(r, 200));
      expect(target.server.log().slice(before)).toBe('');
    },
  );

  it.each(['/og/home', '/og/anything', '/resume/resume.pdf'])(
    'OPTIONS on the cached file %s answers 405 at once (Next.js alone left it unanswered)',
    async (address) => {
      const answer = await fetch(`${target.url}${address}`, { method: 'OPTIONS', signal: AbortSignal.timeout(10_000) });
      expect(answer.status).toBe(405);
      expect(answer.headers.get('allow')).toBe('GET, HEAD');
      expect(await answer.text()).toBe(READ_ONLY.refusal);
    },
  );

  it('GET and HEAD still serve the optimised image', async () => {
    for (const method of ['GET', 'HEAD']) {
      const answer = await fetch(`${target.url}${IMAGE}`, { method, headers: { accept: 'image/webp' } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^image\//);
      await answer.arrayBuffer();
    }
  });
});
