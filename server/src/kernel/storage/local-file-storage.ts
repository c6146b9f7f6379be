import { mkdir, readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { randomBytes } from 'node:crypto';
import { FileStorage, isSafeKey, PHOTO_KEY_PREFIX } from './file-storage.js';

/**
 * The local-folder adapter (the default): photos (`complaints/<name>`) live flat in UPLOAD_DIR, where /uploads/ serves
 * them as before; every other key lives under FILES_DIR, which nothing serves, so a letter or an invoice is only
 * reachable through the portal's own access checks.
 */
export class LocalFileStorage extends FileStorage {
  readonly kind = 'local' as const;

  constructor(
    private readonly photoDir: string,
    private readonly filesDir: string,
  ) {
    super();
  }

  /** The absolute path of a key. */
  pathOf(key: string): string {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key ${JSON.stringify(key)}`);
    if (key.startsWith(PHOTO_KEY_PREFIX) && !key.slice(PHOTO_KEY_PREFIX.length).includes('/')) return join(this.photoDir, key.slice(PHOTO_KEY_PREFIX.length));
    return join(this.filesDir, key);
  }

  /** Written to a temporary name and renamed, so a reader never sees half a file. */
  async put(key: string, content: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(temp, content, { flag: 'wx' });
    try {
      await rename(temp, path);
    } catch (error) {
      await unlink(temp).catch(() => undefined);
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await unlink(this.pathOf(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }

  async list(): Promise<string[]> {
    const photos = (await filesUnder(this.photoDir)).filter((p) => !p.includes('/')).map((p) => `${PHOTO_KEY_PREFIX}${p}`);
    return [...photos, ...(await filesUnder(this.filesDir))];
  }
}

/** Relative paths (with `/`) of the files under `dir`, temporary files left out; [] when it does not exist. */
async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile() && !e.name.endsWith('.tmp') && !e.name.startsWith('.'))
      .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
