import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * A failed check as the farmer meets it: the spec's toast, and the field marked with the same message under it (the
 * field's description ends with it, after the field's hint where it has one).
 */
export async function expectFieldError(label: string, message: string) {
  const field = screen.getByLabelText(label);
  await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringMatching(new RegExp(`${escapeRegExp(message)}$`))));
  expect(field).toHaveAttribute('aria-invalid', 'true');
  // The toast shows once the toaster's own chunk has loaded and listens (lib/toast).
  await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
