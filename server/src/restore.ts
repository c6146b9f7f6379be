import 'reflect-metadata';
import { BackupError, restoreBackup } from './kernel/backup/backup.js';
import { ConfigError, loadConfig } from './kernel/config/app-config.js';
import { createFileStorage } from './kernel/storage/storage.provider.js';

/** `npm run restore -- <backup folder>`: into an empty database and empty folders only (docs/adr/0112-backups.md). */
async function main(): Promise<void> {
  const backup = process.argv[2];
  if (!backup) throw new BackupError('Name the backup folder: npm run restore -- data/backups/<time>');
  const config = loadConfig(process.env, { workers: false });
  const { missingKeys } = await restoreBackup(config, createFileStorage(config), backup);
  if (missingKeys.length) process.stdout.write(`The bucket lacks ${missingKeys.length} key(s) the backup listed:\n${missingKeys.join('\n')}\n`);
  process.stdout.write(`Restored ${backup}\n`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(
      `Restore failed: ${error instanceof ConfigError || error instanceof BackupError ? error.message : String((error as Error).stack ?? error)}\n`,
    );
    process.exit(1);
  },
);
