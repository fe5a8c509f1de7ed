/** Every publication the soil engine takes a class, a threshold or a rate from. */
export const sources = {
  soilSurveyManual: 'USDA NRCS Soil Survey Manual (Agriculture Handbook 18, 2017), ch. 3: soil reaction (pH) classes',
  iowaPm1688: 'Iowa State University Extension PM 1688 (2013 ed.), A General Guide for Crop Nutrient and Limestone Recommendations in Iowa',
  iowaPm1310: 'Iowa State University Extension PM 1310 (2013), Interpretation of Soil Test Results',
  iowaPm1714: 'Iowa State University Extension PM 1714, Nitrogen Fertilizer Recommendations for Corn in Iowa (late-spring soil nitrate test)',
  pennStateAglime: 'Penn State Extension, Soil Acidity and Aglime (lime rate rule of thumb by soil texture)',
  agviseSulfur: 'AGVISE Laboratories, Does Elemental Sulfur Lower Soil pH? (calcareous soils above pH 7.3)',
  usdaHandbook60: 'USDA Agriculture Handbook 60 (Richards, 1954), Diagnosis and Improvement of Saline and Alkali Soils',
  fao29: 'FAO Irrigation and Drainage Paper 29 Rev. 1 (Ayers & Westcot, 1985), Table 4: crop salt tolerance (Maas & Hoffman)',
  ausvegPh: 'AUSVEG InfoVeg, Optimum soil pH for crop plants',
  blueberryGuide: 'Michigan State University Extension, blueberry soil pH 4.5-5.5',
  sareCoverCrops: 'SARE, Managing Cover Crops Profitably (3rd ed., 2007): legume nitrogen fixation',
  nrcsSoilHealth: 'USDA NRCS soil health principles (keep soil covered, minimise disturbance, living roots, diversity)',
  nrcs590: 'USDA NRCS Conservation Practice Standard 590, Nutrient Management (phosphorus-based manure rates)',
} as const;

export const POUNDS_PER_ACRE_TO_KG_PER_HA = 1.121;
export const TONS_PER_ACRE_TO_TONNES_PER_HA = 2.242;
