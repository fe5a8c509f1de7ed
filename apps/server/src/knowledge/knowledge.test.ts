import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pesticideCrops } from '@farmsight/contracts';
import { describe, expect, it } from 'vitest';
import { knowledgeDataDir } from '../paths';
import { describeChemical, formatRate, nutrientsToProducts } from './format';
import { farmRegion, knowledge, loadCatalogue, registrationCitation, seasonWindows } from './index';
import { practiceFact, regionChain } from './practice';
import { withCropSources } from './sources-doc';
import { editDistance, normaliseName } from './resolve';
import type { Crop } from './schema';

const { catalogue, resolver } = knowledge();
const cropId = (name: string) => resolver.resolve(name)?.id;

describe('the catalogue', () => {
  it('holds the 52 crops of the issue, each with a nutrient entry', () => {
    expect(catalogue.crops).toHaveLength(52);
    const withoutNutrients = catalogue.crops.filter((crop) => !Object.values(crop.practices).some((practice) => practice.nutrients));
    expect(withoutNutrients.map((crop) => crop.id)).toEqual([]);
  });

  it("carries the spec's 14 /pesticide names exactly", () => {
    expect(catalogue.crops.flatMap((crop) => crop.pesticideListName ?? []).sort()).toEqual([...pesticideCrops].sort());
  });

  it('resolves every alias and name of every crop to that crop', () => {
    for (const crop of catalogue.crops) {
      for (const name of [crop.id, crop.names.en, crop.names.hi, ...crop.names.aliases, ...crop.names.native]) {
        expect(resolver.resolve(name)?.id, `${name} → ${crop.id}`).toBe(crop.id);
      }
    }
  });
});

describe('the loader', () => {
  const copy = () => {
    const dir = mkdtempSync(join(tmpdir(), 'knowledge-'));
    cpSync(knowledgeDataDir, dir, { recursive: true });
    return dir;
  };
  const edit = (dir: string, file: string, change: (json: Record<string, unknown>) => void) => {
    const path = join(dir, file);
    const json = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    change(json);
    writeFileSync(path, JSON.stringify(json));
  };

  it('refuses an irrigation phrase the Hindi screens would show in English', () => {
    const dir = copy();
    edit(dir, 'hindi-phrases.json', (file) => {
      delete (file.phrases as Record<string, string>)['crown-root initiation'];
    });
    expect(() => loadCatalogue(dir)).toThrow(
      /hindi-phrases\.json: phrases: no Hindi for 'crown-root initiation' \(crops\/wheat\.json, practices\.IN-PB\.irrigation\)/,
    );
  });

  it('names the file and field of a value that breaks the schema', () => {
    const dir = copy();
    edit(dir, 'crops/wheat.json', (wheat) => {
      (wheat.climate as { ph: unknown }).ph = [8, 6];
    });
    expect(() => loadCatalogue(dir)).toThrow(/crops\/wheat\.json: climate\.ph: low must not exceed high/);
  });

  it('refuses a source id that no file defines', () => {
    const dir = copy();
    edit(dir, 'crops/rice.json', (rice) => {
      (rice.climate as { source: string }).source = 'no-such-source';
    });
    expect(() => loadCatalogue(dir)).toThrow(/crops\/rice\.json: climate\.source: unknown source 'no-such-source'/);
  });

  it('refuses an ingredient banned in India in an Indian practice', () => {
    const dir = copy();
    edit(dir, 'crops/cotton.json', (cotton) => {
      const practices = cotton.practices as Record<string, { pests?: { chemicals: { ai: string }[] }[] }>;
      const indian = Object.entries(practices).find(([key, practice]) => key.startsWith('IN') && practice.pests?.some((pest) => pest.chemicals.length));
      indian![1].pests!.find((pest) => pest.chemicals.length)!.chemicals[0]!.ai = 'Endosulfan';
    });
    expect(() => loadCatalogue(dir)).toThrow(/crops\/cotton\.json: practices\.IN-[A-Z]+\.pests\.\d+\.chemicals\.0\.ai: Endosulfan: Banned in India/);
  });

  it('refuses a name that two crops claim', () => {
    const dir = copy();
    edit(dir, 'crops/lentil.json', (lentil) => {
      (lentil.names as { aliases: string[] }).aliases.push('moong');
    });
    expect(() => loadCatalogue(dir)).toThrow(/names\.aliases: 'moong' also names/);
  });

  it('makes each focus state either an entry or a listed gap', () => {
    const dir = copy();
    edit(dir, 'crops/lettuce.json', (lettuce) => {
      lettuce.noEntryYet = [];
    });
    expect(() => loadCatalogue(dir)).toThrow(/crops\/lettuce\.json: noEntryYet: IN-[A-Z]+ must be listed \(it has no entry yet\)/);
  });

  it('checks the land units: sources, states and the exact acre', () => {
    const units = 'india/land-units.json';
    type LandUnitsFile = { everywhere: { unit: string; squareMetres: number }[]; states: { state: string; source: string }[] };
    const broken = (change: (json: LandUnitsFile) => void) => {
      const dir = copy();
      edit(dir, units, (json) => change(json as unknown as LandUnitsFile));
      return () => loadCatalogue(dir);
    };
    expect(
      broken((json) => {
        json.everywhere.find((entry) => entry.unit === 'acre')!.squareMetres = 4047;
      }),
    ).toThrow(/land-units\.json: everywhere: the acre must be 4046\.8564224 square metres/);
    expect(
      broken((json) => {
        json.states[0]!.state = 'IN-XX';
      }),
    ).toThrow(/land-units\.json: states\.0\.state: unknown state 'IN-XX'/);
    expect(
      broken((json) => {
        json.states[0]!.source = 'no-such-source';
      }),
    ).toThrow(/land-units\.json: states\.0\.source: unknown source 'no-such-source'/);
  });

  it("sizes Rajasthan's bigha as the pucca bigha of 3,025 square yards (0.2529 ha)", () => {
    const bigha = knowledge().catalogue.landUnits.states.find((entry) => entry.state === 'IN-RJ' && entry.unit === 'bigha');
    expect(bigha?.squareMetres).toBe(3025 * 0.9144 ** 2);
    expect(Number((bigha!.squareMetres / 10_000).toFixed(4))).toBe(0.2529);
  });
});

describe('the resolver', () => {
  it.each([
    ['makki', 'maize'],
    ['MAKKA', 'maize'],
    ['Corn', 'maize'],
    ['jhona', 'rice'],
    ['Paddy', 'rice'],
    ['धान', 'rice'],
    ['gehun', 'wheat'],
    ['moong', 'green-gram'],
    ['green gram', 'green-gram'],
    ['gram', 'chickpea'],
    ['urad', 'black-gram'],
    ['mash', 'black-gram'],
    ['narma', 'cotton'],
    ['barseem', 'berseem'],
    ['bhindi', 'okra'],
    ['baingan', 'brinjal'],
    ['tinda', 'round-gourd'],
    ['kinnow', 'citrus'],
    ['Citrus Trees (Oranges, Lemons)', 'citrus'],
    ['tomatoes', 'tomato'],
    ['whaet', 'wheat'],
  ])('reads %j as %s', (typed, id) => {
    expect(cropId(typed)).toBe(id);
  });

  it('knows no crop in an unknown or empty name', () => {
    for (const name of ['', 'xyzzy', '__proto__', 'toString', '.*']) expect(resolver.resolve(name), name).toBeUndefined();
  });

  it('finds crops in a question, longest name first, misspellings only in long words', () => {
    expect(resolver.mentions('CATTERPILLAR IN BERSEAM').map((mention) => [mention.crop.id, mention.fuzzy])).toEqual([['berseem', true]]);
    expect(resolver.mentions('seed rate of green gram after wheat').map((mention) => mention.crop.id)).toEqual(['green-gram', 'wheat']);
    expect(resolver.mentions('union budget for farmers')).toEqual([]);
  });

  it('folds case, punctuation and Devanagari spelling habits', () => {
    expect(normaliseName('  Gehūn, (WHEAT)! ')).toBe('gehūn wheat');
    expect(normaliseName('गेहूँ')).toBe(normaliseName('गेहूं'));
    expect(editDistance('barseem', 'berseem', 1)).toBe(1);
    expect(editDistance('whaet', 'wheat', 1)).toBe(1);
    expect(editDistance('potato', 'tomato', 1)).toBe(2);
  });
});

describe('the farm region', () => {
  it.each([
    [[30.9, 75.85], 'IN', 'IN-PB'],
    [[29.15, 75.72], 'IN', 'IN-HR'],
    [[17.385, 78.487], 'IN', 'IN-TG'],
    [[13.08, 80.27], 'IN', 'IN-TN'],
    [[25.6, 85.1], 'IN', 'IN-BR'],
    [[51.5, -0.12], 'GB', null],
    [[-1.29, 36.82], 'KE', null],
  ] as const)('places %j in %s %s', (location, country, state) => {
    const region = farmRegion(location);
    expect(region?.country).toBe(country);
    expect(region?.state?.code ?? null).toBe(state);
  });

  it('tries the state, India, its neighbours, then the general guidance', () => {
    expect(regionChain(farmRegion([13.08, 80.27]))).toEqual(['IN-TN', 'IN', 'IN-AP', 'IN-KA', 'IN-KL', 'default']);
    expect(regionChain(farmRegion([51.5, -0.12]))).toEqual(['GB', 'default']);
    expect(regionChain(null)).toEqual(['default']);
  });

  it('says when a fact comes from another region', () => {
    const crop = {
      ...catalogue.crops[0]!,
      practices: { default: { spacing: { rowCm: 30, source: 'fao-56' } }, 'IN-AP': { spacing: { rowCm: 20, source: 'fao-56' } } },
    } as Crop;
    const chennai = farmRegion([13.08, 80.27]);
    expect(practiceFact(crop, 'spacing', chennai, catalogue)).toMatchObject({
      value: { rowCm: 20 },
      regionKey: 'IN-AP',
      regionName: 'Andhra Pradesh',
      fellBack: true,
      note: "No entry for Tamil Nadu yet; this is Andhra Pradesh's practice, a neighbouring state's.",
    });
    expect(practiceFact(crop, 'spacing', farmRegion([51.5, -0.12]), catalogue)).toMatchObject({
      regionKey: 'default',
      note: 'No entry for United Kingdom yet; this is the general guidance.',
    });
    expect(practiceFact(crop, 'harvest', chennai, catalogue)).toBeUndefined();
  });
});

describe('doses and fertilizers', () => {
  const chemical = {
    ai: 'Imidacloprid',
    formulation: '17.8 SL',
    dose: { value: 40, unit: 'ml', per: 'acre' as const },
    water: { litres: 100, per: 'acre' as const },
    waitingDays: 7,
  };

  it('gives an Indian farmer the published dose per acre and per hectare, the water and the waiting period', () => {
    expect(describeChemical(chemical, true)).toBe(
      'Imidacloprid 17.8 SL: 40 ml per acre (99 ml per ha) in 100 litres of water per acre (247 litres of water per ha). ' +
        'Read the label, wear gloves and a mask while spraying, and wait 7 days before harvest.',
    );
  });

  it('gives a farmer elsewhere the active ingredient and a registered product at its label rate', () => {
    expect(describeChemical(chemical, false)).toBe(
      'Imidacloprid: use a product registered in your country at its label rate. Read the label, wear gloves and a mask while spraying.',
    );
  });

  it('converts rates both ways and keeps ranges', () => {
    expect(formatRate([200, 250], 'g', 'ha')).toBe('200-250 g per ha (81-101 g per acre)');
  });

  it('turns N, P2O5 and K2O into urea, DAP, SSP and MOP', () => {
    expect(nutrientsToProducts(50, 25, 12)).toEqual({ dap: 54, urea: 87, mop: 20, ssp: 156, ureaWithSsp: 109 });
  });
});

describe('docs/agronomy.md', () => {
  it('lists the sources of every crop as the data has them (npm run knowledge:doc rewrites it)', () => {
    const document = readFileSync(new URL('../../../../docs/agronomy.md', import.meta.url), 'utf8');
    expect(withCropSources(document, catalogue)).toBe(document);
  });
});

describe('official national facts', () => {
  const windowsOf = (crop: string, state: string) =>
    catalogue.calendar.filter((entry) => entry.crop === crop && entry.region === state).map((entry) => [entry.season, entry.sowing, entry.harvest.printed]);

  it("holds DES's sowing windows: bajra in Maharashtra in June-July, gram in Madhya Pradesh in October-December", () => {
    expect(windowsOf('pearl-millet', 'IN-MH')).toContainEqual(['kharif', { from: '06-01', to: '07-31', printed: 'Jun(B)-Jul(E)' }, 'Sep(B)-Oct(E)']);
    expect(windowsOf('chickpea', 'IN-MP')).toEqual([['rabi', { from: '10-01', to: '12-10', printed: 'Oct(B)-Dec(B)' }, 'Feb(B)-Apr(B)']]);
  });

  it("gives a Punjab farm its state windows first, and a state without a DES row India's", () => {
    const wheat = resolver.resolve('wheat')!;
    expect(seasonWindows(wheat, farmRegion([30.9, 75.85]), catalogue)[0]).toMatchObject({
      regionKey: 'IN-PB',
      label: expect.stringContaining('DES crop calendar for Punjab'),
    });
    const bajra = resolver.resolve('bajra')!;
    expect(seasonWindows(bajra, farmRegion([11.0, 76.96]), catalogue).map((window) => window.regionKey)).not.toContain('IN-MH');
  });

  it('cites every registered use to its document, page and row', () => {
    expect(catalogue.registeredUses.length).toBeGreaterThan(1000);
    for (const use of catalogue.registeredUses)
      expect(registrationCitation(use)).toMatch(
        /^CIB&RC, Major Uses of Pesticides \(as on 31\.03\.2026\), (Insecticides|Fungicides|Bio-insecticides|Bio-fungicides), p\. \d+, row \d+$/,
      );
  });
});
