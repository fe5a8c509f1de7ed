export type LoginInput = { email: string; password: string };
export type SignupInput = LoginInput & { confirmPassword: string };

/** The first failing check's message, in the spec's order, or null when the input is valid. */
export function validateLogin({ email, password }: LoginInput): string | null {
  if (!email.trim()) return 'Email is required.';
  if (!password) return 'Password is required';
  return null;
}

export function validateSignup(input: SignupInput): string | null {
  const loginError = validateLogin(input);
  if (loginError) return loginError;
  if (input.password !== input.confirmPassword) return 'Password and Confirm password must be same';
  return null;
}
