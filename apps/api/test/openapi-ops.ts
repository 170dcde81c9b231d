// The operations of the app's own OpenAPI document, and requests built from their schemas: what the authorization
// matrix (authz-matrix.test.ts) and the fuzz test (fuzz.test.ts) call. A route added later is in the document, so
// both suites cover it without being edited.
import type { TestContext } from './harness';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
export type Schema = {
  type?: string | string[]; properties?: Record<string, Schema>; required?: string[]; items?: Schema; enum?: unknown[]; const?: unknown;
  anyOf?: Schema[]; oneOf?: Schema[]; allOf?: Schema[]; $ref?: string; minimum?: number; exclusiveMinimum?: boolean | number; maximum?: number;
  minLength?: number; maxLength?: number; pattern?: string; minItems?: number; format?: string; default?: unknown; nullable?: boolean;
};
export type Parameter = { in: 'path' | 'query' | 'header' | 'cookie'; name: string; required?: boolean; schema: Schema };
export type Operation = { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema: Schema }> }; security?: unknown[] };
export interface Route { method: Method; path: string; op: Operation; key: string }
export type Doc = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };
/** Values by parameter or property name: the ids of a fixture's objects, and values that pass common rules. */
export type Fill = Record<string, unknown>;

export const API = '/shop-api';

/** Every operation of the document, `key` = 'METHOD /path' (the path without /shop-api). */
export function operations(doc: Doc): Route[] {
  const out: Route[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [m, op] of Object.entries(ops)) {
      const method = m.toUpperCase() as Method;
      if (['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].includes(method)) out.push({ method, path, op, key: `${method} ${path}` });
    }
  }
  return out;
}

export function resolve(doc: Doc, s: Schema | undefined): Schema | undefined {
  let cur = s;
  for (let i = 0; cur?.$ref && i < 10; i++) cur = doc.components?.schemas?.[cur.$ref.replace('#/components/schemas/', '')];
  if (cur?.allOf?.length === 1) return resolve(doc, { ...cur.allOf[0], nullable: cur.nullable });
  return cur;
}

export const typeOf = (s: Schema | undefined): string | undefined => (Array.isArray(s?.type) ? s.type.find((t) => t !== 'null') : s?.type);

/** Strings that satisfy common patterns of the contracts, tried in order when a schema has a pattern. */
const PATTERN_CANDIDATES = ['13800138000', '1', '1,2', 'abc', 'x1234567', '2026-11-21', '2026-11-21 08:00:00', '310000', 'A1', 'a'];

/** A small value the schema accepts (first non-null branch, minimum numbers, required properties plus filled ones). */
export function sample(doc: Doc, schema: Schema | undefined, fill: Fill = {}, name?: string, depth = 0): unknown {
  if (name !== undefined && name in fill) return fill[name];
  const s = resolve(doc, schema);
  if (!s || depth > 6) return {};
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum.find((v) => v !== null) ?? s.enum[0];
  const branch = s.anyOf ?? s.oneOf;
  if (branch?.length) return sample(doc, branch.find((b) => typeOf(resolve(doc, b)) !== 'null' && !resolve(doc, b)?.enum?.includes(null)) ?? branch[0], fill, undefined, depth + 1);
  switch (typeOf(s)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, p] of Object.entries(s.properties ?? {})) {
        if ((s.required ?? []).includes(k) || k in fill) out[k] = sample(doc, p, fill, k, depth + 1);
      }
      return out;
    }
    case 'array': {
      const n = Math.max(s.minItems ?? 0, name === undefined ? 0 : 0);
      return Array.from({ length: n }, () => sample(doc, s.items, fill, undefined, depth + 1));
    }
    case 'integer':
    case 'number': {
      const min = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : (s.minimum ?? 1) + (s.exclusiveMinimum === true ? 1 : 0);
      return Math.max(min, Math.min(1, s.maximum ?? 1));
    }
    case 'boolean': return false;
    case 'string': {
      if (s.format === 'date-time') return '2026-11-21T08:00:00Z';
      if (s.pattern) {
        const re = new RegExp(s.pattern);
        const hit = PATTERN_CANDIDATES.find((c) => re.test(c) && c.length >= (s.minLength ?? 0) && c.length <= (s.maxLength ?? Infinity));
        if (hit) return hit;
      }
      return 'x'.repeat(Math.max(1, s.minLength ?? 1));
    }
    default: return s.default ?? null;
  }
}

export const jsonBodySchema = (r: Route): Schema | undefined => r.op.requestBody?.content?.['application/json']?.schema;
export const paramsIn = (r: Route, where: 'path' | 'query') => (r.op.parameters ?? []).filter((p) => p.in === where);

export interface Req { method: Method; url: string; body?: unknown; raw?: string; headers?: Record<string, string> }

/** The request of a route with values from `fill` by name (path ids nobody has otherwise). */
export function requestOf(doc: Doc, r: Route, fill: Fill = {}): Req {
  let url = API + r.path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(String(fill[k] ?? 999999)));
  const query = paramsIn(r, 'query')
    .filter((p) => p.required || p.name in fill)
    .map((p) => `${p.name}=${encodeURIComponent(String(sample(doc, p.schema, fill, p.name)))}`);
  if (query.length) url += `?${query.join('&')}`;
  const bodySchema = jsonBodySchema(r);
  return { method: r.method, url, ...(bodySchema ? { body: sample(doc, bodySchema, fill) } : {}) };
}

/** Which fill keys a request of the route uses (path and query parameters, top-level body properties). */
export function namesUsed(doc: Doc, r: Route): { path: string[]; query: string[]; body: string[] } {
  const body = resolve(doc, jsonBodySchema(r));
  return {
    path: paramsIn(r, 'path').map((p) => p.name),
    query: paramsIn(r, 'query').map((p) => p.name),
    body: typeOf(body) === 'object' ? Object.keys(body?.properties ?? {}) : [],
  };
}

export async function send(ctx: () => TestContext, req: Req, headers: Record<string, string>) {
  const payload = req.raw ?? (req.body === undefined ? undefined : JSON.stringify(req.body));
  return ctx().app.inject({
    method: req.method,
    url: req.url,
    headers: {
      'accept-language': 'en',
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
      ...req.headers,
    },
    ...(payload === undefined ? {} : { payload }),
  });
}
