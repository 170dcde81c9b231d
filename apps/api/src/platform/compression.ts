// Compressed answers (decision 032): pages, API JSON, the console's and the storefront's files go out as brotli or
// gzip when the client accepts it. Brotli at quality 4 (not the default 11, ~20x the CPU) keeps a server-rendered
// page's compression near a millisecond; the storefront's hashed assets are compressed once at build time
// (scripts/precompress.mjs) and served as they are. Answers under 1 KB, images and streams already encoded pass.
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
