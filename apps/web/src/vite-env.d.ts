/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
}

/** Set by the build (apps/web/offline-shell.ts): one value per build, naming the service worker's cache too. */
declare const __BUILD_ID__: string;
