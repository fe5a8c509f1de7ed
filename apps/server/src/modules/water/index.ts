/** The water module's public face: the farmer's stored water, and its routes. */
export { listWaterSources } from './repository';
export { default } from './routes';
