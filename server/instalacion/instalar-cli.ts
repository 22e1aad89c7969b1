import { parseArgs } from 'node:util';
import { leerConfig } from '../config';
import { abrirBaseMigrada } from '../db/abrir-base';
import { sembrarCatalogosSiVacia } from '../demo/seed';
import { instalarPrimeraCooperativa } from './primera-cooperativa';

/**
 * `npm run instalar -- --cooperativa "…" --producto cafe --pais MX --correo … --nombres … --apellido …`: the first
 * cooperative of a new server and its administrator (docs/instalacion.md). Migrates and adds the catalogues first, as
 * the owner (DATABASE_OWNER_URL when set), so it works before or after the server's first start. PGlite: with the
 * server stopped (its data folder admits one process).
 */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      cooperativa: { type: 'string', default: '' },
      producto: { type: 'string', default: '' },
      pais: { type: 'string', default: 'MX' },
      correo: { type: 'string', default: '' },
      nombres: { type: 'string', default: '' },
      apellido: { type: 'string', default: '' },
    },
  });
  const db = await abrirBaseMigrada(leerConfig(), (dueno) => sembrarCatalogosSiVacia(dueno).then(() => undefined));
  try {
    const r = await instalarPrimeraCooperativa(db, values);
    if (!r.ok) {
      for (const mensajes of Object.values(r.errores)) for (const m of mensajes) console.error(m);
      return 1;
    }
    console.log(`Cooperativa «${r.cooperativa}» creada, con su administrador.`);
    console.log(`Correo: ${r.correo}`);
    console.log(`Contraseña: ${r.contrasena}`);
    console.log('Guárdela ahora: no se vuelve a mostrar. Entre a Cosecha con ella y cree las cuentas de la cooperativa en Usuarios.');
    return 0;
  } finally {
    await db.close();
  }
}

main().then(
  (codigo) => process.exit(codigo),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
