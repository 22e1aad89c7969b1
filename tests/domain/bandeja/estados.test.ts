import { describe, expect, it } from 'vitest';
import {
  comenzarEnvio,
  confirmarEnvio,
  descartar,
  devolverAPendiente,
  MENSAJES_BANDEJA,
  MOTIVOS_CONFLICTO,
  marcarConflicto,
  nuevoElemento,
  porEnviar,
  reintentar,
  type ElementoBandeja,
  type Paso,
} from '@domain/bandeja/estados';

const AHORA = '2026-11-29T12:00:00.000Z';
const item = (id = '0193f1c2-e7a1-7b2c-8d3e-112233445566') =>
  nuevoElemento({ id, folioProvisional: 'PV-7KQ2-0042', registradaEn: '2026-11-29T11:58:00.000Z', cuerpo: { kilos: 120 } });
const ok = <T>(p: Paso<T>): ElementoBandeja<T> => {
  if (!p.ok) throw new Error(p.error);
  return p.elemento;
};
const enviando = () => ok(comenzarEnvio(item(), AHORA));
const enConflicto = () => ok(marcarConflicto(enviando(), { motivo: 'lote_cerrado', cifras: { lote: 'L-0007' } }));
const enviada = () => ok(confirmarEnvio(enviando(), 'E-000123', AHORA));

describe('bandeja de salida: estados de un registro', () => {
  it('nace pendiente, sin intentos, con su id, su folio provisional y la hora del dispositivo', () => {
    expect(item()).toMatchObject({ intentos: 0, estado: { estado: 'pendiente' }, folioProvisional: 'PV-7KQ2-0042' });
  });

  it('pendiente → enviando → enviada con el folio del servidor', () => {
    const e = enviando();
    expect(e).toMatchObject({ intentos: 1, estado: { estado: 'enviando', desde: AHORA } });
    expect(ok(confirmarEnvio(e, 'E-000123', AHORA)).estado).toEqual({ estado: 'enviada', folio: 'E-000123', enviadaEn: AHORA });
    expect(confirmarEnvio(e, ' ', AHORA)).toEqual({ ok: false, error: MENSAJES_BANDEJA.folio });
  });

  it('sin respuesta vuelve a pendiente con el mismo id (la misma clave) y cuenta el intento', () => {
    const e = ok(devolverAPendiente(enviando()));
    expect(e).toMatchObject({ id: item().id, intentos: 1, estado: { estado: 'pendiente' } });
    expect(ok(comenzarEnvio(e, AHORA)).intentos).toBe(2);
  });

  it('un conflicto guarda el motivo, su mensaje y las cifras del servidor', () => {
    expect(enConflicto().estado).toEqual({
      estado: 'conflicto',
      motivo: 'lote_cerrado',
      mensaje: MOTIVOS_CONFLICTO.lote_cerrado,
      cifras: { lote: 'L-0007' },
    });
    const propio = ok(marcarConflicto(enviando(), { motivo: 'datos_invalidos', mensaje: 'El productor no existe' }));
    expect(propio.estado).toMatchObject({ mensaje: 'El productor no existe', cifras: {} });
  });

  it('desde conflicto se envía de nuevo igual (misma clave) o editado (clave nueva, mismo folio provisional)', () => {
    const igual = ok(reintentar(enConflicto()));
    expect(igual).toMatchObject({ id: item().id, estado: { estado: 'pendiente' } });
    const editado = ok(reintentar(enConflicto(), { cuerpo: { kilos: 100 }, nuevoId: '0193f1c2-e7a2-7000-8000-000000000000' }));
    expect(editado).toMatchObject({ id: '0193f1c2-e7a2-7000-8000-000000000000', cuerpo: { kilos: 100 }, folioProvisional: 'PV-7KQ2-0042' });
  });

  it('descartar pide confirmación y solo vale desde pendiente o conflicto', () => {
    expect(descartar(item(), false, AHORA)).toEqual({ ok: false, error: MENSAJES_BANDEJA.confirmar });
    expect(ok(descartar(item(), true, AHORA)).estado).toEqual({ estado: 'descartada', descartadaEn: AHORA });
    expect(ok(descartar(enConflicto(), true, AHORA)).estado.estado).toBe('descartada');
    expect(descartar(enviando(), true, AHORA)).toEqual({ ok: false, error: MENSAJES_BANDEJA.noSeDescarta });
    expect(descartar(enviada(), true, AHORA)).toEqual({ ok: false, error: MENSAJES_BANDEJA.final });
  });

  it.each([
    ['enviar lo que ya se está enviando', () => comenzarEnvio(enviando(), AHORA), MENSAJES_BANDEJA.noSeEnvia],
    ['enviar un conflicto sin reintentarlo', () => comenzarEnvio(enConflicto(), AHORA), MENSAJES_BANDEJA.noSeEnvia],
    ['confirmar lo que no se envió', () => confirmarEnvio(item(), 'E-1', AHORA), MENSAJES_BANDEJA.noEstaEnviando],
    ['marcar conflicto en lo pendiente', () => marcarConflicto(item(), { motivo: 'precio_cambiado' }), MENSAJES_BANDEJA.noEstaEnviando],
    ['devolver lo pendiente', () => devolverAPendiente(item()), MENSAJES_BANDEJA.noEstaEnviando],
    ['reintentar lo pendiente', () => reintentar(item()), MENSAJES_BANDEJA.noSeReintenta],
    ['enviar de nuevo lo enviado', () => comenzarEnvio(enviada(), AHORA), MENSAJES_BANDEJA.final],
    ['confirmar de nuevo lo enviado', () => confirmarEnvio(enviada(), 'E-2', AHORA), MENSAJES_BANDEJA.final],
    ['reintentar lo descartado', () => reintentar(ok(descartar(item(), true, AHORA))), MENSAJES_BANDEJA.final],
    ['descartar lo descartado', () => descartar(ok(descartar(item(), true, AHORA)), true, AHORA), MENSAJES_BANDEJA.final],
  ])('se rechaza %s', (_, hacer, error) => {
    expect(hacer()).toEqual({ ok: false, error });
  });

  it('no cambia el registro que recibe', () => {
    const e = item();
    const copia = structuredClone(e);
    comenzarEnvio(e, AHORA);
    descartar(e, true, AHORA);
    expect(e).toEqual(copia);
  });

  it('por enviar: solo lo pendiente, en el orden en que se abrieron los formularios', () => {
    const a = item('0193f1c2-e7a1-7000-8000-000000000001');
    const b = item('0193f1c2-e7a0-7000-8000-000000000002');
    const c = ok(comenzarEnvio(item('0193f1c2-e799-7000-8000-000000000003'), AHORA));
    expect(porEnviar([a, c, b]).map((e) => e.id)).toEqual([b.id, a.id]);
  });
});
