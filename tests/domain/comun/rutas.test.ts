import { describe, expect, it } from 'vitest';
import { rutaLimpia, rutaListaDe, rutas } from '@domain/comun/rutas';

describe('rutas (spec 000 §2.1)', () => {
  it.each([
    [rutas.ingresar(), '/user/login-v3'],
    [rutas.login(), '/login'],
    [rutas.dashboard(), '/dashboard'],
    [rutas.cuentasDashboard(), '/admin/cuentas'],
    [rutas.cuentas(), '/admin/cuentas/list'],
    [rutas.cooperativas(), '/admin/cooperativas/list'],
    [rutas.cooperativaCrear(), '/admin/cooperativas/create'],
    [rutas.cooperativaEditar('abc-1'), '/admin/cooperativas/edit/abc-1'],
    [rutas.usuarios(), '/admin/usuarios/list'],
    [rutas.usuarioCrear(), '/admin/usuarios/create'],
    [rutas.usuarioEditar('u-9'), '/admin/usuarios/edit/u-9'],
    [rutas.cuentaPerfil('p1'), '/admin/cuentas/perfil/p1'],
    [rutas.comiteRevisar('p1'), '/admin/cuentas/comite/revisar/p1'],
    [rutas.comiteEditar('p1'), '/admin/comites-editar/p1'],
    [rutas.acopioAnticipos(), '/admin/acopio/anticipos_por_productor/list'],
    [rutas.fichaMaster(), '/admin/ficha/master/lista'],
    [rutas.parcelasTraces(), '/admin/parcelas/traces'],
    [rutas.parcelasTraces('p1'), '/admin/parcelas/traces?cuenta=p1'],
  ])('%s es %s', (real, esperada) => expect(real).toBe(esperada));

  it('codifica el identificador', () => expect(rutas.usuarioEditar('a/b')).toBe('/admin/usuarios/edit/a%2Fb'));

  it.each([
    ['/admin/cuentas/list?organico=1', '/admin/cuentas/list'],
    ['/admin/cooperativas/list/', '/admin/cooperativas/list'],
    ['/', '/'],
    ['', '/'],
  ])('rutaLimpia(%s) = %s', (p, e) => expect(rutaLimpia(p)).toBe(e));

  it.each([
    ['/admin/cooperativas/edit/x', '/admin/cooperativas/list'],
    ['/admin/usuarios/create', '/admin/usuarios/list'],
    ['/admin/cuentas/perfil/x', '/admin/cuentas/list'],
    ['/dashboard', null],
    ['/admin/cooperativas/list', null],
  ])('rutaListaDe(%s) = %s', (p, e) => expect(rutaListaDe(p)).toBe(e));
});
