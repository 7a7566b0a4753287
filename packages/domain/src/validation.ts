import { MSG } from './messages.js';

/** Username: 3 to 150 of letters, digits and @ . + - _ (spec 5.5). */
export const USERNAME_PATTERN = /^[a-zA-Z0-9@.+\-_]{3,150}$/;
/** Password: 8+ characters with a letter, a digit and one of @$!%*#?& (spec 5.5). */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[@$!%*#?&])[A-Za-z\d@$!%*#?&]{8,}$/;
/**
 * Pakistani phone numbers with optional dashes: +92 or 0092, 3 digits, 7 digits; or 11 digits;
 * or a 3 to 5 digit area code and 7 digits.
 */
export const PHONE_PATTERN = /^((\+92)|(0092))-?\d{3}-?\d{7}$|^\d{11}$|^\d{3,5}-?\d{7}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The first error for a username, or null when it is acceptable. */
export function usernameError(value: string): string | null {
  if (value.length === 0) return MSG.usernameRequired;
  if (value.length > 150) return MSG.usernameTooLong;
  if (!USERNAME_PATTERN.test(value)) return MSG.usernamePattern;
  return null;
}

/** The first error for a new password, or null when it is acceptable. */
export function passwordError(value: string): string | null {
  if (value.length === 0) return MSG.passwordRequired;
  if (!PASSWORD_PATTERN.test(value)) return MSG.passwordPattern;
  return null;
}

/** The confirmation must be present and equal to the password. */
export function confirmPasswordError(password: string, confirm: string): string | null {
  if (confirm.length === 0) return MSG.confirmPasswordRequired;
  if (confirm !== password) return MSG.confirmPasswordMismatch;
  return null;
}

/** Email is optional; when given it must look like an address. */
export function emailError(value: string): string | null {
  if (value.length === 0) return null;
  return EMAIL_PATTERN.test(value) ? null : MSG.emailInvalid;
}

/** Phone check; `required` decides whether an empty value is an error. */
export function phoneError(value: string, required = false): string | null {
  if (value.length === 0) return required ? MSG.numberRequired : null;
  return PHONE_PATTERN.test(value) ? null : MSG.phoneInvalid;
}

export interface LoginInput {
  username: string;
  password: string;
}

/** Sign-in form: both fields must be filled (spec 5.7). */
export function loginError(input: LoginInput): string | null {
  return input.username.trim() === '' || input.password === '' ? MSG.loginBothRequired : null;
}
