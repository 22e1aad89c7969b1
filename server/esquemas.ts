/** Small JSON-schema builders shared by the routes: strict objects, no coercion, no silent dropping. */
export const objeto = (properties: Record<string, unknown>, required: string[] = []) =>
  ({ type: 'object', additionalProperties: false, properties, required }) as const;

export const texto = (max = 500) => ({ type: 'string', maxLength: max }) as const;
export const textoNulo = (max = 500) => ({ type: ['string', 'null'], maxLength: max }) as const;
export const entero = (min = 0) => ({ type: 'integer', minimum: min }) as const;
export const enteroNulo = (min = 0) => ({ type: ['integer', 'null'], minimum: min }) as const;
export const uuidParam = objeto({ uuid: { type: 'string', format: 'uuid' } }, ['uuid']);

export const mensaje = objeto({ message: { type: 'string' } });
export const exito = objeto({ data: objeto({ success: { type: 'boolean' } }) });

/** Response of an error, for the OpenAPI reference. */
export const respuestasError = {
  401: { description: 'Sin sesión o sesión expirada', ...mensaje },
  403: { description: 'Sin permiso', ...mensaje },
  404: { description: 'No existe o es de otra cooperativa', ...mensaje },
  422: {
    description: 'Datos inválidos',
    type: 'object',
    properties: { message: { type: 'string' }, errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } } },
  },
} as const;
