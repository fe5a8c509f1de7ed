import { credentialsSchema, loginSchema } from '@farmsight/contracts';
import { validateWith, type FieldError } from '@/lib/form-validation';
import { translateMessage } from '@/lib/i18n';

export type LoginInput = { email: string; password: string };
export type SignupInput = LoginInput & { confirmPassword: string };

/** The first failing check by the contract's login rules (email, then password), or null when the input is valid. */
export function validateLogin(input: LoginInput): FieldError | null {
  const result = validateWith(loginSchema, input);
  return 'error' in result ? result.error : null;
}

/** Email and password by the contract's sign-up rules (a short password included), then the confirmation. */
export function validateSignup({ confirmPassword, ...credentials }: SignupInput): FieldError | null {
  const result = validateWith(credentialsSchema, credentials);
  if ('error' in result) return result.error;
  if (credentials.password !== confirmPassword) return { field: 'confirmPassword', message: translateMessage('Password and Confirm password must be same') };
  return null;
}
