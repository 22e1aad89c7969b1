// Writes server/db/esquema.sql: the schema's live functions and triggers, read from a fresh in-memory PGlite after
// every migration (server/db/esquema.ts). Run after adding a migration that changes a function or trigger.
import { writeFileSync } from 'node:fs';
import { abrirDb } from '../server/db/db';
import { migrar } from '../server/db/migrate';
import { esquemaVivo } from '../server/db/esquema';

const db = await abrirDb({ databaseUrl: null, dataDir: null });
await migrar(db);
writeFileSync(new URL('../server/db/esquema.sql', import.meta.url), await esquemaVivo(db));
await db.close();
console.log('server/db/esquema.sql escrito');
