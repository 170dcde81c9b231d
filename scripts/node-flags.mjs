// V8 flags of an API process (decision 013, sixth amendment): semi-spaces of 64 MB for the young generation instead
// of V8's 16 MB. A flash-sale crowd's small answers allocate fast and die young; with the default the scavenger ran so
// often that it took ~15% of the API thread during a sale (CPU profile, issue 19), ~6% with this. Costs up to ~190 MB
// of address space, committed only as the allocation rate needs it. `npm start`, `npm run start:cluster` and
// bench/flash-sale.mjs start their API processes with these.
export const API_NODE_FLAGS = ['--max-semi-space-size=64'];

/** Whether this process runs with API_NODE_FLAGS (on its command line or in NODE_OPTIONS). */
export function hasApiNodeFlags() {
  const given = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)];
  return API_NODE_FLAGS.every((f) => given.includes(f));
}
