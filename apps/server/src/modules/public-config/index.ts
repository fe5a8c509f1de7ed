/** The public-config module's public face: GET /api/config (what the web app needs before sign-in). */
export { default } from './routes';
