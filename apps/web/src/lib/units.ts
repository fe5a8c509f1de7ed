import {
  DEFAULT_YIELD_UNIT,
  HECTARE,
  formatLandArea,
  formatYield,
  landUnitName,
  toHectares,
  yieldInUnit,
  yieldUnitName,
  type LandUnit,
  type YieldUnit,
} from '@farmsight/contracts';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from './i18n';
import { useUser } from './session';

export interface FarmerUnits {
  land: LandUnit;
  /** The land unit's name for a label: "acres", "बीघा". */
  landName: string;
  /** A number typed in the farmer's land unit, in hectares (NaN stays NaN, for the contract to refuse). */
  hectaresOf: (amount: number) => number;
  yield: YieldUnit;
  /** An area in hectares in the farmer's land unit: "2 acres", "5 बीघा". */
  area: (hectares: number) => string;
  /** A yield in tonnes per hectare in quintals per acre or per hectare. */
  yieldOf: (tonnesPerHectare: number) => string;
  /** The same yield as a bare figure (one decimal), for tables and charts headed with `yieldName`. */
  yieldFigure: (tonnesPerHectare: number) => number;
  /** "quintals per acre", "क्विंटल प्रति हेक्टेयर". */
  yieldName: string;
}

/**
 * The signed-in farmer's units: the one way screens write areas and yields (the maths lives in the contracts). Hectares and quintals per hectare until the farmer chooses otherwise on the profile.
 */
export function useFarmerUnits(): FarmerUnits {
  useTranslation(); // re-render on a language switch
  const user = useUser().data;
  const land = user?.landUnit ?? HECTARE;
  const yieldUnit = user?.yieldUnit ?? DEFAULT_YIELD_UNIT;
  const language = currentLanguage();
  return {
    land,
    landName: landUnitName(land.id, language),
    hectaresOf: (amount) => toHectares(amount, land),
    yield: yieldUnit,
    area: (hectares) => formatLandArea(hectares, land, language),
    yieldOf: (tonnesPerHectare) => formatYield(tonnesPerHectare, yieldUnit, language),
    yieldFigure: (tonnesPerHectare) => Number(yieldInUnit(tonnesPerHectare, yieldUnit).toFixed(1)),
    yieldName: yieldUnitName(yieldUnit, language),
  };
}
