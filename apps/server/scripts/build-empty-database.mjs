// Builds dist/empty-database.tar.gz: an embedded PGlite database with every migration applied, as PGlite's own
// data-directory archive. A server started on a fresh DATA_DIR unpacks it instead of running initdb and the
// migrations, the slow part of a first start (ADR 0041). The server still migrates after unpacking, so an archive
// older than the migrations only costs time.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));
const archive = fileURLToPath(new URL('../dist/empty-database.tar.gz', import.meta.url));

const client = await PGlite.create('memory://');
try {
  await migrate(drizzle({ client }), { migrationsFolder });
  // A clean shutdown point, so the archive holds no half-written state.
  await client.exec('checkpoint');
  const dump = await client.dumpDataDir('gzip');
  await writeFile(archive, Buffer.from(await dump.arrayBuffer()));
} finally {
  await client.close();
}
