import type { LatLng } from '@farmsight/contracts';

export const DEFAULT_MAP_CENTER: LatLng = [51.505, -0.09];
export const DEFAULT_MAP_ZOOM = 13;

/** Six decimals is about 0.1 m: plenty for a farm, short enough to read. */
export function toLatLng(latitude: number, longitude: number): LatLng {
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return [round(latitude), round(longitude)];
}
