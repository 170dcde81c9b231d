import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { sharedMessages } from './shared-messages-plugin';
import { textsChunks } from './texts-chunks-plugin';
import { pureSchemas } from './pure-schemas-plugin';
import { iconSprite } from './icon-sprite-plugin';

// What every page runs (React, React Router, i18n): one chunk, fetched once and kept across pages.
const FRAMEWORK = /node_modules[\\/](react|react-dom|react-router|scheduler|i18next|react-i18next|cookie|set-cookie-parser|turbo-stream)[\\/]/;

// The style sheets of the product page's panels (group buy, pre-sale, reviews, bundles, coupons, contact): the home
// and list pages use none of them. Only the sheets: a group of their components would pull in their dependencies
// (Rolldown groups take a captured module's imports along), and with them code the home page loads.
const PRODUCT_CSS = /[\\/]app[\\/]features[\\/](group-buy|presale|review|bundle|coupon)[\\/][\w-]+\.css$|[\\/]app[\\/]features[\\/]chat[\\/]contact\.css$/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [iconSprite(), sharedMessages(), textsChunks(), pureSchemas(), reactRouter()],
  build: {
    target: 'es2022',
    // MALL_SOURCEMAP=1: source maps beside the chunks, to see what a chunk is made of (decision 024)
    sourcemap: process.env.MALL_SOURCEMAP === '1',
    rolldownOptions: {
      // @mall/shared builds its zod schemas at module level; the storefront bundle only needs its plain helpers
      // (enums, money, messages, rules), so unused schema constructions are dropped and zod stays out.
      treeshake: {
        manualPureFunctions: ['z'],
        moduleSideEffects: [{ test: /packages[\\/]shared[\\/]src[\\/]api[\\/]/, sideEffects: false }],
      },
      // Fewer, larger chunks in the browser (decision 024): the default split gave a page 58-76 module preloads, each
      // a request and a line of its HTML. The framework is one chunk, and the app code that 25 or more route modules
      // share is another. (Grouping code shared by fewer pages cut more files but made the home page load 20-40 KB
      // gzipped it does not use; measured with bench/page-weight.mjs.)
      ...(isSsrBuild
        ? {}
        : {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'framework', test: FRAMEWORK, priority: 4 },
                  { name: 'common', minShareCount: 25, priority: 1 },
                  // the storefront's shared components and helpers (header, nav, cards, prices, dialogs): nearly all of
                  // them on every page, so one file rather than a dozen small ones (decision 024); not the account
                  // pages' ledger table (and the pagination it brings), which the home page never shows
                  { name: 'common', test: /[\\/]app[\\/](components|lib)[\\/](?!LedgerTable)|packages[\\/]shared[\\/]src[\\/](money|payment-constants)\.ts$/, priority: 3 },
                  // the sheets every page links after the components' (the root's base, layout, components and pages, then
                  // the phone tab bar's): one file instead of two before a phone's first paint, in the same order (issue 16)
                  { name: 'site', test: /[\\/]app[\\/](styles[\\/][\w-]+|features[\\/]phone[\\/]phone)\.css$/, priority: 5 },
                  // SPEC §5's form rules: their own file, for the pages with forms (shared by 25 or more pages, they would
                  // otherwise sit in the common file every page loads: 1.5 KB gzipped of the home page's JavaScript)
                  { name: 'rules', test: /packages[\\/]shared[\\/]src[\\/]rules\.ts$/, priority: 2 },
                  // the product page's panel sheets as one file: a phone's first paint waits for every sheet, and /detail
                  // asked for 10 over HTTP/1.1's six connections (issue 16)
                  { name: 'product', test: PRODUCT_CSS, priority: 2 },
                ],
              },
            },
          }),
    },
  },
}));
