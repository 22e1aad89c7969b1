import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import { CLAVES_SESION, type UsuarioSesion } from '@domain/auth/sesion';
import type { ConfiguracionCooperativa } from '@domain/cooperativas/configuracion';
import { authProvider } from '../../../src/authProvider/authProvider';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { CicloProvider } from '../../../src/sesion/CicloContext';

/** A request the fake server received: method, path under /api and the parsed JSON body (or the FormData). */
export interface Peticion {
  metodo: string;
  ruta: string;
  cuerpo: unknown;
}
/** Answers of the fake server by 'METHOD path' (path under /api, no query): a value is answered as `{ data: value }`. */
export type Respuestas = Record<string, unknown | ((p: Peticion) => unknown)>;

/**
 * Replaces fetch with the API the screen calls, answering from `respuestas` ({ data } envelopes, as the server's
 * contract); an unknown call fails the test's screen with a 404 so it shows, and is listed in `peticiones`.
 */
export function servidorFalso(propias: Respuestas) {
  // what every screen of the shell asks (CicloProvider, useConfiguracion), unless the test answers it
  const respuestas: Respuestas = { 'POST ciclos': [], 'GET acopios/catalogos/cooperativa_conf': [], ...propias };
  const peticiones: Peticion[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    const u = new URL(String(url), 'http://localhost');
    const metodo = (init.method ?? 'GET').toUpperCase();
    const ruta = u.pathname.replace(/^\/api\//, '');
    const cuerpo = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const p = { metodo, ruta, cuerpo };
    peticiones.push(p);
    const r = respuestas[`${metodo} ${ruta}`];
    if (r === undefined) return new Response(JSON.stringify({ message: `sin respuesta falsa para ${metodo} ${ruta}` }), { status: 404 });
    const valor = typeof r === 'function' ? (r as (p: Peticion) => unknown)(p) : r;
    if (valor instanceof Response) return valor;
    return new Response(JSON.stringify({ data: valor }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return { peticiones, fetch };
}

/** The signed-in session the screens read from localStorage (almacenSesion.ts): a user, its permissions and configuration. */
export function sesionDe({
  permisos,
  configuracion = null,
  usuario = {},
}: {
  permisos: string[];
  configuracion?: Partial<ConfiguracionCooperativa> | null;
  usuario?: Partial<UsuarioSesion>;
}): void {
  const u = { uuid: 'u-1', id: 1, id_cooperativa: 1, nombre: 'Ana', correo: 'ana@cosecha.demo', ...usuario };
  localStorage.setItem(CLAVES_SESION.token, JSON.stringify('token-de-prueba'));
  localStorage.setItem(CLAVES_SESION.usuario, JSON.stringify(u));
  localStorage.setItem(CLAVES_SESION.permisos, JSON.stringify(permisos));
  if (configuracion) localStorage.setItem(CLAVES_SESION.configuracion, JSON.stringify(configuracion));
}

/**
 * Renders a screen as the app does: react-admin's context (the real auth and Spanish i18n providers, a fresh
 * QueryClient without retries), the cycle provider and a memory router at `url`, matched by `patron` when the
 * screen reads its params.
 */
export function pintar(ui: ReactElement, { url = '/', patron }: { url?: string; patron?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={[url]}>
      <AdminContext authProvider={authProvider} i18nProvider={i18nProvider} queryClient={queryClient} store={memoryStore()}>
        <CicloProvider>
          <Routes>
            <Route path={patron ?? '*'} element={ui} />
            <Route path="*" element={<p>otra página</p>} />
          </Routes>
        </CicloProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}
