import 'reflect-metadata';
import { BackupError, createBackup } from './kernel/backup/backup.js';
import { ConfigError, loadConfig } from './kernel/config/app-config.js';
import { createFileStorage } from './kernel/storage/storage.provider.js';

/** `npm run backup`: one backup into BACKUP_DIR (docs/adr/0112-backups.md); prints its folder. */
async function main(): Promise<void> {
  const config = loadConfig(process.env, { workers: false });
  const dir = await createBackup(config, createFileStorage(config));
  process.stdout.write(`Backup written to ${dir}\n`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(
      `Backup failed: ${error instanceof ConfigError || error instanceof BackupError ? error.message : String((error as Error).stack ?? error)}\n`,
    );
    process.exit(1);
  },
);
