// Runs the API test suite on the embedded SQLite database and, when TEST_DATABASE_URL names a
// server (e.g. postgres://postgres@127.0.0.1:5432/postgres), on PostgreSQL too.
// Each test file creates its own database (on PostgreSQL a uniquely named one, dropped afterwards),
// so the two runs share nothing and go side by side: the PostgreSQL run spends much of its time
// waiting on the server, which the SQLite run fills, and the pair takes well under the two one
// after the other (the longest task of CI's `pnpm test`). The timing checks (vitest.config.ts's
// 'api (timing)' project: answer times compared) run after both, on each database in turn, so
// that the other run adds no load to what they measure. Each line of output is prefixed with its
// run's name. Extra arguments are passed to vitest (e.g. a file filter).
import { spawn } from 'node:child_process';
import process from 'node:process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vitest = path.join(packageDir, 'node_modules', '.bin', 'vitest');
const extraArgs = process.argv.slice(2);
const allButTiming = ['--project', 'api', '--project', 'api (isolated)'];
// A file filter may leave the timing project without files: that is no failure.
const timingOnly = ['--project', 'api (timing)', '--passWithNoTests'];

const databases = [{ name: 'SQLite', dialect: 'sqlite' }];
if (process.env.TEST_DATABASE_URL) {
  databases.push({ name: 'PostgreSQL', dialect: 'postgres' });
} else {
  process.stdout.write('TEST_DATABASE_URL is not set: the PostgreSQL run is skipped.\n');
}

/** Runs vitest on one database, its output line by line under the run's name; resolves to its exit code. */
function runOn(run) {
  process.stdout.write(`=== API tests on ${run.name} ===\n`);
  const child = spawn(vitest, ['run', ...run.args, ...extraArgs], {
    cwd: packageDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, TEST_DIALECT: run.dialect },
  });
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => to.write(`[${run.name}] ${line}\n`));
  }
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve(code ?? 1));
  });
}

const runs = databases.map((database) => ({ ...database, args: allButTiming }));
const codes = await Promise.all(runs.map(runOn));
for (const database of databases) {
  const run = { name: `${database.name}, timing checks`, dialect: database.dialect, args: timingOnly };
  runs.push(run);
  codes.push(await runOn(run));
}
const failed = runs.filter((_run, index) => codes[index] !== 0);
if (failed.length > 0) {
  process.stderr.write(`\nAPI tests failed: ${failed.map((run) => run.name).join('; ')}.\n`);
  process.exit(codes.find((code) => code !== 0));
}
process.stdout.write(`\nAPI tests passed on ${databases.map((database) => database.name).join(' and ')}.\n`);
