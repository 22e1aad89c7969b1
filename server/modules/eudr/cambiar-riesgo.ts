import type { Db } from '../../db/db';
import type { Actor } from '../../actor';
import { exigirValido, invalido, noEncontrado } from '../../errores';
import { auditar } from '../auditoria/auditoria';
import { productorDe } from '../auditoria/productor-de';
import { separarRutas, unirRutas, validarCambioRiesgo } from '@domain/eudr/cambio-riesgo';
import { RIESGO_EUDR } from '@domain/eudr/riesgo';
import type { RegistroRiesgoEudr } from '@domain/contrato/eudr';
import type { FormularioRiesgo } from './evidencia';
import { evidenciasDeParcela, guardarEvidencia, historialRiesgo, insertarRiesgo, parcelaEudr } from './eudr.repository';

const CAMPOS = ['uuid', 'justificacion', 'id_riesgo_eudr', 'imagenes_previas', 'documentos_previos'];
const CODIGOS = new Set<number>(Object.values(RIESGO_EUDR));

/**
 * A person sets a plot's EUDR risk with a justification and evidence (spec 001 §5 'Risk change form'). The
 * evidence kept from the previous record must be this plot's own; new files are stored with the record, all in
 * one transaction with its audit row. The newest record is the plot's risk; the others stay as its history.
 */
export async function cambiarRiesgoEudr(db: Db, { usuario, ip }: Actor, f: FormularioRiesgo): Promise<RegistroRiesgoEudr> {
  const extra = Object.keys(f.campos).filter((k) => !CAMPOS.includes(k));
  if (extra.length) throw invalido(Object.fromEntries(extra.map((k) => [k, ['Campo no permitido']])));
  const { uuid = '', justificacion = '', id_riesgo_eudr = '', imagenes_previas = '', documentos_previos = '' } = f.campos;
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(uuid)) throw invalido({ uuid: ['La parcela es requerida'] });
  const idRiesgo = /^\d{1,2}$/.test(id_riesgo_eudr) ? Number(id_riesgo_eudr) : null;
  exigirValido(validarCambioRiesgo({ justificacion, id_riesgo_eudr: idRiesgo }));
  if (!CODIGOS.has(idRiesgo!)) throw invalido({ id_riesgo_eudr: ['Debes seleccionar un nivel de riesgo'] });
  if (justificacion.trim().length > 4000) throw invalido({ justificacion: ['Máximo 4000 caracteres'] });

  const coop = usuario.id_cooperativa;
  const parcela = await parcelaEudr(db, coop, uuid);
  if (!parcela) throw noEncontrado();
  if (parcela.fecha_baja) throw invalido({ uuid: ['La parcela está dada de baja'] });
  const propias = await evidenciasDeParcela(db, coop, parcela.id);
  const imagenesPrevias = separarRutas(imagenes_previas);
  const documentosPrevios = separarRutas(documentos_previos);
  if (imagenesPrevias.some((i) => !propias.imagenes.has(i)))
    throw invalido({ imagenes_previas: ['Una imagen anterior no es de esta parcela'] });
  if (documentosPrevios.some((d) => !propias.documentos.has(d))) {
    throw invalido({ documentos_previos: ['Un documento anterior no es de esta parcela'] });
  }

  const nuevo = await db.transaction(async (tx) => {
    const imagenes = [...imagenesPrevias];
    const documentos = [...documentosPrevios];
    for (const a of f.archivos) (a.tipo === 'eudr_imagen' ? imagenes : documentos).push(await guardarEvidencia(tx, coop, a, usuario.id));
    const registro = {
      idParcela: parcela.id,
      idRiesgo: idRiesgo!,
      justificacion: justificacion.trim(),
      imagenes: unirRutas(imagenes),
      documentos: unirRutas(documentos),
      idUsuario: usuario.id,
    };
    const uuidRegistro = await insertarRiesgo(tx, coop, registro);
    await auditar(tx, usuario, ip, {
      id_cooperativa: coop,
      accion: 'crear',
      entidad: 'parcelas_eudr_riesgos',
      id_entidad: uuidRegistro,
      id_productor: await productorDe(tx, coop, { parcela: parcela.id }),
      despues: { parcela: parcela.uuid, id_riesgo_eudr: registro.idRiesgo, justificacion: registro.justificacion, imagenes, documentos },
    });
    return uuidRegistro;
  });
  return (await historialRiesgo(db, coop, parcela.id)).find((r) => r.uuid === nuevo)!;
}
