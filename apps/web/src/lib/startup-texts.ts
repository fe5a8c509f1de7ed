/**
 * The text namespaces every page starts with (the menus, the language switch). Read by i18n at start, and by the build,
 * which links their chunks on every page (route-pages.ts).
 */
export const startupNamespaces = ['common'];
