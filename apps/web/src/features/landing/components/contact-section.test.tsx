import { contactPaths } from '@farmsight/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, apiError, json } from '@/testing/http';
import { renderWithProviders } from '../testing/test-utils';
import { ContactSection } from './contact-section';

async function fillForm(user: ReturnType<typeof userEvent.setup>, values: Partial<Record<string, string>> = {}) {
  const filled = { Firstname: 'Asha', Lastname: 'Patil', Email: 'asha@example.com', Message: 'How do alerts work?', ...values };
  for (const [label, value] of Object.entries(filled)) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
}

describe('ContactSection', () => {
  let alertSpy: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => {});
    answer('get', 'config', '', json({ contactEmail: 'help@farmsight.example', map: { tileUrl: 't', attribution: 'a' } }));
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('renders the heading, labelled fields and the contact e-mail as a mailto link', async () => {
    renderWithProviders(<ContactSection />);

    expect(screen.getByRole('heading', { name: 'Contact Us' })).toBeInTheDocument();
    expect(document.getElementById('Contact')).not.toBeNull();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Message')).toHaveAttribute('rows', '5');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'help@farmsight.example' })).toHaveAttribute('href', 'mailto:help@farmsight.example');
  });

  it('alerts "All fields are required" and sends nothing when a field is empty', async () => {
    const sent = answer('post', 'auth', contactPaths.query, json({ message: 'Query submitted' }, 201));
    const user = userEvent.setup();
    renderWithProviders(<ContactSection />);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(alertSpy).toHaveBeenLastCalledWith('All fields are required');

    await fillForm(user, { Message: '' });
    await user.type(screen.getByLabelText('Message'), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(alertSpy).toHaveBeenCalledTimes(2);
    expect(alertSpy).toHaveBeenLastCalledWith('All fields are required');
    expect(sent).toEqual([]);
  });

  it('keeps the browser e-mail format check: an invalid address is reported and not sent', async () => {
    const sent = answer('post', 'auth', contactPaths.query, json({ message: 'Query submitted' }, 201));
    const user = userEvent.setup();
    renderWithProviders(<ContactSection />);
    const email = screen.getByLabelText<HTMLInputElement>('Email');
    const report = vi.spyOn(email, 'reportValidity');

    await fillForm(user, { Email: 'not-an-email' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(report).toHaveBeenCalled();
    expect(alertSpy).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('posts the query and on 201 clears all fields and alerts success', async () => {
    const requests = answer('post', 'auth', contactPaths.query, json({ message: 'Query submitted' }, 201));
    const user = userEvent.setup();
    renderWithProviders(<ContactSection />);

    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Your query has been submitted successfully.'));
    expect(requests).toHaveLength(1);
    expect(await requests[0]!.json()).toEqual({
      fname: 'Asha',
      lname: 'Patil',
      email: 'asha@example.com',
      message: 'How do alerts work?',
    });
    for (const label of ['Firstname', 'Lastname', 'Email', 'Message']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
  });

  it('logs and alerts the failure text when the request fails, keeping the input', async () => {
    answer('post', 'auth', contactPaths.query, apiError(500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again later.'));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithProviders(<ContactSection />);

    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('There was an issue submitting your query. Please try again later.'));
    expect(consoleError).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ message: 'Request failed with status code 500' }));
    expect(screen.getByLabelText('Firstname')).toHaveValue('Asha');
  });

  it('alerts in Hindi when Hindi is chosen', async () => {
    answer('post', 'auth', contactPaths.query, apiError(500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again later.'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await i18next.loadNamespaces(['landing']);
    await i18next.changeLanguage('hi');
    const user = userEvent.setup();
    renderWithProviders(<ContactSection />);

    await user.click(screen.getByRole('button', { name: 'भेजें' }));
    expect(alertSpy).toHaveBeenLastCalledWith('सारी जानकारी भरना ज़रूरी है');

    for (const [label, value] of [
      ['पहला नाम', 'Asha'],
      ['उपनाम', 'Patil'],
      ['ईमेल', 'asha@example.com'],
      ['संदेश', 'अलर्ट कैसे मिलेंगे?'],
    ]) {
      await user.type(screen.getByLabelText(label!), value!);
    }
    await user.click(screen.getByRole('button', { name: 'भेजें' }));
    await waitFor(() => expect(alertSpy).toHaveBeenLastCalledWith('आपका सवाल भेजने में दिक्कत आई। कृपया थोड़ी देर बाद फिर कोशिश करें।'));
  });
});
