import { pesticideCrops, type PesticideResponse } from '@farmsight/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { answer, apiError, inTurn, json, networkError } from '@/testing/http';
import { farmer, renderApp } from '@/testing/render-app';

const citrus: PesticideResponse = {
  success: true,
  data: {
    name: 'Citrus Trees (Oranges, Lemons)',
    suitable_pesticides: ['Copper hydroxide'],
    not_suitable_pesticides: ['Dicofol'],
    details: [
      { name: 'Copper hydroxide', type: 'bactericide', suitable: true, target: 'Citrus canker', source: 'UF/IFAS Florida Citrus Production Guide' },
      { name: 'Dicofol', type: 'miticide', suitable: false, reason: 'Stockholm Annex A.', source: 'Stockholm Convention' },
    ],
    note: 'Always follow the product label and your local registration.',
  },
};

const wheatInPunjab: PesticideResponse = {
  success: true,
  data: {
    name: 'Wheat',
    suitable_pesticides: ['Propiconazole 25% EC'],
    not_suitable_pesticides: [],
    details: [
      {
        name: 'Propiconazole 25% EC',
        type: 'fungicide',
        suitable: true,
        target: 'Stripe rust /Yellow Rust (P. striiformis)',
        source: 'CIB&RC, Major Uses of Pesticides (as on 31.03.2026), Fungicides, p. 24, row 8',
        activeIngredients: ['Propiconazole'],
        basis: 'national registration (CIB&RC)',
        doses: [
          {
            target: 'Stripe rust /Yellow Rust (P. striiformis)',
            per: 'ha',
            activeIngredientG: [125, 125],
            product: [500, 500],
            productPerAcre: [202, 202],
            unit: 'g',
            waterLitresPerHa: null,
            waitingDays: 30,
            citation: 'CIB&RC, Major Uses of Pesticides (as on 31.03.2026), Fungicides, p. 24, row 8',
          },
        ],
      },
    ],
    note: 'Always follow the product label and your local registration.',
  },
};

const select = () => screen.getByLabelText('Select a crop');
const find = () => screen.getByRole('button', { name: 'Find Pesticide Info' });

describe('/pesticide', () => {
  it('offers the 14 crops of the spec', async () => {
    await renderApp('/pesticide', farmer);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pesticides and Crop' })).toBeInTheDocument();
    const options = within(select())
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Select a crop', ...pesticideCrops]);
  });

  it('asks for a crop and sends nothing when none is selected', async () => {
    await renderApp('/pesticide', farmer);
    await userEvent.click(await screen.findByRole('button', { name: 'Find Pesticide Info' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a crop first.');
    // Nothing was sent: an unanswered request would have failed the test.
  });

  it('looks the crop up URL-encoded and shows both lists with details', async () => {
    const requests = answer('get', 'pesticides', '/:crop', json(citrus));
    await renderApp('/pesticide', farmer);
    await userEvent.selectOptions(await screen.findByLabelText('Select a crop'), 'Citrus Trees (Oranges, Lemons)');
    await userEvent.click(find());
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/api/pesticides/Citrus%20Trees%20(Oranges%2C%20Lemons)']);
    expect(await screen.findByRole('heading', { name: 'Citrus Trees (Oranges, Lemons) Pesticide Information' })).toBeInTheDocument();
    const suitable = screen.getByRole('region', { name: 'Suitable Pesticides' });
    expect(within(suitable).getByText('Copper hydroxide')).toBeInTheDocument();
    expect(within(suitable).getByText('Targets: Citrus canker')).toBeInTheDocument();
    const unsuitable = screen.getByRole('region', { name: 'Not Suitable Pesticides' });
    expect(within(unsuitable).getByText('Dicofol')).toBeInTheDocument();
    expect(within(unsuitable).getByText('(miticide)')).toBeInTheDocument();
    expect(within(unsuitable).getByText('Why not: Stockholm Annex A.')).toBeInTheDocument();
    expect(screen.getByText('Always follow the product label and your local registration.')).toBeInTheDocument();
  });

  it('shows a registered product with its dose per hectare and per acre, its waiting period, page and basis', async () => {
    answer('get', 'pesticides', '/:crop', json(wheatInPunjab));
    await renderApp('/pesticide', farmer);
    await userEvent.selectOptions(await screen.findByLabelText('Select a crop'), 'Wheat');
    await userEvent.click(find());
    const suitable = await screen.findByRole('region', { name: 'Suitable Pesticides' });
    expect(
      within(suitable).getByText(
        'Stripe rust /Yellow Rust (P. striiformis): 500 g per ha (202 g per acre), 125 g active ingredient per ha; spray water as on the label. Wait 30 days between the last spray and harvest.',
        { exact: false },
      ),
    ).toBeInTheDocument();
    expect(
      within(suitable).getByText('CIB&RC, Major Uses of Pesticides (as on 31.03.2026), Fungicides, p. 24, row 8', { selector: 'cite' }),
    ).toBeInTheDocument();
    expect(within(suitable).getByText('Based on: national registration (CIB&RC)')).toBeInTheDocument();
  });

  it('clears the result and shows the failure text, then clears the error on success', async () => {
    answer(
      'get',
      'pesticides',
      '/:crop',
      inTurn(json(citrus), networkError, apiError(404, 'NOT_FOUND', 'No pesticide data for this crop. Supported crops: Corn.'), json(citrus)),
    );
    await renderApp('/pesticide', farmer);
    await userEvent.selectOptions(await screen.findByLabelText('Select a crop'), 'Citrus Trees (Oranges, Lemons)');

    await userEvent.click(find());
    expect(await screen.findByText('Citrus Trees (Oranges, Lemons) Pesticide Information')).toBeInTheDocument();
    await userEvent.click(find());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch pesticide data.');
    expect(screen.queryByText('Citrus Trees (Oranges, Lemons) Pesticide Information')).not.toBeInTheDocument();
    await userEvent.click(find());
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('No pesticide data for this crop. Supported crops: Corn.'));
    await userEvent.click(find());
    expect(await screen.findByText('Citrus Trees (Oranges, Lemons) Pesticide Information')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads in Hindi: crops, the lists and the checks', async () => {
    answer('get', 'pesticides', '/:crop', json(citrus));
    await i18next.loadNamespaces(['pesticides', 'messages']);
    await i18next.changeLanguage('hi');
    await renderApp('/pesticide', farmer);
    expect(await screen.findByRole('heading', { level: 1, name: 'कीटनाशक और फ़सल' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'कीटनाशक जानकारी देखें' }));
    expect(screen.getByRole('alert')).toHaveTextContent('कृपया पहले फ़सल चुनें।');

    const select = screen.getByLabelText('फ़सल चुनें');
    expect(
      within(select)
        .getAllByRole('option')
        .slice(0, 3)
        .map((option) => option.textContent),
    ).toEqual(['फ़सल चुनें', 'मक्का', 'सोयाबीन']);
    await userEvent.selectOptions(select, 'नींबू वर्गीय पेड़ (संतरा, नींबू)');
    await userEvent.click(screen.getByRole('button', { name: 'कीटनाशक जानकारी देखें' }));
    expect(await screen.findByRole('heading', { name: 'नींबू वर्गीय पेड़ (संतरा, नींबू): कीटनाशक की जानकारी' })).toBeInTheDocument();
    const unsuitable = screen.getByRole('region', { name: 'इस्तेमाल न करने वाली दवाएँ' });
    expect(within(unsuitable).getByText('(माइटनाशक)')).toBeInTheDocument();
    expect(within(unsuitable).getByText('क्यों नहीं: Stockholm Annex A.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'इस्तेमाल करने लायक दवाएँ' })).getByText('किस पर असर: Citrus canker')).toBeInTheDocument();
  });

  it("shows the server's 404 sentence in Hindi", async () => {
    answer('get', 'pesticides', '/:crop', apiError(404, 'NOT_FOUND', 'No pesticide data for this crop: it is not in the crop catalogue.'));
    await i18next.changeLanguage('hi');
    await renderApp('/pesticide', farmer);
    await userEvent.selectOptions(await screen.findByLabelText('फ़सल चुनें'), 'गन्ना');
    await userEvent.click(screen.getByRole('button', { name: 'कीटनाशक जानकारी देखें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('इस फ़सल के लिए कीटनाशक की जानकारी नहीं है: यह फ़सल सूची में नहीं है।');
  });
});
