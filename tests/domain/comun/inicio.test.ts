import { describe, expect, it } from 'vitest';
import { destinoInicioSesion, destinoTrasError, puedeAbrirRuta, rutaDisponible, rutaInicio } from '@domain/comun/inicio';

const todo = () => true;

describe('R001 rutaInicio', () => {
  it.each([
    [{ mostrar_dashboard_inicio: 1, mostrar_dashboard_productores: 1 }, '/dashboard'],
    [{ mostrar_dashboard_inicio: 0, mostrar_dashboard_productores: 1 }, '/admin/cuentas'],
    [{ mostrar_dashboard_inicio: 0, mostrar_dashboard_productores: 0 }, '/admin/cuentas/list'],
    [null, '/dashboard'],
    [{ mostrar_dashboard_inicio: 1, mostrar_dashboard_productores: 0 }, '/dashboard'],
  ] as const)('%j → %s', (cfg, esperada) => expect(rutaInicio(cfg)).toBe(esperada));
});

describe('R002 destinoInicioSesion', () => {
  it.each([
    [['PADRON_COMPLETO'], '/dashboard'],
    [['PADRON_COMPLETO_EXPORTAR'], '/dashboard'],
    [['CUENTAS', 'PARCELAS'], '/admin/cuentas/list'],
    [[], '/admin/cuentas/list'],
  ])('%j → %s', (permisos, esperada) => expect(destinoInicioSesion(permisos, null, todo)).toBe(esperada));

  it('PADRON_COMPLETO sin tablero de inicio va al inicio de R001', () => {
    expect(destinoInicioSesion(['PADRON_COMPLETO'], { mostrar_dashboard_inicio: 0, mostrar_dashboard_productores: 1 }, todo)).toBe(
      '/admin/cuentas',
    );
    expect(destinoInicioSesion(['PADRON_COMPLETO'], { mostrar_dashboard_inicio: 0, mostrar_dashboard_productores: 0 }, todo)).toBe(
      '/admin/cuentas/list',
    );
  });

  it('si no puede abrir el destino, va a la primera entrada del menú que sí puede abrir', () => {
    const soloListas = new Set(['/admin/cooperativas/list', '/admin/usuarios/list']);
    const permisos = ['PADRON_COMPLETO', 'USUARIOS', 'USUARIOS_VER'];
    const puede = puedeAbrirRuta(permisos, null, 'prod', soloListas);
    expect(destinoInicioSesion(permisos, null, puede)).toBe('/admin/usuarios/list');
  });

  it('sin ninguna página que abrir va a /sin-permisos', () => {
    expect(destinoInicioSesion(['CUENTAS'], null, () => false)).toBe('/sin-permisos');
  });

  it('nunca devuelve una ruta que no puede abrir', () => {
    const areas = new Set(['/admin/cooperativas/list', '/admin/usuarios/list']);
    for (const permisos of [[], ['COOPERATIVAS'], ['USUARIOS'], ['PADRON_COMPLETO'], ['CUENTAS']]) {
      const puede = puedeAbrirRuta(permisos, null, 'prod', areas);
      const d = destinoInicioSesion(permisos, null, puede);
      expect(d === '/sin-permisos' || puede(d)).toBe(true);
    }
  });
});

describe('R003/R008 rutaDisponible', () => {
  it.each([
    ['/admin/acopio/anticipos_por_productor/list', { id_cat_credito_precosecha: 1 }, 'prod', false],
    ['/admin/acopio/anticipos_por_productor/list', { id_cat_credito_precosecha: 2 }, 'prod', true],
    ['/admin/calidad', { usa_sic: 1 }, 'prod', false],
    ['/admin/calidad', { usa_sic: 1 }, 'dev', true],
    ['/admin/calidad', { usa_sic: 0 }, 'dev', false],
    ['/admin/calidad/seleccion', null, 'local', true],
    ['/admin/calidad/seleccion', null, 'prod', false],
    // issue 26: a production cooperative turns quality on in its configuration
    ['/admin/calidad', { usa_sic: 1, calidad_en_produccion: 1 }, 'prod', true],
    ['/admin/calidad', { usa_sic: 0, calidad_en_produccion: 1 }, 'prod', false],
    ['/admin/calidad/seleccion', { calidad_en_produccion: 1 }, 'prod', true],
    ['/admin/calidad/seleccion', { calidad_en_produccion: 0 }, 'prod', false],
    ['/admin/calidad', { usa_sic: 1, id_cat_productos: 1 }, 'dev', true],
    ['/admin/calidad', { usa_sic: 1, id_cat_productos: 2 }, 'dev', false],
    ['/admin/calidad/seleccion', { id_cat_productos: 3 }, 'local', false],
    ['/admin/calidad-de-datos', null, 'prod', true],
    ['/admin/padron/completo/list', null, 'prod', true],
    ['/admin/padron/completo/list', { mostrar_padron_completo: 0 }, 'prod', false],
    ['/admin/padron/concentrado/list', { mostrar_padron_concentrado: 0 }, 'prod', false],
    ['/dashboard', { mostrar_dashboard_inicio: 0 }, 'prod', false],
    ['/admin/cuentas', { mostrar_dashboard_productores: 0 }, 'prod', false],
    ['/admin/cuentas/list', { mostrar_dashboard_productores: 0 }, 'prod', true],
  ] as const)('%s con %j en %s → %s', (ruta, cfg, env, esperado) => expect(rutaDisponible(ruta, cfg, env)).toBe(esperado));
});

describe('puedeAbrirRuta', () => {
  const areas = new Set(['/admin/cooperativas/list', '/admin/usuarios/list']);
  it('exige el permiso del menú (subcadena) y que la pantalla exista', () => {
    const puede = puedeAbrirRuta(['COOPERATIVAS_VER'], null, 'prod', areas);
    expect(puede('/admin/cooperativas/list')).toBe(true);
    expect(puede('/admin/usuarios/list')).toBe(false);
    expect(puede('/dashboard')).toBe(false);
  });
  it('la entrada Completo del padrón exige también PADRON_COMPLETO', () => {
    expect(puedeAbrirRuta(['PADRON'], null, 'prod')('/admin/padron/completo/list')).toBe(false);
    expect(puedeAbrirRuta(['PADRON', 'PADRON_COMPLETO'], null, 'prod')('/admin/padron/completo/list')).toBe(true);
    expect(puedeAbrirRuta(['PADRON_COMPLETO'], { usa_sic: 0 }, 'prod')('/admin/padron/completo/list')).toBe(false);
  });
});

describe('destinoTrasError', () => {
  it('404 en una ficha vuelve a su listado', () =>
    expect(destinoTrasError(404, '/admin/cooperativas/edit/x', '/admin/usuarios/list')).toBe('/admin/cooperativas/list'));
  it('403 va al inicio del usuario', () =>
    expect(destinoTrasError(403, '/admin/cooperativas/edit/x', '/admin/usuarios/list')).toBe('/admin/usuarios/list'));
  it('no redirige a la página en la que ya está', () =>
    expect(destinoTrasError(403, '/admin/usuarios/list', '/admin/usuarios/list')).toBeNull());
});

describe('tablero de datos de la cooperativa (tableros-cliente)', () => {
  it('/admin/cuentas/datos existe mientras exista el tablero de productores', () => {
    expect(rutaDisponible('/admin/cuentas/datos', { mostrar_dashboard_productores: 1 }, 'prod')).toBe(true);
    expect(rutaDisponible('/admin/cuentas/datos', { mostrar_dashboard_productores: 0 }, 'prod')).toBe(false);
    expect(rutaDisponible('/admin/cuentas/datos', null, 'prod')).toBe(true);
  });

  it('el administrador con PADRON_COMPLETO entra al tablero de inicio cuando existe', () => {
    const areas = new Set(['/dashboard', '/admin/cuentas', '/admin/cuentas/datos', '/admin/cuentas/list']);
    const permisos = ['PADRON', 'PADRON_COMPLETO', 'CUENTAS'];
    expect(
      destinoInicioSesion(
        permisos,
        { mostrar_dashboard_inicio: 1 },
        puedeAbrirRuta(permisos, { mostrar_dashboard_inicio: 1 }, 'prod', areas),
      ),
    ).toBe('/dashboard');
    const sinInicio = { mostrar_dashboard_inicio: 0, mostrar_dashboard_productores: 1, usa_sic: 1 } as const;
    expect(destinoInicioSesion(permisos, sinInicio, puedeAbrirRuta(permisos, sinInicio, 'prod', areas))).toBe('/admin/cuentas');
  });
});
