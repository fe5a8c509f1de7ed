import { describe, expect, it } from 'vitest';
import { farmRegion, knowledge } from '../../knowledge';
import { adjustDose, dosePerHectare, fertilizerCrops, fertilizerPlan, NO_CROP_MESSAGE, productLines } from './fertilizer-plan';

const catalogue = () => knowledge().catalogue;
const crop = (id: string) => catalogue().crops.find((entry) => entry.id === id)!;
const ludhiana = () => farmRegion([30.9, 75.85]);
const london = () => farmRegion([51.5, -0.09]);
const bhopal = () => farmRegion([23.26, 77.41]);

describe('the dose per hectare', () => {
  it('converts a per-acre dose (x 2.4711) and takes the middle of a range', () => {
    expect(dosePerHectare({ n: 60, p2o5: 24, k2o: 12, per: 'acre', split: 'half at sowing', source: 'x' })).toEqual({ n: 148.3, p2o5: 59.3, k2o: 29.7 });
    expect(dosePerHectare({ n: [120, 140], p2o5: [60, 70], k2o: 30, per: 'ha', split: 'half at sowing', source: 'x' })).toEqual({ n: 130, p2o5: 65, k2o: 30 });
  });
});

describe('the soil-test adjustment', () => {
  it('adds 25% on Low, keeps Medium, takes 25% off High, and keeps an untested nutrient', () => {
    expect(adjustDose({ n: 120, p2o5: 60, k2o: 40 }, { nitrogen: 'Low', phosphorus: 'Medium', potassium: 'High' })).toEqual({
      adjusted: { n: 150, p2o5: 60, k2o: 30 },
      adjustments: [
        { nutrient: 'N', rating: 'Low', factor: 1.25 },
        { nutrient: 'P2O5', rating: 'Medium', factor: 1 },
        { nutrient: 'K2O', rating: 'High', factor: 0.75 },
      ],
    });
    expect(adjustDose({ n: 120, p2o5: 60, k2o: 40 }, { phosphorus: 'Low' }).adjusted).toEqual({ n: 120, p2o5: 75, k2o: 40 });
  });
});

describe('products and bags', () => {
  it('puts P in DAP first and the rest of N in urea (or all N in urea beside SSP), K in MOP; per acre, per hectare and for the land', () => {
    const { withDap, withSsp } = productLines({ n: 150, p2o5: 60, k2o: 30 }, 2);
    // DAP 60/0.46 = 130 kg (2.5 bags of 50); urea (150 - 130.4 x 0.18)/0.46 = 275 kg (6 bags of 45); MOP 30/0.6 = 50 kg (1 bag).
    expect(withDap).toEqual([
      { product: 'dap', name: 'DAP (18-46-0)', bagKg: 50, perAcre: { kg: 53, bags: 1 }, perHectare: { kg: 130, bags: 2.5 }, wholeLand: { kg: 261, bags: 5 } },
      { product: 'urea', name: 'Urea (46% N)', bagKg: 45, perAcre: { kg: 111, bags: 2.5 }, perHectare: { kg: 275, bags: 6 }, wholeLand: { kg: 550, bags: 12 } },
      { product: 'mop', name: 'MOP (60% K2O)', bagKg: 50, perAcre: { kg: 20, bags: 0.5 }, perHectare: { kg: 50, bags: 1 }, wholeLand: { kg: 100, bags: 2 } },
    ]);
    // SSP 60/0.16 = 375 kg (7.5 bags); urea 150/0.46 = 326 kg (7 bags).
    expect(withSsp.map((line) => [line.product, line.perHectare])).toEqual([
      ['ssp', { kg: 375, bags: 7.5 }],
      ['urea', { kg: 326, bags: 7 }],
      ['mop', { kg: 50, bags: 1 }],
    ]);
  });

  it('leaves out a product the dose does not need and the whole land without an area', () => {
    const { withDap } = productLines({ n: 0, p2o5: 0, k2o: 30 }, null);
    expect(withDap).toEqual([
      { product: 'mop', name: 'MOP (60% K2O)', bagKg: 50, perAcre: { kg: 20, bags: 0.5 }, perHectare: { kg: 50, bags: 1 }, wholeLand: null },
    ]);
  });
});

describe('the fertilizer plan', () => {
  it('says so when no crop was chosen', () => {
    expect(fertilizerPlan({ crop: undefined, region: ludhiana(), landHectares: 2, ratings: {} }, catalogue())).toEqual({
      status: 'none',
      reason: 'no-crop',
      crop: null,
      message: NO_CROP_MESSAGE,
    });
  });

  it("plans Punjab's rice dose (125-30-30 kg/ha, PAU) on a soil low in N and high in K, for 2.5 ha", () => {
    const plan = fertilizerPlan(
      { crop: crop('rice'), region: ludhiana(), landHectares: 2.5, ratings: { nitrogen: 'Low', phosphorus: 'Medium', potassium: 'High' } },
      catalogue(),
    );
    if (plan.status !== 'plan') throw new Error(plan.message);
    expect(plan).toMatchObject({
      crop: { en: 'Rice', hi: 'धान (चावल)' },
      region: 'Punjab',
      regionNote: null,
      basis: { kind: 'own', region: 'Punjab', own: null, by: 'ICAR-Indian Institute of Rice Research' },
      landHectares: 2.5,
      recommended: { n: 125, p2o5: 30, k2o: 30 },
      adjusted: { n: 156.3, p2o5: 30, k2o: 22.5 },
    });
    expect(plan.withDap.map((line) => [line.product, line.perAcre, line.perHectare, line.wholeLand])).toEqual([
      ['dap', { kg: 26, bags: 0.5 }, { kg: 65, bags: 1.5 }, { kg: 163, bags: 3.5 }],
      ['urea', { kg: 127, bags: 3 }, { kg: 314, bags: 7 }, { kg: 786, bags: 17.5 }],
      ['mop', { kg: 15, bags: 0.5 }, { kg: 38, bags: 1 }, { kg: 94, bags: 2 }],
    ]);
    expect(plan.withSsp.map((line) => [line.product, line.perHectare])).toEqual([
      ['ssp', { kg: 188, bags: 4 }],
      ['urea', { kg: 340, bags: 7.5 }],
      ['mop', { kg: 38, bags: 1 }],
    ]);
    // The practice's own caveats.
    expect(plan.notes).toEqual([expect.stringMatching(/^Skip phosphorus if the preceding wheat got its full phosphorus dose/)]);
    expect(plan.sources.some((source) => source.startsWith('Agriinfo.in'))).toBe(true);
    expect(plan.sources.some((source) => source.includes('45 kg bags'))).toBe(true);
  });

  it('keeps the dose outside India (no adjustments) and has no whole-land amounts without a land area', () => {
    const plan = fertilizerPlan({ crop: crop('potato'), region: london(), landHectares: null, ratings: null }, catalogue());
    if (plan.status !== 'plan') throw new Error(plan.message);
    expect(plan.adjusted).toEqual(plan.recommended);
    expect(plan.adjustments).toEqual([]);
    expect(plan.landHectares).toBeNull();
    expect(plan.withDap.every((line) => line.wholeLand === null)).toBe(true);
  });

  it('has no plan for a crop dosed per tree or without a dose for the region, and says so plainly', () => {
    expect(fertilizerPlan({ crop: crop('mango'), region: ludhiana(), landHectares: 1, ratings: {} }, catalogue())).toEqual({
      status: 'none',
      reason: 'no-dose',
      crop: { en: 'Mango', hi: 'आम' },
      message:
        'No per-area fertilizer dose for Mango in Punjab is known (none for the state, its neighbours or India as a whole), so there is no plan in bags. The dose published for India is per plant.',
    });
    expect(fertilizerPlan({ crop: crop('tomato'), region: ludhiana(), landHectares: 1, ratings: {} }, catalogue())).toMatchObject({
      status: 'none',
      message:
        'No per-area fertilizer dose for Tomato in Punjab is known (none for the state, its neighbours or India as a whole), so there is no plan in bags.',
    });
    expect(fertilizerPlan({ crop: crop('grapes'), region: ludhiana(), landHectares: 1, ratings: {} }, catalogue())).toMatchObject({
      status: 'none',
      message: expect.stringMatching(/^No per-area fertilizer dose for Grapes in Punjab is known .* The dose published for Haryana is per plant\.$/),
    });
  });
});

describe('whose dose the plan uses', () => {
  const basisOf = (cropId: string, region: ReturnType<typeof farmRegion>) => {
    const plan = fertilizerPlan({ crop: crop(cropId), region, landHectares: null, ratings: null }, catalogue());
    if (plan.status !== 'plan') throw new Error(plan.message);
    return plan.basis;
  };

  it("names the farmer's own state and who published its dose", () => {
    expect(basisOf('maize', ludhiana())).toEqual({ kind: 'own', region: 'Punjab', own: null, by: 'Punjab Agricultural University' });
  });

  it("gives a Ludhiana farmer Punjab's wheat dose (PAU, 50-25-12 kg per acre), not Haryana's", () => {
    expect(basisOf('wheat', ludhiana())).toEqual({ kind: 'own', region: 'Punjab', own: null, by: 'Punjab Agricultural University' });
    const plan = fertilizerPlan({ crop: crop('wheat'), region: ludhiana(), landHectares: null, ratings: null }, catalogue());
    expect(plan).toMatchObject({ status: 'plan', region: 'Punjab', regionNote: null, recommended: { n: 123.6, p2o5: 61.8, k2o: 29.7 } });
  });

  it("labels a neighbouring state's dose as standing in, naming the farmer's own state", () => {
    // Punjab's cotton has no dose in the catalogue yet; Haryana's (HAU) is the nearest.
    expect(basisOf('cotton', ludhiana())).toEqual({ kind: 'neighbour', region: 'Haryana', own: 'Punjab', by: 'CCS Haryana Agricultural University' });
  });

  it('uses the India-wide dose, labelled, before any other state for a Madhya Pradesh farm', () => {
    expect(basisOf('pigeon-pea', bhopal())).toEqual({
      kind: 'national',
      region: 'India',
      own: 'Madhya Pradesh',
      by: 'ICAR-Indian Institute of Pulses Research',
    });
    const plan = fertilizerPlan({ crop: crop('pigeon-pea'), region: bhopal(), landHectares: null, ratings: null }, catalogue());
    expect(plan).toMatchObject({ status: 'plan', recommended: { n: 17.5, p2o5: 47.5, k2o: 20 } });
    // Gram, Madhya Pradesh's main rabi pulse: India's dose, not Punjab's.
    expect(basisOf('chickpea', bhopal())).toEqual({
      kind: 'national',
      region: 'India',
      own: 'Madhya Pradesh',
      by: 'ICAR-Indian Agricultural Statistics Research Institute',
    });
  });

  it('says when the dose is only the general guidance', () => {
    expect(basisOf('potato', london())).toEqual({ kind: 'general', region: 'general guidance', own: 'United Kingdom', by: 'Kerala Agricultural University' });
  });
});

describe('the crop list', () => {
  it("holds every crop of the catalogue, marking those without a per-area dose for the farm's region", () => {
    const inPunjab = fertilizerCrops(ludhiana(), catalogue());
    expect(inPunjab).toHaveLength(catalogue().crops.length);
    const hasDose = (id: string, list = inPunjab) => list.find((entry) => entry.id === id)!.hasDose;
    expect([hasDose('rice'), hasDose('wheat'), hasDose('tomato'), hasDose('grapes'), hasDose('mango')]).toEqual([true, true, false, false, false]);
    expect(hasDose('tomato', fertilizerCrops(farmRegion([25.59, 85.14]), catalogue()))).toBe(true);
    expect(
      fertilizerCrops(london(), catalogue())
        .filter((entry) => entry.hasDose)
        .map((entry) => entry.id),
    ).toEqual(['cauliflower', 'potato']);
  });
});
