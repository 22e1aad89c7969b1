import { version } from '../package.json';
import { entornoDeModo } from '@domain/entorno';
import { rutas } from '@domain/rutas';

/** The build's environment (R008): a production build is 'prod'; `vite` dev server is 'dev'. */
export const ENTORNO = entornoDeModo(import.meta.env.MODE);

export const VERSION = version;

/** Screens that exist in this build; the menu and the sign-in destination only offer these (domain/menu.ts). */
export const AREAS_DISPONIBLES: ReadonlySet<string> = new Set([rutas.cooperativas(), rutas.usuarios()]);

/** External 'Acerca de' page (spec 000 §2.3 names the link, not its address). */
export const URL_ACERCA_DE = 'https://cosecha.coop/acerca-de';

/** Page sizes of every list (spec 000 §9, R020). */
export const TAMANOS_PAGINA = [10, 20, 30, 40, 50, 100];
