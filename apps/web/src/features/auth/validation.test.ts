import { describe, expect, it } from 'vitest';
import { validateLogin, validateSignup } from './validation';

describe('validateLogin', () => {
  it('checks the email first', async () => {
    expect(await validateLogin({ email: '', password: '' })).toEqual({ field: 'email', message: 'Email is required.' });
    expect(await validateLogin({ email: '   ', password: 'secret123' })).toEqual({ field: 'email', message: 'Email is required.' });
    expect(await validateLogin({ email: 'farmer@', password: 'secret123' })).toEqual({ field: 'email', message: 'Enter a valid email address.' });
  });

  it('then checks the password', async () => {
    expect(await validateLogin({ email: 'farmer@example.com', password: '' })).toEqual({ field: 'password', message: 'Password is required' });
  });

  it('accepts filled credentials, a short password included (it is simply wrong)', async () => {
    expect(await validateLogin({ email: 'farmer@example.com', password: 'secret' })).toBeNull();
  });
});

describe('validateSignup', () => {
  it('checks email, then password, then the confirmation', async () => {
    expect(await validateSignup({ email: '', password: '', confirmPassword: 'x' })).toEqual({ field: 'email', message: 'Email is required.' });
    expect(await validateSignup({ email: 'farmer@example.com', password: '', confirmPassword: 'x' })).toEqual({
      field: 'password',
      message: 'Password is required',
    });
    expect(await validateSignup({ email: 'farmer@example.com', password: 'secret123', confirmPassword: 'secret124' })).toEqual({
      field: 'confirmPassword',
      message: 'Password and Confirm password must be same',
    });
  });

  it('names the bad email before a short, unconfirmed password', async () => {
    expect(await validateSignup({ email: 'farmer@', password: '12345', confirmPassword: '' })).toEqual({
      field: 'email',
      message: 'Enter a valid email address.',
    });
    expect(await validateSignup({ email: 'farmer@example.com', password: '12345', confirmPassword: '' })).toEqual({
      field: 'password',
      message: 'Password must be at least 8 characters.',
    });
  });

  it('accepts matching passwords', async () => {
    expect(await validateSignup({ email: 'farmer@example.com', password: 'secret123', confirmPassword: 'secret123' })).toBeNull();
  });
});
