import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import type { Filtro, Orden, PeticionBusqueda, RespuestaBusqueda } from '@domain/contrato/busqueda';
import { httpJson } from './httpClient';
import { recursoApi } from './recursos';

/** A single record's envelope (`Uno` of the contract) with the note some writes add. */
interface Uno<T> {
  data: T;
  message?: string;
}

/** API rows carry an integer `id` and a `uuid`; react-admin keys by `id`, so id = uuid and the integer stays as `id_num`. */
export function aRegistro<T extends Record<string, unknown>>(fila: T): T & RaRecord & { id_num?: number } {
  if (fila && typeof fila === 'object' && typeof fila.uuid === 'string') {
    return { ...fila, id: fila.uuid, id_num: fila.id as number };
  }
  return fila as T & RaRecord;
}

/**
 * react-admin filter values → search filters. `q` searches the text columns (like); arrays are `in`;
 * a key `columna@operador` picks another operator; empty values are left out.
 */
export function filtrosDeBusqueda(filtro: Record<string, unknown> = {}): Filtro[] {
  return Object.entries(filtro).flatMap(([clave, valor]) => {
    if (valor === undefined || valor === null || valor === '') return [];
    const [column, op] = clave.split('@');
    if (Array.isArray(valor)) return valor.length ? [{ column, operator: op ?? 'in', value: valor }] : [];
    return [{ column, operator: op ?? (column === 'q' ? 'like' : '='), value: valor }];
  });
}

/** A list's filters, sort and page as a `_search` body: the dataProvider's and any call that must read the same population. */
export function cuerpoBusqueda(p: Pick<GetListParams, 'filter' | 'sort' | 'pagination'>): PeticionBusqueda {
  const { page = 1, perPage = 10 } = p.pagination ?? {};
  // `id` is react-admin's default (the uuid here): no sort; `id_num` is the API's integer id (a list's ID column)
  const sorts: Orden[] =
    p.sort && p.sort.field && p.sort.field !== 'id'
      ? [{ column: p.sort.field === 'id_num' ? 'id' : p.sort.field, sort: p.sort.order === 'DESC' ? 'desc' : 'asc' }]
      : [];
  // react-admin's perPage is any number; the contract's page sizes are a closed list (a size outside it is a 422)
  return { filters: filtrosDeBusqueda(p.filter), sorts, page, per_page: perPage as NonNullable<PeticionBusqueda['per_page']> };
}

/** Fields the API computes or keys by; never sent back in a body (the server rejects unknown fields). */
const SOLO_LECTURA = ['id', 'id_num', 'uuid', 'created_at', 'updated_at'];
const cuerpoEscritura = (datos: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(datos).filter(([k]) => !SOLO_LECTURA.includes(k)));

/**
 * Optimistic concurrency (DESIGN §2): an edit sends back the `version` of the record the form was loaded with
 * (react-admin's `previousData`), whatever the form or its `transform` left in the body; a stale one is a 409
 * that `useErroresGuardado` answers with 'Recargar'. Records without a version are sent as they are.
 */
export function conVersion(cuerpo: Record<string, unknown>, previo: Partial<RaRecord> | undefined): Record<string, unknown> {
  return typeof previo?.version === 'number' ? { ...cuerpo, version: previo.version } : cuerpo;
}

const porId = (id: Identifier) => encodeURIComponent(String(id));

/** The spec-protocol data provider (docs/api.md): `_search` lists, uuid paths, `{data}` envelopes. */
export const dataProvider: DataProvider = {
  async getList(recurso, params) {
    // `meta: { totales: true }` asks the resource's sums over the filtered population (the totals row), in `meta.totales`
    const totales = params.meta?.totales === true;
    const r = await httpJson<RespuestaBusqueda<Record<string, unknown>, string>>(`${recursoApi(recurso)}_search`, {
      method: 'POST',
      body: totales ? { ...cuerpoBusqueda(params), totales } : cuerpoBusqueda(params),
    });
    return { data: r.data.map(aRegistro) as never[], total: r.total, ...(r.totales ? { meta: { totales: r.totales } } : {}) };
  },
  async getOne(recurso, { id }) {
    const r = await httpJson<Uno<Record<string, unknown>>>(`${recursoApi(recurso)}/${porId(id)}`);
    return { data: aRegistro(r.data) as never };
  },
  async getMany(recurso, { ids }) {
    const filas = await Promise.all(ids.map((id) => dataProvider.getOne(recurso, { id }).then((r) => r.data)));
    return { data: filas };
  },
  async getManyReference(recurso, params) {
    return dataProvider.getList(recurso, { ...params, filter: { ...params.filter, [params.target]: params.id } });
  },
  async create(recurso, { data }) {
    const r = await httpJson<Uno<Record<string, unknown>>>(recursoApi(recurso), { method: 'POST', body: cuerpoEscritura(data) });
    // the server's note (e.g. 'Se agregó la configuración por defecto…') travels with the record
    return { data: { ...aRegistro(r.data), ...(r.message ? { mensaje_servidor: r.message } : {}) } as never };
  },
  async update(recurso, { id, data, previousData }) {
    const r = await httpJson<Uno<Record<string, unknown>>>(`${recursoApi(recurso)}/${porId(id)}`, {
      method: 'PUT',
      body: conVersion(cuerpoEscritura(data), previousData),
    });
    return { data: aRegistro(r.data) as never };
  },
  async updateMany(recurso, { ids, data }) {
    await Promise.all(ids.map((id) => dataProvider.update(recurso, { id, data, previousData: { id } })));
    return { data: ids };
  },
  async delete(recurso, { id, previousData }) {
    await httpJson(`${recursoApi(recurso)}/${porId(id)}`, { method: 'DELETE' });
    return { data: (previousData ?? { id }) as never };
  },
  async deleteMany(recurso, { ids }) {
    for (const id of ids) await httpJson(`${recursoApi(recurso)}/${porId(id)}`, { method: 'DELETE' });
    return { data: ids };
  },
};
