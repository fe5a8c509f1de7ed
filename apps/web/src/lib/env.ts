/** Base URL of each API service; empty means same origin. Set at build time through Vite env. */
const apiBase = import.meta.env.VITE_API_BASE ?? '';

export const serviceUrls = {
  auth: import.meta.env.VITE_AUTH_API_URL ?? `${apiBase}/api/auth`,
  config: import.meta.env.VITE_CONFIG_API_URL ?? `${apiBase}/api/config`,
  news: import.meta.env.VITE_NEWS_API_URL ?? `${apiBase}/api/news`,
  soil: import.meta.env.VITE_SOIL_API_URL ?? `${apiBase}/api/soil`,
  assistant: import.meta.env.VITE_ASSISTANT_API_URL ?? `${apiBase}/api/assistant`,
  disease: import.meta.env.VITE_DISEASE_API_URL ?? `${apiBase}/api/disease`,
  pesticides: import.meta.env.VITE_PESTICIDES_API_URL ?? `${apiBase}/api/pesticides`,
  growth: import.meta.env.VITE_GROWTH_API_URL ?? `${apiBase}/api/growth`,
  crops: import.meta.env.VITE_CROPS_API_URL ?? `${apiBase}/api/crops`,
  irrigation: import.meta.env.VITE_IRRIGATION_API_URL ?? `${apiBase}/api/irrigation`,
  water: import.meta.env.VITE_WATER_API_URL ?? `${apiBase}/api/water`,
  alerts: import.meta.env.VITE_ALERTS_API_URL ?? `${apiBase}/api/alerts`,
  places: import.meta.env.VITE_PLACES_API_URL ?? `${apiBase}/api/places`,
} as const;
