import { describe, expect, it } from 'vitest';
import {
  efectoAlta,
  efectoBaja,
  erroresDecision,
  esSeleccionable,
  haySeleccion,
  mensajeDecision,
  MENSAJE_SIN_PADRON,
  MENSAJE_SIN_SELECCION,
  PADRONES_POR_DEFECTO,
  padronesComoObjeto,
} from '@domain/padron/solicitudes';

describe('R083: selección y envío de altas y bajas', () => {
  it('ejemplo 1: casillas solo en filas pendientes (confirmado 0)', () => {
    expect(esSeleccionable({ confirmado: 0 })).toBe(true);
    expect(esSeleccionable({ confirmado: 1 })).toBe(false);
  });
  it('ejemplo 2: sin filas elegidas, Confirmar alta queda deshabilitado', () => {
    expect(haySeleccion([])).toBe(false);
    expect(haySeleccion(['a'])).toBe(true);
  });
  it('ejemplo 3: el diálogo preselecciona los dos padrones; sin ninguno no se guarda', () => {
    expect(PADRONES_POR_DEFECTO).toEqual(['confirmado', 'organico']);
    expect(haySeleccion([])).toBe(false);
  });
  it('ejemplo 4: confirmar 3 altas → «Se ha confirmado el alta de 3 productores»', () => {
    expect(mensajeDecision('alta', 'confirmar', 3)).toBe('Se ha confirmado el alta de 3 productores');
  });
  it('los cuatro mensajes de §8 con N', () => {
    expect(mensajeDecision('alta', 'cancelar', 2)).toBe('Se ha cancelado el alta de 2 productores');
    expect(mensajeDecision('baja', 'confirmar', 4)).toBe('Se ha confirmado la baja de 4 productores');
    expect(mensajeDecision('baja', 'cancelar', 5)).toBe('Se ha cancelado la baja de 5 productores');
  });
  it('un productor se dice en singular', () => {
    expect(mensajeDecision('alta', 'confirmar', 1)).toBe('Se ha confirmado el alta de 1 productor');
  });
});

describe('errores de una decisión (§5: al menos una fila; §2.12: al menos un padrón)', () => {
  it('sin filas ni padrones: los dos mensajes', () => {
    expect(erroresDecision('ids', [], [])).toEqual({ ids: [MENSAJE_SIN_SELECCION], padronesSeleccionados: [MENSAJE_SIN_PADRON] });
  });
  it('las bajas nombran uuids; cancelar no lleva padrones', () => {
    expect(erroresDecision('uuids', [])).toEqual({ uuids: [MENSAJE_SIN_SELECCION] });
    expect(erroresDecision('uuids', ['x'])).toEqual({});
    expect(erroresDecision('ids', ['x'], ['organico'])).toEqual({});
  });
});

describe('efectos de confirmar', () => {
  it('alta con los dos padrones: confirmada, miembro y orgánica', () => {
    expect(efectoAlta(['confirmado', 'organico'])).toEqual({ confirmado: 1, pertenece_cooperativa: 1, organico: 1 });
  });
  it('alta solo en el padrón orgánico: entra a la población sin ser miembro', () => {
    expect(efectoAlta(['organico'])).toEqual({ confirmado: 1, pertenece_cooperativa: 0, organico: 1 });
    expect(efectoAlta(['confirmado'])).toEqual({ confirmado: 1, pertenece_cooperativa: 1, organico: 0 });
  });
  it('baja del padrón de la cooperativa: la baja completa; solo orgánico: sale de ese padrón', () => {
    expect(efectoBaja(['confirmado'])).toEqual({ baja: true, salirDeOrganico: false });
    expect(efectoBaja(['organico'])).toEqual({ baja: false, salirDeOrganico: true });
    expect(efectoBaja(['confirmado', 'organico'])).toEqual({ baja: true, salirDeOrganico: true });
  });
  it('los padrones de una baja se guardan como los guarda «Dar de baja»', () => {
    expect(padronesComoObjeto(['organico'])).toEqual([{ confirmado: 0, organico: 1 }]);
  });
});
