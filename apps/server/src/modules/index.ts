import { servicePrefixes } from '@farmsight/contracts';
import type { FastifyPluginAsync } from 'fastify';
import assistantRoutes from './assistant';
import authRoutes from './auth';
import contactRoutes from './contact';
import diseaseRoutes from './disease';
import growthRoutes, { savedCropsRoutes } from './growth';
import healthRoutes from './health';
import pesticideRoutes from './pesticides';
import newsModule from './news';
import publicConfigRoutes from './public-config';
import soilRoutes from './soil';
import weatherRoutes from './weather';
import irrigationRoutes from './irrigation';
import waterRoutes from './water';
import alertRoutes from './alerts';
import placeRoutes from './places';
import cropPlanningRoutes from './crop-planning';
import marketRoutes from './market';
import schemeRoutes from './schemes';

/**
 * Every HTTP module's routes and where each mounts; one list, so the route table is easy to read and test. Each entry
 * is registered by the module that owns its routes, at a service prefix: two of the spec's URLs sit under the auth
 * prefix although the auth module does not own them, and are listed with it, each with its owner.
 */
export const routeModules: { prefix: string; plugin: FastifyPluginAsync }[] = [
  { prefix: '/api', plugin: healthRoutes }, // /api/health and /api/ready
  { prefix: servicePrefixes.config, plugin: publicConfigRoutes },
  { prefix: servicePrefixes.auth, plugin: authRoutes },
  { prefix: servicePrefixes.auth, plugin: contactRoutes }, // the contact module's POST /api/auth/query (spec URL)
  { prefix: servicePrefixes.auth, plugin: savedCropsRoutes }, // the growth module's GET /api/auth/getcrop (spec URL)
  { prefix: servicePrefixes.assistant, plugin: assistantRoutes },
  { prefix: servicePrefixes.soil, plugin: soilRoutes },
  { prefix: servicePrefixes.disease, plugin: diseaseRoutes },
  { prefix: servicePrefixes.pesticides, plugin: pesticideRoutes },
  { prefix: servicePrefixes.news, plugin: newsModule },
  { prefix: servicePrefixes.weather, plugin: weatherRoutes },
  { prefix: servicePrefixes.irrigation, plugin: irrigationRoutes },
  { prefix: servicePrefixes.water, plugin: waterRoutes },
  { prefix: servicePrefixes.alerts, plugin: alertRoutes },
  { prefix: servicePrefixes.places, plugin: placeRoutes },
  { prefix: servicePrefixes.crops, plugin: cropPlanningRoutes },
  { prefix: servicePrefixes.growth, plugin: growthRoutes },
  { prefix: servicePrefixes.market, plugin: marketRoutes },
  { prefix: servicePrefixes.schemes, plugin: schemeRoutes },
];
