import { leerConfig } from '../../config';
import { abrirDb } from '../../db/db';
import { verificarCadena } from './verificar-cadena';

/**
 * `npm run auditoria:verificar`: recomputes each cooperative's audit chain on the server's database (`DATA_DIR`, or
 * `DATABASE_OWNER_URL` if set, else `DATABASE_URL`: the same choice as `npm run seed`) and prints, per cooperative,
 * its links and last hash, or the first broken row. Exit code 1 when any chain is broken. Only reads.
 * With PGlite, stop the server first (the folder admits one process).
 */
async function main(): Promise<number> {
  const config = leerConfig();
  const db = await abrirDb({ databaseUrl: config.databaseOwnerUrl ?? config.databaseUrl, dataDir: config.dataDir });
  try {
    const cadenas = await verificarCadena(db);
    if (cadenas.length === 0) console.log('La auditoría está vacía.');
    for (const c of cadenas) {
      const base = `Cooperativa ${c.id_cooperativa}: ${c.eslabones} registros`;
      if (c.ruptura) console.log(`${base}. CADENA ROTA en la fila id ${c.ruptura.id} (eslabón ${c.ruptura.eslabon}): ${c.ruptura.motivo}.`);
      else console.log(`${base}, cadena íntegra; último hash ${c.ultimo_hash}`);
    }
    return cadenas.some((c) => c.ruptura) ? 1 : 0;
  } finally {
    await db.close();
  }
}

main()
  .then((codigo) => process.exit(codigo))
  .catch((e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
