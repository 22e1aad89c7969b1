import type { FormularioVincular } from '@domain/contrato/vinculos';
import { insigniaTipo } from '@domain/vinculos/vinculos';

export const TITULO_CUENTA = 'Vincular formularios a productor';
export const TITULO_PARCELA = 'Vincular formularios a parcela';
export const PASOS_CUENTA = ['Formularios', 'Productor', 'Confirmar'] as const;
export const PASOS_PARCELA = ['Productor', 'Parcela', 'Formularios', 'Confirmar'] as const;

/** 'Parcela principal: 2 · Croquis: 1' of the chosen forms, for the confirm steps. */
export function resumenTipos(formularios: readonly Pick<FormularioVincular, 'form_type'>[]): string {
  const cuenta = new Map<string, number>();
  for (const f of formularios) cuenta.set(insigniaTipo(f.form_type), (cuenta.get(insigniaTipo(f.form_type)) ?? 0) + 1);
  return [...cuenta].map(([t, n]) => `${t}: ${n}`).join(' · ');
}

/** '1 formulario' / '3 formularios'. */
export const nFormularios = (n: number) => (n === 1 ? '1 formulario' : `${n} formularios`);
