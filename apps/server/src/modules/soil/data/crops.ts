import { sources } from './sources';

export interface CropGroup {
  name: string;
  examples: string[];
  /** pH window (inclusive) the group does well in. */
  minPh: number;
  maxPh: number;
  advice: string;
  source: string;
}

export const cropGroups: CropGroup[] = [
  {
    name: 'Acid-tolerant crops',
    examples: ['Potatoes', 'Oats', 'Rye', 'Lupins', 'Blueberries'],
    minPh: 4.5,
    maxPh: 5.9,
    advice: 'These yield well without full liming; blueberries need pH 4.5-5.5 and should not be limed at all.',
    source: `${sources.ausvegPh}; ${sources.blueberryGuide}`,
  },
  {
    name: 'Most field crops and vegetables',
    examples: ['Corn', 'Soybeans', 'Wheat', 'Tomatoes', 'Peppers', 'Beans'],
    minPh: 6.0,
    maxPh: 7.3,
    advice: 'The soil reaction suits them; yield then depends on the nutrient levels below.',
    source: `${sources.ausvegPh}; ${sources.iowaPm1688}`,
  },
  {
    name: 'Lime-loving legumes and brassicas',
    examples: ['Alfalfa', 'Sweet clover', 'Cabbage', 'Sugar beet'],
    minPh: 6.5,
    maxPh: 7.8,
    advice: 'They need a near-neutral to slightly alkaline soil and fix or use calcium well.',
    source: `${sources.ausvegPh}; ${sources.iowaPm1688}`,
  },
  {
    name: 'Salt- and alkali-tolerant crops',
    examples: ['Barley (ECe threshold 8.0 dS/m)', 'Cotton (7.7)', 'Sugar beet (7.0)', 'Sorghum (6.8)'],
    minPh: 7.9,
    maxPh: 14,
    advice: 'They have the highest salt-tolerance thresholds of common field crops; check salinity (ECe) and sodium before planting.',
    source: sources.fao29,
  },
];

/** Suggested when the nitrate test is below its critical level. */
export const nitrogenFixingCrops = {
  name: 'Nitrogen-fixing legumes',
  examples: ['Soybeans', 'Peas', 'Beans', 'Groundnut', 'Clover (cover crop)'],
  minPh: 6.0,
  advice: 'With the right rhizobium inoculant they fix their own nitrogen and leave some for the next crop.',
  source: sources.sareCoverCrops,
};
