// The V8 flags the API server and the worker run with. `pnpm start` and `pnpm worker`
// (package.json) pass them, and so do the benchmarks and the harness the end-to-end and fault
// tests start the built product with; src/server-node-flags.test.ts checks package.json agrees.
// Processes forked for WORKERS>1 inherit them (cluster copies the primary's execArgv).
//
// V8 keeps new objects in two semi-spaces of up to 16 MiB each on 64-bit, and those 32 MiB stay
// resident once a busy minute has grown them. A request's garbage is a few hundred kilobytes
// and dies young, so 4 MiB semi-spaces collect it just as well, more often (measured on `pnpm
// bench`, SQLite, 100,000 offers, alternating runs of one build on a quiet machine: peak RSS
// 318-321 MiB with 16, 301-310 with 8, 295-297 with 4; req/s the same within the run-to-run noise,
// a young collection taking about 0.3 ms). This is a start-up flag: V8 sizes the young generation
// when the process starts, so `v8.setFlagsFromString` in server.ts would have no effect.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'];
