/** The contact module's public face: the landing page's contact-query route. */
export { default } from './routes';
