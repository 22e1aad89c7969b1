import { uno } from '../../ayudas';
import { enviarRiesgo, pdfValido } from '../../eudr/eudr-ayudas';
import { expect } from 'vitest';
import {
  e,
  gerente,
  ajenos,
  otra,
  propiosEudr,
  propios,
  sinAjenos,
  celdasExcel,
  es404,
  pedir,
  plotsCroquis,
  type Casos,
} from '../contexto';

/** EUDR: another cooperative's plot reads as missing and cannot be given a risk; its documents cannot be read. */
function casosEudr(): Record<string, () => Promise<void>> {
  return {
    'GET /api/cat_riesgo_eudr': async () => {
      const r = await pedir('GET', '/api/cat_riesgo_eudr');
      expect(r.statusCode).toBe(200);
      expect(r.json().data).toHaveLength(5);
    },
    'GET /api/parcela_eudr_risk/:uuid': async () => {
      const c = await plotsCroquis();
      for (const u of c.otras) es404(await pedir('GET', `/api/parcela_eudr_risk/${u}`));
      const r = await pedir('GET', `/api/parcela_eudr_risk/${c.propia}`);
      expect(r.statusCode, r.body).toBe(200);
      sinAjenos(r);
    },
    'POST /api/parcela_eudr_risk': async () => {
      const c = await plotsCroquis();
      for (const u of c.otras) {
        const r = await enviarRiesgo(e, gerente, { uuid: u, id_riesgo_eudr: '3', justificacion: 'Intento ajeno' }, [
          { campo: 'documentos[0]', nombre: 'a.pdf', tipo: 'application/pdf', contenido: pdfValido() },
        ]);
        es404(r);
      }
    },
    'GET /api/parcela_eudr_risk/descargar/:uuid/documentos/:file': async () => {
      const ajeno = await uno<{ uuid: string; parcela: string } | undefined>(
        e.db,
        `SELECT a.uuid, p.uuid AS parcela FROM archivos a JOIN parcelas_eudr_riesgos r ON r.id_cooperativa = a.id_cooperativa
           AND a.uuid::text = ANY(string_to_array(r.documentos, ';')) JOIN parcelas p ON p.id_cooperativa = r.id_cooperativa AND p.id = r.id_parcela
          WHERE a.id_cooperativa <> 2 LIMIT 1`,
      );
      expect(ajeno, 'la cooperativa 1 debe tener un documento de evidencia').toBeTruthy();
      es404(await pedir('GET', `/api/parcela_eudr_risk/descargar/${ajeno!.parcela}/documentos/${ajeno!.uuid}`));
      const c = await plotsCroquis();
      es404(await pedir('GET', `/api/parcela_eudr_risk/descargar/${c.propia}/documentos/${ajeno!.uuid}`));
    },
    'GET /api/parcela_eudr_sic_info/:uuid': async () => {
      const c = await plotsCroquis();
      for (const u of c.otras) es404(await pedir('GET', `/api/parcela_eudr_sic_info/${u}`));
      const r = await pedir('GET', `/api/parcela_eudr_sic_info/${c.propia}`);
      expect(r.statusCode, r.body).toBe(200);
      sinAjenos(r);
    },
    'GET /api/eudr_analisis': async () => {
      const r = await pedir('GET', '/api/eudr_analisis');
      expect(r.statusCode, r.body).toBe(200);
      const vistos = r.json().data.fallidos.map((f: { id: number }) => f.id);
      expect(vistos).not.toContain(otra.whispMuerto1);
      expect(vistos).not.toContain(otra.whispMuerto3);
      sinAjenos(r);
    },
    'POST /api/eudr_analisis/pendientes': async () => {
      const r = await pedir('POST', '/api/eudr_analisis/pendientes');
      expect(r.statusCode, r.body).toBe(200);
      // Only cooperative 2's plots were queued.
      const ajenas = await uno<{ n: number }>(
        e.db,
        `SELECT count(*)::int AS n FROM trabajos t, jsonb_array_elements(t.datos -> 'parcelas') x
          WHERE t.tipo = 'whisp' AND t.id_cooperativa = 2 AND NOT EXISTS (SELECT 1 FROM parcelas p WHERE p.id_cooperativa = 2 AND p.id = x::int)`,
      );
      expect(ajenas.n).toBe(0);
      sinAjenos(r);
    },
    'POST /api/eudr_analisis/reintentar/:id': async () => {
      es404(await pedir('POST', `/api/eudr_analisis/reintentar/${otra.whispMuerto1}`));
      es404(await pedir('POST', `/api/eudr_analisis/reintentar/${otra.whispMuerto3}`));
    },
    // The path names a cooperative: another's id (with its cycle or one's own) and another's cycle under one's own id read as missing.
    'GET /api/parcelas_whisp_report/:idCooperativa/:idCiclo': async () => {
      for (const id of otra.idsCiclos) {
        const coop = (await uno<{ c: number }>(e.db, 'SELECT id_cooperativa AS c FROM ciclos WHERE id = $1', [id])).c;
        es404(await pedir('GET', `/api/parcelas_whisp_report/${coop}/${id}`));
        es404(await pedir('GET', `/api/parcelas_whisp_report/${coop}/${propios.idCiclo}`));
        es404(await pedir('GET', `/api/parcelas_whisp_report/2/${id}`));
      }
      const r = await pedir('GET', `/api/parcelas_whisp_report/2/${propios.idCiclo}`);
      expect(r.statusCode, r.body.slice(0, 200)).toBe(200);
      const celdas = await celdasExcel(r.rawPayload);
      expect(ajenos.filter((m) => celdas.includes(m))).toEqual([]);
      expect(celdas).toContain(propios.clave);
    },
  };
}

/**
 * The importer's statement references (issue 23): another cooperative's lot, declaration and producer are 404 and
 * unchanged; a package of another cooperative named in one's own lot's record is the 422 of a package of another lot.
 */
function casosDeclaracionesEudr(): Record<string, () => Promise<void>> {
  const cuerpo = (paquete_uuid: string) => ({
    paquete_uuid,
    comprador: 'Intruso',
    referencia: '25ITQRBHJ68633',
    verificacion: 'K7R8LA90',
    fecha: '2026-01-15',
  });
  const conClave = (url: string, body: unknown) =>
    e.app.inject({
      method: 'POST',
      url,
      headers: {
        authorization: `Bearer ${gerente}`,
        'content-type': 'application/json',
        'idempotency-key': `inquilinos-dds-${Math.random().toString(36).slice(2)}`,
      },
      payload: JSON.stringify(body),
    });
  return {
    'GET /api/admin/acopios/lotes/declaraciones_eudr/:uuid': async () => {
      es404(await pedir('GET', `/api/admin/acopios/lotes/declaraciones_eudr/${otra.lote1.uuid}`));
      const r = await pedir('GET', `/api/admin/acopios/lotes/declaraciones_eudr/${propiosEudr.lote}`);
      expect(r.statusCode).toBe(200);
      sinAjenos(r);
    },
    'POST /api/admin/acopios/lotes/declaraciones_eudr/:uuid': async () => {
      es404(await conClave(`/api/admin/acopios/lotes/declaraciones_eudr/${otra.lote1.uuid}`, cuerpo(propiosEudr.paquete)));
      es404(await conClave(`/api/admin/acopios/lotes/declaraciones_eudr/${otra.lote1.uuid}`, cuerpo(otra.paquete1.uuid)));
      const ajeno = await conClave(`/api/admin/acopios/lotes/declaraciones_eudr/${propiosEudr.lote}`, cuerpo(otra.paquete1.uuid));
      expect(ajeno.statusCode).toBe(422);
      expect(ajeno.json().errors).toEqual({ paquete_uuid: ['El paquete no es de este lote'] });
      const corrige = await conClave(`/api/admin/acopios/lotes/declaraciones_eudr/${propiosEudr.lote}`, {
        ...cuerpo(propiosEudr.paquete),
        reemplaza_uuid: otra.declaracion1,
        motivo_correccion: 'Intruso',
      });
      expect(corrige.statusCode).toBe(422);
      expect(corrige.json().errors).toEqual({ reemplaza_uuid: ['Ese registro no es de este lote'] });
      sinAjenos(corrige);
    },
    'POST /api/admin/acopios/lotes/declaraciones_eudr/verificar/:uuid': async () =>
      es404(await pedir('POST', `/api/admin/acopios/lotes/declaraciones_eudr/verificar/${otra.declaracion1}`)),
    'GET /api/cuentas/declaraciones_eudr/:uuid': async () => {
      for (const u of [otra.productor1, otra.productor3]) es404(await pedir('GET', `/api/cuentas/declaraciones_eudr/${u}`));
      const r = await pedir('GET', `/api/cuentas/declaraciones_eudr/${propios.productor}`);
      expect(r.statusCode).toBe(200);
      sinAjenos(r);
    },
  };
}

/** Tenancy cases of EUDR risk, evidence, analyses and the importer's references. */
export const casos: Casos = {
  // ── EUDR: the plot's risk, its evidence and the catalogue ──
  ...casosEudr(),
  // ── issue 23: the importer's DDS references of a lot and of a producer ──
  ...casosDeclaracionesEudr(),
};
