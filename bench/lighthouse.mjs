#!/usr/bin/env node
// Lighthouse (Debian's Chromium) on the home, list and product pages, phone and desktop profiles, against the real
// server with demo data. Prints the performance score, LCP, TBT, CLS and the other category scores per page.
// Targets (issue 16): performance ≥ 90 on phones and ≥ 95 on desktop, LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.1.
// `node bench/lighthouse.mjs [path …]`; BENCH_URL=http://host:port measures a mall already running; LH_ONLY=mobile
// runs one profile; LH_JSON_DIR=dir keeps each report. An LCP over 2.5 s (any LCP with LH_LCP=1) prints its element,
// phases and causes.
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
/** The LCP element, its phases (TTFB, load delay, load time, render delay) and the audits that explain a delay. */
async function lcpReport(audits, url, profile) {
  const tables = audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = tables[0]?.items?.[0]?.node;
  if (node) console.log(`        LCP element: ${node.selector ?? '?'} ${(node.snippet ?? '').slice(0, 140)}`);
  const phases = (tables[1]?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing)} ms`);
  if (phases.length) console.log(`        LCP phases: ${phases.join(', ')}`);
  // Lighthouse 12.2's element gatherer fails on newer Chromium ("RootCauses … frame_sequence"): ask the page itself
  if (!node) await observedLcp(url, profile).catch((e) => console.log(`        LCP element: ? (${e.message})`));
  // Lantern simulates LCP with every request (low-priority images aside) that ended before the observed LCP: these
  // are what a slow phone waits for, more than the element's own load
  const observed = audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint;
  const requests = audits['network-requests']?.details?.items ?? [];
  if (observed !== undefined && requests.length) {
    const before = requests.filter((r) => r.networkEndTime <= observed && !(r.resourceType === 'Image' && /Low/.test(r.priority ?? '')));
    const kinds = {};
    for (const r of before) kinds[r.resourceType] = (kinds[r.resourceType] ?? 0) + 1;
    const kb = Math.round(before.reduce((n, r) => n + (r.transferSize ?? 0), 0) / 1024);
    console.log(`        in the simulated LCP: ${before.length} requests, ${kb} KB (${Object.entries(kinds).map(([k, n]) => `${n} ${k}`).join(', ')}) ended before the observed LCP at ${Math.round(observed)} ms`);
  }
  for (const id of ['lcp-lazy-loaded', 'prioritize-lcp-image']) {
    const audit = audits[id];
    if (audit && audit.score !== null && audit.score < 1) console.log(`        ${id}: ${(audit.details?.items ?? []).map((i) => i.node?.snippet ?? i.url).join(' | ').slice(0, 200)}`);
  }
  const blocking = audits['render-blocking-resources']?.details?.items ?? [];
  for (const b of blocking) console.log(`        render-blocking: ${b.url.replace(/^https?:\/\/[^/]+/, '')} ${Math.round(b.wastedMs ?? 0)} ms`);
  // the longest chain of requests the page waits on
  const chains = audits['critical-request-chains']?.details;
  if (chains?.longestChain) {
    const { duration, length, transferSize } = chains.longestChain;
    let count = 0;
    const walk = (c) => { for (const k of Object.keys(c ?? {})) { count++; walk(c[k].children); } };
    walk(chains.chains);
    console.log(`        critical chains: ${count} requests, longest ${length} deep, ${Math.round(duration)} ms, ${Math.round((transferSize ?? 0) / 1024)} KB`);
  }
}

/** The LCP entry of a fresh, unthrottled load in the profile's viewport and its phases from the page's own timings. */
async function observedLcp(url, profile) {
  const puppeteer = (await import('puppeteer-core')).default;
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const page = await browser.newPage();
  try {
    if (profile === 'mobile') await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    else await page.setViewport({ width: 1350, height: 940 });
    await page.setCacheEnabled(false);
    await page.goto(url, { waitUntil: 'load' });
    const lcp = await page.evaluate(() => new Promise((resolve) => {
      new PerformanceObserver((list) => {
        const e = list.getEntries().at(-1);
        const el = e.element;
        const name = el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${[...el.classList].map((c) => `.${c}`).join('')}` : '?';
        const nav = performance.getEntriesByType('navigation')[0];
        const res = e.url ? performance.getEntriesByName(e.url)[0] : undefined;
        resolve({ name, url: e.url, at: e.startTime, ttfb: nav.responseStart, reqStart: res?.requestStart ?? res?.startTime, resEnd: res?.responseEnd });
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    }));
    const ms = (v) => `${Math.round(v)} ms`;
    console.log(`        LCP element (unthrottled load): ${lcp.name} ${lcp.url ? lcp.url.replace(/^https?:\/\/[^/]+/, '') : '(text)'}`);
    if (lcp.resEnd) {
      console.log(`        LCP phases (unthrottled): TTFB ${ms(lcp.ttfb)}, load delay ${ms(lcp.reqStart - lcp.ttfb)}, load time ${ms(lcp.resEnd - lcp.reqStart)}, render delay ${ms(lcp.at - lcp.resEnd)}`);
    } else console.log(`        LCP phases (unthrottled): TTFB ${ms(lcp.ttfb)}, render delay ${ms(lcp.at - lcp.ttfb)}`);
  } finally {
    await page.close();
    await browser.disconnect();
  }
}

const targets = { mobile: { performance: 90 }, desktop: { performance: 95 } };
let failed = false;
try {
  const list = await (await fetch(`${mall.base}/shop-api/search/prodPage?current=1&size=1`)).json().catch(() => null);
  const productId = list?.records?.[0]?.prodId ?? list?.data?.records?.[0]?.prodId;
  const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/list', ...(productId ? [`/detail/${productId}`] : [])];
  const ms = (v) => (v === undefined ? '–' : `${Math.round(v)} ms`);
  const score = (c) => (c?.score == null ? '–' : String(Math.round(c.score * 100)));
  const profiles = [['mobile', undefined], ['desktop', desktopConfig]].filter(([p]) => !process.env.LH_ONLY || p === process.env.LH_ONLY);
  for (const [profile, config] of profiles) {
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
      // an LCP over the target: the element, its phases and what held it up (render-blocking files, the longest
      // chain of requests, a lazy or unprioritised LCP image), so the next change aims at the phase that costs
      const lcp = audits['largest-contentful-paint'].numericValue;
      if (lcp !== undefined && (lcp > 2500 || process.env.LH_LCP)) await lcpReport(audits, mall.base + path, profile);
      if (process.env.LH_JSON_DIR) {
        const { writeFile, mkdir } = await import('node:fs/promises');
        await mkdir(process.env.LH_JSON_DIR, { recursive: true });
        await writeFile(`${process.env.LH_JSON_DIR}/${profile}${path.replace(/\W+/g, '_')}.json`, result.report);
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
