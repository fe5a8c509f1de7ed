/**
 * The schemes directory's public face: its route, and the pure functions the assistant can call: the schemes for a
 * farm, the scheme a question names, and where a date falls in a scheme's instalment calendar.
 */
export { default } from './routes';
export { findSchemes, instalmentTiming, schemeById, schemeMentioned, type InstalmentTiming, type SchemeFilter } from './directory';
