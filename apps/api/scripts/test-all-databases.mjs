// Runs the API test suite on the embedded SQLite database, then again on PostgreSQL when
// TEST_DATABASE_URL names a server (e.g. postgres://postgres@127.0.0.1:5432/postgres).
// Each test file creates its own uniquely named database there and drops it afterwards.
// Extra arguments are passed to vitest (e.g. a file filter).
import { spawnSync } from 'node:child_process';
import process from 'node:process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vitest = path.join(packageDir, 'node_modules', '.bin', 'vitest');
const args = ['run', ...process.argv.slice(2)];

const runs = [{ name: 'SQLite', dialect: 'sqlite' }];
if (process.env.TEST_DATABASE_URL) {
  runs.push({ name: 'PostgreSQL', dialect: 'postgres' });
} else {
  process.stdout.write('TEST_DATABASE_URL is not set: the PostgreSQL run is skipped.\n');
}

for (const run of runs) {
  process.stdout.write(`\n=== API tests on ${run.name} ===\n`);
  const result = spawnSync(vitest, args, {
    cwd: packageDir,
    stdio: 'inherit',
    env: { ...process.env, TEST_DIALECT: run.dialect },
  });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    process.stderr.write(`\nAPI tests failed on ${run.name}.\n`);
    process.exit(result.status ?? 1);
  }
}
process.stdout.write(`\nAPI tests passed on ${runs.map((run) => run.name).join(' and ')}.\n`);
