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
