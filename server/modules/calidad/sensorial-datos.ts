import { invalido } from '../../errores';
import { agregarError, type ErroresCampos } from '@domain/comun/validacion';
import { validarSensorial, validarSensorialCva } from '@domain/calidad/validar';
import { ATRIBUTOS_CVA, ATRIBUTOS_SCA, puntajeCva, totalSca, type AtributoCva, type AtributoSca } from '@domain/calidad/sensorial';
import { ATRIBUTOS_SENSORIAL, type AtributoSensorial, type CuerpoSensorial, type MetodoSensorial } from '@domain/contrato/calidad';
import type { SensorialFila } from './calidad-escritura.repository';
import { MENSAJES_CALIDAD_SERVIDOR as M } from './mensajes';

type Cuerpo = Omit<CuerpoSensorial, 'id_calidad_analisis'>;
const limpio = (t: string | null | undefined): string | null => (t && t.trim() ? t.trim() : null);

/**
 * R126 (the spec's ten attributes) or the CVA affective form, chosen by `metodo` and stored with the cupping; the
 * total is the server's (sum of the ten, or the CVA equation). Another method's scores in the body are a 422, so a
 * cupping never mixes the two forms.
 */
export function leerSensorial(d: Cuerpo): SensorialFila {
  const metodo: MetodoSensorial = d.metodo ?? 'sca_2004';
  const propios: readonly AtributoSensorial[] = metodo === 'sca_2004' ? ATRIBUTOS_SCA : ATRIBUTOS_CVA;
  const valor = (a: AtributoSensorial): number | null => d[a] ?? null;
  const texto = (a: AtributoSensorial): string | null => limpio(d[`${a}_desc`]);
  const e: ErroresCampos =
    metodo === 'sca_2004'
      ? validarSensorial({
          perfil_taza: d.perfil_taza,
          ...(Object.fromEntries(ATRIBUTOS_SCA.map((a) => [a, valor(a)])) as Record<AtributoSca, number | null>),
        })
      : validarSensorialCva({
          perfil_taza: d.perfil_taza,
          ...(Object.fromEntries(ATRIBUTOS_CVA.map((a) => [a, valor(a)])) as Record<AtributoCva, number | null>),
        });
  for (const a of ATRIBUTOS_SENSORIAL) {
    if (propios.includes(a)) continue;
    if (valor(a) !== null) agregarError(e, a, M.otroMetodo);
    if (texto(a) !== null) agregarError(e, `${a}_desc`, M.otroMetodo);
  }
  if (metodo === 'sca_2004')
    for (const c of ['tazas_no_uniformes', 'tazas_defectuosas'] as const) if (d[c]) agregarError(e, c, M.otroMetodo);
  if (Object.keys(e).length) throw invalido(e);

  const puntajes = Object.fromEntries(propios.map((a) => [a, valor(a)!]));
  const descripciones = Object.fromEntries(propios.flatMap((a) => (texto(a) === null ? [] : [[a, texto(a)!]])));
  const u = d.tazas_no_uniformes ?? 0;
  const x = d.tazas_defectuosas ?? 0;
  const total =
    metodo === 'sca_2004'
      ? totalSca(puntajes as Record<AtributoSca, number>)
      : Math.max(0, puntajeCva(Object.fromEntries(ATRIBUTOS_CVA.map((a) => [a, puntajes[a]! / 100])) as Record<AtributoCva, number>, u, x));
  return {
    metodo,
    perfil_taza: d.perfil_taza!.trim(),
    descripcion: limpio(d.descripcion),
    puntajes,
    descripciones,
    tazas_no_uniformes: metodo === 'sca_2004' ? 0 : u,
    tazas_defectuosas: metodo === 'sca_2004' ? 0 : x,
    total,
  };
}
