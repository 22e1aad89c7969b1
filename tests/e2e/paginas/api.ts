import { expect, type APIRequestContext } from '@playwright/test';
import { CONTRASENA } from '../ayuda';

/** A token from `POST /api/auth/login`, as the app's own client gets it. */
export async function tokenDe(request: APIRequestContext, email: string, password = CONTRASENA): Promise<string> {
  const r = await request.post('/api/auth/login', { data: { email, password } });
  expect(r.status()).toBe(200);
  return ((await r.json()) as { token: string }).token;
}

/** The uuid of a user found by e-mail through `POST /api/users_search` (as an administrator). */
export async function uuidDeUsuario(request: APIRequestContext, token: string, email: string): Promise<string> {
  const r = await request.post('/api/users_search', {
    headers: { Authorization: `Bearer ${token}` },
    data: { filters: [{ column: 'email', operator: '=', value: email }] },
  });
  expect(r.status()).toBe(200);
  const { data } = (await r.json()) as { data: { uuid: string; email: string }[] };
  expect(data.map((u) => u.email)).toEqual([email]);
  return data[0].uuid;
}
