import { httpDescarga, httpJson } from '../dataProvider/httpClient';
import type {
  CuerpoActualizaDatos,
  RespuestaDescargaEnvios,
  RespuestaDetalleMaster,
  RespuestaFicha,
  RespuestaListaMaster,
  RespuestaMedia,
  RespuestaProyecto,
} from '@domain/contrato/fichas';

/**
 * Master forms and the cooperative's forms (spec 002 §7 'Master forms'; issue 27): the only place on the client that
 * spells the /api/ficha/kobo/… paths. The `{id}` of the `coop/…` calls and of `actualizadatos` is the cooperative
 * form's (`id_kobo_ficha`).
 */
export const listaMaster = () => httpJson<RespuestaListaMaster>('ficha/kobo/master/lista?master=1');

export const detalleMaster = (id: number) => httpJson<RespuestaDetalleMaster>(`ficha/kobo/master/detalles/${id}`);

export function descargaMaster(id: number, categorias: number[], configuraciones: boolean) {
  const q = new URLSearchParams({
    id_kobo_ficha_principal: String(id),
    categorias: categorias.join(','),
    configuraciones: configuraciones ? '1' : '0',
  });
  return httpDescarga(`ficha/kobo/master/descarga?${q.toString()}`);
}

export interface NuevaFicha {
  id_cooperativa: number;
  nombre: string;
  descripcion: string;
  id_ciclo: number | null;
  id_cultivo: number | null;
  parent: number;
}

export function asociarFicha(f: NuevaFicha): Promise<RespuestaFicha> {
  const d = new FormData();
  d.append('id_cooperativa', String(f.id_cooperativa));
  d.append('nombre', f.nombre);
  d.append('descripcion', f.descripcion);
  if (f.id_ciclo !== null) d.append('id_ciclo', String(f.id_ciclo));
  if (f.id_cultivo !== null) d.append('id_cultivo', String(f.id_cultivo));
  d.append('parent', String(f.parent));
  return httpJson<RespuestaFicha>('ficha/kobo/coop/proyecto', { method: 'POST', body: d, avisar: false, servicioExterno: true });
}

export const actualizarDatos = (id: number, cuerpo: CuerpoActualizaDatos) =>
  httpJson<RespuestaFicha>(`ficha/kobo/master/actualizadatos/${id}`, { method: 'PUT', body: cuerpo, avisar: false });

export function cargarFormulario(id: number, archivo: File): Promise<RespuestaFicha> {
  const d = new FormData();
  d.append('archivo', archivo);
  return httpJson<RespuestaFicha>(`ficha/kobo/coop/actualizaForm/${id}`, { method: 'POST', body: d, avisar: false, servicioExterno: true });
}

export const infoProyecto = (uid: string) =>
  httpJson<RespuestaProyecto>(`ficha/kobo/coop/proyecto/${encodeURIComponent(uid)}`, { avisar: false, servicioExterno: true });

export const actualizarMedia = (id: number) =>
  httpJson<RespuestaMedia>(`ficha/kobo/coop/actualizaMedia/${id}`, { avisar: false, servicioExterno: true });

/** 'Descargar envíos': queues a pull of the form's submissions (202); the detail shows when it ran. */
export const descargarEnvios = (id: number) =>
  httpJson<RespuestaDescargaEnvios>(`ficha/kobo/coop/descargar/${id}`, { method: 'POST', avisar: false, servicioExterno: true });

export const rutaDescargaFicha = (id: number) => `ficha/kobo/coop/descarga/${id}`;
