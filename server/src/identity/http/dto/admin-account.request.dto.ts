import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { isEmail, ValidateBy } from 'class-validator';
import { ADMIN_MODULES, ADMIN_MODULE_ALIASES, MIN_PASSWORD_LENGTH, Messages } from '@civic/contracts';

const MAX = { name: 100, email: 254, password: 128, modules: 20, module: 50 } as const;
const required = Messages.admin.admins.allFieldsRequired;
const passwordMin = Messages.admin.admins.passwordMin;
const ACCEPTED_MODULES = [...ADMIN_MODULES, ...Object.keys(ADMIN_MODULE_ALIASES)];

const trim = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** One constraint whose message says what is wrong, in the spec's words (null: valid). */
function rule(name: string, check: (value: unknown) => string | null): PropertyDecorator {
  return ValidateBy({
    name,
    validator: { validate: (value: unknown) => check(value) === null, defaultMessage: (args?: { value: unknown }) => check(args?.value) ?? '' },
  });
}

const text = (max: number) =>
  rule('adminText', (v) => (typeof v !== 'string' || v.length === 0 ? required : v.length > max ? Messages.auth.valueTooLong : null));
const email = () =>
  rule('adminEmail', (v) => (typeof v !== 'string' || v.length === 0 ? required : v.length > MAX.email || !isEmail(v) ? Messages.support.emailInvalid : null));
/** Admin spec section 5: 'Password min 6 characters'; `empty` is the message of a missing password. */
const password = (empty: string) =>
  rule('adminPassword', (v) =>
    typeof v !== 'string' || v.length === 0
      ? empty
      : v.length < MIN_PASSWORD_LENGTH
        ? passwordMin
        : v.length > MAX.password
          ? Messages.auth.valueTooLong
          : null,
  );
const modules = () =>
  rule('adminModules', (v) =>
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
  @trim()
  @text(MAX.name)
  firstName: string;

  @ApiProperty({ description: `Last name ('${required}')`, example: 'Kamat', maxLength: MAX.name })
  @trim()
  @text(MAX.name)
  lastName: string;

  @ApiProperty({
    description: 'Email address; lowercased, must not belong to any account (409 CONFLICT)',
    example: 'rohan.kamat@goa-civic.in',
    maxLength: MAX.email,
  })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @email()
  email: string;

  @ApiProperty({
    description: `Temporary password, at least ${MIN_PASSWORD_LENGTH} characters ('${passwordMin}')`,
    example: 'temp-4821',
    minLength: MIN_PASSWORD_LENGTH,
  })
  @password(required)
  password: string;

  @ApiProperty({ ...MODULES_DOC, required: false })
  @modules()
  modules?: string[];
}

/** PATCH /api/admin/admins/{id} (admin spec section 7): the admin's new module list. */
export class UpdateAdminModulesRequest {
  @ApiProperty(MODULES_DOC)
  @rule('adminModulesRequired', (v) => (Array.isArray(v) ? null : Messages.common.validationFailed))
  @modules()
  modules: string[];
}

/** POST /api/admin/admins/{id}/reset-password (admin spec sections 5 and 7). */
export class ResetAdminPasswordRequest {
  @ApiProperty({
    description: `New password, at least ${MIN_PASSWORD_LENGTH} characters ('${passwordMin}')`,
    example: 'temp-9930',
    minLength: MIN_PASSWORD_LENGTH,
  })
  @password(passwordMin)
  password: string;
}
