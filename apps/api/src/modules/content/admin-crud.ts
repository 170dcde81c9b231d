// One list / read / create / update / delete of a content table for the platform console, so that every editable
// table (nav, zones, popup ads, notices, news, help, links, hot words) follows the same rules: a body is checked and
// turned into a row by the table's `toRow` (which throws AppError with a message key), a missing id answers 404,
// and a delete may be refused by `beforeDelete`. The routes (crudRoutes) are the same five calls for every table.
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { idParam, paged, type Paged } from '@mall/shared';
import type { Db } from '@mall/db';
import { notFound } from '../../platform/errors';
import type { ZodApp } from '../../platform/http';
import { offsetOf, toPage } from '../../platform/paging';

type Table = PgTable & { id: AnyPgColumn };
export interface ListQuery { current: number; size: number; keyword?: string }

export interface CrudSpec<Body, Row, View, Query extends ListQuery = ListQuery> {
  table: Table;
  /** checks a body and answers the columns to write; `existing` is the row an update changes */
  toRow(body: Body, existing?: Row): Promise<Record<string, unknown>> | Record<string, unknown>;
  toView(row: Row): View;
  orderBy: SQL[];
  /** the rows a list query selects (keyword search, filters) */
  where?(query: Query): SQL | undefined;
  /** throws AppError to refuse deleting this row */
  beforeDelete?(row: Row): Promise<void>;
  /** runs after an update (e.g. copies a changed name to where it is repeated) */
  afterUpdate?(row: Row): Promise<void>;
  /** the rows of the table this console may touch at all (e.g. platform notices only); others answer 404 */
  scope?: SQL;
}

export function createCrud<Body, Row, View, Query extends ListQuery = ListQuery>(db: Db, spec: CrudSpec<Body, Row, View, Query>) {
  const { table } = spec;
  const byId = (id: number) => and(eq(table.id, id), spec.scope);
  async function row(id: number): Promise<Row> {
    const [r] = await db.select().from(table).where(byId(id));
    if (!r) throw notFound('admin.notFound');
    return r as Row;
  }
  return {
    async list(query: Query): Promise<Paged<View>> {
      const where = and(spec.scope, spec.where?.(query));
      const [rows, [total]] = await Promise.all([
        db.select().from(table).where(where).orderBy(...spec.orderBy).limit(query.size).offset(offsetOf(query.current, query.size)),
        db.select({ n: count() }).from(table).where(where),
      ]);
      return toPage((rows as Row[]).map(spec.toView), Number(total?.n ?? 0), query.current, query.size);
    },
    async get(id: number): Promise<View> {
      return spec.toView(await row(id));
    },
    async create(body: Body): Promise<View> {
      const values = await spec.toRow(body);
      const [r] = await db.insert(table).values(values as never).returning();
      return spec.toView(r as Row);
    },
    async update(id: number, body: Body): Promise<View> {
      const values = await spec.toRow(body, await row(id));
      const [r] = await db.update(table).set(values as never).where(byId(id)).returning();
      if (!r) throw notFound('admin.notFound');
      await spec.afterUpdate?.(r as Row);
      return spec.toView(r as Row);
    },
    async remove(id: number): Promise<{ ok: true }> {
      const existing = await row(id);
      await spec.beforeDelete?.(existing);
      const gone = await db.delete(table).where(byId(id)).returning({ id: table.id });
      if (gone.length === 0) throw notFound('admin.notFound');
      return { ok: true };
    },
  };
}
export type Crud<Body, View, Query extends ListQuery = ListQuery> = {
  list(q: Query): Promise<Paged<View>>;
  get(id: number): Promise<View>;
  create(b: Body): Promise<View>;
  update(id: number, b: Body): Promise<View>;
  remove(id: number): Promise<{ ok: true }>;
};

const okAnswer = z.object({ ok: z.literal(true) });

/** GET list, GET one, POST, PUT and DELETE of one table under `path` (inside the operators-only scope).
 *  (Answers are checked by the response schemas; the generic handlers cannot name their exact reply type.) */
export function crudRoutes<B extends z.ZodType, V extends z.ZodType, Q extends z.ZodType<ListQuery>>(
  app: ZodApp,
  path: string,
  what: string,
  schemas: { body: B; view: V; query: Q },
  crud: Crud<z.infer<B>, z.infer<V>, z.infer<Q>>,
) {
  const base = { tags: ['console: platform'], security: [{ token: [] }] };
  app.get(path, { schema: { ...base, summary: `${what}: list (operators only)`, querystring: schemas.query, response: { 200: paged(schemas.view) } } },
    (req) => crud.list(req.query as z.infer<Q>) as never);
  app.get(`${path}/:id`, { schema: { ...base, summary: `${what}: one`, params: idParam, response: { 200: schemas.view } } },
    (req) => crud.get(req.params.id) as never);
  app.post(path, { schema: { ...base, summary: `${what}: create`, body: schemas.body, response: { 200: schemas.view } } },
    (req) => crud.create(req.body as z.infer<B>) as never);
  app.put(`${path}/:id`, { schema: { ...base, summary: `${what}: update`, params: idParam, body: schemas.body, response: { 200: schemas.view } } },
    (req) => crud.update(req.params.id, req.body as z.infer<B>) as never);
  app.delete(`${path}/:id`, { schema: { ...base, summary: `${what}: delete`, params: idParam, response: { 200: okAnswer } } },
    (req) => crud.remove(req.params.id));
}
