import { describe, expect, it } from 'vitest';
import { tienePermiso, tienePermisoExacto, puedeAcceder } from '@domain/auth/permisos';

describe('tienePermiso (R010: contiene el permiso requerido)', () => {
  it.each([
    [['PADRON_COMPLETO'], 'PADRON', true],
    [['PADRON_COMPLETO_EXPORTAR'], 'PADRON_COMPLETO', true],
    [['CUENTAS', 'PARCELAS'], 'PADRON', false],
    [[], 'USUARIOS', false],
    [[], undefined, true],
    [['CUENTAS'], null, true],
  ])('%j requiere %s → %s', (permisos, requerido, esperado) => {
    expect(tienePermiso(permisos, requerido)).toBe(esperado);
  });
});

describe('tienePermisoExacto (R011)', () => {
  it.each([
    [['USUARIOS_ELIMINAR'], 'USUARIOS_ELIMINAR', true],
    [['USUARIOS_ELIMINAR_TODO'], 'USUARIOS_ELIMINAR', false],
    [['USUARIOS'], 'USUARIOS_VER', false],
  ])('%j y %s → %s', (permisos, requerido, esperado) => {
    expect(tienePermisoExacto(permisos, requerido)).toBe(esperado);
  });
});

describe('puedeAcceder (authProvider.canAccess)', () => {
  it('una acción con nombre de permiso se responde como el menú (contiene); las de react-admin quedan al servidor', () => {
    expect(puedeAcceder(['USUARIOS_VER', 'USUARIOS_NUEVO'], 'USUARIOS_NUEVO')).toBe(true);
    expect(puedeAcceder(['USUARIOS_VER'], 'USUARIOS_ELIMINAR')).toBe(false);
    expect(puedeAcceder(['PADRON_COMPLETO'], 'PADRON')).toBe(true);
    expect(puedeAcceder([], 'PADRON')).toBe(false);
    expect(puedeAcceder([], 'list')).toBe(true);
    expect(puedeAcceder(['CUENTAS'], 'edit')).toBe(true);
  });
});

describe('puedeAcceder con una pantalla (issue 10 item 15)', () => {
  const ACOPIADOR = ['ACOPIOS', 'ACOPIOS_DASHBOARD_VER', 'ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO', 'CUENTAS'];
  it('el acopiador no abre los formularios ni listados de usuarios y cooperativas, ni el tablero de parcelas', () => {
    expect(puedeAcceder(ACOPIADOR, 'create', 'admin/usuarios')).toBe(false);
    expect(puedeAcceder(ACOPIADOR, 'list', 'admin/usuarios')).toBe(false);
    expect(puedeAcceder(ACOPIADOR, 'edit', 'admin/usuarios')).toBe(false);
    expect(puedeAcceder(ACOPIADOR, 'create', 'admin/cooperativas')).toBe(false);
    expect(puedeAcceder(ACOPIADOR, 'dashboard', 'admin/parcelas')).toBe(false);
    expect(puedeAcceder(ACOPIADOR, 'list', 'admin/parcelas')).toBe(false);
  });
  it('abre sus productores y agrega productores y parcelas, como le deja el servidor', () => {
    expect(puedeAcceder(ACOPIADOR, 'list', 'admin/cuentas')).toBe(true);
    expect(puedeAcceder(ACOPIADOR, 'show', 'admin/cuentas')).toBe(true);
    expect(puedeAcceder(ACOPIADOR, 'create', 'admin/cuentas')).toBe(true);
    expect(puedeAcceder(ACOPIADOR, 'create', 'admin/parcelas')).toBe(true);
  });
  it('la pantalla pide el permiso exacto que pide el servidor, no uno que lo contenga', () => {
    expect(puedeAcceder(['USUARIOS_VER'], 'list', 'admin/usuarios')).toBe(true);
    expect(puedeAcceder(['USUARIOS_VER'], 'edit', 'admin/usuarios')).toBe(true);
    expect(puedeAcceder(['USUARIOS_VER'], 'create', 'admin/usuarios')).toBe(false);
    expect(puedeAcceder(['USUARIOS'], 'list', 'admin/usuarios')).toBe(false);
    expect(puedeAcceder(['PARCELAS'], 'traces', 'admin/parcelas')).toBe(false);
    expect(puedeAcceder(['PARCELAS', 'PADRON'], 'traces', 'admin/parcelas')).toBe(true);
  });
  it('el comité: decidir pide COMITE, leer la evaluación CUENTAS; los mapas del padrón PADRON_MAPAS', () => {
    expect(puedeAcceder(['CUENTAS'], 'create', 'admin/comite')).toBe(false);
    expect(puedeAcceder(['CUENTAS'], 'edit', 'admin/comite')).toBe(false);
    expect(puedeAcceder(['CUENTAS'], 'show', 'admin/comite')).toBe(true);
    expect(puedeAcceder(['CUENTAS', 'COMITE'], 'create', 'admin/comite')).toBe(true);
    expect(puedeAcceder(['PADRON'], 'list', 'admin/padron/mapas')).toBe(false);
    expect(puedeAcceder(['PADRON_MAPAS'], 'list', 'admin/padron/mapas')).toBe(true);
  });
  it('lo que la tabla no nombra queda al servidor', () => {
    expect(puedeAcceder([], 'delete', 'admin/usuarios')).toBe(true);
    expect(puedeAcceder([], 'list', 'otro')).toBe(true);
  });
});
