/** The water module's public face: the farm's water sources and their days of irrigation left, and its routes. */
export { listWaterSources } from './repository';
export { default } from './routes';
