import { z } from '../zod';

/** Settings the browser needs from the server's environment. */
export const publicConfigSchema = z.object({
  contactEmail: z.string(),
  map: z.object({ tileUrl: z.string(), attribution: z.string() }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
