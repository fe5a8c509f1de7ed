/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_AUTH_API_URL?: string;
  readonly VITE_CONFIG_API_URL?: string;
  readonly VITE_NEWS_API_URL?: string;
  readonly VITE_SOIL_API_URL?: string;
  readonly VITE_ASSISTANT_API_URL?: string;
  readonly VITE_DISEASE_API_URL?: string;
  readonly VITE_PESTICIDES_API_URL?: string;
  readonly VITE_GROWTH_API_URL?: string;
  readonly VITE_CROPS_API_URL?: string;
  readonly VITE_IRRIGATION_API_URL?: string;
  readonly VITE_WATER_API_URL?: string;
  readonly VITE_ALERTS_API_URL?: string;
}
