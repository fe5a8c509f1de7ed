/** The water module's public face: the farm's water sources and their days of irrigation left. */
export { default } from './routes';
