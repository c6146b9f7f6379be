import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IntegrationKeysService } from './application/integration-keys.service.js';
import { IntegrationKey } from './domain/integration-key.entity.js';

/**
 * The integration keys' reads (IntegrationKeysService), a module of their own so that the multipart options of the
 * Open311 routes (Open311MultipartOptions, built inside MultipartModule) can check a key before a photo is read.
 */
@Module({
  imports: [TypeOrmModule.forFeature([IntegrationKey])],
  providers: [IntegrationKeysService],
  exports: [IntegrationKeysService],
})
export class IntegrationKeysModule {}
