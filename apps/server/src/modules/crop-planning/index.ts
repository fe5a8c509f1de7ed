/** The crop-planning module's public face: the pure ranking of what to grow next, the season helpers, and its routes. */
export { suggestCrops, type PlanningInput, type Suggestions } from './suggest';
export { chooseSeason, seasonForMonth, seasonLabel } from './seasons';
export { default } from './routes';
