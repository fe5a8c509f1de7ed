import {
  DEFAULT_SOIL_UNIT,
  soilInputKeys,
  UNKNOWN_CROP_MESSAGE,
  type Language,
  type ParsedSoilAnalysisRequest,
  type SoilAnalysisResponse,
  type SoilRatings,
} from '@farmsight/contracts';
import { farmRegionOfUser, knowledge, type Crop } from '../../knowledge';
import { HttpError } from '../../lib/http-error';
import { analyzeSoil, labClassLines, phLine, type SoilTest } from './analyze-soil';
import { sources } from './data/sources';
import { fertilizerPlan } from './fertilizer-plan';
import { ratingSystemFor, soilHealthCardCitation, toPpm } from './rating';
import { npkRatings, rateSoilHealthCard } from './soil-health-card';

interface Farmer {
  latitude: number | null;
  longitude: number | null;
  areaOfLand: number | null;
}

function catalogueCrop(cropId: string | undefined): Crop | undefined {
  if (cropId === undefined) return undefined;
  const crop = knowledge().catalogue.crops.find((entry) => entry.id === cropId);
  if (!crop) throw new HttpError(400, 'VALIDATION_ERROR', UNKNOWN_CROP_MESSAGE, { cropId: UNKNOWN_CROP_MESSAGE });
  return crop;
}

/**
 * The whole soil report for a farmer, in one rating system (ADR 0039): the lead lines and the detailed reading by the
 * Soil Health Card norms for a farm in India, by the lab classes elsewhere; the chosen crop's fertilizer plan. Also the
 * test in ppm, as it is saved. The sentences and norms are worded in `language`.
 */
export function soilReport(request: ParsedSoilAnalysisRequest, farmer: Farmer, language: Language = 'en'): { report: SoilAnalysisResponse; test: SoilTest } {
  const unit = request.unit ?? DEFAULT_SOIL_UNIT;
  const crop = catalogueCrop(request.cropId);
  const { soilData } = request;
  const entered = {
    pH: soilData[soilInputKeys.pH],
    nitrogen: soilData[soilInputKeys.nitrogen],
    phosphorus: soilData[soilInputKeys.phosphorus],
    potassium: soilData[soilInputKeys.potassium],
  };
  const inPpm = (value: number | null | undefined) => (typeof value === 'number' ? toPpm(value, unit) : value);
  const test: SoilTest = { pH: entered.pH, nitrogen: inPpm(entered.nitrogen), phosphorus: inPpm(entered.phosphorus), potassium: inPpm(entered.potassium) };

  const region = farmRegionOfUser(farmer);
  const inIndia = ratingSystemFor(region?.country) === 'Soil Health Card';
  const ratings: SoilRatings = inIndia
    ? {
        scheme: 'Soil Health Card',
        source: soilHealthCardCitation,
        lines: [
          ...(typeof entered.pH === 'number' ? [phLine(entered.pH, language)] : []),
          ...rateSoilHealthCard({ ...entered, ...request.soilHealthCard }, unit, language),
        ],
      }
    : { scheme: 'Lab classes', source: `${sources.iowaPm1688}; ${sources.iowaPm1714}; ${sources.soilSurveyManual}`, lines: labClassLines(test, language) };
  const plan = fertilizerPlan({ crop, region, landHectares: farmer.areaOfLand, ratings: inIndia ? npkRatings(ratings.lines) : null }, knowledge().catalogue);
  return { report: { ...analyzeSoil(entered, { country: region?.country, unit, language }), ratings, fertilizerPlan: plan }, test };
}
