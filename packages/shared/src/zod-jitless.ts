// For the browser apps, imported before any module that builds a zod schema (apps/web/app/root.tsx, apps/console's
// main.tsx). zod compiles fast object parsers with `new Function`; its first object schema probes whether that is
// allowed, and under the mall's Content-Security-Policy (no 'unsafe-eval', apps/api/src/platform/security-headers.ts)
// the browser reports the refused probe as a violation although zod catches it. Its `jitless` setting skips the probe
// and parses without compiled code. Set through the global object zod's config() keeps
// (globalThis.__zod_globalConfig, made by the first zod module loaded and shared by every zod copy) so that pages
// that build no schema do not load zod for this; zod-jitless.test.ts checks zod's config() sees it.
// The server is left alone: there `new Function` is allowed and the compiled parsers are faster.

type ZodGlobal = typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };

/** Turns zod's jitless mode on in this JavaScript realm, whether zod is loaded yet or not. */
export function skipZodEvalProbe(): void {
  const g = globalThis as ZodGlobal;
  g.__zod_globalConfig = Object.assign(g.__zod_globalConfig ?? {}, { jitless: true });
}

if ('document' in globalThis) skipZodEvalProbe(); // browsers (and jsdom), not node
