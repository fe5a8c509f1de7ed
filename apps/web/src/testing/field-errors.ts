import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** A failed check as the farmer meets it: the spec's toast, and the field marked with the same message under it. */
export async function expectFieldError(label: string, message: string) {
  const field = screen.getByLabelText(label);
  await waitFor(() => expect(field).toHaveAccessibleDescription(message));
  expect(field).toHaveAttribute('aria-invalid', 'true');
  // The toast shows once the toaster's own chunk has loaded and listens (lib/toast).
  await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
}
