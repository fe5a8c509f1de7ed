import { validateWith, type FieldError } from '@/lib/form-validation';
import { translateMessage } from '@/lib/i18n';

export type LoginInput = { email: string; password: string };
export type SignupInput = LoginInput & { confirmPassword: string };

/** The first failing check by the contract's login rules (email, then password), or null when the input is valid. */
export async function validateLogin(input: LoginInput): Promise<FieldError | null> {
  const result = await validateWith((schemas) => schemas.loginSchema, input);
  return 'error' in result ? result.error : null;
}

/** Email and password by the contract's sign-up rules (a short password included), then the confirmation. */
export async function validateSignup({ confirmPassword, ...credentials }: SignupInput): Promise<FieldError | null> {
  const result = await validateWith((schemas) => schemas.credentialsSchema, credentials);
  if ('error' in result) return result.error;
  if (credentials.password !== confirmPassword) return { field: 'confirmPassword', message: translateMessage('Password and Confirm password must be same') };
  return null;
}
