// The PostgreSQL pool outlives a lost idle connection (a server restart, a terminated backend): the loss is told to
// onIdleError instead of ending the process, and the next query opens a new connection.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/client';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('database client [postgres]', () => {
  it('an idle connection terminated by the server is dropped and reported; the next query works', async () => {
    const lost: Error[] = [];
    const database = await openDatabase({ url: adminUrl!, poolSize: 1, onIdleError: (err) => lost.push(err) });
    try {
      const first = await database.db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
      const pid = Number(first.rows[0]!.pid);
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        await admin.query('select pg_terminate_backend($1)', [pid]);
      } finally {
        await admin.end();
      }
      await expect.poll(() => lost.length).toBe(1);
      expect(lost[0]!.message).toMatch(/terminating connection/);
      const again = await database.db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
      expect(Number(again.rows[0]!.pid)).not.toBe(pid);
    } finally {
      await database.close();
    }
  });
});
