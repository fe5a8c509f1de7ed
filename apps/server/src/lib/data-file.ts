import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';

/** Reads a module's JSON data file and checks it against its schema; a bad file throws naming the file and field. */
export function readDataFile<T>(directory: string, file: string, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(JSON.parse(readFileSync(path.join(directory, file), 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  return parsed.data;
}
