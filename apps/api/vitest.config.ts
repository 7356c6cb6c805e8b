import { nodeConfig } from '@marketplace/vitest-config';

// Each test file builds its own app on its own database, so files run in parallel. Password
// hashing (scrypt, 32 MiB) makes some tests slower than the 5 s default allows on a busy machine.
export default nodeConfig({ test: { testTimeout: 30_000, hookTimeout: 60_000 } });
