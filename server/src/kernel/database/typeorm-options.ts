import { Logger } from '@nestjs/common';
import type { ClientBase } from 'pg';
import type { DataSourceOptions } from 'typeorm';
import { ALL_MIGRATIONS } from '../../../../migrations/index.js';
import { logConnectionErrors } from './connection-errors.js';

const logger = new Logger('Database');

/**
 * Options shared by the application and the TypeORM CLI: migrations only, never `synchronize`. `poolSize` is
 * DB_POOL_SIZE (connections of this process). Every connection of the pool gets an `error` listener as pg-pool makes
 * it (pg's `onConnect` pool option, before the connection is first handed out), which it keeps after TypeORM releases
 * it; an idle connection's error reaches `poolErrorHandler` (docs/adr/0130-connections-lost-mid-request.md).
 */
export function typeormOptions(databaseUrl: string, poolSize = 10): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    synchronize: false,
    migrations: ALL_MIGRATIONS,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    poolErrorHandler: (error: Error) => logger.warn(`PostgreSQL pool: an idle connection was lost: ${error.message}`),
    extra: {
      max: poolSize,
      application_name: 'goa-civic-portal',
      onConnect: (client: ClientBase) => {
        logConnectionErrors(client, 'PostgreSQL pool', 'debug');
      },
    },
  };
}
