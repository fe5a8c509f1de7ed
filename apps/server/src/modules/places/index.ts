/** The place search module's public face: its routes. */
export { default } from './routes';
