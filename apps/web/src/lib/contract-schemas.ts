/**
 * The contracts' zod schemas, which check the forms, as a chunk of their own (ADR 0056): zod and the schemas are about
 * 30 KB gzip that no screen needs before the farmer fills a form. API answers are not checked again in the browser:
 * the server sends each one through the same contract's schema (ADR 0061). The browser loads the chunk once.
 */
export const loadContractSchemas = () => import('@farmsight/contracts/schemas');
