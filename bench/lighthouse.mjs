#!/usr/bin/env node
// Lighthouse (Debian's Chromium) on the home, list and product pages, phone and desktop profiles, against the real
// server with demo data. Prints the performance score, LCP, TBT, CLS and the other category scores per page.
// Targets (issue 16): performance ≥ 90 on phones and ≥ 95 on desktop, LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.1.
// `node bench/lighthouse.mjs [path …]`; BENCH_URL=http://host:port measures a mall already running.
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { startMall } from './lib.mjs';

const mall = process.env.BENCH_URL ? { base: process.env.BENCH_URL, stop: async () => {} } : await startMall();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const targets = { mobile: { performance: 90 }, desktop: { performance: 95 } };
let failed = false;
try {
  const list = await (await fetch(`${mall.base}/shop-api/search/prodPage?current=1&size=1`)).json().catch(() => null);
  const productId = list?.records?.[0]?.prodId ?? list?.data?.records?.[0]?.prodId;
  const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/list', ...(productId ? [`/detail/${productId}`] : [])];
  const ms = (v) => (v === undefined ? '–' : `${Math.round(v)} ms`);
  const score = (c) => (c?.score == null ? '–' : String(Math.round(c.score * 100)));
  for (const [profile, config] of [['mobile', undefined], ['desktop', desktopConfig]]) {
    for (const path of paths) {
      // one warm-up load so the first page's figures are not the server's cold start
      if (path === paths[0]) await fetch(mall.base + path);
      const result = await lighthouse(mall.base + path, { port: chrome.port, output: 'json', logLevel: 'error' }, config);
      const { categories, audits } = result.lhr;
      if (result.lhr.runtimeError) console.log(`${profile} ${path}: ${result.lhr.runtimeError.message}`);
      const perf = Math.round((categories.performance.score ?? 0) * 100);
      const line = [
        `${profile.padEnd(7)} ${path.padEnd(14)} performance ${String(perf).padStart(3)}`,
        `LCP ${ms(audits['largest-contentful-paint'].numericValue)}`,
        `TBT ${ms(audits['total-blocking-time'].numericValue)}`,
        `CLS ${audits['cumulative-layout-shift'].numericValue?.toFixed(3) ?? '–'}`,
        `a11y ${score(categories.accessibility)}`,
        `best ${score(categories['best-practices'])}`,
        `SEO ${score(categories.seo)}`,
      ].join('  ');
      console.log(line);
      // say what costs points, so a drop can be traced without a second run
      for (const ref of categories.accessibility?.auditRefs ?? []) {
        const audit = audits[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
          const nodes = (audit.details?.items ?? []).map((i) => i.node?.selector).filter(Boolean).slice(0, 3);
          console.log(`        a11y: ${ref.id} ${nodes.join(' | ')}`);
        }
      }
      const shifts = audits['layout-shifts']?.details?.items ?? [];
      for (const shift of shifts.slice(0, 3)) console.log(`        shift ${shift.score?.toFixed(3)}: ${shift.node?.selector ?? '?'}`);
      if (perf < targets[profile].performance) failed = true;
    }
  }
} finally {
  await chrome.kill();
  await mall.stop();
}
process.exit(failed ? 1 : 0);
