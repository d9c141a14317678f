// A static server for target/web on a free loopback port, for one test run: what any static
// host does (GitHub Pages: the types browsers need, `Cache-Control: max-age=600`, validators
// and 304s). Every request is logged with the bytes it sent and their gzip size, so a test
// can count what a visit fetched.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm', '.ttf': 'font/ttf', '.txt': 'text/plain; charset=utf-8', '.png': 'image/png',
  '.json': 'application/json',
};

export function serve(rootDir) {
  const root = path.resolve(rootDir);
  const log = [];
  const gzipped = new Map(); // file → its gzip -9 size
  const server = http.createServer((req, res) => {
    let p;
    try { p = decodeURIComponent(new URL(req.url, 'http://127.0.0.1').pathname); } catch { res.writeHead(400); return res.end(); }
    const entry = { method: req.method, path: p, status: 0, bytes: 0, gzip: 0 };
    log.push(entry);
    if (p.endsWith('/')) p += 'index.html';
    const file = path.join(root, path.normalize(p).replace(/^([/\\])+/, ''));
    if (!file.startsWith(root + path.sep)) { entry.status = 403; res.writeHead(403); return res.end(); }
    fs.stat(file, (err, st) => {
      if (err || !st.isFile()) { entry.status = 404; res.writeHead(404); return res.end('not found'); }
      const etag = `"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`;
      const headers = { 'cache-control': 'max-age=600', etag, 'last-modified': st.mtime.toUTCString() };
      if (req.headers['if-none-match'] === etag) { entry.status = 304; res.writeHead(304, headers); return res.end(); }
      if (!gzipped.has(file)) gzipped.set(file, zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length);
      Object.assign(entry, { status: 200, bytes: st.size, gzip: gzipped.get(file) });
      res.writeHead(200, { ...headers, 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'content-length': st.size });
      fs.createReadStream(file).pipe(res);
    });
  });
  server.keepAliveTimeout = 500;
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({
    url: `http://127.0.0.1:${server.address().port}/`,
    log,
    close: () => new Promise((done) => { server.closeAllConnections(); server.close(done); }),
  })));
}
