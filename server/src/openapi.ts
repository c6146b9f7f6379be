import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { stringify } from 'yaml';
import { AppModule } from './app.module.js';
import { buildOpenApiDocument, createHttpAdapter, setApiPrefix } from './bootstrap.js';
import { loadConfig } from './kernel/config/app-config.js';
import { REPO_ROOT } from './kernel/paths.js';

/** `npm run openapi`: writes openapi.yaml from the decorators, without connecting to any service (preview mode). */
async function main(): Promise<void> {
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(loadConfig({})), createHttpAdapter(), {
    preview: true,
    logger: false,
    abortOnError: false,
  });
  setApiPrefix(app);
  const document = buildOpenApiDocument(app);
  writeFileSync(join(REPO_ROOT, 'openapi.yaml'), stringify(document, { sortMapEntries: false, lineWidth: 0 }));
  await app.close().catch(() => undefined);
  process.stdout.write('openapi.yaml written\n');
  process.exit(0);
}

void main();
