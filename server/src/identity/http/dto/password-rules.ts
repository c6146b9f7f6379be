import { MIN_PASSWORD_LENGTH } from '@civic/contracts';
import { FIELD_MAX, Rule } from '../../../kernel/http/field-rules.js';
import { weakPasswordReason } from '../../domain/password-strength.js';

/**
 * Refuses a new password made only of spaces or among the most common ones (weakPasswordReason), with the reason as
 * its message. A missing, short or overlong value passes here: PasswordRule reports it with the spec's own words,
 * so a field never gets two messages.
 */
export function NotWeakPassword(): PropertyDecorator {
  return Rule('notWeakPassword', (value) => {
    if (typeof value !== 'string' || value.length < MIN_PASSWORD_LENGTH || value.length > FIELD_MAX.password) return null;
    return weakPasswordReason(value);
  });
}
