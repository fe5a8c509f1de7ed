import {
  cropCatalogueResponseSchema,
  cropPlanningPaths,
  suggestionsQuerySchema,
  suggestionsResponseSchema,
  yieldHistoryResponseSchema,
} from '@farmsight/contracts';
import { farmerYieldUnit } from '../auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { farmRegionOfUser, knowledge, ownRegionName } from '../../knowledge';
import { compareYield, harvestOf, latestSownCrop, listHarvestedCrops, todayIso } from '../growth';
import { irrigationSettingsOf } from '../irrigation';
import { listSoilTests } from '../soil';
import { listWaterSources } from '../water';
import { requestLanguage } from '../../lib/request-language';
import { chooseSeason, seasonLabel } from './seasons';
import { planningSentences } from './sentences';
import { previousCropOf, suggestCrops } from './suggest';

/** What to grow next and the yield history, which read what other modules saved for the farmer, and the crops known. */
const cropPlanningRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(cropPlanningPaths.catalogue, { onRequest: app.authenticate, schema: { response: { 200: cropCatalogueResponseSchema } } }, async () => ({
    crops: knowledge()
      .catalogue.crops.map((crop) => ({ id: crop.id, name: crop.names.en }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en')),
  }));

  app.get(
    cropPlanningPaths.suggestions,
    { onRequest: app.authenticate, schema: { querystring: suggestionsQuerySchema, response: { 200: suggestionsResponseSchema } } },
    async (request) => {
      const user = request.user!;
      const language = requestLanguage(request);
      const region = farmRegionOfUser(user);
      const { season, basis } = chooseSeason(request.query, region, new Date(), language);
      const [[soilTest], settings, sources, latest] = await Promise.all([
        listSoilTests(app.db, user.id, 1),
        irrigationSettingsOf(app.db, user.id),
        listWaterSources(app.db, user.id),
        latestSownCrop(app.db, user.id),
      ]);
      const { catalogue, resolver } = knowledge();
      const previousCrop = previousCropOf(latest, resolver, todayIso());
      const { suggestions, lacking, excluded } = suggestCrops(catalogue, {
        season,
        region,
        soilTest: soilTest ?? null,
        water: {
          method: settings.isDefault ? null : settings.irrigationMethod,
          storedLitres: sources.reduce((sum, source) => sum + (source.currentLitres ?? 0), 0),
          sourceCount: sources.length,
        },
        previousCrop,
        today: todayIso(),
        seasonAsked: request.query.season !== undefined,
        language,
      });
      const inField = previousCrop?.inFieldUntil
        ? planningSentences[language].fieldOccupied(
            language === 'hi' ? previousCrop.crop.names.hi : previousCrop.crop.names.en.toLowerCase(),
            previousCrop.inFieldUntil,
          )
        : undefined;
      return { season, basis: inField ? `${basis}; ${inField}` : basis, region: ownRegionName(region, language), suggestions, lacking, excluded };
    },
  );

  app.get(cropPlanningPaths.yields, { onRequest: app.authenticate, schema: { response: { 200: yieldHistoryResponseSchema } } }, async (request) => {
    const user = request.user!;
    const region = farmRegionOfUser(user);
    const rows = await listHarvestedCrops(app.db, user.id);
    return {
      harvests: rows.map((row) => {
        const harvest = harvestOf(row)!;
        return {
          cropId: row.id,
          cropType: row.cropType,
          season: seasonLabel(row.seedingDate, region, requestLanguage(request)),
          seedingDate: row.seedingDate,
          harvest,
          comparison: compareYield(row.cropType, harvest.yieldTPerHa, region, requestLanguage(request), farmerYieldUnit(request.user!)),
        };
      }),
    };
  });
};

export default cropPlanningRoutes;
