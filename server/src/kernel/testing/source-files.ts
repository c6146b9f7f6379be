import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * For the specs that check the server's own source against a written rule (excluded from the production build): every
 * `.ts` file below `dir` that is not a spec, depth first.
 */
export function productionSourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) productionSourceFiles(path, out);
    else if (name.endsWith('.ts') && !name.endsWith('.spec.ts')) out.push(path);
  }
  return out;
}
