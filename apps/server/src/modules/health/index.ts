/** The health module's public face: GET /api/health and /api/ready. */
export { default } from './routes';
