/**
 * The states of a cooperative form's KoboToolbox project (spec 002 §4 'Survey form status', 'Version check',
 * 'Upload button'; issue 27).
 */
export type EstadoFormulario = 'Borrador' | 'Implementado' | 'Archivado';
export type EstadoVersion = 'error' | 'aviso' | 'ok';

/** No deployment: 'Borrador'; deployed and active: 'Implementado'; deployed but not active: 'Archivado'. */
export const estadoFormulario = (desplegado: boolean, activo: boolean): EstadoFormulario =>
  !desplegado ? 'Borrador' : activo ? 'Implementado' : 'Archivado';

/** No deployed version: error; a draft other than the deployed one: warning; equal: ok. */
export const estadoVersion = (version: string | null, implementada: string | null): EstadoVersion =>
  !implementada ? 'error' : version && version !== implementada ? 'aviso' : 'ok';

export const AVISO_VERSION = 'NOTA: existe una version sin implementar';

/** The current version as shown: '-' when none is deployed. */
export const versionVisible = (implementada: string | null): string => implementada ?? '-';

/** 'Actualizar' when the form already has questions, else 'Cargar'. */
export const verboCarga = (preguntas: number): 'Actualizar' | 'Cargar' => (preguntas > 0 ? 'Actualizar' : 'Cargar');

/** The project's page in KoboToolbox's own interface. */
export const urlKobo = (host: string, uid: string): string => `${host.replace(/\/+$/, '')}/#/forms/${encodeURIComponent(uid)}/summary`;
