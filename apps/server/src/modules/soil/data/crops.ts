import { sources } from './sources';

/**
 * pH groups for crop suggestions. Which crops stand in a group comes from the crop catalogue: those whose own pH range
 * holds the reading, narrowed to the botanical families a group names.
 */
export interface CropGroup {
  name: string;
  /** Only crops of these families; none means any family not claimed by a group that names families. */
  families?: string[];
  /** pH window (inclusive) the group does well in. */
  minPh: number;
  maxPh: number;
  advice: string;
  source: string;
}

export const cropGroups: CropGroup[] = [
  {
    name: 'Acid-tolerant crops',
    minPh: 4.5,
    maxPh: 5.9,
    advice: 'These yield well without full liming; blueberries need pH 4.5-5.5 and should not be limed at all.',
    source: `${sources.ausvegPh}; ${sources.blueberryGuide}`,
  },
  {
    name: 'Most field crops and vegetables',
    minPh: 6.0,
    maxPh: 7.3,
    advice: 'The soil reaction suits them; yield then depends on the nutrient levels below.',
    source: `${sources.ausvegPh}; ${sources.iowaPm1688}`,
  },
  {
    name: 'Lime-loving legumes and brassicas',
    families: ['Fabaceae', 'Brassicaceae'],
    minPh: 6.5,
    maxPh: 7.8,
    advice: 'They need a near-neutral to slightly alkaline soil and fix or use calcium well.',
    source: `${sources.ausvegPh}; ${sources.iowaPm1688}`,
  },
  {
    name: 'Salt- and alkali-tolerant crops',
    minPh: 7.9,
    maxPh: 14,
    advice: 'They have the highest salt-tolerance thresholds of common field crops; check salinity (ECe) and sodium before planting.',
    source: sources.fao29,
  },
];

/** Suggested when the nitrate test is below its critical level. */
export const nitrogenFixingCrops = {
  name: 'Nitrogen-fixing legumes',
  family: 'Fabaceae',
  minPh: 6.0,
  advice: 'With the right rhizobium inoculant they fix their own nitrogen and leave some for the next crop.',
  source: sources.sareCoverCrops,
};
