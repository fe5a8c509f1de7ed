/** The alerts module's public face: GET /api/alerts (frost, heat, drought and flood alerts for the farm). */
export { default } from './routes';
