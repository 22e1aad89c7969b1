import { describe, expect, it } from 'vitest';
import {
  MENU,
  menuVisible,
  rutaPadrePadron,
  rutaPadreProductores,
  tituloCreditos,
  entradaPermitida,
  type EntradaMenuVisible,
} from '@domain/comun/menu';

const sinAlertas = { padronAltas: 0 };
const buscar = (m: EntradaMenuVisible[], clave: string): EntradaMenuVisible | undefined =>
  m.flatMap((e) => [e, ...e.hijos]).find((e) => e.clave === clave);
const entrada = (clave: string) => MENU.flatMap((e) => [e, ...(e.hijos ?? [])]).find((e) => e.clave === clave)!;

describe('R004 ruta del padre Productores', () => {
  it.each([
    [{ usa_sic: 1 }, '/admin/cuentas'],
    [{ usa_sic: 0 }, '/admin/cuentas/list'],
  ] as const)('%j → %s', (cfg, e) => expect(rutaPadreProductores(cfg)).toBe(e));
  it('se aplica en el menú visible', () =>
    expect(buscar(menuVisible(['CUENTAS'], { usa_sic: 0 }, 'prod', sinAlertas), 'productores')?.ruta).toBe('/admin/cuentas/list'));
});

describe('R005 ruta del padre Padron', () => {
  it.each([
    [{ mostrar_padron_completo: 1, mostrar_padron_concentrado: 1 }, '/admin/padron/completo/list'],
    [{ mostrar_padron_completo: 0, mostrar_padron_concentrado: 1 }, '/admin/padron/concentrado/list'],
    [{ mostrar_padron_completo: 0, mostrar_padron_concentrado: 0 }, '/admin/padron/altas/list'],
    [{ mostrar_padron_completo: 1, mostrar_padron_concentrado: 0 }, '/admin/padron/completo/list'],
  ] as const)('%j → %s', (cfg, e) => expect(rutaPadrePadron(cfg)).toBe(e));
});

describe('Padrón abierto por sus hijos (issue 27: los asistentes de vinculación)', () => {
  const areas = new Set(['/admin/padron/completo/list', '/admin/vincular-sic/list', '/admin/vincular-sic-parcelas/list']);
  it('un rol con PARCELAS_CROQUIS sin PADRON ve Padron con solo los asistentes, sin la pantalla del padrón', () => {
    const m = menuVisible(['PARCELAS_CROQUIS'], { usa_sic: 1, mostrar_padron_completo: 1 }, 'prod', sinAlertas, areas);
    const padron = buscar(m, 'padron');
    expect(padron?.ruta).toBe('/admin/vincular-sic/list');
    expect(padron?.hijos.map((h) => h.clave)).toEqual(['vincular-sic', 'vincular-parcelas']);
  });
  it('sin usa_sic, ni por sus hijos', () =>
    expect(buscar(menuVisible(['PARCELAS_CROQUIS'], { usa_sic: 0 }, 'prod', sinAlertas, areas), 'padron')).toBeUndefined());
  it('sin PADRON ni hijo permitido, nada', () =>
    expect(buscar(menuVisible(['CUENTAS'], { usa_sic: 1 }, 'prod', sinAlertas, areas), 'padron')).toBeUndefined());
  it('con PADRON sigue abriendo en su pantalla', () =>
    expect(
      buscar(menuVisible(['PADRON', 'PARCELAS_CROQUIS'], { usa_sic: 1, mostrar_padron_completo: 1 }, 'prod', sinAlertas, areas), 'padron')
        ?.ruta,
    ).toBe('/admin/padron/completo/list'));
});

describe('R006 menú Padron', () => {
  it('usa_sic=0 oculta todo el padrón', () =>
    expect(buscar(menuVisible(['PADRON', 'PADRON_ALTAS'], { usa_sic: 0 }, 'prod', { padronAltas: 3 }), 'padron')).toBeUndefined());
  it('con altas pendientes: campana y contador en Altas', () => {
    const m = menuVisible(['PADRON', 'PADRON_ALTAS'], { usa_sic: 1 }, 'prod', { padronAltas: 3 });
    expect(buscar(m, 'padron')?.campana).toBe(true);
    expect(buscar(m, 'padron-altas')?.insignia).toBe(3);
  });
  it('sin altas pendientes no hay campana', () =>
    expect(buscar(menuVisible(['PADRON'], { usa_sic: 1 }, 'prod', sinAlertas), 'padron')?.campana).toBe(false));
  it('mostrar_padron_completo=0 oculta Completo', () => {
    const m = menuVisible(['PADRON', 'PADRON_COMPLETO'], { usa_sic: 1, mostrar_padron_completo: 0 }, 'prod', sinAlertas);
    expect(buscar(m, 'padron-completo')).toBeUndefined();
  });
});

describe('R007 Acopio y Creditos', () => {
  it('id_cat_credito_precosecha=1 oculta Creditos', () =>
    expect(
      buscar(
        menuVisible(['ACOPIOS', 'ACOPIOS_ANTICIPOS_X_PRODUCTOR'], { id_cat_credito_precosecha: 1 }, 'prod', sinAlertas),
        'acopio-creditos',
      ),
    ).toBeUndefined());
  it('id_cat_credito_precosecha=2 la muestra con la etiqueta de anticipos', () => {
    const m = menuVisible(
      ['ACOPIOS', 'ACOPIOS_ANTICIPOS_X_PRODUCTOR'],
      { id_cat_credito_precosecha: 2, anticipos_etiqueta: 'anticipo' },
      'prod',
      sinAlertas,
    );
    expect(buscar(m, 'acopio-creditos')?.etiqueta).toBe('Anticipos');
  });
  it.each([
    ['anticipo', 'Anticipos'],
    ['crédito', 'Créditos'],
    ['préstamo', 'Préstamos'],
    ['habilitación', 'Habilitaciones'],
    ['luz', 'Luces'],
    ['', 'Creditos'],
    [null, 'Creditos'],
  ])('tituloCreditos(%s) = %s', (e, t) => expect(tituloCreditos(e)).toBe(t));
  // issue 22 item 4: Lotes has its own permission, so a collector sees its lots without the price list
  it('ACOPIOS_PRECIO_X_COOPERATIVA muestra Precio; ACOPIOS_LOTES muestra Lotes', () => {
    const precio = menuVisible(['ACOPIOS_PRECIO_X_COOPERATIVA'], null, 'prod', sinAlertas);
    expect(buscar(precio, 'acopio')?.hijos.map((h) => h.etiqueta)).toEqual(['Precio']);
    const lotes = menuVisible(['ACOPIOS_LOTES'], null, 'prod', sinAlertas);
    expect(buscar(lotes, 'acopio')?.hijos.map((h) => h.etiqueta)).toEqual(['Lotes']);
    const ambos = menuVisible(['ACOPIOS_PRECIO_X_COOPERATIVA', 'ACOPIOS_LOTES'], null, 'prod', sinAlertas);
    expect(buscar(ambos, 'acopio')?.hijos.map((h) => h.etiqueta)).toEqual(['Precio', 'Lotes']);
  });
});

describe('R008 Calidad solo en local o dev', () => {
  it.each([
    ['prod', false],
    ['dev', true],
    ['local', true],
  ] as const)('%s → %s', (env, visible) =>
    expect(buscar(menuVisible(['ACOPIOS'], { usa_sic: 1 }, env, sinAlertas), 'calidad') !== undefined).toBe(visible),
  );
  it.each([
    [{ usa_sic: 1, calidad_en_produccion: 1 }, true],
    [{ usa_sic: 1, calidad_en_produccion: 0 }, false],
    [{ usa_sic: 0, calidad_en_produccion: 1 }, false],
    [null, false],
  ] as const)('en producción, la cooperativa la enciende: %j → %s', (cfg, visible) =>
    expect(buscar(menuVisible(['ACOPIOS'], cfg, 'prod', sinAlertas), 'calidad') !== undefined).toBe(visible),
  );
});

describe('R009/R010 visibilidad de una entrada', () => {
  it('Parcelas con PARCELAS y usa_sic=1', () =>
    expect(entradaPermitida(entrada('parcelas'), ['PARCELAS'], { usa_sic: 1 }, 'prod')).toBe(true));
  it('Parcelas con usa_sic=0', () => expect(entradaPermitida(entrada('parcelas'), ['PARCELAS'], { usa_sic: 0 }, 'prod')).toBe(false));
  it('Inicio con CUENTAS no se ve', () =>
    expect(entradaPermitida(entrada('inicio'), ['CUENTAS'], { mostrar_dashboard_inicio: 1 }, 'prod')).toBe(false));
  it('PADRON se cumple con PADRON_COMPLETO (subcadena)', () =>
    expect(entradaPermitida(entrada('inicio'), ['PADRON_COMPLETO'], null, 'prod')).toBe(true));
  it('USUARIOS no se cumple con CUENTAS', () => expect(entradaPermitida(entrada('usuarios'), ['CUENTAS'], null, 'prod')).toBe(false));
  it('sin configuración guardada toda condición se cumple', () =>
    expect(entradaPermitida(entrada('inicio'), ['PADRON'], null, 'prod')).toBe(true));
});

describe('áreas disponibles en esta versión', () => {
  const areas = new Set(['/admin/cooperativas/list', '/admin/usuarios/list']);
  it('solo muestra las áreas con pantalla', () => {
    const m = menuVisible(['PADRON', 'CUENTAS', 'COOPERATIVAS', 'USUARIOS'], null, 'prod', sinAlertas, areas);
    expect(m.map((e) => e.ruta)).toEqual(['/admin/cooperativas/list', '/admin/usuarios/list']);
  });
  it('un padre sin pantalla propia apunta a su primer hijo disponible', () => {
    const m = menuVisible(['CUENTAS'], null, 'prod', sinAlertas, new Set(['/admin/cuentas/list']));
    expect(buscar(m, 'productores')?.ruta).toBe('/admin/cuentas/list');
  });
  it('un gerente sin COOPERATIVAS solo ve Usuarios', () => {
    expect(menuVisible(['USUARIOS', 'USUARIOS_VER'], null, 'prod', sinAlertas, areas).map((e) => e.etiqueta)).toEqual(['Usuarios']);
  });
});

describe('enlacesDelGrupo (tableros-cliente)', () => {
  it('el padre Productores con SIC abre su tablero antes del listado', async () => {
    const { enlacesDelGrupo, menuVisible } = await import('@domain/comun/menu');
    const areas = new Set(['/dashboard', '/admin/cuentas', '/admin/cuentas/list']);
    const productores = menuVisible(['CUENTAS', 'PADRON'], { usa_sic: 1 }, 'prod', { padronAltas: 0 }, areas).find(
      (e) => e.clave === 'productores',
    )!;
    expect(enlacesDelGrupo(productores).map((e) => [e.etiqueta, e.ruta])).toEqual([
      ['Tablero de productores', '/admin/cuentas'],
      ['Listado productores', '/admin/cuentas/list'],
    ]);
  });

  it('sin SIC el padre apunta al listado y no se repite (R004)', async () => {
    const { enlacesDelGrupo, menuVisible } = await import('@domain/comun/menu');
    const areas = new Set(['/admin/cuentas', '/admin/cuentas/list']);
    const productores = menuVisible(['CUENTAS'], { usa_sic: 0 }, 'prod', { padronAltas: 0 }, areas).find((e) => e.clave === 'productores')!;
    expect(enlacesDelGrupo(productores).map((e) => e.ruta)).toEqual(['/admin/cuentas/list']);
  });

  it('sin pantalla propia el padre toma la de su primer hijo y no agrega nada', async () => {
    const { enlacesDelGrupo, menuVisible } = await import('@domain/comun/menu');
    const productores = menuVisible(['CUENTAS'], { usa_sic: 1 }, 'prod', { padronAltas: 0 }, new Set(['/admin/cuentas/list'])).find(
      (e) => e.clave === 'productores',
    )!;
    expect(enlacesDelGrupo(productores).map((e) => e.ruta)).toEqual(['/admin/cuentas/list']);
  });
});
