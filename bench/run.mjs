#!/usr/bin/env node
// `npm run bench`: runs every benchmark in turn. Figures are for comparison within one run on one machine.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const benches = ['page-weight.mjs', 'lighthouse.mjs', 'ssr.mjs', 'list-latency.mjs', 'flash-sale.mjs', 'flow-log.mjs'];
let status = 0;
for (const b of benches) {
  console.log(`\n## ${b}`);
  const r = spawnSync(process.execPath, [fileURLToPath(new URL(b, import.meta.url))], { stdio: 'inherit' });
  status ||= r.status ?? 1;
}
process.exit(status);
