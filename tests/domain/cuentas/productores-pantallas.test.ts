import { describe, expect, it } from 'vitest';
import { COLORES_CATEGORIAS, colorTextoSobre } from '@domain/cuentas/categorias';
import { etiquetasProductor } from '@domain/cooperativas/configuracion';
import { destinoInicioSesion, puedeAbrirRuta } from '@domain/comun/inicio';
import { menuVisible } from '@domain/comun/menu';
import { rutas } from '@domain/comun/rutas';
import { tituloDeRuta } from '@domain/comun/titulo';

const contraste = (fondo: string, texto: string) => {
  const l = (hex: string) => {
    const c = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
  };
  const [a, b] = [l(fondo), l(texto)].sort((x, y) => y - x);
  return (a + 0.05) / (b + 0.05);
};

describe('chip de categoría', () => {
  it('cada color de la paleta se lee con su texto (≥ 4.5:1)', () => {
    for (const color of Object.values(COLORES_CATEGORIAS)) expect(contraste(color, colorTextoSobre(color))).toBeGreaterThanOrEqual(4.5);
  });
  it('verde oscuro lleva texto blanco; gris, negro; sin color, negro', () => {
    expect(colorTextoSobre('#4A6700')).toBe('#FFFFFF');
    expect(colorTextoSobre('#9B9B9B')).toBe('#000000');
    expect(colorTextoSobre(null)).toBe('#000000');
  });
});

describe('etiquetas del productor según la configuración', () => {
  it('café: parcelas y plantas, INE con CURP y RFC', () => {
    expect(etiquetasProductor({ parcelas_etiqueta: 'parcela', plantas_etiqueta: 'planta', ine_etiqueta: 'INE' })).toEqual({
      parcela: 'Parcela',
      parcelas: 'Parcelas',
      plantas: 'Plantas',
      ine: 'INE',
      curp: 'CURP',
      mostrarRfc: true,
    });
  });
  it('miel: apiarios y colmenas, también sin configuración', () => {
    expect(etiquetasProductor({ parcelas_etiqueta: 'apiario', plantas_etiqueta: 'colmena' })).toMatchObject({
      parcelas: 'Apiarios',
      plantas: 'Colmenas',
    });
    expect(etiquetasProductor({ id_cat_productos: 3 })).toMatchObject({ parcela: 'Apiario', plantas: 'Colmenas' });
  });
  it('otro documento: sin RFC', () => {
    expect(etiquetasProductor({ ine_etiqueta: 'DUI' })).toMatchObject({ ine: 'DUI', curp: 'Número de DUI', mostrarRfc: false });
  });
});

describe('con solo el listado de productores construido', () => {
  const areas = new Set([rutas.cuentas(), rutas.cooperativas(), rutas.usuarios()]);
  const cfg = { usa_sic: 1, mostrar_dashboard_inicio: 1, mostrar_dashboard_productores: 1 } as const;
  it('el padre Productores lleva al listado, nunca al tablero que no existe', () => {
    const m = menuVisible(['CUENTAS'], cfg, 'prod', { padronAltas: 0 }, areas);
    expect(m.map((e) => [e.ruta, e.hijos.map((h) => h.ruta)])).toEqual([['/admin/cuentas/list', ['/admin/cuentas/list']]]);
  });
  it('quien tiene CUENTAS entra al listado; con PADRON_COMPLETO también (el tablero no existe)', () => {
    for (const permisos of [['CUENTAS'], ['PADRON', 'PADRON_COMPLETO', 'CUENTAS', 'USUARIOS']]) {
      expect(destinoInicioSesion(permisos, cfg, puedeAbrirRuta(permisos, cfg, 'prod', areas))).toBe('/admin/cuentas/list');
    }
  });
  it('títulos de las pantallas nuevas', () => {
    expect(tituloDeRuta('/admin/cuentas/agregar')).toBe('Nuevo productor');
    expect(tituloDeRuta(rutas.cuentaPerfil('abc'))).toBe('Perfil del productor');
    expect(tituloDeRuta(rutas.parcelaCrear('abc'))).toBe('Agregar parcelas');
  });
});
