import { screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '@/lib/http-error';
import { renderWithProviders } from '@/testing/render';
import { ChangePasswordForm } from '@/features/password-change/components/change-password-form';

function refusal(status: number, code: string): HttpError {
  return new HttpError({
    status,
    body: JSON.stringify({ statusCode: status, error: 'Refused', code, message: code }),
    url: 'http://app.test/api/identity/v2/identities/myaccount/a/passwordchanges',
    correlationId: 'c1',
  });
}

async function fillIn(values: { current: string; next: string; again: string }) {
  const user = userEvent.setup();
  for (const [label, value] of [
    ['Current password', values.current],
    ['New password', values.next],
    ['Repeat the new password', values.again],
  ] as const) {
    if (value) {
      await user.type(screen.getByLabelText(label), value);
    }
  }
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordForm', () => {
  it('sends the current and the new password, not the repetition', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderWithProviders(<ChangePasswordForm onSubmit={onSubmit} />);
    await fillIn({ current: 'old-password', next: 'new-password-1', again: 'new-password-1' });
    expect(onSubmit).toHaveBeenCalledWith({
      currentPassword: 'old-password',
      newPassword: 'new-password-1',
    });
  });

  it('checks the rules of the sign-in page before sending', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderWithProviders(<ChangePasswordForm onSubmit={onSubmit} />);
    await fillIn({ current: '', next: 'short', again: 'different' });
    expect(await screen.findByText('Enter your current password')).toBeTruthy();
    expect(screen.getByText('Your new password must have at least 8 characters.')).toBeTruthy();
    expect(screen.getByText('The two new passwords are not the same')).toBeTruthy();
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a wrong current password on its field, and focuses it', async () => {
    const onSubmit = vi.fn(() => Promise.reject(refusal(400, 'WRONG_PASSWORD')));
    renderWithProviders(<ChangePasswordForm onSubmit={onSubmit} />);
    await fillIn({ current: 'guess', next: 'new-password-1', again: 'new-password-1' });
    expect(await screen.findByText('This is not your current password')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Current password'));
  });

  it('says to wait after too many tries', async () => {
    const onSubmit = vi.fn(() => Promise.reject(refusal(429, 'RATE_LIMITED')));
    renderWithProviders(<ChangePasswordForm onSubmit={onSubmit} />);
    await fillIn({ current: 'guess', next: 'new-password-1', again: 'new-password-1' });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'You tried to change your password several times in a short time.',
    );
  });
});
