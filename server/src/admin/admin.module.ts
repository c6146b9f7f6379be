import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module.js';
import { AdminAccountsController } from './http/admin-accounts.controller.js';

/**
 * The admin context (DESIGN.md): admin accounts and modules for superadmins (Admin Management), through
 * IdentityModule's AdminAccountsService. Named AdminContextModule so as not to clash with the AdminModule
 * type of @civic/contracts.
 */
@Module({
  imports: [IdentityModule],
  controllers: [AdminAccountsController],
})
export class AdminContextModule {}
