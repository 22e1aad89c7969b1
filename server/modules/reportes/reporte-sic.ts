import type { Consulta } from '../../db/db';
import type { FilaReporteSic } from '@domain/contrato/reportes';
import {
  categoriaDistintaComite,
  ERRORES_SIC,
  formularioSinProductor,
  parcelaSinCroquis,
  poligonoInvalido,
  puntoFueraDeParcela,
  sinInspeccion,
  versionAntigua,
  type ErrorSic,
} from '@domain/reportes/errores-sic';
import { cuentasDelCiclo, formulariosDelCiclo, parcelasDelCiclo } from './reporte-sic.repository';

const fila = (
  codigos: ErrorSic[],
  id: number | null,
  cuenta: { nombre: string; uuid: string } | null,
  parcela: string | null,
  nombreSinCuenta: string | null = null,
): FilaReporteSic => ({
  id_ficha_sic: id,
  codigos,
  errores: codigos.map((c) => ERRORES_SIC[c]),
  productor_nombre: cuenta?.nombre ?? nombreSinCuenta,
  productor_uuid: cuenta?.uuid ?? null,
  parcela_nombre: parcela,
});

/**
 * The SIC final report of a cooperative's cycle (002 §2.16): the facts from SQL, the judgement from the domain rules;
 * one row per form, producer or plot with at least one error (a row without error is not listed).
 */
export async function reporteSic(db: Consulta, coop: number, ciclo: number): Promise<FilaReporteSic[]> {
  const [formularios, cuentas, parcelas] = [
    await formulariosDelCiclo(db, coop, ciclo),
    await cuentasDelCiclo(db, coop, ciclo),
    await parcelasDelCiclo(db, coop, ciclo),
  ];
  const porId = new Map(cuentas.map((c) => [c.id, c]));
  const filas: FilaReporteSic[] = [];
  for (const f of formularios) {
    const codigos: ErrorSic[] = [];
    if (formularioSinProductor(f)) codigos.push('FORMULARIO_SIN_PRODUCTOR');
    if (versionAntigua(f.version_formulario, f.version_implementada)) codigos.push('VERSION_ANTIGUA');
    if (codigos.length) filas.push(fila(codigos, f.id, f.id_cuenta ? (porId.get(f.id_cuenta) ?? null) : null, null, f.id_socio_otro));
  }
  for (const c of cuentas) {
    const codigos: ErrorSic[] = [];
    if (sinInspeccion(c.tipos)) codigos.push('SIN_INSPECCION');
    if (categoriaDistintaComite(c.categoria, c.categoria_comite)) codigos.push('CATEGORIA_DISTINTA_COMITE');
    if (codigos.length) filas.push(fila(codigos, c.id_ficha, c, null));
  }
  for (const p of parcelas) {
    const c = porId.get(p.id_cuenta) ?? null;
    const codigos: ErrorSic[] = [];
    if (parcelaSinCroquis(p)) codigos.push('PARCELA_SIN_CROQUIS');
    else if (poligonoInvalido(p.poligono, p.errores_poligono)) codigos.push('POLIGONO_INVALIDO');
    const fuera = p.puntos.find((x) => puntoFueraDeParcela(x.punto, p.poligono));
    if (fuera) codigos.push('PUNTO_FUERA_DE_PARCELA');
    if (codigos.length) filas.push(fila(codigos, fuera?.id ?? c?.id_ficha ?? null, c, p.nombre));
  }
  return filas;
}
