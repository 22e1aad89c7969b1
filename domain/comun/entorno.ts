/** Deployment environments named by the spec (000 §2.2–§2.4, R008). */
export type Entorno = 'local' | 'dev' | 'prod';

/** What each environment turns on (R008): quality area, top-bar cooperative info, analytics, login caption. */
export function funcionesDeEntorno(env: Entorno): {
  calidad: boolean;
  infoCooperativaEnBarra: boolean;
  analitica: boolean;
  leyendaLogin: boolean;
} {
  const produccion = env === 'prod';
  return { calidad: !produccion, infoCooperativaEnBarra: !produccion, analitica: produccion, leyendaLogin: !produccion };
}

/**
 * The quality area (R008): on in local and dev; in production only for a cooperative whose configuration turns it on
 * (`calidad_en_produccion`, issue 26: a cooperative that works with it need not wait for a build).
 */
export function calidadAbierta(env: Entorno, cfg: { calidad_en_produccion?: number | null } | null | undefined): boolean {
  return funcionesDeEntorno(env).calidad || Number(cfg?.calidad_en_produccion) === 1;
}

/** Vite's mode names mapped to the spec's environments ('production' → prod, 'test'/'development' → dev). */
export function entornoDeModo(modo: string | undefined): Entorno {
  if (modo === 'production' || modo === 'prod') return 'prod';
  if (modo === 'local') return 'local';
  return 'dev';
}
