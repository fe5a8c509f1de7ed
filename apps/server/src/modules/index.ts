import { servicePrefixes } from '@farmsight/contracts';
import type { FastifyPluginAsync } from 'fastify';
import assistantRoutes from './assistant/routes';
import authRoutes from './auth/routes';
import contactRoutes from './contact/routes';
import cropPlanningRoutes from './crop-planning';
import diseaseRoutes from './disease/routes';
import growthRoutes from './growth';
import healthRoutes from './health/routes';
import pesticideRoutes from './pesticides/routes';
import newsModule from './news';
import publicConfigRoutes from './public-config/routes';
import soilRoutes from './soil';
import weatherRoutes from './weather';
import irrigationRoutes from './irrigation';
import waterRoutes from './water';
import alertRoutes from './alerts/routes';

/** Every HTTP module and where it mounts; one list, so the route table is easy to read and test. */
export const routeModules: { prefix: string; plugin: FastifyPluginAsync }[] = [
  { prefix: '/api', plugin: healthRoutes }, // /api/health and /api/ready
  { prefix: servicePrefixes.config, plugin: publicConfigRoutes },
  { prefix: servicePrefixes.auth, plugin: authRoutes },
  { prefix: servicePrefixes.auth, plugin: contactRoutes },
  { prefix: servicePrefixes.assistant, plugin: assistantRoutes },
  { prefix: servicePrefixes.soil, plugin: soilRoutes },
  { prefix: servicePrefixes.crops, plugin: cropPlanningRoutes },
  { prefix: servicePrefixes.disease, plugin: diseaseRoutes },
  { prefix: servicePrefixes.pesticides, plugin: pesticideRoutes },
  { prefix: servicePrefixes.news, plugin: newsModule },
  { prefix: servicePrefixes.weather, plugin: weatherRoutes },
  { prefix: servicePrefixes.irrigation, plugin: irrigationRoutes },
  { prefix: servicePrefixes.water, plugin: waterRoutes },
  { prefix: servicePrefixes.alerts, plugin: alertRoutes },
  { prefix: '', plugin: growthRoutes }, // mounts /api/growth and GET /api/auth/getcrop
];
