import { z } from 'zod';

// In the browser, zod's object parser would probe `new Function`, which the app's CSP forbids and Chrome reports
// as an issue. The server keeps zod's faster compiled parsers.
if ('document' in globalThis) z.config({ jitless: true });

export { z };
