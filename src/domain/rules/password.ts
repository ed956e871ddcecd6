import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../limits.js';
import { MSG } from '../messages.js';
import { COMMON_PASSWORDS } from './common-passwords.js';

/**
 * The password policy (NIST SP 800-63B style): a minimum length, a generous maximum, no
 * composition rules, and a refusal of passwords attackers try first. Returns every reason the
 * password is refused, so the form can list them; an empty list means it is acceptable.
 */
export function passwordProblems(password: string, context: { email?: string } = {}): string[] {
  const problems: string[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) problems.push(MSG.auth.passwordTooShort);
  if (length > PASSWORD_MAX_LENGTH) problems.push(MSG.auth.passwordTooLong);
  const normalised = password.trim().toLowerCase();
  if (COMMON_PASSWORDS.has(normalised)) problems.push(MSG.auth.passwordTooCommon);
  const email = context.email?.trim().toLowerCase();
  if (email && (normalised === email || normalised === email.split('@')[0]))
    problems.push(MSG.auth.passwordSameAsEmail);
  return problems;
}
