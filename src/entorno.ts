import { version } from '../package.json';
import { entornoDeModo } from '@domain/comun/entorno';
import { rutas } from '@domain/comun/rutas';

/** A value the server writes into index.html (server/plugins/cliente.ts): its APP_ENV and settings. */
const metaDelServidor = (nombre: string): string | null =>
  typeof document === 'undefined' ? null : (document.querySelector(`meta[name="${nombre}"]`)?.getAttribute('content') ?? null);

/** The server's APP_ENV (R008); under the Vite dev server, which writes no meta, the build mode decides. */
export const ENTORNO = entornoDeModo(metaDelServidor('cosecha-entorno') ?? import.meta.env.MODE);

export const VERSION = version;

/** Screens that exist in this build; the menu and the sign-in destination only offer these (domain/comun/menu.ts). */
export const AREAS_DISPONIBLES: ReadonlySet<string> = new Set([
  rutas.dashboard(),
  rutas.cuentasDashboard(),
  rutas.cuentasDatos(),
  rutas.cuentas(),
  rutas.cooperativas(),
  rutas.usuarios(),
  rutas.parcelasDashboard(),
  rutas.parcelas(),
  rutas.acopioEntregas(),
  rutas.acopioLotes(),
  rutas.acopioPrecio(),
  rutas.acopioAnticipos(),
  rutas.acopioEfectivo(),
  rutas.acopioRemanente(),
  rutas.acopio(),
  rutas.acopioPorProductor(),
  rutas.acopioSeleccion(),
  rutas.padronMapas(),
  rutas.padronConcentrado(),
  rutas.localidades(),
  rutas.versiones(),
  rutas.padronAltas(),
  rutas.padronBajas(),
  rutas.padronCompleto(),
  rutas.calidad(),
  rutas.fichaMaster(),
  rutas.vincularSic(),
  rutas.vincularParcelas(),
  rutas.estadisticas(),
  rutas.calidadDeDatos(),
]);

/** External 'Acerca de' page (spec 000 §2.3 names the link, not its address): ACERCA_DE_URL of the server, or none. */
export const URL_ACERCA_DE = metaDelServidor('cosecha-acerca-de') || null;

/** Page sizes of every list (spec 000 §9, R020). */
export const TAMANOS_PAGINA = [10, 20, 30, 40, 50, 100];
