import { describe, expect, it } from 'vitest';
import {
  comenzarEnvio,
  confirmarEnvio,
  corregir,
  descartar,
  esFinal,
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

  it('desde conflicto se envía de nuevo igual: misma clave, mismo folio, mismo cuerpo', () => {
    const igual = ok(reintentar(enConflicto()));
    expect(igual).toMatchObject({
      id: item().id,
      folioProvisional: 'PV-7KQ2-0042',
      cuerpo: { kilos: 120 },
      estado: { estado: 'pendiente' },
    });
  });

  describe('corregir un conflicto (Editar)', () => {
    const NUEVO_ID = '0193f1c2-e7a2-7000-8000-000000000000';
    const correccion = { id: NUEVO_ID, folioProvisional: 'PV-7KQ2-0043', registradaEn: AHORA, cuerpo: { kilos: 100 } };
    const corregido = () => {
      const r = corregir(enConflicto(), correccion, AHORA);
      if (!r.ok) throw new Error(r.error);
      return r;
    };

    it('el anterior queda descartado, reemplazado por la corrección, con su clave, folio y cuerpo de antes', () => {
      const { descartado } = corregido();
      expect(descartado).toMatchObject({ id: item().id, folioProvisional: 'PV-7KQ2-0042', cuerpo: { kilos: 120 }, intentos: 1 });
      expect(descartado.estado).toEqual({ estado: 'descartada', descartadaEn: AHORA, reemplazo: { id: NUEVO_ID, folio: 'PV-7KQ2-0043' } });
      expect(esFinal(descartado)).toBe(true);
      // a replaced item is never sent again, nor corrected twice
      expect(comenzarEnvio(descartado, AHORA)).toEqual({ ok: false, error: MENSAJES_BANDEJA.final });
      expect(corregir(descartado, { ...correccion, id: '0193f1c2-e7a3-7000-8000-000000000000' }, AHORA)).toEqual({
        ok: false,
        error: MENSAJES_BANDEJA.final,
      });
    });

    it('la corrección es un registro nuevo: pendiente, sin intentos, con su clave, su folio y el cuerpo editado', () => {
      const { correccion: c } = corregido();
      expect(c).toEqual({ ...correccion, intentos: 0, estado: { estado: 'pendiente' } });
      expect(porEnviar([corregido().descartado, c]).map((e) => e.id)).toEqual([NUEVO_ID]);
    });

    it('con la misma clave o el mismo folio provisional no se corrige', () => {
      expect(corregir(enConflicto(), { ...correccion, id: item().id }, AHORA)).toEqual({
        ok: false,
        error: MENSAJES_BANDEJA.correccionNueva,
      });
      expect(corregir(enConflicto(), { ...correccion, folioProvisional: 'PV-7KQ2-0042' }, AHORA)).toEqual({
        ok: false,
        error: MENSAJES_BANDEJA.correccionNueva,
      });
    });

    it.each([
      ['pendiente', () => item(), MENSAJES_BANDEJA.noSeCorrige],
      ['enviando', () => enviando(), MENSAJES_BANDEJA.noSeCorrige],
      ['enviada', () => enviada(), MENSAJES_BANDEJA.final],
    ])('no se corrige lo %s', (_, de, error) => {
      expect(corregir(de(), correccion, AHORA)).toEqual({ ok: false, error });
    });

    it('no cambia el registro que recibe', () => {
      const e = enConflicto();
      const copia = structuredClone(e);
      corregir(e, correccion, AHORA);
      expect(e).toEqual(copia);
    });
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
