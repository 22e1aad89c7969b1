import { leerConfig } from './config';
import { abrirBaseMigrada } from './db/abrir-base';
import { sembrarCatalogosSiVacia, sembrarSiVacia } from './demo/seed';
import { recalcularAreasPendientes } from './modules/parcelas/croquis/recalcular-areas';
import { construirApp } from './app';
import { registroDelServidor } from './registro';
import { DatosEnUsoError } from './db/candado';
import { MigracionAlterada } from './db/migrate';
import { iniciarTrabajador } from './trabajos/trabajador';
import { abrirDb } from './db/db';
import { esProcesoHijo, esProcesoPrincipalDeTrabajo, iniciarProcesos } from './procesos';
import cluster from 'node:cluster';
import { conConsultasLentas, type ConsultaLenta } from './db/lentas';
import { abrirCanalDeRespaldo } from './respaldo/canal';
import { programarRespaldos } from './respaldo/programado';
import { respaldar } from './respaldo/respaldar';

/** Entry point: configuration, database, migrations, demo data on first start, listen, graceful close. */
async function main(): Promise<void> {
  const config = leerConfig();
  const hijo = esProcesoHijo();
  // Migrations and the demo data of a first start run as the owner (DATABASE_OWNER_URL); the app, as its own role.
  // With PROCESOS > 1 the primary does that once, then forks the workers (server/procesos.ts), which only connect.
  const db = hijo
    ? await abrirDb({ databaseUrl: config.databaseUrl, dataDir: null })
    : await abrirBaseMigrada(config, async (dueno) => {
        if (!config.datosDemo) {
          if (await sembrarCatalogosSiVacia(dueno))
            console.log('Base sin cooperativas: cree la primera y su administrador con `npm run instalar` (docs/instalacion.md).');
        } else if (await sembrarSiVacia(dueno)) console.log('Datos de demostración creados (contraseña de las cuentas: cosecha-demo).');
        // Once, after migration 0040: the stored polygon areas measured again on the ellipsoid (issue 22 item 15).
        const medidas = await recalcularAreasPendientes(dueno);
        if (medidas) console.log(`Áreas de ${medidas} polígonos calculadas de nuevo sobre el elipsoide WGS84.`);
      });
  if (config.procesos > 1 && cluster.isPrimary) {
    await db.close();
    return iniciarProcesos(config.procesos);
  }
  // The slow-query log (CONSULTA_LENTA_MS): a warning in the request log, or on the console without it (APP_ENV=local).
  let avisarLenta = (c: ConsultaLenta) => console.warn(`Consulta lenta (${c.ms} ms): ${c.sql}`);
  const vigilada = conConsultasLentas(db, config.consultaLentaMs, (c) => avisarLenta(c));
  const app = await construirApp(config, vigilada, registroDelServidor());
  if (config.appEnv !== 'local') avisarLenta = (c) => app.log.warn(c, 'consulta lenta');
  // The job worker runs, beside the API, the handlers the areas registered (WHISP analyses); several processes on one
  // PostgreSQL share the queue safely.
  const trabajador = config.trabajos
    ? iniciarTrabajador(vigilada, app.manejadores, {
        // Without the request logger (APP_ENV=local) a failed job still says so on the console.
        registrar: (mensaje, datos) =>
          config.appEnv === 'local' ? console.warn(`Trabajos: ${mensaje}`, datos) : app.log.warn(datos, mensaje),
      })
    : null;
  // Backups (issue 29 item 1): on PGlite `npm run respaldo` asks this process, the data folder's only reader, over a
  // local socket; the daily one (RESPALDO_DIARIO=1) is a timer here. pg_dump reads PostgreSQL as the owner.
  const urlVolcado = config.databaseOwnerUrl ?? config.databaseUrl;
  const hacerRespaldo = (carpeta: string) => respaldar(db, { carpeta, urlVolcado });
  const cerrarCanal = db.tipo === 'pglite' ? await abrirCanalDeRespaldo(config.dataDir, hacerRespaldo) : null;
  // with PROCESOS > 1 only the worker in place 0 takes the daily backup
  const detenerRespaldos =
    config.respaldo.diario && esProcesoPrincipalDeTrabajo()
      ? programarRespaldos(config.respaldo.carpeta, config.respaldo.conservar, hacerRespaldo, (m) => console.log(m))
      : null;
  const cerrar = async () => {
    await detenerRespaldos?.();
    await cerrarCanal?.();
    await trabajador?.detener();
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', cerrar);
  process.once('SIGTERM', cerrar);
  await app.listen({ port: config.port, host: config.host });
  console.log(
    `Cosecha escucha en http://${config.host}:${config.port} (${db.tipo === 'pglite' ? `PGlite en ${config.dataDir}` : 'PostgreSQL'}` +
      `${hijo ? `, proceso ${process.pid}` : ''})`,
  );
}

main().catch((e) => {
  // the two reasons a person can act on print as a sentence, not a stack
  console.error(e instanceof DatosEnUsoError || e instanceof MigracionAlterada ? e.message : e);
  process.exit(1);
});
