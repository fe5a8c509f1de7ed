import { weatherPaths, type WeatherResponse } from '@farmsight/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const weatherQueryKey = ['weather'] as const;

/** The farm cell's forecast (after a week of past days), from Open-Meteo through the server's cache. */
export async function getWeather(): Promise<WeatherResponse> {
  const response = await api.weather.get<WeatherResponse>(weatherPaths.forecast);
  return response.data;
}

export function useWeather() {
  return useQuery({ queryKey: weatherQueryKey, queryFn: getWeather, staleTime: 30 * 60_000 });
}
