import { nodeConfig } from '@marketplace/vitest-config';

const preset = nodeConfig({ test: { testTimeout: 30_000, hookTimeout: 60_000 } });

// The preset lists `import` among the resolve conditions. Vitest passes them on to Node's
// loader, so CommonJS `require()` calls then pick ESM builds (pg requiring pg-pool gets a module
// namespace instead of a class). Vite adds import/require by context itself; keep only the
// conditions that matter here: workspace sources first, then Node builds.
const conditions = ['source', 'node'];

// Each test file builds its own app on its own database, so files run in parallel. Password
// hashing (scrypt, 32 MiB) makes some tests slower than the 5 s default allows on a busy machine.
export default {
  ...preset,
  resolve: { ...preset.resolve, conditions },
  ssr: { ...preset.ssr, resolve: { ...preset.ssr?.resolve, conditions } },
};
