/** The growth module's public face: the FAO-56 season engine other modules may call, and its routes. */
export { analyseGrowth, addDays, type GrowthAnalysis } from './growth-model';
export { default } from './routes';
