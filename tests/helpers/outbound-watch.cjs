// Preloaded into a test server (NODE_OPTIONS=--require …): writes one "OUTBOUND <how> <host>" line
// to stderr for every connection the process starts to anything but this machine's loopback, as
// Node.js reports them on its diagnostics channels (fetch requests, and every TCP socket once its
// host name is looked up or its address tried). It watches only: it changes nothing.
const diagnostics = require('node:diagnostics_channel');

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|\[::1\]|localhost)$/i;
const report = (how, host) => {
  if (host && !LOOPBACK.test(host)) process.stderr.write(`OUTBOUND ${how} ${host}\n`);
};

diagnostics.subscribe('undici:request:create', ({ request }) => {
  try {
    report('fetch', new URL(request.origin).hostname);
  } catch {
    report('fetch', String(request.origin));
  }
});
diagnostics.subscribe('net.client.socket', ({ socket }) => {
  socket.once('lookup', (_error, _address, _family, host) => report('lookup', host));
  socket.once('connectionAttempt', (address) => report('connect', address));
});
