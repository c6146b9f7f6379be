import { Query } from '@nestjs/cqrs';
import type { AdminAccount } from '../../admin-account.view.js';

/** Every admin and superadmin for Admin Management (admin spec section 7, GET /api/admin/admins). */
export class ListAdminsQuery extends Query<AdminAccount[]> {}
