import { validarCooperativa } from '@domain/cooperativa';
import { erroresFormulario } from '../validacionFormulario';
import type { Cooperativa } from './tipos';

/** The same rules and messages as the server (domain/cooperativa.ts, R048). */
export const validarFormularioCooperativa = (valores: Partial<Cooperativa>) => erroresFormulario(validarCooperativa(valores));
