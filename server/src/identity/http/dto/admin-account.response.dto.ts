import { ApiProperty } from '@nestjs/swagger';
import { ADMIN_MODULES, type AdminModule } from '@civic/contracts';

/** An admin account (admin spec section 3, "Admin user"). */
export class AdminAccountResponse {
  @ApiProperty({ description: 'User id (UUID)', example: '5f0c1d2e-8a7b-4c3d-9e1f-2a3b4c5d6e7f' }) _id: string;
  @ApiProperty({ example: 'Rohan' }) firstName: string;
  @ApiProperty({ example: 'Kamat' }) lastName: string;
  @ApiProperty({ example: 'rohan.kamat@goa-civic.in' }) email: string;
  @ApiProperty({ enum: ['admin', 'superadmin'], example: 'admin' }) role: 'admin' | 'superadmin';
  @ApiProperty({ description: 'Modules held; a superadmin has every module whatever this lists', enum: ADMIN_MODULES, isArray: true, example: ['complaints'] })
  adminModules: AdminModule[];
  @ApiProperty({ description: 'Two-factor sign-in is on; POST /api/admin/admins/{id}/reset-2fa clears it' }) twoFactorEnabled: boolean;
}

/** GET /api/admin/admins: superadmins first, then admins, each by email. */
export class AdminAccountListResponse {
  @ApiProperty({ type: [AdminAccountResponse] }) items: AdminAccountResponse[];
}

/** A confirmation in the spec's words ('Password reset', 'Admin deleted'). */
export class AdminActionResponse {
  @ApiProperty({ example: 'Password reset' }) message: string;
}
