/**
 * Every table, collected for Drizzle (the typed client in db/client.ts and `npm run db:generate`). Each is defined
 * in the schema.ts of the module that owns it (a plugin's own table beside the plugin); nothing here imports a
 * module's index, so the database layer and the modules it serves form no cycle (ADR 0041).
 */
export * from '../modules/auth/schema';
export * from '../modules/contact/schema';
export * from '../modules/news/schema';
export * from '../modules/growth/schema';
export * from '../modules/soil/schema';
export * from '../modules/weather/schema';
export * from '../modules/irrigation/schema';
export * from '../modules/water/schema';
export * from '../modules/assistant/schema';
export * from '../plugins/rate-limit-schema';
export * from '../lib/idempotency-schema';
export * from '../modules/market/schema';
