/**
 * The contracts' zod schemas, which check every API answer and form, as a chunk of their own (ADR 0056): zod and the
 * schemas are about 30 KB gzip that no screen needs before its data arrives. Each API call starts loading them with
 * its request, so they download alongside the answer rather than before the first screen; a form's check awaits them
 * (by then in the browser, fetched with the page's first request). The browser loads the chunk once.
 */
export const loadContractSchemas = () => import('@farmsight/contracts/schemas');
