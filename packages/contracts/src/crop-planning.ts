/** Paths of the crop-planning service (servicePrefixes.crops). */
export const cropPlanningPaths = { suggestions: '/suggestions', yields: '/yields', catalogue: '/catalogue' } as const;

/** India's cropping seasons; a farm elsewhere asks by sowing month instead. */
export const plantingSeasons = ['kharif', 'rabi', 'zaid'] as const;
export type PlantingSeason = (typeof plantingSeasons)[number];

export const UNKNOWN_SEASON_MESSAGE = `Season must be one of: ${plantingSeasons.join(', ')}.`;

export const reasonKinds = ['season', 'soil', 'water', 'rotation'] as const;
