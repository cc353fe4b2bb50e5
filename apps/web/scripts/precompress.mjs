/**
 * Runs after `vite build`: writes brotli (.br) and gzip (.gz) twins of every text asset over 1 kB in dist/, so the
 * server sends them as they are (@fastify/static preCompressed) instead of compressing on each request.
 * A twin that would not be smaller than the original is not written.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const COMPRESSIBLE = /\.(js|mjs|css|svg|html|json|wasm|txt|map)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

let count = 0;
let before = 0;
let afterBr = 0;
for (const file of files(dist)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const source = fs.readFileSync(file);
  if (source.length < MIN_BYTES) continue;
  const br = zlib.brotliCompressSync(source, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      [zlib.constants.BROTLI_PARAM_MODE]: file.endsWith('.wasm')
        ? zlib.constants.BROTLI_MODE_GENERIC
        : zlib.constants.BROTLI_MODE_TEXT,
    },
  });
  const gz = zlib.gzipSync(source, { level: zlib.constants.Z_BEST_COMPRESSION });
  if (br.length < source.length) fs.writeFileSync(`${file}.br`, br);
  if (gz.length < source.length) fs.writeFileSync(`${file}.gz`, gz);
  count += 1;
  before += source.length;
  afterBr += Math.min(br.length, source.length);
}
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
console.log(`precompressed ${count} files: ${kb(before)} → ${kb(afterBr)} brotli`);
