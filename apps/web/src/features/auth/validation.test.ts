import { describe, expect, it } from 'vitest';
import { validateLogin, validateSignup } from './validation';

describe('validateLogin', () => {
  it('checks the email first', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({ field: 'email', message: 'Email is required.' });
    expect(validateLogin({ email: '   ', password: 'secret123' })).toEqual({ field: 'email', message: 'Email is required.' });
    expect(validateLogin({ email: 'farmer@', password: 'secret123' })).toEqual({ field: 'email', message: 'Enter a valid email address.' });
  });

  it('then checks the password', () => {
    expect(validateLogin({ email: 'farmer@example.com', password: '' })).toEqual({ field: 'password', message: 'Password is required' });
  });

  it('accepts filled credentials, a short password included (it is simply wrong)', () => {
    expect(validateLogin({ email: 'farmer@example.com', password: 'secret' })).toBeNull();
  });
});

describe('validateSignup', () => {
  it('checks email, then password, then the confirmation', () => {
    expect(validateSignup({ email: '', password: '', confirmPassword: 'x' })).toEqual({ field: 'email', message: 'Email is required.' });
    expect(validateSignup({ email: 'farmer@example.com', password: '', confirmPassword: 'x' })).toEqual({ field: 'password', message: 'Password is required' });
    expect(validateSignup({ email: 'farmer@example.com', password: 'secret123', confirmPassword: 'secret124' })).toEqual({
      field: 'confirmPassword',
      message: 'Password and Confirm password must be same',
    });
  });

  it('names the bad email before a short, unconfirmed password', () => {
    expect(validateSignup({ email: 'farmer@', password: '12345', confirmPassword: '' })).toEqual({ field: 'email', message: 'Enter a valid email address.' });
    expect(validateSignup({ email: 'farmer@example.com', password: '12345', confirmPassword: '' })).toEqual({
      field: 'password',
      message: 'Password must be at least 8 characters.',
    });
  });

  it('accepts matching passwords', () => {
    expect(validateSignup({ email: 'farmer@example.com', password: 'secret123', confirmPassword: 'secret123' })).toBeNull();
  });
});
