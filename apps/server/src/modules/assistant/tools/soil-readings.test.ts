import { describe, expect, it } from 'vitest';
import { farmRegion } from '../../../knowledge';
import { readSoilTest, soilReadingsTool } from './soil-readings';

const ask = (text: string, location: [number, number] | null) => ({
  text,
  crop: undefined,
  latitude: location?.[0] ?? null,
  region: farmRegion(location),
  today: '2026-11-28',
  language: 'en' as const,
});

describe('soil readings in a question', () => {
  it('reads kg/ha as a Soil Health Card prints it, and gives the engine ppm', () => {
    expect(readSoilTest('available P 20 kg/ha and potash 280 kg per ha, N 250 ppm')).toEqual({ phosphorus: 8.93, potassium: 125, nitrogen: 250 });
  });

  it('answers an Indian farm by the Soil Health Card and a farm elsewhere by the lab classes', () => {
    const question = 'phosphorus 20 kg/ha';
    const india = soilReadingsTool.answer(ask(question, [30.9, 75.85]))!;
    expect(india.lines).toEqual([
      'Phosphorus 20 kg/ha: Medium (20 kg/ha available phosphorus; Soil Health Card norms: Low below 10, Medium 10-25, High above 25 kg/ha).',
      "Apply the crop's recommended dose of phosphorus; choose a crop for its dose in bags.",
    ]);
    expect(india.sources).toEqual([{ title: 'FarmSight soil analysis engine', source: expect.stringMatching(/Methods Manual: Soil Testing in India/) }]);
    const kenya = soilReadingsTool.answer(ask(question, [-1.29, 36.82]))!;
    expect(kenya.lines[0]).toMatch(/^Phosphorus 20 kg\/ha: Very Low \(8.93 ppm by Bray-1 \/ Mehlich-3, Iowa State PM 1688 classes\)/);
    expect(kenya.sources).toEqual([{ title: 'FarmSight soil analysis engine', source: expect.stringMatching(/^Iowa State University Extension PM 1688/) }]);
  });
});
