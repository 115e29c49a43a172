// Benchmark of the visit endpoint against a running production server (127.0.0.1 only).
// Usage: node tests/load/visit-bench.mjs http://127.0.0.1:3000 [seconds=10] [connections=10]
// Each POST carries no cookie, so each is a new visitor: the worst case (a new signed cookie and a unique visitor).
import autocannon from 'autocannon';

const [base = 'http://127.0.0.1:3000', seconds = '10', connections = '10'] = process.argv.slice(2);
const url = new URL('/api/visit', base);
if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') {
  console.error('Refusing to load anything but a local server.');
  process.exit(1);
}
const ua = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

for (const method of ['POST', 'GET']) {
  const result = await autocannon({
    url: url.href,
    method,
    headers: { 'user-agent': ua },
    duration: Math.min(Number(seconds), 30),
    connections: Math.min(Number(connections), 50),
  });
  console.log(
    `${method} /api/visit: ${result.requests.average.toFixed(0)} req/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `non-2xx ${result.non2xx}, errors ${result.errors}`,
  );
}
