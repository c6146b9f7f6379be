import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

function findRepoRoot(start: string): string {
  let dir = start;
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg)) {
      try {
        if (Array.isArray(JSON.parse(readFileSync(pkg, 'utf8')).workspaces)) return dir;
      } catch {
        /* keep walking */
      }
    }
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

/** The repository root (the folder of the workspaces package.json), from both source and build output. */
export const REPO_ROOT = findRepoRoot(dirname(fileURLToPath(import.meta.url)));
/** data/goa: the Goa geography copied from the shared data, with its README. */
export const GOA_DATA_DIR = join(REPO_ROOT, 'data', 'goa');
/** The built React client served by the API process (CLIENT_DIST_DIR overrides it, e.g. for parallel browser-test runs). */
export const CLIENT_DIST_DIR = process.env.CLIENT_DIST_DIR ? resolve(process.env.CLIENT_DIST_DIR) : join(REPO_ROOT, 'client', 'dist');

export function fromRepoRoot(path: string): string {
  return isAbsolute(path) ? path : resolve(REPO_ROOT, path);
}
