import { describe, expect, it } from 'vitest';
import { LONGITUD_MINIMA_CONTRASENA, normalizarCorreo, validarContrasena } from '@domain/auth/credenciales';
import { MENSAJES_LOGIN } from '@domain/auth/errores-login';
import { validarUsuario } from '@domain/usuarios/usuario';

describe('contraseñas', () => {
  it('el mínimo de los formularios es el del mensaje de inicio de sesión (000 §8)', () => {
    expect(LONGITUD_MINIMA_CONTRASENA).toBe(6);
    expect(validarContrasena('12345')).toBe(MENSAJES_LOGIN.contrasena);
    expect(MENSAJES_LOGIN.contrasena).toBe('La contraseña debe contener al menos 6 caracteres.');
    expect(validarContrasena('123456')).toBeNull();
  });
  it('solo espacios (o tabuladores, o espacios de ancho completo) se rechaza, sea cual sea su largo', () => {
    for (const p of ['        ', ' \t \t  ', '\u3000\u3000\u3000\u3000\u3000\u3000']) {
      expect(validarContrasena(p)).toBe('La contraseña no puede ser solo espacios.');
    }
    expect(validarContrasena('  clave  ')).toBeNull();
  });
  it('en el formulario: vacía al editar no cambia; en blanco al crear o al editar es error', () => {
    const base = { email: 'a@b.mx', username: '555', nombres: 'Ana', apellido_paterno: 'Ruiz', id_rol: 2, id_cooperativa: 1 };
    expect(validarUsuario({ ...base, password: '' }, false)).toEqual({});
    expect(validarUsuario({ ...base, password: '        ' }, false)).toEqual({ password: ['La contraseña no puede ser solo espacios.'] });
    expect(validarUsuario({ ...base, password: '        ' }, true)).toEqual({ password: ['La contraseña no puede ser solo espacios.'] });
    expect(validarUsuario({ ...base, password: 'corta' }, true)).toEqual({ password: [MENSAJES_LOGIN.contrasena] });
  });
});

describe('correos', () => {
  it('NFKC y minúsculas: el ancho completo y las mayúsculas dan el mismo correo', () => {
    expect(normalizarCorreo('ａdmin@cosecha.demo')).toBe('admin@cosecha.demo');
    expect(normalizarCorreo(' ＡＤＭＩＮ＠Cosecha.Demo ')).toBe('admin@cosecha.demo');
    expect(normalizarCorreo('José.Pérez@Coop.MX')).toBe('josé.pérez@coop.mx');
    // Composed and decomposed accents are one address.
    expect(normalizarCorreo('jose\u0301@coop.mx')).toBe(normalizarCorreo('jos\u00e9@coop.mx'));
  });
  it('el formulario valida el correo ya normalizado', () => {
    const base = { username: '555', nombres: 'Ana', apellido_paterno: 'Ruiz', id_rol: 2, id_cooperativa: 1, password: 'segura' };
    expect(validarUsuario({ ...base, email: 'ana＠coop.mx' }, true)).toEqual({});
    expect(validarUsuario({ ...base, email: 'ana coop.mx' }, true).email).toEqual([
      'Introduzca una dirección de correo electrónico válida.',
    ]);
  });
});
