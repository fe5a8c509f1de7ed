import { describe, expect, it } from 'vitest';
import { validateLogin, validateSignup } from './validation';

describe('validateLogin', () => {
  it('checks the email first', () => {
    expect(validateLogin({ email: '', password: '' })).toBe('Email is required.');
    expect(validateLogin({ email: '   ', password: 'secret123' })).toBe('Email is required.');
  });

  it('then checks the password', () => {
    expect(validateLogin({ email: 'farmer@example.com', password: '' })).toBe('Password is required');
  });

  it('accepts filled credentials', () => {
    expect(validateLogin({ email: 'farmer@example.com', password: 'secret123' })).toBeNull();
  });
});

describe('validateSignup', () => {
  it('checks email, then password, then the confirmation', () => {
    expect(validateSignup({ email: '', password: '', confirmPassword: 'x' })).toBe('Email is required.');
    expect(validateSignup({ email: 'farmer@example.com', password: '', confirmPassword: 'x' })).toBe('Password is required');
    expect(validateSignup({ email: 'farmer@example.com', password: 'secret123', confirmPassword: 'secret124' })).toBe(
      'Password and Confirm password must be same',
    );
  });

  it('accepts matching passwords', () => {
    expect(validateSignup({ email: 'farmer@example.com', password: 'secret123', confirmPassword: 'secret123' })).toBeNull();
  });
});
