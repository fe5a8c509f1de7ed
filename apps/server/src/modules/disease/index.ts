/** The disease module's public face: leaf-photo prediction routes, and the per-class advice the assistant cites. */
export { adviceByClass, type ClassAdvice } from './data/advice';
export { default } from './routes';
