// The texts every page starts with, linked on every page by the build with its own (vite.config.ts).
export { startupNamespaces } from './src/lib/startup-texts';

/**
 * Each page and what it loads before it shows, as src/app/routes.tsx nests them: the source of every lazy route on its
 * path (layouts first) and the text namespaces those routes load. The build writes each page's chunks to
 * dist/route-preloads.json, which the server turns into modulepreload links on that page (so they download with the
 * entry, not after it), with the texts' chunks in the page's language, and the size budget (e2e/support/initial-js.ts)
 * adds them up; that test fails on a lazy route missing here.
 */
export const routePages: Record<string, { modules: string[]; namespaces: string[] }> = {
  '/': { modules: ['src/features/landing/index.ts'], namespaces: ['landing'] },
  '/auth': { modules: ['src/app/toaster-layout.tsx', 'src/features/auth/index.ts'], namespaces: ['messages', 'auth'] },
  '/profile': { modules: ['src/app/toaster-layout.tsx', 'src/features/profile/index.ts'], namespaces: ['messages', 'profile'] },
  ...workspace({
    '/dashboard': { module: 'src/app/workspace/dashboard-route.tsx', namespaces: ['dashboard'] },
    '/schemes': { module: 'src/app/workspace/schemes-route.tsx', namespaces: ['news', 'market', 'schemes'] },
    '/irrigation': { module: 'src/app/workspace/irrigation-route.tsx', namespaces: ['irrigation'] },
    '/historical': { module: 'src/features/soil/index.ts', namespaces: ['soil'] },
    '/pesticide': { module: 'src/features/pesticides/index.ts', namespaces: ['pesticides'] },
    '/ai': { module: 'src/features/assistant/index.ts', namespaces: ['assistant'] },
    '/weather': { module: 'src/features/disease/index.ts', namespaces: ['disease'] },
    '/user': { module: 'src/features/user/index.ts', namespaces: ['user'] },
  }),
};

/** A workspace page sits under the toaster's layout and the workspace's (sidebar and alerts bell). */
function workspace(routes: Record<string, { module: string; namespaces: string[] }>) {
  return Object.fromEntries(
    Object.entries(routes).map(([route, { module, namespaces }]) => [
      route,
      { modules: ['src/app/toaster-layout.tsx', 'src/app/workspace/workspace-layout.tsx', module], namespaces: ['messages', 'alerts', ...namespaces] },
    ]),
  );
}
