// The published OpenAPI document is a valid contract: it validates with an independent parser (swagger-parser,
// every $ref resolved), only API calls are operations, every token path declares its security, and a typed client
// generated from it (openapi-typescript) compiles against the real login call and rejects a wrong one.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type Database } from '@mall/db';
import { buildApp } from '../src/server';
import { TOKEN_OPTIONAL } from '../src/platform/auth';

type Operation = { security?: Record<string, string[]>[]; operationId?: string };
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, unknown> } };
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Type-checks `files` (name → source), written to a temporary directory; the diagnostics as text. */
function typeCheck(files: Record<string, string>): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'mall-client-'));
  try {
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    const options: ts.CompilerOptions = {
      strict: true, noEmit: true, skipLibCheck: true, types: [],
      target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler,
    };
    const program = ts.createProgram(Object.keys(files).map((f) => join(dir, f)), options);
    return ts.getPreEmitDiagnostics(program).map((d) => `${d.file?.fileName.slice(dir.length) ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('OpenAPI document', () => {
  let app: FastifyInstance;
  let database: Database;
  let consoleDir: string;
  let doc: Doc;
  beforeAll(async () => {
    database = await openDatabase();
    await database.migrate();
    // the console SPA and the storefront mounted too (stand-in builds), so their catch-all routes exist while the
    // document is made; the storefront's answers every method, QUERY included
    consoleDir = mkdtempSync(join(tmpdir(), 'mall-openapi-'));
    mkdirSync(join(consoleDir, 'assets'));
    writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><title>console</title>');
    mkdirSync(join(consoleDir, 'web', 'assets'), { recursive: true });
    writeFileSync(join(consoleDir, 'server.mjs'), 'export const routes = {}; export const assets = {}; export const entry = { module: {} };');
    app = await buildApp({
      database, uploadsDir: '/nonexistent', mode: 'test', console: consoleDir,
      web: { serverEntry: join(consoleDir, 'server.mjs'), clientDir: join(consoleDir, 'web') },
    });
    await app.ready();
    const res = await app.inject({ method: 'GET', url: '/shop-api/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(consoleDir, { recursive: true, force: true });
  });

  it('validates with swagger-parser, every $ref resolved (recursive category trees are components)', async () => {
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
    expect(doc.openapi).toMatch(/^3\.0\./);
    expect(Object.keys(doc.components?.schemas ?? {})).toEqual(expect.arrayContaining(['CategoryNode']));
    const text = JSON.stringify(doc);
    for (const ref of text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)) expect(doc.components?.schemas, ref[1]).toHaveProperty([ref[1]!]);
  });

  it('has only API calls as operations: no storefront, console or uploads catch-all', () => {
    const paths = Object.keys(doc.paths);
    expect(paths.length).toBeGreaterThan(100);
    for (const p of paths) {
      expect(p, 'a catch-all is not an operation').not.toMatch(/\*|^\/(console|uploads|assets|shop-api)(\/|$)/);
      for (const m of Object.keys(doc.paths[p]!)) expect(METHODS, `${m} ${p}`).toContain(m);
    }
    // and the console and the storefront really were mounted
    expect(app.hasRoute({ method: 'GET', url: '/console/*' })).toBe(true);
    expect(app.hasRoute({ method: 'GET', url: '/*' })).toBe(true);
  });

  it('declares the token on every /p/ operation and on no public one', () => {
    let tokenPaths = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        if (path.startsWith('/p/')) {
          tokenPaths++;
          expect(op.security, `${method} ${path}`).toEqual([{ token: [] }]);
        } else if (TOKEN_OPTIONAL.has(`/shop-api${path}`)) expect(op.security, `${method} ${path}`).toEqual([{}, { token: [] }]);
        else expect(op.security, `${method} ${path}`).toBeUndefined();
      }
    }
    expect(tokenPaths).toBeGreaterThan(50);
    // the favourites and recent-browse calls, which declared nothing before
    expect(doc.paths['/p/user/collection/prods']?.get?.security).toEqual([{ token: [] }]);
    expect(doc.paths['/p/user/recentBrowse']?.post?.security).toEqual([{ token: [] }]);
  });

  it('generates a typed client that compiles against the login call and rejects a wrong body', async () => {
    const generated = astToString(await openapiTS(structuredClone(doc) as never));
    expect(generated).toContain('"/login": {');
    expect(generated).toContain('"/p/myOrder/myOrder": {');
    const use = `
      import type { paths, components } from './schema';
      type Login = paths['/login']['post'];
      export const body: Login['requestBody']['content']['application/json'] = { userName: 'demo_buyer', passWord: 'demo@123456' };
      export const token = (answer: Login['responses'][200]['content']['application/json']): string => answer.accessToken;
      export const name = (c: components['schemas']['CategoryNode']): string => c.categories[0]?.categoryName ?? c.categoryName;
      // @ts-expect-error a number is not a user name
      export const wrong: Login['requestBody']['content']['application/json'] = { userName: 1, passWord: 'x' };
    `;
    expect(typeCheck({ 'schema.ts': generated, 'use.ts': use })).toEqual([]);
    // the check can fail: without the expected error the unused directive is reported
    expect(typeCheck({ 'schema.ts': generated, 'use.ts': use.replace('userName: 1', "userName: 'x'") }).join('\n')).toMatch(/Unused '@ts-expect-error'/);
  });
});
