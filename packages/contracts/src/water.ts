/** Paths of the weather, irrigation, water-storage and alert services, relative to each service's base URL. */
export const weatherPaths = { forecast: '' } as const;
export const irrigationPaths = { settings: '/settings', schedule: '/schedule', events: '/events' } as const;
export const waterPaths = { sources: '/sources', source: '/sources/:sourceId' } as const;
export const alertPaths = { list: '' } as const;

export function waterSourcePath(sourceId: string): string {
  return waterPaths.source.replace(':sourceId', encodeURIComponent(sourceId));
}

export const LOCATION_REQUIRED_MESSAGE = 'Set your farm location on the profile page to get weather and irrigation advice.';
export const WEATHER_UNAVAILABLE_MESSAGE = 'Weather data is not available right now. Please try again later.';

/** FAO-56 Table 19 soil classes. */
export const soilTextures = ['sand', 'loamy sand', 'sandy loam', 'loam', 'silt loam', 'silt', 'silty clay loam', 'silty clay', 'clay'] as const;
export type SoilTexture = (typeof soilTextures)[number];
export const irrigationMethods = ['drip', 'sprinkler', 'furrow', 'surface'] as const;
export type IrrigationMethod = (typeof irrigationMethods)[number];

export const MAX_IRRIGATION_DEPTH_MM = 500;

/** How a farmer measures an irrigation: depth, hours of the pump, or canal turns (warabandi). */
export const irrigationUnits = ['mm', 'pump-hours', 'canal-turns'] as const;
export type IrrigationUnit = (typeof irrigationUnits)[number];

export const ONE_IRRIGATION_MEASURE_MESSAGE = 'Give what you applied in one way: mm, pump-hours or canal turns.';

export const waterSourceKinds = ['tubewell', 'borewell', 'canal', 'tank', 'pond', 'well'] as const;
export type WaterSourceKind = (typeof waterSourceKinds)[number];
/** Sources that hold a volume: the only ones with a level and days of supply. */
export const storedWaterKinds: readonly WaterSourceKind[] = ['tank', 'pond', 'well'];
/** Sources drawn by a pump, whose flow turns hours into litres. */
export const pumpedWaterKinds: readonly WaterSourceKind[] = ['tubewell', 'borewell'];

export const LEVEL_ABOVE_CAPACITY_MESSAGE = 'Current level cannot exceed the capacity.';
export const PUMP_FLOW_REQUIRED_MESSAGE = 'Pump flow is required: litres a second, or the seconds it takes to fill a drum.';
export const TURN_HOURS_REQUIRED_MESSAGE = 'Turn hours are required: how many hours your weekly canal turn lasts.';

export const alertKinds = ['flood', 'drought', 'heavy-rain', 'heat', 'cold'] as const;
export const alertLevels = ['watch', 'warning', 'severe'] as const;
export type AlertLevel = (typeof alertLevels)[number];
