// Statements run on the PostgreSQL server of TEST_DATABASE_URL outside any test database (create, copy, drop).
import pg from 'pg';

export async function withAdmin<T>(run: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await c.connect();
  try {
    return await run(c);
  } finally {
    await c.end();
  }
}

/** pool.end() resolves before its sockets have closed: wait until nobody is connected to the database. */
export async function waitUntilIdle(c: pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const { rows } = await c.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
    if (rows[0].n === 0) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}

export function databaseUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}
