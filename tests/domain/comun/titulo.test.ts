import { describe, expect, it } from 'vitest';
import { tituloDeRuta, tituloPestana } from '@domain/comun/titulo';

describe('R021 título de la pestaña', () => {
  it('producto y título de la ruta', () => expect(tituloPestana(tituloDeRuta('/admin/usuarios/list'))).toBe('Cosecha · Permisos'));
  it.each([
    ['/admin/usuarios/edit/x', 'Permisos'],
    ['/admin/usuarios/create', 'Permisos'],
    ['/admin/cooperativas/list', 'Cooperativas'],
    ['/admin/cooperativas/edit/x', 'Editar cooperativa'],
    ['/user/login-v3', 'Ingresar'],
    ['/nada', null],
  ])('%s → %s', (p, t) => expect(tituloDeRuta(p)).toBe(t));
  it('sin título de ruta, solo el producto', () => expect(tituloPestana(null)).toBe('Cosecha'));
});
