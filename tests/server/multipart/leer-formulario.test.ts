import { describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import type { FastifyRequest } from 'fastify';
import { leerFormulario, type DeclaracionFormulario } from '../../../server/multipart/leer-formulario';
import { mensajeTamanoMaximo } from '@domain/comun/subidas';

/**
 * The one multipart reader (issue 24 item 7) on its own, with a request whose parts are given: text fields by the
 * form's schema (the JSON routes' 422 shape), a field's own message, a closed form, each file kind held to its own
 * limit, and the route's documented form required to be the one read.
 */
const Form = Type.Object(
  {
    uuid: Type.String({ format: 'uuid' }),
    nota: Type.Optional(Type.String()),
    foto: Type.String({ format: 'binary' }),
    doc: Type.Optional(Type.String({ format: 'binary' })),
  },
  { additionalProperties: false },
);

type Parte = { type: 'field'; fieldname: string; value: string } | { type: 'file'; fieldname: string; filename: string; bytes: Buffer };

const peticion = (partes: Parte[], formulario: unknown = Form) =>
  ({
    routeOptions: { url: '/api/prueba', config: { formulario } },
    isMultipart: () => true,
    async *parts() {
      for (const p of partes) yield p.type === 'field' ? p : { ...p, file: { truncated: false }, toBuffer: () => Promise.resolve(p.bytes) };
    },
  }) as unknown as FastifyRequest;

const declaracion: DeclaracionFormulario<number> = {
  esquema: Form,
  archivos: [
    { campo: 'foto', limite: 10, revisar: async (b) => b.length },
    { campo: 'doc', limite: 100, revisar: async (b) => b.length },
  ],
  limites: { archivos: 2, campos: 2 },
  sinMultipart: { body: ['Envíe multipart'] },
  mensajes: { uuid: 'Indique el uuid' },
};
const UUID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('leerFormulario', () => {
  it('devuelve los campos y cada archivo revisado', async () => {
    const r = await leerFormulario(
      peticion([
        { type: 'field', fieldname: 'uuid', value: UUID },
        { type: 'file', fieldname: 'foto', filename: 'a.png', bytes: Buffer.alloc(5) },
      ]),
      declaracion,
    );
    expect(r).toEqual({ campos: { uuid: UUID }, archivos: [{ campo: 'foto', nombre: 'a.png', valor: 5 }] });
  });

  it('un campo que no cumple el esquema: 422 {campo: [mensaje]}, con el mensaje propio del campo', async () => {
    await expect(leerFormulario(peticion([{ type: 'field', fieldname: 'uuid', value: 'x' }]), declaracion)).rejects.toMatchObject({
      status: 422,
      errors: { uuid: ['Indique el uuid'] },
    });
  });

  it('un formulario cerrado rechaza el campo desconocido al llegar', async () => {
    await expect(leerFormulario(peticion([{ type: 'field', fieldname: 'otro', value: '1' }]), declaracion)).rejects.toMatchObject({
      status: 422,
      errors: { otro: ['Campo no permitido'] },
    });
  });

  it('cada clase de archivo con su propio límite (413), aunque otra admita más', async () => {
    const grande = peticion([{ type: 'file', fieldname: 'foto', filename: 'a.png', bytes: Buffer.alloc(11) }]);
    await expect(leerFormulario(grande, declaracion)).rejects.toMatchObject({ status: 413, message: mensajeTamanoMaximo(10) });
    const doc = peticion([{ type: 'file', fieldname: 'doc', filename: 'a.pdf', bytes: Buffer.alloc(11) }]);
    expect((await leerFormulario(doc, declaracion)).archivos).toHaveLength(1);
  });

  it('la ruta debe documentar el formulario que lee', async () => {
    await expect(leerFormulario(peticion([], Type.Object({})), declaracion)).rejects.toThrow('config.formulario no es el formulario leído');
  });
});
