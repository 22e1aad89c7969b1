import { describe, expect, it } from 'vitest';
import { validarCooperativa, COOPERATIVA_POR_DEFECTO } from '@domain/cooperativas/cooperativa';
import { validarUsuario } from '@domain/usuarios/usuario';
import { configuracionPorDefecto, BANDERAS_CONFIGURACION, ETIQUETAS_BANDERAS } from '@domain/cooperativas/configuracion';

describe('formulario de cooperativa (R048)', () => {
  it('valores por defecto: producto 1 y países [1]', () => {
    expect(COOPERATIVA_POR_DEFECTO).toEqual({ id_cat_productos: 1, selected_paises: [1] });
  });
  it('mensajes de la especificación', () => {
    expect(validarCooperativa({ nombre: ' ', iniciales: 'ABC', selected_paises: [] })).toEqual({
      nombre: ['Nombre es requerido'],
      iniciales: ['Máximo 2 caracteres'],
      id_cat_productos: ['Producto es requerido'],
      selected_paises: ['Países es requerido'],
    });
    expect(validarCooperativa({ nombre: 'Café Sur', iniciales: 'CS', id_cat_productos: 1, selected_paises: [1] })).toEqual({});
  });
});

describe('formulario de usuario (R049)', () => {
  const base = {
    email: 'a@b.mx',
    username: '555',
    nombres: 'Ana',
    apellido_paterno: 'Ruiz',
    id_rol: 2,
    id_cooperativa: 1,
    password: 'segura-123',
  };
  it('todo requerido con sus mensajes; la contraseña solo al crear', () => {
    expect(validarUsuario({}, true)).toEqual({
      email: ['El correo es requerido'],
      username: ['El teléfono es requerido'],
      nombres: ['El nombre es requerido'],
      apellido_paterno: ['El apellido paterno es requerido'],
      password: ['La contraseña es requerida'],
      id_rol: ['El rol es requerido'],
      id_cooperativa: ['La cooperativa es requerida'],
    });
    expect(validarUsuario({ ...base, password: '' }, false)).toEqual({});
    expect(validarUsuario(base, true)).toEqual({});
  });
  it('el centro de acopio se exige solo al rol 6', () => {
    expect(validarUsuario({ ...base, id_rol: 6 }, true)).toEqual({ id_centros_acopios: ['El centro de acopio es requerido'] });
    expect(validarUsuario({ ...base, id_rol: 6, id_centros_acopios: 3 }, true)).toEqual({});
    expect(validarUsuario({ ...base, id_rol: 5 }, true)).toEqual({});
  });
});

describe('configuración por defecto', () => {
  it('miel usa apiario y colmena; todas las banderas tienen etiqueta', () => {
    expect(configuracionPorDefecto(3)).toMatchObject({
      parcelas_etiqueta: 'apiario',
      plantas_etiqueta: 'colmena',
      zona_horaria: 'America/Mexico_City',
    });
    expect(configuracionPorDefecto(1)).toMatchObject({
      parcelas_etiqueta: 'parcela',
      mostrar_dashboard_inicio: 1,
      id_cat_credito_precosecha: 1,
    });
    for (const b of BANDERAS_CONFIGURACION) expect(ETIQUETAS_BANDERAS[b]).toBeTruthy();
  });
});
