import type { PesticideType } from '@farmsight/contracts';
import { sources } from './sources';

export interface RestrictedIngredient {
  name: string;
  type: PesticideType;
  reason: string;
  source: string;
}

/** Active ingredients banned or restricted internationally, or extremely/highly hazardous. */
export const restrictedIngredients = {
  endosulfan: {
    name: 'Endosulfan',
    type: 'insecticide',
    reason: 'Persistent organic pollutant listed for global elimination (Stockholm Annex A, 2011) and subject to prior informed consent (Rotterdam Annex III).',
    source: `${sources.stockholmA}; ${sources.rotterdamIII}`,
  },
  monocrotophos: {
    name: 'Monocrotophos',
    type: 'insecticide',
    reason: 'Highly hazardous organophosphate (WHO class Ib) listed in Rotterdam Annex III after poisonings in farm use.',
    source: `${sources.who2019}; ${sources.rotterdamIII}`,
  },
  methylParathion: {
    name: 'Methyl parathion',
    type: 'insecticide',
    reason: 'Extremely hazardous organophosphate (WHO class Ia) listed in Rotterdam Annex III.',
    source: `${sources.who2019}; ${sources.rotterdamIII}`,
  },
  parathion: {
    name: 'Parathion',
    type: 'insecticide',
    reason: 'Extremely hazardous organophosphate (WHO class Ia) listed in Rotterdam Annex III.',
    source: `${sources.who2019}; ${sources.rotterdamIII}`,
  },
  methamidophos: {
    name: 'Methamidophos',
    type: 'insecticide',
    reason: 'Highly hazardous organophosphate (WHO class Ib) listed in Rotterdam Annex III.',
    source: `${sources.who2019}; ${sources.rotterdamIII}`,
  },
  carbofuran: {
    name: 'Carbofuran',
    type: 'insecticide',
    reason: 'Highly hazardous carbamate (WHO class Ib) listed in Rotterdam Annex III (2017); also kills birds feeding in treated fields.',
    source: `${sources.who2019}; ${sources.rotterdamIII}`,
  },
  azinphosMethyl: {
    name: 'Azinphos-methyl',
    type: 'insecticide',
    reason: 'Highly hazardous organophosphate (WHO class Ib) listed in Rotterdam Annex III (2013).',
    source: `${sources.who2019}; ${sources.rotterdamIII}`,
  },
  dicofol: {
    name: 'Dicofol',
    type: 'miticide',
    reason: 'Persistent organic pollutant listed for global elimination (Stockholm Annex A, 2019).',
    source: sources.stockholmA,
  },
  lindane: {
    name: 'Lindane',
    type: 'insecticide',
    reason: 'Persistent organic pollutant listed for elimination (Stockholm Annex A, 2009; agricultural use not exempted) and in Rotterdam Annex III.',
    source: `${sources.stockholmA}; ${sources.rotterdamIII}`,
  },
  ddt: {
    name: 'DDT',
    type: 'insecticide',
    reason: 'Restricted to disease-vector control only (Stockholm Annex B); no agricultural use is allowed.',
    source: `${sources.stockholmB}; ${sources.rotterdamIII}`,
  },
  aldicarb: {
    name: 'Aldicarb',
    type: 'insecticide',
    reason: 'Extremely hazardous carbamate (WHO class Ia); a small amount is lethal.',
    source: sources.who2019,
  },
  phorate: {
    name: 'Phorate',
    type: 'insecticide',
    reason: 'Extremely hazardous organophosphate (WHO class Ia).',
    source: sources.who2019,
  },
  methylBromide: {
    name: 'Methyl bromide',
    type: 'fumigant',
    reason: 'Ozone-depleting soil fumigant phased out for pre-plant use under the Montreal Protocol.',
    source: sources.montrealE,
  },
} satisfies Record<string, RestrictedIngredient>;

export type RestrictedKey = keyof typeof restrictedIngredients;
