import { describe, expect, it } from 'vitest';
import {
  CAMPOS_DE_LA_HOJA,
  esReportePdf,
  geolocalizacionParcela,
  hojaPadron,
  nombreHojaPadron,
  SIN_EVALUACION,
  tablaParcelasHoja,
  type DatosHoja,
} from '@domain/padron/hoja';
import { columnasPadronCompleto } from '@domain/padron/columnas-completo';
import type { FilaPadronCompleto, FilaParcelaPadron } from '@domain/contrato/padron-completo';

const fila: FilaPadronCompleto = {
  id_cuenta: 10,
  cuenta_uuid: 'c-uuid',
  id_ciclo: 3,
  id_sic_informacion_general: 1,
  productor_uuid: 'p-uuid',
  id_productor: 7,
  productor_nombre: 'María López Cruz',
  nombres: 'María',
  apellido_paterno: 'López',
  apellido_materno: 'Cruz',
  productor_clave_tx: 'SM-0007',
  productor_codigo_tx: 'TX-77',
  id_localidad: 1,
  localidad: 'Jaltenango',
  id_municipio: 2,
  municipio: 'Ángel Albino Corzo',
  id_cuenta_region: 1,
  region: 'Sierra',
  ine: 'LOCM800101',
  curp: 'LOCM800101MCSPRR09',
  productor_fecha_nacimiento: '1980-01-01',
  id_productor_genero: 2,
  productor_genero: 'Mujer',
  contacto_celular: '9611234567',
  contacto_correo: 'maria@example.org',
  id_cuenta_categoria: 2,
  cuenta_categoria: 'Transición 1',
  cuenta_categoria_color: '#ccc',
  id_categoria_anterior: 1,
  categoria_anterior: 'Transición 0',
  categoria_anterior_color: '#ddd',
  productor_fecha_ingreso: '2019-03-15',
  productor_fecha_transicion: '2020-02-01',
  cuenta_parcelas: 3,
  s3_cafeorganico_otrans_fechaprohibidos: '2018-05-20',
  s3_cafeorganico_otrans_insumosprohibidos: 'Glifosato',
  id_nivel_riesgo: 1,
  nivel_riesgo: 'Bajo',
  nivel_riesgo_color: 'green',
  condicion: 2,
  condicion_str: 'Aprobado con condiciones',
  condicion_detalle: 'Retirar envases',
  calculada: 3.75,
  cuenta_superficie_total: 2.5,
  s2_autoconsumo: 0.25,
  s2_otrocultivo: 0,
  s2_potrero: 0.5,
  s2_bosque: 0.125,
  s2_acahual: 0,
  s2_reserva: 0,
  s3_inspeccion_fecha: '2026-02-10',
  s3_inspeccion_superficie: 2.5,
  s1_lista_inspector: 4,
  s1_lista_inspector_str: 'Pedro Inspector',
  s6_pergamino_actual: 123456,
  id_tenencia_tierra: 1,
  tenencia_tierra: 'Ejidal',
  id_tenencia_papeles_sino: 1,
  tenencia_papeles_sino: 'Sí',
  cultivos_activos: 'Cacao',
  sum_actual_cacao: 1000,
  sum_actual_mani: null,
  sum_actual_cardamomo: null,
  sum_actual_pimientanegra: 500,
  tx_estimacion_cosecha_inspector_total: 98765,
  tx_estimacion_cosecha_productor_total: null,
  tx_no_plantas_totales: 4200,
  plantas_productivas_totales: 4000,
  plantas_improductivas_totales: 200,
  formatos: 0,
};

const parcela = (nombre: string, ha: number, geo: 'poligono' | 'centroide' | 'nada', plantas = 100): FilaParcelaPadron => ({
  id: nombre.length,
  uuid: `u-${nombre}`,
  nombre,
  tx_superficie: ha,
  tx_no_plantas: plantas,
  ha_cultivo: null,
  tx_estimacion_cosecha_inspector: null,
  croquis_digitalizado: geo === 'poligono' ? 1 : 0,
  centroide_lat: geo === 'nada' ? null : 15.9,
  centroide_lng: geo === 'nada' ? null : -92.7,
  parcelas_previous_ciclo: null,
});

const datos = (cambios: Partial<DatosHoja> = {}): DatosHoja => ({
  idCooperativa: 1,
  idProducto: 1,
  usaCodigoTx: false,
  ineEtiqueta: null,
  cooperativa: 'Cafetaleros de la Sierra Madre',
  ciclo: '2025-2026',
  fila,
  parcelas: [parcela('El Mirador', 1.1, 'poligono'), parcela('La Loma', 2.2, 'centroide', 50), parcela('El Bajío', 0.45, 'nada', 0)],
  ...cambios,
});

/** The sheet as label → value, all sections together. */
const renglones = (d: DatosHoja) =>
  Object.fromEntries(
    hojaPadron(d)
      .secciones.flatMap((s) => s.renglones)
      .map((r) => [r.etiqueta, r.valor]),
  );

describe('hoja del padrón: encabezado y secciones', () => {
  it('lleva la cooperativa, el ciclo, el título y las cuatro secciones en orden', () => {
    const h = hojaPadron(datos());
    expect(h.titulo).toBe('Hoja del padrón');
    expect(h.cooperativa).toBe('Cafetaleros de la Sierra Madre');
    expect(h.ciclo).toBe('Ciclo 2025-2026');
    expect(h.productor).toBe('María López Cruz');
    expect(h.secciones.map((s) => s.titulo)).toEqual(['Productor', 'Certificación', 'Tierra', 'Cosecha e inspección']);
  });

  it('los datos del productor con las etiquetas del padrón; la de INE de la configuración', () => {
    const r = renglones(datos({ ineEtiqueta: 'DNI' }));
    expect(r).toMatchObject({
      Clave: 'SM-0007',
      'Nombre del productor': 'María López Cruz',
      Localidad: 'Jaltenango',
      Municipio: 'Ángel Albino Corzo',
      Región: 'Sierra',
      DNI: 'LOCM800101',
      CURP: 'LOCM800101MCSPRR09',
      'Fecha de nacimiento': '01/ene/1980',
      Género: 'Mujer',
      Celular: '9611234567',
      Correo: 'maria@example.org',
    });
    expect(r).not.toHaveProperty('INE');
  });

  it('el código solo con usa_codigo_tx', () => {
    expect(renglones(datos())).not.toHaveProperty('Código');
    expect(renglones(datos({ usaCodigoTx: true }))['Código']).toBe('TX-77');
  });

  it('certificación: categorías de este ciclo y el anterior, fechas, riesgo, prohibidos y comité', () => {
    expect(renglones(datos())).toMatchObject({
      Categoría: 'Transición 1',
      'Categoría ciclo anterior': 'Transición 0',
      'Fecha de ingreso': '15/mar/2019',
      'Fecha de ingreso a transición': '01/feb/2020',
      'Nivel de riesgo': 'Bajo',
      'Fecha de aplicación de productos prohibidos': '20/may/2018',
      'Productos prohibidos utilizados': 'Glifosato',
      'Evaluación del comité': 'Aprobado con condiciones',
      Condiciones: 'Retirar envases',
    });
  });

  it('sin evaluación del comité lo dice y no lista condiciones', () => {
    const r = renglones(datos({ fila: { ...fila, condicion: null, condicion_str: null, condicion_detalle: null } }));
    expect(r['Evaluación del comité']).toBe(SIN_EVALUACION);
    expect(r).not.toHaveProperty('Condiciones');
  });

  it('la miel llama «Transición» a sus categorías de transición, como la tabla', () => {
    const r = renglones(datos({ idProducto: 3 }));
    expect(r['Categoría']).toBe('Transición');
    expect(r['Categoría ciclo anterior']).toBe('Transición');
  });

  it('tierra y cosecha: hectáreas con 2 decimales, kg ×100 con 2 decimales y agrupación en-US, lo que falta como --', () => {
    expect(renglones(datos())).toMatchObject({
      Parcelas: '3',
      'Superficie total (ha)': '3.75',
      'Superficie del cultivo (ha)': '2.50',
      'Tipo de tenencia': 'Ejidal',
      'Documento de propiedad': 'Sí',
      'Autoconsumo (ha)': '0.25',
      'Bosque (ha)': '0.13',
      'Otro cultivo (ha)': '0.00',
      'Estimación del inspector (kg)': '987.65',
      'Estimación del productor (kg)': '--',
      'Plantas totales': '4,200',
      'Plantas productivas': '4,000',
      'Plantas improductivas': '200',
      'Fecha de inspección': '10/feb/2026',
      'Superficie inspeccionada (ha)': '2.50',
      Inspector: 'Pedro Inspector',
      'Pergamino del ciclo (kg)': '1,234.56',
    });
  });

  it('las columnas por cooperativa: la 3 sin estimación del inspector, la 36 con cacao, la 56 con pimienta', () => {
    expect(renglones(datos({ idCooperativa: 3 }))).not.toHaveProperty('Estimación del inspector (kg)');
    const r36 = renglones(datos({ idCooperativa: 36 }));
    expect(r36).toMatchObject({ 'Cultivos activos': 'Cacao', 'Estimación de cacao (kg)': '10.00', 'Estimación de maní (kg)': '--' });
    expect(r36).not.toHaveProperty('Estimación de pimienta negra (kg)');
    expect(renglones(datos({ idCooperativa: 56 }))['Estimación de pimienta negra (kg)']).toBe('5.00');
    expect(renglones(datos())).not.toHaveProperty('Estimación de cacao (kg)');
  });

  it('la hoja trae cada columna de datos del padrón de cualquier cooperativa: la hoja y la tabla coinciden', () => {
    for (const idCooperativa of [1, 3, 36, 56])
      for (const c of columnasPadronCompleto({ idCooperativa, idProducto: 1, usaCodigoTx: true }))
        expect(CAMPOS_DE_LA_HOJA, `${idCooperativa}: ${c.campo}`).toContain(c.campo);
  });
});

describe('hoja del padrón: la tabla de parcelas', () => {
  it('nombre, hectáreas, plantas y geolocalización, con fila de totales', () => {
    const t = tablaParcelasHoja(datos().parcelas);
    expect(t.encabezados).toEqual(['Parcela', 'Hectáreas', 'Plantas', 'Geolocalización']);
    expect(t.filas).toEqual([
      ['El Mirador', '1.10', '100', 'Polígono'],
      ['La Loma', '2.20', '50', 'Sólo centroide'],
      ['El Bajío', '0.45', '0', 'Sin geolocalizar'],
    ]);
    expect(t.total).toEqual(['Total: 3 parcelas', '3.75', '150', '1 con polígono, 1 sólo centroide, 1 sin geolocalizar']);
  });

  it('suma las hectáreas exactas (0.1 + 0.2 = 0.30) y dice «1 parcela» en singular', () => {
    expect(tablaParcelasHoja([parcela('A', 0.1, 'nada'), parcela('B', 0.2, 'nada')]).total[1]).toBe('0.30');
    expect(tablaParcelasHoja([parcela('A', 1, 'poligono')]).total[0]).toBe('Total: 1 parcela');
    expect(tablaParcelasHoja([]).total).toEqual(['Total: 0 parcelas', '0.00', '0', '0 con polígono, 0 sólo centroide, 0 sin geolocalizar']);
  });

  it('un centroide a medias no cuenta como geolocalizada', () => {
    expect(geolocalizacionParcela({ croquis_digitalizado: 0, centroide_lat: 15, centroide_lng: null })).toBe('Sin geolocalizar');
  });
});

describe('reporte y nombre del archivo', () => {
  it('solo «padron» es un reporte', () => {
    expect(esReportePdf('padron')).toBe(true);
    expect(esReportePdf('otro')).toBe(false);
  });
  it('hoja_padron_<clave>_<ciclo>.pdf; sin clave, el nombre sin acentos ni espacios', () => {
    expect(nombreHojaPadron('SM-0007', 'María', '2025-2026')).toBe('hoja_padron_SM-0007_2025-2026.pdf');
    expect(nombreHojaPadron(null, 'María López', '2025-2026')).toBe('hoja_padron_Maria_Lopez_2025-2026.pdf');
    expect(nombreHojaPadron(' ', 'José', 'Ciclo 1')).toBe('hoja_padron_Jose_Ciclo_1.pdf');
  });
});
