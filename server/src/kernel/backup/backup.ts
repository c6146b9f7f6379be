import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { chmod, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { TarArchive } from 'archiver';
import pg from 'pg';
import type { AppConfig } from '../config/app-config.js';
import { logConnectionErrors } from '../database/connection-errors.js';
import { fromRepoRoot } from '../paths.js';
import type { FileStorage } from '../storage/file-storage.js';

/** The files of one backup, in its own folder named by its UTC time (`2026-11-28T08-15-00-123Z`). */
export const DUMP_FILE = 'database.dump';
/** The local files: UPLOAD_DIR under `uploads/`, FILES_DIR under `files/` (the local storage adapter). */
export const FILES_ARCHIVE = 'files.tar.gz';
/** With the S3 adapter: the keys the bucket held, one a line (the bucket keeps the files; see the README). */
export const S3_LISTING = 's3-keys.txt';
/**
 * Indexes over functions of an extension (the GiST index on earthdistance's `ll_to_earth`): pg_restore builds indexes
 * with an empty search_path, where those functions' bodies cannot find their own types ('type "earth" does not
 * exist'), so the backup records them and the restore builds them last, with the search_path of their schema.
 */
export const DEFERRED_INDEXES = 'deferred-indexes.json';
const DEFERRED_INDEXES_QUERY = `
  SELECT DISTINCT n.nspname AS schema, c.relname AS name, pg_get_indexdef(c.oid) AS definition
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_depend d ON d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.refclassid = 'pg_proc'::regclass
    JOIN pg_depend e ON e.classid = 'pg_proc'::regclass AND e.objid = d.refobjid AND e.deptype = 'e'
   WHERE c.relkind = 'i'`;
interface DeferredIndex {
  schema: string;
  name: string;
  definition: string;
}
/** Backups are readable by their owner only: files 0600 in folders 0700. */
const PRIVATE_FILE = 0o600;
const PRIVATE_FOLDER = 0o700;

const NAME = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z$/;

export class BackupError extends Error {}

/** Runs a command, failing with its standard error when it exits non-zero. */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new BackupError(`${command} exited with ${code}: ${stderr.trim()}`))));
  });
}

/** Runs a command and answers its standard output. */
function output(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(stdout) : reject(new BackupError(`${command} exited with ${code}: ${stderr.trim()}`))));
  });
}

/** The backup folder's name for `now`: its ISO time with `:` and `.` made safe for every file system. */
export function backupName(now: Date): string {
  return now.toISOString().replace(/[:.]/g, '-');
}

/**
 * `npm run backup`: a pg_dump custom-format file of DATABASE_URL, and either an archive of the local files (tar.gz by
 * `archiver`) or the S3 keys' listing, in BACKUP_DIR/<time>/; then only the newest BACKUP_KEEP backups are kept.
 * Answers the new backup's folder.
 */
export async function createBackup(config: AppConfig, storage: FileStorage, now = new Date()): Promise<string> {
  const root = fromRepoRoot(config.BACKUP_DIR);
  const dir = join(root, backupName(now));
  // A backup is the whole database (password hashes, personal data) and every upload: only the account that runs the
  // backups may read it, whatever the umask. The folders are closed before anything is written into them.
  await mkdir(dir, { recursive: true, mode: PRIVATE_FOLDER });
  await chmod(root, PRIVATE_FOLDER);
  await chmod(dir, PRIVATE_FOLDER);
  try {
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${join(dir, DUMP_FILE)}`, `--dbname=${config.DATABASE_URL}`]);
    await chmod(join(dir, DUMP_FILE), PRIVATE_FILE);
    const client = logConnectionErrors(new pg.Client({ connectionString: config.DATABASE_URL }), 'Backup');
    await client.connect();
    try {
      const { rows } = await client.query<DeferredIndex>(DEFERRED_INDEXES_QUERY);
      await writeFile(join(dir, DEFERRED_INDEXES), JSON.stringify(rows, null, 2), { mode: PRIVATE_FILE });
    } finally {
      await client.end();
    }
    if (storage.kind === 's3') {
      const keys = (await storage.list()).sort();
      await writeFile(join(dir, S3_LISTING), keys.map((k) => `${k}\n`).join(''), { mode: PRIVATE_FILE });
    } else {
      await archiveLocalFiles(config, join(dir, FILES_ARCHIVE));
    }
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  await pruneBackups(root, config.BACKUP_KEEP);
  return dir;
}

async function archiveLocalFiles(config: AppConfig, target: string): Promise<void> {
  const archive = new TarArchive({ gzip: true });
  const written = pipeline(archive, createWriteStream(target, { mode: PRIVATE_FILE }));
  for (const [folder, prefix] of [
    [fromRepoRoot(config.UPLOAD_DIR), 'uploads'],
    [fromRepoRoot(config.FILES_DIR), 'files'],
  ] as const) {
    // Temporary files of a write in progress are left out; an absent folder is an empty one.
    if (await exists(folder)) archive.directory(folder, prefix, (entry) => (entry.name.endsWith('.tmp') ? false : entry));
  }
  await archive.finalize();
  await written;
}

/** Deletes all but the newest `keep` backup folders of `root` (folders named by time only; nothing else is touched). */
export async function pruneBackups(root: string, keep: number): Promise<string[]> {
  const names = (await readdir(root, { withFileTypes: true })).filter((e) => e.isDirectory() && NAME.test(e.name)).map((e) => e.name);
  const old = names.sort().reverse().slice(keep);
  for (const name of old) await rm(join(root, name), { recursive: true, force: true });
  return old;
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** Files under a folder (the check that a restore's target is empty). */
async function hasFiles(folder: string): Promise<boolean> {
  if (!(await exists(folder))) return false;
  return (await readdir(folder)).length > 0;
}

/**
 * `npm run restore -- <backup>`: restores a backup folder into an empty database (no table outside the system
 * schemas) and empty file folders, refusing anything else so that a restore can never overwrite live data. With an
 * S3 backup, the database is restored and the keys the listing names but the bucket lacks are reported.
 */
export async function restoreBackup(config: AppConfig, storage: FileStorage, backupDir: string): Promise<{ missingKeys: string[] }> {
  const dir = fromRepoRoot(backupDir);
  const dump = join(dir, DUMP_FILE);
  if (!(await exists(dump))) throw new BackupError(`${dir} is not a backup: ${DUMP_FILE} is missing.`);
  const archive = join(dir, FILES_ARCHIVE);
  const listing = join(dir, S3_LISTING);
  const hasArchive = await exists(archive);

  const client = logConnectionErrors(new pg.Client({ connectionString: config.DATABASE_URL }), 'Backup');
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema') AND schemaname NOT LIKE 'pg_toast%'",
    );
    if (rows[0].n > 0) throw new BackupError('The database is not empty: restore only into an empty database (create a new one, or drop this one first).');
  } finally {
    await client.end();
  }
  const folders = [
    [fromRepoRoot(config.UPLOAD_DIR), 'uploads'],
    [fromRepoRoot(config.FILES_DIR), 'files'],
  ] as const;
  if (hasArchive) {
    for (const [folder] of folders) {
      if (await hasFiles(folder)) throw new BackupError(`${folder} is not empty: restore only into empty folders.`);
    }
  }

  const deferredFile = join(dir, DEFERRED_INDEXES);
  const deferred: DeferredIndex[] = (await exists(deferredFile)) ? (JSON.parse(await readFile(deferredFile, 'utf8')) as DeferredIndex[]) : [];
  // pg_restore's table of contents (`pg_restore --list`), less the deferred indexes' entries ('<id>; <oids> INDEX <schema> <name> <owner>').
  const toc = await output('pg_restore', ['--list', dump]);
  const held = (line: string) => {
    const words = line.split(' ');
    const at = words.indexOf('INDEX');
    return at > 0 && deferred.some((i) => words[at + 1] === i.schema && words[at + 2] === i.name);
  };
  const listFile = join(dir, '.restore-list');
  await writeFile(
    listFile,
    toc
      .split('\n')
      .filter((line) => !held(line))
      .join('\n'),
  );
  try {
    await run('pg_restore', ['--no-owner', '--exit-on-error', `--use-list=${listFile}`, `--dbname=${config.DATABASE_URL}`, dump]);
  } finally {
    await rm(listFile, { force: true });
  }
  if (deferred.length) {
    const client = logConnectionErrors(new pg.Client({ connectionString: config.DATABASE_URL }), 'Backup');
    await client.connect();
    try {
      for (const index of deferred) {
        await client.query('SELECT pg_catalog.set_config($1, $2, false)', ['search_path', index.schema]);
        await client.query(index.definition);
      }
    } finally {
      await client.end();
    }
  }
  if (hasArchive) {
    for (const [folder, prefix] of folders) {
      await mkdir(folder, { recursive: true });
      // GNU tar refuses members outside the target (absolute names, `..`) by default.
      await run('tar', ['-xzf', archive, '-C', folder, '--strip-components=1', '--wildcards', `${prefix}/*`]).catch((error: Error) => {
        // An archive without this folder's files (none existed at backup time) is not an error.
        if (!/Not found in archive/.test(error.message)) throw error;
      });
    }
    return { missingKeys: [] };
  }
  if (await exists(listing)) {
    const wanted = (await readFile(listing, 'utf8')).split('\n').filter(Boolean);
    const held = new Set(await storage.list());
    return { missingKeys: wanted.filter((k) => !held.has(k)) };
  }
  return { missingKeys: [] };
}
