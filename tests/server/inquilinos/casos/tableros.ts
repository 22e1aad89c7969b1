import { expect } from 'vitest';
import { e, otra, propios, sinAjenos, es404, pedir, type Casos } from '../contexto';

/** Tenancy cases of the dashboards and their filter panel. */
export const casos: Casos = {
  // ── branch tableros-api: the dashboards (spec 000 §7 'Dashboards') ──
  ...Object.fromEntries(
    [
      'dashboards/productores/totales',
      'dashboards/productores/categorias',
      'dashboards/productores/generos',
      'dashboards/productores/edades',
      'dashboards/productores/parcelas',
      'dashboards/productores/riesgos',
      'dashboards/productores/hectareas',
      'dashboards/avances/sic',
      'dashboard/avances/municipios',
      'dashboard/avances/localidades',
      'parcelas_kml',
      'parcelas',
    ].map((ruta) => [
      `POST /api/${ruta}_search`,
      async () => {
        const url = `/api/${ruta}_search`;
        const extra = ruta.endsWith('localidades') ? [{ column: 'id_municipio', operator: '=', value: propios.municipio }] : [];
        const cuerpo = (id: number) => ({
          filters: [{ column: 'id_ciclo', operator: '=', value: id }, ...extra],
          ...(ruta === 'parcelas' ? { per_page: 50000 } : {}),
        });
        // Another cooperative's cycle is not found; naming another cooperative is refused; the own cycle names nothing of theirs.
        for (const id of otra.idsCiclos) es404(await pedir('POST', url, cuerpo(id)));
        const conCoop = cuerpo(propios.idCiclo);
        expect(
          (await pedir('POST', url, { ...conCoop, filters: [...conCoop.filters, { column: 'id_cooperativa', operator: '=', value: 1 }] }))
            .statusCode,
        ).toBe(422);
        const r = await pedir('POST', url, cuerpo(propios.idCiclo));
        expect(r.statusCode, r.body).toBe(200);
        sinAjenos(r);
        if (ruta === 'parcelas_kml') expect(r.body).toContain('<Placemark');
        if (ruta === 'parcelas') expect(r.json().total).toBeGreaterThan(0);
      },
    ]),
  ),
  // ── branch filtros: the dashboards' filter panel (000 §2.3) ──
  'POST /api/dashboards/filtros/opciones_search': async () => {
    const ruta = '/api/dashboards/filtros/opciones_search';
    const ciclo = (id: number) => ({ column: 'id_ciclo', operator: '=', value: id });
    for (const id of otra.idsCiclos) es404(await pedir('POST', ruta, { filters: [ciclo(id)] }));
    const r = await pedir('POST', ruta, { filters: [ciclo(propios.idCiclo)] });
    expect(r.statusCode).toBe(200);
    sinAjenos(r);
    const ids = (r.json().data.inspectores as { id: number }[]).map((i) => i.id);
    // the registry's inspectors (issue 22 item 20)
    const deOtras = await e.db.query('SELECT 1 FROM inspectores WHERE id = ANY($1::int[]) AND id_cooperativa <> 2', [ids]);
    expect(deOtras).toEqual([]);
    // Another cooperative's inspector as the panel's inspector: the same 422 as one that does not exist.
    const [{ id: ajeno }] = await e.db.query<{ id: number }>('SELECT id FROM inspectores WHERE id_cooperativa <> 2 ORDER BY id LIMIT 1');
    const filtrado = await pedir('POST', '/api/dashboards/productores/totales_search', {
      filters: [ciclo(propios.idCiclo), { column: 'id_inspector', operator: '=', value: ajeno }],
    });
    expect(filtrado.statusCode).toBe(422);
    sinAjenos(filtrado);
  },
  // ── end of branch filtros ──
};
