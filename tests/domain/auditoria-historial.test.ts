import { describe, expect, it } from 'vitest';
import { describirCambio, etiquetaAccion, formatoMomento, formatoValor } from '@domain/auditoria/historial';

describe('describirCambio: una fila de auditoría como la lee una persona', () => {
  it('una edición: una línea por campo cambiado, con su etiqueta en español; lo que no cambió no aparece', () => {
    const r = describirCambio({
      accion: 'editar',
      entidad: 'productores',
      antes: { nombres: 'Ana', apellido_paterno: 'Pérez', curp: null },
      despues: { nombres: 'Ana María', apellido_paterno: 'Pérez', curp: 'PEAA800101MTCRNN09' },
    });
    expect(r).toEqual({
      accion: 'Editó los datos del productor',
      cambios: [
        { campo: 'nombres', etiqueta: 'Nombres', antes: 'Ana', despues: 'Ana María' },
        { campo: 'curp', etiqueta: 'CURP', antes: '--', despues: 'PEAA800101MTCRNN09' },
      ],
    });
  });

  it('la categoría se lee por su nombre cuando la fila lo trae; si no, por su número', () => {
    const conNombre = describirCambio({
      accion: 'editar',
      entidad: 'cuentas',
      antes: { id_cuenta_categoria: 7, cuenta_categoria: 'Sin asignar' },
      despues: { id_cuenta_categoria: 3, cuenta_categoria: 'Orgánico' },
    });
    expect(conNombre.cambios).toEqual([{ campo: 'id_cuenta_categoria', etiqueta: 'Categoría', antes: 'Sin asignar', despues: 'Orgánico' }]);
    const sinNombre = describirCambio({
      accion: 'editar',
      entidad: 'cuentas',
      antes: { id_cuenta_categoria: 7 },
      despues: { id_cuenta_categoria: 3 },
    });
    expect(sinNombre.cambios).toEqual([{ campo: 'id_cuenta_categoria', etiqueta: 'Categoría', antes: '7', despues: '3' }]);
  });

  it('superficie en hectáreas con 2 decimales, fechas dd/MMM/yyyy, dinero y pesos ×100', () => {
    const r = describirCambio({
      accion: 'editar',
      entidad: 'acopios',
      antes: { superficie: 1.5, fecha_acopio: '2026-11-20', importe_total: 123450, peso_neto: 14650, humedad: 1150 },
      despues: { superficie: '2.125', fecha_acopio: '2026-01-05', importe_total: 5_860_00, peso_neto: 100_000_00, humedad: 1200 },
    });
    expect(r.cambios.map((c) => [c.etiqueta, c.antes, c.despues])).toEqual([
      ['Superficie (ha)', '1.50', '2.13'],
      ['Fecha de acopio', '20/nov/2026', '05/ene/2026'],
      ['Peso neto', '146.50 kg', '100,000.00 kg'],
      ['Importe total', '$1,234.50', '$5,860.00'],
      ['Humedad', '11.50 %', '12.00 %'],
    ]);
  });

  it('una celda del padrón completo se lee con el nombre de su columna: pergamino en kg ×100, fecha de inspección', () => {
    const r = describirCambio({
      accion: 'editar',
      entidad: 'padron_sic',
      antes: { s6_pergamino_actual: null, id_cuenta: 7 },
      despues: { s6_pergamino_actual: 1234_50, id_cuenta: 7 },
    });
    expect(r.cambios.map((c) => [c.etiqueta, c.antes, c.despues])).toEqual([['Pergamino del ciclo (kg)', '--', '1,234.50 kg']]);
    const f = describirCambio({
      accion: 'editar',
      entidad: 'padron_sic',
      antes: { s3_inspeccion_fecha: '2025-10-01' },
      despues: { s3_inspeccion_fecha: '2025-11-03' },
    });
    expect(f.cambios.map((c) => [c.etiqueta, c.antes, c.despues])).toEqual([['Fecha de inspección', '01/oct/2025', '03/nov/2025']]);
  });

  it('un alta lista lo que escribió (antes: --); una baja, su motivo y su fecha', () => {
    const alta = describirCambio({
      accion: 'crear',
      entidad: 'productores',
      antes: null,
      despues: { nombres: 'José', no_celular: '9331234567' },
    });
    expect(alta.accion).toBe('Registró al productor');
    expect(alta.cambios).toEqual([
      { campo: 'nombres', etiqueta: 'Nombres', antes: '--', despues: 'José' },
      { campo: 'no_celular', etiqueta: 'Celular', antes: '--', despues: '9331234567' },
    ]);
    const baja = describirCambio({
      accion: 'baja',
      entidad: 'cuentas',
      antes: { fecha_baja: null },
      despues: { id_cat_cuentas_bajas: 2, fecha_baja: '2026-11-26', padronesSeleccionados: [] },
    });
    expect(baja.accion).toBe('Dio de baja');
    expect(baja.cambios).toEqual([
      { campo: 'id_cat_cuentas_bajas', etiqueta: 'Motivo de baja', antes: '--', despues: '2' },
      { campo: 'fecha_baja', etiqueta: 'Fecha de baja', antes: '--', despues: '26/nov/2026' },
    ]);
  });

  it('los secretos y las llaves técnicas nunca se muestran', () => {
    const r = describirCambio({
      accion: 'editar',
      entidad: 'productores',
      antes: { password: 'a', password_hash: '$argon2id$x', id: 1, uuid: 'u', version: 1, contenido: 'x', firma_image: 'data:' },
      despues: { password: 'b', password_hash: '$argon2id$y', id: 2, uuid: 'v', version: 2, contenido: 'y', firma_image: 'data:2' },
    });
    expect(r.cambios).toEqual([]);
    expect(JSON.stringify(r)).not.toMatch(/argon2|password/);
  });

  it('un campo desconocido se muestra por su nombre, al final; banderas 0/1 como Sí/No; el riesgo EUDR por su nombre', () => {
    const r = describirCambio({
      accion: 'crear',
      entidad: 'parcelas_eudr_riesgos',
      antes: null,
      despues: { campo_nuevo: 'x', organico: 1, id_riesgo_eudr: 3 },
    });
    expect(r.accion).toBe('Cambió el riesgo EUDR de la parcela');
    expect(r.cambios).toEqual([
      { campo: 'organico', etiqueta: 'Orgánico', antes: '--', despues: 'Sí' },
      { campo: 'id_riesgo_eudr', etiqueta: 'Riesgo EUDR', antes: '--', despues: 'Bajo' },
      { campo: 'campo_nuevo', etiqueta: 'campo_nuevo', antes: '--', despues: 'x' },
    ]);
  });

  it('un croquis se lee por sus vértices, una lista de registros por su cantidad', () => {
    const cuadrado = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [1, 0],
          [1, 1],
          [0, 1],
          [0, 0],
        ],
      ],
    };
    const r = describirCambio({
      accion: 'editar',
      entidad: 'parcelas_croquis',
      antes: { poligono: null, origen: null },
      despues: { poligono: cuadrado, origen: 'editor', alertas: ['SOLAPE'] },
    });
    expect(r.accion).toBe('Cambió el croquis de la parcela');
    expect(r.cambios).toEqual([
      { campo: 'poligono', etiqueta: 'Croquis', antes: '--', despues: 'Polígono de 4 vértices' },
      { campo: 'origen', etiqueta: 'Origen del croquis', antes: '--', despues: 'editor' },
      { campo: 'alertas', etiqueta: 'Alertas', antes: '--', despues: 'SOLAPE' },
    ]);
    const parcelas = describirCambio({
      accion: 'crear',
      entidad: 'parcelas',
      antes: null,
      despues: { parcelas: [{ nombre: 'A' }, { nombre: 'B' }] },
    });
    expect(parcelas).toEqual({
      accion: 'Agregó parcelas',
      cambios: [{ campo: 'parcelas', etiqueta: 'Parcelas', antes: '--', despues: 'A, B' }],
    });
  });

  it('una lista de registros sin nombre se lee por su cantidad', () => {
    const r = describirCambio({
      accion: 'editar',
      entidad: 'acopios',
      antes: { pesadas: [{ n: 1 }] },
      despues: { pesadas: [{ n: 1 }, { n: 2 }] },
    });
    expect(r.cambios).toEqual([{ campo: 'pesadas', etiqueta: 'Pesadas', antes: '1 registro', despues: '2 registros' }]);
  });

  it('una eliminación de entrega lista lo que se eliminó (nuevo: --)', () => {
    const r = describirCambio({ accion: 'eliminar', entidad: 'acopios', antes: { peso_neto: 14650, folio_acopio: 'A-1' }, despues: null });
    expect(r.accion).toBe('Eliminó la entrega');
    expect(r.cambios).toEqual([
      { campo: 'folio_acopio', etiqueta: 'Folio', antes: 'A-1', despues: '--' },
      { campo: 'peso_neto', etiqueta: 'Peso neto', antes: '146.50 kg', despues: '--' },
    ]);
  });
});

describe('etiquetaAccion', () => {
  it.each([
    ['confirmar', 'cuentas_altas_solicitud', 'Confirmó el alta'],
    ['cancelar', 'cuentas_bajas', 'Canceló la baja'],
    ['crear', 'comite_evaluaciones', 'Registró la evaluación del comité'],
    ['baja', 'cuentas', 'Dio de baja'],
    ['editar', 'algo_nuevo', 'Editó'],
    ['confirmar', 'algo_nuevo', 'Confirmó'],
    ['inventada', 'x', 'inventada'],
  ])('%s %s → %s', (accion, entidad, esperado) => {
    expect(etiquetaAccion(accion, entidad)).toBe(esperado);
  });

  it('quitar el croquis se guarda como edición con su modo: se lee como eliminación', () => {
    expect(etiquetaAccion('editar', 'parcelas_croquis', { poligono: null, modo: 'sin-croquis' })).toBe('Eliminó el croquis de la parcela');
  });
});

describe('formatoValor', () => {
  it('vacío → --; listas de números y textos unidas; objetos sin forma conocida abreviados', () => {
    expect(formatoValor('observaciones', '')).toBe('--');
    expect(formatoValor('observaciones', null)).toBe('--');
    expect(formatoValor('elevaciones', [1200, 1210])).toBe('1,200, 1,210');
    expect(formatoValor('x', { a: 1 })).toBe('{"a":1}');
    expect(formatoValor('plantas', 1234)).toBe('1,234');
    expect(formatoValor('monto', -5000)).toBe('-$50.00');
  });
});

describe('formatoMomento: el reloj de la cooperativa', () => {
  it('la fecha y la hora en su zona horaria; una zona desconocida usa la de México', () => {
    expect(formatoMomento('2026-01-05T18:04:00.000Z', 'America/Mexico_City')).toBe('05/ene/2026 12:04');
    expect(formatoMomento('2026-01-05T00:30:00.000Z', 'America/Mexico_City')).toBe('04/ene/2026 18:30');
    expect(formatoMomento('2026-01-05T18:04:00.000Z', 'Zona/Inventada')).toBe('05/ene/2026 12:04');
    expect(formatoMomento('no es fecha', null)).toBe('--');
  });
});
