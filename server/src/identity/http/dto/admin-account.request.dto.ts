import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { ADMIN_MODULES, ADMIN_MODULE_ALIASES, MIN_PASSWORD_LENGTH, Messages } from '@civic/contracts';
import { FIELD_MAX, PasswordRule, RequiredEmail, RequiredText, Rule, Trim, TrimLower } from '../../../kernel/http/field-rules.js';
import { NotWeakPassword } from './password-rules.js';

const MAX = { name: FIELD_MAX.name, email: FIELD_MAX.email, modules: 20, module: 50 } as const;
const required = Messages.admin.admins.allFieldsRequired;
const passwordMin = Messages.admin.admins.passwordMin;
const ACCEPTED_MODULES = [...ADMIN_MODULES, ...Object.keys(ADMIN_MODULE_ALIASES)];

const modules = () =>
  Rule('adminModules', (v) =>
    v === undefined || (Array.isArray(v) && v.length <= MAX.modules && v.every((m) => typeof m === 'string' && m.length <= MAX.module))
      ? null
      : Messages.common.validationFailed,
  );

const MODULES_DOC: ApiPropertyOptions = {
  description:
    'Module keys (admin spec section 2). Aliases docs and pdf_templates mean documents, volunteers means support; unknown names are ignored ' +
    '(docs/adr/0013-admin-modules.md).',
  isArray: true,
  enum: ACCEPTED_MODULES,
  enumName: 'AdminModuleInput',
  example: ['complaints', 'routing'],
  maxItems: MAX.modules,
};

/** POST /api/admin/admins (admin spec sections 5 and 7): firstName, lastName, email and password required. */
export class CreateAdminRequest {
  @ApiProperty({ description: `First name ('${required}')`, example: 'Rohan', maxLength: MAX.name })
  @Trim()
  @RequiredText(required, MAX.name)
  firstName: string;

  @ApiProperty({ description: `Last name ('${required}')`, example: 'Kamat', maxLength: MAX.name })
  @Trim()
  @RequiredText(required, MAX.name)
  lastName: string;

  @ApiProperty({
    description: 'Email address; lowercased, must not belong to any account (409 CONFLICT)',
    example: 'rohan.kamat@goa-civic.in',
    maxLength: MAX.email,
  })
  @TrimLower()
  @RequiredEmail(required)
  email: string;

  @ApiProperty({
    description: `Temporary password, at least ${MIN_PASSWORD_LENGTH} characters ('${passwordMin}'), not only spaces nor easy to guess (zxcvbn score below 3, Goa's place names and the portal's words counted) ('${Messages.auth.passwordTooCommon}')`,
    example: 'temp-4821',
    minLength: MIN_PASSWORD_LENGTH,
  })
  @PasswordRule(required, passwordMin)
  @NotWeakPassword()
  password: string;

  @ApiProperty({ ...MODULES_DOC, required: false })
  @modules()
  modules?: string[];
}

/** PATCH /api/admin/admins/{id} (admin spec section 7): the admin's new module list. */
export class UpdateAdminModulesRequest {
  @ApiProperty(MODULES_DOC)
  @Rule('adminModulesRequired', (v) => (Array.isArray(v) ? null : Messages.common.validationFailed))
  @modules()
  modules: string[];
}

/** POST /api/admin/admins/{id}/reset-password (admin spec sections 5 and 7). */
export class ResetAdminPasswordRequest {
  @ApiProperty({
    description: `New password, at least ${MIN_PASSWORD_LENGTH} characters ('${passwordMin}'), not only spaces nor easy to guess (zxcvbn score below 3, Goa's place names and the portal's words counted) ('${Messages.auth.passwordTooCommon}')`,
    example: 'temp-9930',
    minLength: MIN_PASSWORD_LENGTH,
  })
  @PasswordRule(passwordMin)
  @NotWeakPassword()
  password: string;
}
