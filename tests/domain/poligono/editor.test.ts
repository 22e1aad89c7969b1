import { describe, expect, it } from 'vitest';
import { avisoCroquisEliminado, OPCIONES_ELIMINAR_CROQUIS, PREGUNTA_ELIMINAR_CROQUIS } from '@domain/poligono/eliminar-croquis';
import { MENSAJE_ERROR_GUARDADO, resultadoGuardarCroquis } from '@domain/poligono/guardar-croquis';
import {
  confirmarSalida,
  historialCroquis,
  historialInicial,
  LIMITE_HISTORIAL,
  puedeDeshacer,
  puedeRehacer,
  type AccionHistorial,
  type HistorialCroquis,
} from '@domain/poligono/historial';
import { accionesPerfil, marcaMapaPerfil } from '@domain/poligono/perfil';
import type { Poligono, Posicion } from '@domain/poligono/tipos';
import { LIMPIA } from './poligonos-jaltenango';

/** The clean plot with vertex `i` dragged `dLat` degrees north, as the editor would hand it over. */
const arrastrar = (p: Poligono, i: number, dLat: number): Poligono => {
  const anillo = p.coordinates[0].map((pos) => [...pos] as Posicion);
  anillo[i] = [anillo[i][0], anillo[i][1] + dLat];
  if (i === 0) anillo[anillo.length - 1] = anillo[0];
  return { type: 'Polygon', coordinates: [anillo] };
};
const aplicar = (e: HistorialCroquis, ...acciones: AccionHistorial[]) => acciones.reduce(historialCroquis, e);

describe('historial del editor de croquis (R072)', () => {
  const movido = arrastrar(LIMPIA, 2, 0.0001);

  it('ejemplo 1: al abrir no hay cambios; salir no pide confirmación', () => {
    const e = historialInicial(LIMPIA);
    expect(e).toMatchObject({ presente: LIMPIA, editado: false, pasado: [], futuro: [] });
    expect(confirmarSalida(e)).toBe(false);
    expect([puedeDeshacer(e), puedeRehacer(e)]).toEqual([false, false]);
  });

  it('ejemplo 2: arrastrar un vértice marca editado, una entrada para deshacer; salir pide confirmación', () => {
    const e = aplicar(historialInicial(LIMPIA), { tipo: 'editar', poligono: movido });
    expect(e.editado).toBe(true);
    expect(e.pasado).toHaveLength(1);
    expect(e.presente).toBe(movido);
    expect(confirmarSalida(e)).toBe(true);
  });

  it('ejemplo 3: deshacer vuelve al polígono anterior; rehacer al arrastrado', () => {
    const deshecho = aplicar(historialInicial(LIMPIA), { tipo: 'editar', poligono: movido }, { tipo: 'deshacer' });
    expect(deshecho.presente).toBe(LIMPIA);
    expect(puedeRehacer(deshecho)).toBe(true);
    // back at the saved polygon: nothing to lose, no confirmation (R072 gap)
    expect(deshecho.editado).toBe(false);
    const rehecho = historialCroquis(deshecho, { tipo: 'rehacer' });
    expect(rehecho.presente).toBe(movido);
    expect(rehecho.editado).toBe(true);
  });

  it('una edición nueva borra lo que se podía rehacer', () => {
    const otro = arrastrar(LIMPIA, 4, -0.0001);
    const e = aplicar(
      historialInicial(LIMPIA),
      { tipo: 'editar', poligono: movido },
      { tipo: 'deshacer' },
      { tipo: 'editar', poligono: otro },
    );
    expect(e.futuro).toEqual([]);
    expect(e.pasado).toEqual([LIMPIA]);
    expect(e.presente).toBe(otro);
  });

  it('un clic que no mueve nada no es un paso; deshacer o rehacer sin pasos no cambia nada', () => {
    const inicial = historialInicial(LIMPIA);
    const copia: Poligono = JSON.parse(JSON.stringify(LIMPIA));
    expect(historialCroquis(inicial, { tipo: 'editar', poligono: copia })).toBe(inicial);
    expect(historialCroquis(inicial, { tipo: 'deshacer' })).toBe(inicial);
    expect(historialCroquis(inicial, { tipo: 'rehacer' })).toBe(inicial);
  });

  it('guardar: lo que está en pantalla pasa a ser lo guardado; el historial sigue', () => {
    const guardado = aplicar(historialInicial(LIMPIA), { tipo: 'editar', poligono: movido }, { tipo: 'guardado' });
    expect(guardado).toMatchObject({ editado: false, guardado: movido });
    expect(puedeDeshacer(guardado)).toBe(true);
    expect(historialCroquis(guardado, { tipo: 'deshacer' }).editado).toBe(true);
  });

  it('borrar el polígono y dibujar desde cero también son pasos', () => {
    const e = aplicar(historialInicial(null), { tipo: 'editar', poligono: LIMPIA });
    expect(e.editado).toBe(true);
    expect(aplicar(e, { tipo: 'editar', poligono: null }).editado).toBe(false);
  });

  it(`guarda a lo más ${LIMITE_HISTORIAL} pasos; cargar empieza de nuevo`, () => {
    let e = historialInicial(LIMPIA);
    for (let i = 1; i <= LIMITE_HISTORIAL + 20; i++) e = historialCroquis(e, { tipo: 'editar', poligono: arrastrar(LIMPIA, 1, i * 1e-6) });
    expect(e.pasado).toHaveLength(LIMITE_HISTORIAL);
    expect(historialCroquis(e, { tipo: 'cargar', poligono: movido })).toEqual(historialInicial(movido));
  });
});

describe('mapa del perfil (R062)', () => {
  it.each([
    [{ poligono: LIMPIA, centroide: { lat: 15.87, lng: -92.72 } }, { tipo: 'poligono' }],
    [
      { poligono: null, centroide: { lat: 15.87, lng: -92.72 } },
      { tipo: 'centroide', texto: 'Polígono pendiente de registrar' },
    ],
    [
      { poligono: null, centroide_lat: 15.87, centroide_lng: -92.72 },
      { tipo: 'centroide', texto: 'Polígono pendiente de registrar' },
    ],
    [
      { poligono: null, centroide: null },
      { tipo: 'ninguna', texto: 'Ubicación no disponible' },
    ],
  ])('%j → %j', (p, marca) => expect(marcaMapaPerfil(p)).toEqual(marca));
});

describe('acciones del perfil (R063)', () => {
  it('ejemplo 1: polígono y puntos → todas', () => {
    expect(accionesPerfil({ poligono: LIMPIA, puntos: [{}, {}, {}] })).toEqual({
      editarCroquis: true,
      verDibujo: true,
      importarKml: true,
      descargarPoligono: true,
      eliminarCroquis: true,
    });
  });
  it('ejemplo 2: sin polígono → solo Ver dibujo e Importar KML', () => {
    expect(accionesPerfil({ poligono: null, puntos: [{}] })).toEqual({
      editarCroquis: false,
      verDibujo: true,
      importarKml: true,
      descargarPoligono: false,
      eliminarCroquis: false,
    });
  });
  it('ejemplo 3: polígono sin puntos → Descargar polígono deshabilitado', () => {
    expect(accionesPerfil({ poligono: LIMPIA, puntos: [] }).descargarPoligono).toBe(false);
    expect(accionesPerfil({ poligono: LIMPIA }).descargarPoligono).toBe(false);
    expect(accionesPerfil({ poligono: LIMPIA }).editarCroquis).toBe(true);
  });
});

describe('resultado de guardar el croquis (R073)', () => {
  it('ejemplo 1: éxito con alertas → diálogo con las dos opciones', () => {
    expect(resultadoGuardarCroquis({ success: 1, data: { croquis: { alertas: [{ titulo: 'X' }] } } })).toEqual({
      tipo: 'con-alertas',
      alertas: ['X'],
      opciones: ['Regresar a Perfil de Parcela', 'Volver a editar'],
    });
  });
  it('ejemplo 2: éxito sin alertas → diálogo de éxito', () => {
    expect(resultadoGuardarCroquis({ success: 1, data: { croquis: { alertas: [] } } })).toEqual({ tipo: 'exito' });
    expect(resultadoGuardarCroquis({ success: true, data: { nombre: 'El Mirador' } })).toEqual({ tipo: 'exito' });
  });
  it('ejemplo 3: success 0 → el mensaje del servidor', () => {
    expect(resultadoGuardarCroquis({ success: 0, message: 'X' })).toEqual({ tipo: 'error', mensaje: 'X' });
  });
  it('falla de la petición → el mensaje del servidor o el del error', () => {
    expect(resultadoGuardarCroquis(null, 'Error de red')).toEqual({ tipo: 'error', mensaje: 'Error de red' });
    expect(resultadoGuardarCroquis({ success: 0 }, 'Error 500')).toEqual({ tipo: 'error', mensaje: 'Error 500' });
    expect(resultadoGuardarCroquis(undefined)).toEqual({ tipo: 'error', mensaje: MENSAJE_ERROR_GUARDADO });
  });
});

describe('diálogo para eliminar el croquis (R074)', () => {
  it('la pregunta y las tres opciones de la especificación, cada una con su llamada', () => {
    expect(PREGUNTA_ELIMINAR_CROQUIS).toBe(
      'Deseas eliminar el croquis actual y utilizar el anterior, o quieres dejar esta parcela sin croquis?',
    );
    const uuid = '6f1c2a4e-0d7b-4c55-9e0a-1b2c3d4e5f60';
    expect(OPCIONES_ELIMINAR_CROQUIS.map((o) => [o.etiqueta, o.llamada?.(uuid) ?? null])).toEqual([
      ['Eliminar actual y usar el anterior si existe', `eliminarultimocroquis/${uuid}`],
      ['Eliminar croquis', `eliminarcroquis/${uuid}`],
      ['Cancelar', null],
    ]);
  });
  it("éxito: 'Croquis eliminado' y el mensaje del servidor", () => {
    expect(avisoCroquisEliminado('Se restauró el croquis anterior')).toBe('Croquis eliminado. Se restauró el croquis anterior');
    expect(avisoCroquisEliminado('')).toBe('Croquis eliminado');
    expect(avisoCroquisEliminado(null)).toBe('Croquis eliminado');
  });
});
