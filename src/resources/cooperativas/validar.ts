import { validarCooperativa } from '@domain/cooperativas/cooperativa';
import { erroresFormulario } from '../validacionFormulario';
import type { Cooperativa } from './tipos';

/** The same rules and messages as the server (domain/cooperativas/cooperativa.ts, R048). */
export const validarFormularioCooperativa = (valores: Partial<Cooperativa>) => erroresFormulario(validarCooperativa(valores));
