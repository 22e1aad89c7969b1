/** Ajv's errors as the Spanish field messages of every 422: the JSON routes' (errores.ts) and the multipart reader's. */
export interface ErrorAjv {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

/** Ajv's English errors as Spanish field messages. */
export function mensajeAjv(e: ErrorAjv): [string, string] {
  const ruta = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
  switch (e.keyword) {
    case 'required':
      return [String(e.params.missingProperty), 'Es requerido'];
    case 'additionalProperties':
      return [String(e.params.additionalProperty), 'Campo no permitido'];
    case 'type':
      return [ruta, `Debe ser de tipo ${nombresTipos(e.params.type)}`];
    case 'enum':
      return [ruta, 'Valor no permitido'];
    case 'format':
      return [ruta, 'Formato inválido'];
    case 'minLength':
      return [ruta, `Mínimo ${e.params.limit} caracteres`];
    case 'maxLength':
      return [ruta, `Máximo ${e.params.limit} caracteres`];
    case 'minimum':
      return [ruta, `Debe ser mayor o igual a ${e.params.limit}`];
    case 'maximum':
      return [ruta, `Debe ser menor o igual a ${e.params.limit}`];
    case 'minItems':
      return [ruta, `Debe tener al menos ${e.params.limit} elementos`];
    case 'maxItems':
      return [ruta, `Debe tener como máximo ${e.params.limit} elementos`];
    case 'pattern':
      return [ruta, 'Formato inválido'];
    default:
      return [ruta, 'Valor inválido'];
  }
}
/** Ajv names the type in English, one (`integer`) or several (`integer,null`, or a list): in Spanish, joined by 'o'. */
function nombresTipos(tipo: unknown): string {
  const tipos = (Array.isArray(tipo) ? tipo : String(tipo).split(',')).map((t) => TIPOS[String(t).trim()] ?? 'valor válido');
  return tipos.join(' o ');
}
const TIPOS: Record<string, string> = {
  integer: 'número entero',
  number: 'número',
  string: 'texto',
  boolean: 'booleano',
  array: 'lista',
  object: 'objeto',
  null: 'nulo',
};
