/** The soil module's public face: the soil-test route, and the analysis (with its sources) the assistant answers from. */
export { analyzeSoil, type SoilTest } from './analyze-soil';
export { sources as soilSources } from './data/sources';
export { default } from './routes';
