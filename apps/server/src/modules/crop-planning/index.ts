/** The crop-planning module's public face: the pure ranking of what to grow next, and its routes. */
export { suggestCrops, type PlanningInput, type Suggestions } from './suggest';
export { default } from './routes';
