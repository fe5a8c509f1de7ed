import { fileURLToPath } from 'node:url';

// This file sits one level below apps/server both as src/paths.ts and inside the bundle dist/index.js.
export const migrationsDir = fileURLToPath(new URL('../drizzle', import.meta.url));
/** The migrated empty embedded database that `npm run build` writes (scripts/build-empty-database.mjs). */
export const emptyDatabaseArchive = fileURLToPath(new URL('../dist/empty-database.tar.gz', import.meta.url));
export const defaultWebDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** Markdown pages of the assistant's knowledge base, read at start (kept in src so the bundle finds them too). */
export const assistantKnowledgeDir = fileURLToPath(new URL('../src/modules/assistant/knowledge', import.meta.url));
/** The leaf-disease model and its labels, committed under apps/server/models. */
export const diseaseModelPath = fileURLToPath(new URL('../models/leaf-disease.onnx', import.meta.url));
/** The symptom guide's data files, read and validated at first use (kept in src so the bundle finds them too). */
export const symptomGuideDir = fileURLToPath(new URL('../src/modules/disease/data/symptom-guide', import.meta.url));
/** Plain-JS worker that runs the model (kept in src so the bundle finds it too). */
export const inferenceWorkerFile = fileURLToPath(new URL('../src/modules/disease/inference-worker.mjs', import.meta.url));
/** The crop knowledge base's data files, read and validated at start (kept in src so the bundle finds them too). */
export const knowledgeDataDir = fileURLToPath(new URL('../src/knowledge/data', import.meta.url));
/** The market module's data files (feed spellings, support prices), read and validated at start. */
export const marketDataDir = fileURLToPath(new URL('../src/modules/market/data', import.meta.url));
/** The schemes directory's data file, read and validated at start. */
export const schemesDataDir = fileURLToPath(new URL('../src/modules/schemes/data', import.meta.url));
