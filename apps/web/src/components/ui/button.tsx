import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const variants = {
  primary: 'bg-green-700 text-white hover:bg-green-800',
  secondary: 'border border-green-700 text-green-800 hover:bg-green-50',
} as const;

type ButtonProps = ComponentProps<'button'> & { variant?: keyof typeof variants };

export function Button({ variant = 'primary', className, type = 'button', ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={cn('rounded-md px-4 py-2 font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60', variants[variant], className)}
      {...props}
    />
  );
}

type IconButtonProps = ComponentProps<'button'> & { 'aria-label': string };

/** A button showing only an icon; its aria-label is also its tooltip. */
export function IconButton({ className, type = 'button', ...props }: IconButtonProps) {
  return (
    <button
      type={type}
      title={props['aria-label']}
      className={cn('rounded-full p-2 text-gray-700 hover:bg-gray-100 disabled:opacity-60', className)}
      {...props}
    />
  );
}
