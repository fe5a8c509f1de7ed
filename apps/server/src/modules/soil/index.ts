/** The soil module's public face: the soil report engine and its classes, the farmer's saved tests, and its routes. */
export { analyzeSoil, nutrientClassOf, phosphorusTestFor, type SoilTest } from './analyze-soil';
export { potassiumAmmoniumAcetate, nitrateTest } from './data/nutrients';
export { sources as soilSources } from './data/sources';
export { listSoilTests } from './repository';
export { default } from './routes';
