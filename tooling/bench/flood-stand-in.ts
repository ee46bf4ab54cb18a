// Runs in its own process (tooling/bench/flood.ts): a stand-in for the site that answers every
// request 503 after the gate's refusal wait, as the site answers a flood. The flood row sends the
// same flood here once, beside `/`, to measure what the flood's clients (and this small server)
// take from `/` on the bench's own cores, with nothing of the site's work in the way.
import http from 'node:http';

const [port, waitMs] = process.argv.slice(2).map(Number);
// About the size of the site's refusal page (lib/render-gate/refusal.ts).
const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Busy</title></head><body><main><h1>Busy</h1><p>${'Searches are busy. '.repeat(20)}</p></main></body></html>`;
const headers = {
  'Retry-After': '2',
  'Cache-Control': 'no-store',
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Length': Buffer.byteLength(body),
};

http
  .createServer((request, response) => {
    request.resume();
    setTimeout(() => {
      response.writeHead(503, headers);
      response.end(body);
    }, waitMs);
  })
  .listen(port, '127.0.0.1');
