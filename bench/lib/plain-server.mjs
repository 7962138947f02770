// The baseline: plain Node `http` serving the shop's captured pages from memory, byte for byte, with
// the same content-type. Forked by bench/run.mjs with a JSON file listing
// [{ path, contentType, contentEncoding?, bodyFile }] (a contentEncoding is sent as Content-Encoding:
// the body file holds bytes already compressed); reports its port over IPC.
import fs from 'node:fs';
import http from 'node:http';

const pages = new Map();
for (const page of JSON.parse(fs.readFileSync(process.argv[2], 'utf8'))) {
  const body = fs.readFileSync(page.bodyFile);
  const encoding = page.contentEncoding ? { 'content-encoding': page.contentEncoding, vary: 'Accept-Encoding' } : {};
  pages.set(page.path, { body, headers: { 'content-type': page.contentType, ...encoding, 'content-length': body.length } });
}

const server = http.createServer((req, res) => {
  const page = pages.get(req.url);
  if (!page) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, page.headers).end(page.body);
});

server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
process.on('disconnect', () => process.exit(0)); // the benchmark went away: do not linger
