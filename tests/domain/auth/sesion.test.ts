import { describe, expect, it } from 'vitest';
import { claveCiclo, clavesAlEntrar, nombreCompleto } from '@domain/auth/sesion';
import { funcionesDeEntorno, entornoDeModo } from '@domain/comun/entorno';

describe('R022 almacenamiento de sesión', () => {
  it('al entrar al login se borran sesión, usuario, token, configuración y el almacén de react-admin', () => {
    const claves = [
      'cosecha.token',
      'cosecha.usuario',
      'cosecha.permisos',
      'cosecha.coopconfig',
      'cosecha.sesion',
      'RaStore.x',
      claveCiclo('u1'),
      'otra',
    ];
    expect(clavesAlEntrar(claves).sort()).toEqual([
      'RaStore.x',
      'cosecha.coopconfig',
      'cosecha.permisos',
      'cosecha.sesion',
      'cosecha.token',
      'cosecha.usuario',
    ]);
  });
  it('nombre completo', () =>
    expect(nombreCompleto({ nombres: 'Ana', apellido_paterno: 'López', apellido_materno: null })).toBe('Ana López'));
});

describe('R008 entornos', () => {
  it('prod', () =>
    expect(funcionesDeEntorno('prod')).toEqual({ calidad: false, infoCooperativaEnBarra: false, analitica: true, leyendaLogin: false }));
  it.each(['dev', 'local'] as const)('%s', (env) =>
    expect(funcionesDeEntorno(env)).toEqual({ calidad: true, infoCooperativaEnBarra: true, analitica: false, leyendaLogin: true }),
  );
  it('modos de Vite', () => {
    expect(entornoDeModo('production')).toBe('prod');
    expect(entornoDeModo('development')).toBe('dev');
  });
});
