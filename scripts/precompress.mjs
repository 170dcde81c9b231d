#!/usr/bin/env node
// Writes <file>.br (brotli, best quality) and <file>.gz beside every script, style sheet and SVG of a build folder,
// for @fastify/static's preCompressed mode (decision 032): hashed assets are compressed once, not per request.
// usage: node scripts/precompress.mjs <dir> [...]
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|map)$/;
let files = 0;
for (const dir of process.argv.slice(2)) {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const path = join(entry.parentPath ?? entry.path, entry.name);
    const bytes = readFileSync(path);
    if (bytes.length < 1024) continue;
    writeFileSync(`${path}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
    writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
    files++;
  }
}
console.log(`precompressed ${files} files`);
