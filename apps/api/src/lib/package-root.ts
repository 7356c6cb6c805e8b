import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageName = '@marketplace/api';

/**
 * The folder of this package's package.json. Found by walking up from this module because the
 * code runs from `src/` (tsx, tests) and from the bundled `dist/` alike.
 */
export function apiPackageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === packageName) return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the ${packageName} package folder.`);
    dir = parent;
  }
}
