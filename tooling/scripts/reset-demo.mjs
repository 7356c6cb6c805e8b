// `pnpm reset-demo`: forgets everything the local product stored (accounts, orders, carts,
// uploads, outbox) so the next `pnpm start` creates, migrates and seeds a fresh demo database.
// Only the embedded SQLite data folder is removed; a PostgreSQL database is never touched.
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/api');
// The API resolves DATA_DIR from its own folder (config.ts); so does this.
const dataDir = path.resolve(apiDir, process.env.DATA_DIR ?? './data');
const databaseUrl = process.env.DATABASE_URL ?? '';

if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
  console.error('DATABASE_URL selects PostgreSQL: reset-demo only removes the embedded database. Drop and recreate that database yourself, then run `pnpm seed`.');
  process.exit(1);
}
if (databaseUrl !== '') {
  console.error('DATABASE_URL names the database file: remove that file yourself, then `pnpm start` (or `pnpm seed`).');
  process.exit(1);
}
if (!existsSync(dataDir)) {
  console.log(`Nothing to reset: ${dataDir} does not exist. \`pnpm start\` creates the demo data.`);
  process.exit(0);
}
rmSync(dataDir, { recursive: true, force: true });
console.log(`Removed ${dataDir}. Stop the server if it is running, then \`pnpm start\`: it seeds fresh demo data.`);
