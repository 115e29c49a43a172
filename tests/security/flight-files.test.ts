/**
 * The pre-rendered pages' hydration data served as files of their own (lib/http/flight-files.mjs),
 * through a real HTTP server wired as server.mjs wires it: what is kept and for how long, and that
 * the answers are what a browser and a CDN need (immutable, compressed, conditional) and nothing
 * else (unknown or malformed addresses get a 404 that is never cached).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { FLIGHT_PATH, FlightFiles, VERSIONS } from '@/lib/http/flight-files.mjs';
import { rawGet } from '../helpers/raw-get';

let files: FlightFiles;
let server: http.Server;
let base: string;

beforeEach(async () => {
  files = new FlightFiles({ headers: { 'Content-Security-Policy': "default-src 'none'" } });
  server = http.createServer((req, res) => {
    void files.serve(req, res, (req.url ?? '/').split('?', 1)[0]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawGet(`${base}${path}`, headers, method);

/** Flight data as the render cache hands it over: one JSON array of what the page's scripts pushed. */
const flight = (text: string) => JSON.stringify([[0], [1, `0:${JSON.stringify({ text: text.repeat(100) })}\n`]]);

describe('flight files', () => {
  it('serves a kept page’s data: immutable JSON, in the encoding asked for, 304 when the browser has it', async () => {
    const json = flight('hello');
    const { url, hash } = files.keep('/index', json);
    expect(url).toBe(`${FLIGHT_PATH}${hash}.json`);
    expect(hash).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const plain = await get(url);
    expect(plain.status).toBe(200);
    expect(plain.body.toString()).toBe(json);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    expect(plain.headers['content-security-policy']).toContain("default-src 'none'");
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(json);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(json.length);

    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(json);

    const again = await get(url, { 'if-none-match': plain.headers.etag as string });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);

    const head = await get(url, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it('gives the same data the same address, and keeping it again changes nothing', async () => {
    const json = flight('same');
    const first = files.keep('/index', json);
    expect(files.keep('/index', json)).toEqual(first);
    expect(files.keep('/index', json, first.hash)).toEqual(first);
    expect((await get(first.url)).body.toString()).toBe(json);
  });

  it(`keeps the last ${VERSIONS} renders of each page: an older one is gone, another page’s stays`, async () => {
    const other = files.keep('/about-me', flight('about'));
    const renders = Array.from({ length: VERSIONS + 1 }, (_, i) => files.keep('/index', flight(`render ${i}`)));
    expect((await get(renders[0].url)).status).toBe(404);
    for (const render of renders.slice(1)) expect((await get(render.url)).status).toBe(200);
    expect((await get(other.url)).status).toBe(200);

    // Handed out again (the page still served): it becomes the newest and outlives later renders.
    files.keep('/index', flight('render 1'), renders[1].hash);
    files.keep('/index', flight('render 5'));
    expect((await get(renders[1].url)).status).toBe(200);
    expect((await get(renders[2].url)).status).toBe(404);
  });

  it('keeps files for a bounded number of pages, the least recently kept going first', async () => {
    const few = new FlightFiles({ maxPages: 2 });
    const a = few.keep('/a', flight('a'));
    few.keep('/b', flight('b'));
    few.keep('/a', flight('a'), a.hash);
    const c = few.keep('/c', flight('c'));
    files = few;
    expect((await get(a.url)).status).toBe(200);
    expect((await get(c.url)).status).toBe(200);
    expect((await get(`${FLIGHT_PATH}${few.keep('/b', flight('b')).hash}.json`)).status).toBe(200);
    expect((await get(a.url)).status).toBe(404);
  });

  it('answers an unknown or malformed address with a 404 that no cache keeps, and echoes nothing', async () => {
    files.keep('/index', flight('x'));
    for (const path of [
      `${FLIGHT_PATH}AAAAAAAAAAAAAAAAAAAAAA.json`,
      `${FLIGHT_PATH}..%2F..%2Fetc%2Fpasswd`,
      `${FLIGHT_PATH}<script>.json`,
      `${FLIGHT_PATH}`,
      `${FLIGHT_PATH}${'A'.repeat(5000)}.json`,
    ]) {
      const answer = await get(path.replace('<', '%3C').replace('>', '%3E'));
      expect(answer.status).toBe(404);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(answer.body.toString()).not.toMatch(/script|passwd|AAAA/);
    }
  });
});
