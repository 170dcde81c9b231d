#!/usr/bin/env node
// Storefront page weight: the JavaScript a first visit to a page loads (entry script, module preloads and the texts
// of the page's language, which the entry imports before hydrating), gzipped, measured from the real server's HTML.
// Budget for the home page: 160 KB gzipped (issue 16).
import { gzipSync } from 'node:zlib';
import { startMall } from './lib.mjs';

const BUDGET_KB = 160; // issue 16
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/?lang=en', '/termsPage?sts=0'];

const mall = process.env.BENCH_URL ? { base: process.env.BENCH_URL, stop: async () => {} } : await startMall();
let failed = false;
try {
  for (const path of pages) {
    const html = await (await fetch(mall.base + path, { headers: { 'user-agent': 'Mozilla/5.0 Chrome/156' } })).text();
    const urls = new Set();
    for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(m[1]);
    // the preloads the page adds after its first paint (decision 046)
    for (const u of (/data-modules="([^"]*)"/.exec(html)?.[1] ?? '').split(' ')) if (u) urls.add(u);
    for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(m[1]);
    for (const m of html.matchAll(/import\s*(?:[\w{}\s,*]+from\s*)?["'](\/assets\/[^"']+\.js)["']/g)) urls.add(m[1]);
    let raw = 0;
    let gz = 0;
    const lang = /<html[^>]+lang="en/.test(html) ? 'en' : 'zh';
    const queue = [...urls];
    for (const u of queue) {
      const buf = Buffer.from(await (await fetch(mall.base + u)).arrayBuffer());
      raw += buf.length;
      gz += gzipSync(buf, { level: 9 }).length;
      for (const m of buf.toString().matchAll(new RegExp(`(?<![\\w-])texts\\.${lang}-[\\w-]+\\.js`, "g"))) {
        const t = `/assets/${m[0]}`;
        if (urls.has(t)) continue;
        urls.add(t);
        queue.push(t);
      }
    }
    const htmlGz = gzipSync(Buffer.from(html)).length;
    const kb = (n) => (n / 1024).toFixed(1);
    console.log(`${path.padEnd(22)} JS files ${String(urls.size).padStart(2)}  JS ${kb(raw)} KB raw, ${kb(gz)} KB gzipped  HTML ${kb(htmlGz)} KB gzipped`);
    if (path === '/' && gz / 1024 > BUDGET_KB) {
      console.log(`  over the ${BUDGET_KB} KB budget`);
      failed = true;
    }
  }
} finally {
  await mall.stop();
}
process.exit(failed ? 1 : 0);
