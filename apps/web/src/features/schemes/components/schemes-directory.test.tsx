import { newsPaths, schemePaths, type Scheme, type SchemesResponse } from '@farmsight/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { answer, apiError, json, never } from '@/testing/http';
import { farmer, renderApp } from '@/testing/render-app';

const pmKisan: Scheme = {
  id: 'pm-kisan',
  name: 'PM-KISAN (Pradhan Mantri Kisan Samman Nidhi)',
  nameHi: 'प्रधानमंत्री किसान सम्मान निधि',
  level: 'central',
  country: 'IN',
  state: null,
  category: 'Income support',
  summary: 'Income support paid straight into the bank accounts of landholding farmer families.',
  eligibility: ['A farmer family with cultivable land recorded in its name.'],
  benefit: '₹6,000 a year in three instalments of ₹2,000.',
  apply: { how: 'Register on pmkisan.gov.in.', documents: ['Aadhaar card', 'Land record'] },
  calendar: [
    { period: 'April–July', what: 'First instalment of ₹2,000' },
    { period: 'August–November', what: 'Second instalment of ₹2,000' },
  ],
  status: { how: "Open 'Know Your Status'.", url: 'https://pmkisan.gov.in/' },
  helplines: [{ number: '155261', label: 'PM-KISAN helpline' }],
  website: 'https://pmkisan.gov.in/',
  sources: [{ title: 'PM-KISAN portal', url: 'https://pmkisan.gov.in/' }],
  fit: { verdict: 'fits', reasons: [] },
};

const cmKisan: Scheme = {
  ...pmKisan,
  id: 'od-cm-kisan',
  name: 'CM-KISAN (Odisha)',
  nameHi: 'सीएम-किसान (ओडिशा)',
  level: 'state',
  state: { code: 'IN-OR', name: 'Odisha' },
  helplines: [],
  status: null,
  fit: { verdict: 'does-not-fit', reasons: ['For holdings up to 2 ha; yours is 2.5 ha.'] },
};

const directory = (schemes: Scheme[]): SchemesResponse => ({
  filter: { country: 'IN', state: 'IN-OR', stateName: 'Odisha', landHa: 2.5, crop: null },
  schemes,
});

describe('/schemes?tab=schemes (Schemes)', () => {
  it('lists the schemes for the farm with their benefit, calendar, status page and helpline', async () => {
    const requests = answer('get', 'schemes', schemePaths.list, json(directory([pmKisan])));
    await renderApp('/schemes?tab=schemes', farmer);
    expect(await screen.findByRole('heading', { level: 3, name: 'PM-KISAN (Pradhan Mantri Kisan Samman Nidhi)' })).toBeInTheDocument();
    expect(screen.getByText('Schemes for a farm in Odisha, 2.5 hectares.')).toBeInTheDocument();
    expect(screen.getByText('₹6,000 a year in three instalments of ₹2,000.')).toBeInTheDocument();
    expect(screen.getByText('First instalment of ₹2,000')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Status page of PM-KISAN (Pradhan Mantri Kisan Samman Nidhi)' })).toHaveAttribute(
      'href',
      'https://pmkisan.gov.in/',
    );
    expect(screen.getByRole('link', { name: '155261' })).toHaveAttribute('href', 'tel:155261');
    expect(screen.getByText('Documents: Aadhaar card; Land record.')).toBeInTheDocument();
    expect(new URL(requests[0]!.url).search).toBe('');
  });

  it('asks for every scheme, and says why one does not fit', async () => {
    const requests = answer('get', 'schemes', schemePaths.list, (request) =>
      json(directory(new URL(request.url).searchParams.get('all') === 'true' ? [cmKisan, pmKisan] : [pmKisan]))(request),
    );
    await renderApp('/schemes?tab=schemes', farmer);
    await screen.findByRole('heading', { level: 3, name: 'PM-KISAN (Pradhan Mantri Kisan Samman Nidhi)' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show every scheme' }));
    expect(await screen.findByText('Does not fit: For holdings up to 2 ha; yours is 2.5 ha.')).toHaveClass('text-red-700');
    await waitFor(() => expect(requests.map((request) => new URL(request.url).searchParams.get('all'))).toEqual([null, 'true']));
  });

  it('sends the chosen crop', async () => {
    const requests = answer('get', 'schemes', schemePaths.list, json(directory([pmKisan])));
    await renderApp('/schemes?tab=schemes', farmer);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Crop (optional)' }), { target: { value: 'cotton' } });
    await waitFor(() => expect(requests.at(-1) && new URL(requests.at(-1)!.url).searchParams.get('crop')).toBe('cotton'));
  });

  it("shows 'Failed to fetch schemes' when the server fails", async () => {
    answer('get', 'schemes', schemePaths.list, apiError(503, 'SERVICE_UNAVAILABLE', 'Try later.'));
    await renderApp('/schemes?tab=schemes', farmer);
    expect(await screen.findByText('Failed to fetch schemes')).toHaveClass('text-red-600');
  });

  it('moves between tabs with the arrow keys, the header staying News', async () => {
    answer('get', 'schemes', schemePaths.list, json(directory([pmKisan])));
    const news = answer('get', 'news', newsPaths.agriculture, never);
    const { router } = await renderApp('/schemes?tab=schemes', farmer);
    const tab = await screen.findByRole('tab', { name: 'Schemes' });
    fireEvent.keyDown(tab, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Mandi prices' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Mandi prices' })).toHaveFocus();
    expect(router.state.location.search).toBe('?tab=prices');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Mandi prices' }), { key: 'Home' });
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(news).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
  });

  it("shows the scheme in Hindi as the server words it, marking only the sources' titles as English", async () => {
    const inHindi: Scheme = {
      ...pmKisan,
      category: 'आय सहायता',
      apply: { how: 'पीएम-किसान पोर्टल पर पंजीकरण करें।', documents: ['आधार कार्ड', 'ज़मीन का रिकॉर्ड'] },
      helplines: [{ number: '155261', label: 'पीएम-किसान हेल्पलाइन' }],
    };
    answer('get', 'schemes', schemePaths.list, json(directory([inHindi])));
    await i18next.loadNamespaces(['news', 'schemes', 'common']);
    await i18next.changeLanguage('hi');
    await renderApp('/schemes?tab=schemes', farmer);
    const card = (await screen.findByRole('heading', { level: 3, name: 'प्रधानमंत्री किसान सम्मान निधि' })).closest('article')!;
    expect(card).toHaveTextContent('दस्तावेज़: आधार कार्ड; ज़मीन का रिकॉर्ड।');
    expect(card).toHaveTextContent('155261 (पीएम-किसान हेल्पलाइन)');
    expect([...card.querySelectorAll('[lang]')].map((element) => `${element.tagName}:${element.textContent}`)).toEqual(['CITE:PM-KISAN portal']);
    expect(screen.getByRole('tab', { name: 'योजनाएँ' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Odisha के खेत के लिए योजनाएँ, 2.5 हेक्टेयर।')).toBeInTheDocument();
  });
});
