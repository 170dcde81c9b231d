// Seeds the demo mall from the command line:
//   npx tsx packages/db/src/seed/cli.ts [--products N] [--no-images] [--seed N]
// Database: DATABASE_URL (PostgreSQL) or else PGlite in $DATA_DIR/pglite (DATA_DIR defaults to ./data,
// as the server uses). Images go to $DATA_DIR/uploads.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../client';
import { DEFAULT_PRODUCTS, isSeeded, seedDemo } from './index';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      'no-images': { type: 'boolean', default: false },
      seed: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log('Usage: tsx packages/db/src/seed/cli.ts [--products N] [--no-images] [--seed N]');
    return 0;
  }
  const products = values.products === undefined ? DEFAULT_PRODUCTS : Number(values.products);
  if (!Number.isInteger(products) || products < 0) {
    console.error(`--products must be a non-negative integer, got ${values.products}`);
    return 2;
  }
  const seed = values.seed === undefined ? undefined : Number(values.seed);
  if (seed !== undefined && !Number.isInteger(seed)) {
    console.error(`--seed must be an integer, got ${values.seed}`);
    return 2;
  }
  const dataDir = resolve(process.env.DATA_DIR ?? './data');
  const url = process.env.DATABASE_URL;
  const uploadsDir = values['no-images'] ? null : resolve(dataDir, 'uploads');

  const started = performance.now();
  const database = await openDatabase(url ? { url } : { dataDir: resolve(dataDir, 'pglite') });
  try {
    await database.migrate();
    console.log(`Database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${resolve(dataDir, 'pglite')}`}`);
    if (await isSeeded(database.db)) {
      console.log('The demo data is already loaded; nothing to do. Use a fresh data directory or database to seed again.');
      return 0;
    }
    console.log(`Seeding ${products} products${uploadsDir ? `, images in ${uploadsDir}` : ', no image files'}...`);
    const summary = await seedDemo(database.db, { products, uploadsDir, seed, now: new Date(), onProgress: (m) => console.log(`  ${m}`) });
    console.log('Done:');
    for (const [key, value] of Object.entries(summary)) console.log(`  ${key.padEnd(16)} ${value}`);
    console.log(`  total (with open/migrate) ${Math.round(performance.now() - started)} ms`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
