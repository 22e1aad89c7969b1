/**
 * react-admin resource names (the spec's browser paths) → API resource names (docs/api.md), in one
 * table (DESIGN §4 'Routing'). A name not listed goes to the API unchanged.
 */
export const RECURSOS_API: Record<string, string> = {
  'admin/cooperativas': 'cooperativas',
  'admin/usuarios': 'users',
  'admin/cuentas': 'cuentas',
  // the plot list (001 §7 'search parcelas_all'); the profile reads its own calls (parcela_profile/{uuid}…)
  'admin/parcelas': 'parcelas_all',
};

export const recursoApi = (recurso: string): string => RECURSOS_API[recurso] ?? recurso;
