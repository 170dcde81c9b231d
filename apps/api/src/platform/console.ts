// Serves the built console SPA (apps/console/build) under /console: hashed assets cached for a year, every other
// path below /console answers index.html (the SPA's router takes over), never cached. Its security headers (no
// framing, CSP with inline styles for antd's CSS-in-JS) are the app's (security-headers.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const defaultConsoleBuild = (consoleDir: string) => join(consoleDir, 'build');
export const consoleBuildExists = (dir: string) => existsSync(join(dir, 'index.html'));

export async function registerConsole(app: FastifyInstance, dir: string) {
  await app.register(fastifyStatic, {
    root: join(dir, 'assets'),
    prefix: '/console/assets/',
    wildcard: false,
    immutable: true,
    maxAge: '1y',
    decorateReply: false,
    // file.js.br / file.js.gz written at build time (scripts/precompress.mjs, decision 032)
    preCompressed: true,
  });
  const index = readFileSync(join(dir, 'index.html'));
  const page = (_req: unknown, reply: FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(index);
  app.get('/console', page);
  app.get('/console/*', page);
}
