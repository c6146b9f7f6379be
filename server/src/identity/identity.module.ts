import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { getDataSourceToken, TypeOrmModule } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../kernel/config/app-config.js';
import { User } from './domain/user.entity.js';
import { UserAccountsService } from './application/user-accounts.service.js';
import { AuthGuard } from './http/auth.guard.js';
import { resolveJwtSecret } from './infrastructure/jwt-secret.js';
import { SuperadminSeeder } from './infrastructure/superadmin.seeder.js';

/** Identity: users, roles, admin modules, sign-in and the global access guard (DESIGN.md). */
@Module({
  imports: [
    TypeOrmModule.forFeature([User]),
    JwtModule.registerAsync({
      inject: [AppConfig, getDataSourceToken()],
      useFactory: async (config: AppConfig, dataSource: DataSource) => ({
        secret: await resolveJwtSecret(dataSource, config.JWT_SECRET),
        signOptions: { expiresIn: config.JWT_EXPIRES_IN as `${number}d` },
      }),
    }),
  ],
  providers: [{ provide: APP_GUARD, useClass: AuthGuard }, SuperadminSeeder, UserAccountsService],
  exports: [JwtModule, UserAccountsService],
})
export class IdentityModule {}
