import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { Messages, PAGE_SIZE } from '@civic/contracts';
import { Trim } from '../../../kernel/http/field-rules.js';
import { PagedQuery } from '../../../kernel/http/paged-query.js';
import { AuthUserResponse } from './auth.response.dto.js';

const M = Messages.admin.users;

/** The Users list: 10 per page (admin spec section 9), at most 50. */
export const USERS_PAGE = { defaultLimit: PAGE_SIZE.adminUsers, maxLimit: 50 };

/** GET /api/admin/users (admin spec section 7): q, page, limit 10. */
export class ListUsersRequest extends PagedQuery(USERS_PAGE) {
  @ApiPropertyOptional({ description: 'Case-insensitive substring of first name, last name, email or phone (at most 200 characters)', example: 'naik' })
  @Trim()
  @IsOptional()
  @IsString()
  @MaxLength(200)
  q?: string;
}

/** PATCH /api/admin/users/{id}/verify. */
export class SetUserVerifiedRequest {
  @ApiProperty({ description: 'true marks the email verified, false unverified', example: true })
  @IsBoolean({ message: M.emailVerifiedInvalid })
  emailVerified: boolean;
}

/** PATCH /api/admin/users/{id}/block. */
export class SetUserBlockedRequest {
  @ApiProperty({ description: 'true blocks the account (its sessions end on their next request; login says it is blocked), false unblocks it', example: true })
  @IsBoolean({ message: M.blockedInvalid })
  blocked: boolean;
}

/** A user in the Users admin list (admin spec section 2, Users: every field of the list). */
export class AdminUserResponse extends AuthUserResponse {
  @ApiProperty({ description: 'When the account was created (ISO 8601, UTC)', example: '2026-11-23T10:15:00.000Z' }) createdAt: string;
}

/** GET /api/admin/users: one page, newest first. */
export class AdminUserListResponse {
  @ApiProperty({ type: [AdminUserResponse] }) items: AdminUserResponse[];
  @ApiProperty({ description: 'Accounts matching q', example: 42 }) total: number;
  @ApiProperty({ description: '1-based page', example: 1 }) page: number;
  @ApiProperty({ description: 'Number of pages (at least 1)', example: 5 }) pages: number;
}

/** A confirmation in the spec's words. */
export class AdminUserActionResponse {
  @ApiProperty({ example: 'User deleted' }) message: string;
}
