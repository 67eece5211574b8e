/** RFC 5321: an address is at most 254 characters long. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * A simple syntax check, not full RFC 5322: one '@', no white space, a non-empty local part and a
 * domain with a dot that neither starts nor ends with a dot. Whether the address exists is only
 * found out by mailing to it.
 */
export function isValidEmail(email: string): boolean {
  const value = email.trim();
  if (value.length > EMAIL_MAX_LENGTH) return false;
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value);
}
