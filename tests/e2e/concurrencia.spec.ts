import { expect, test, type APIRequestContext } from './prueba';
import { entrarComo, sinViolacionesGraves } from './ayuda';
import { tokenDe, uuidDeUsuario } from './paginas/api';
import { Marco } from './paginas/marco';
import { PaginasUsuarios } from './paginas/usuarios';

const MSG = 'El registro cambió mientras lo editaba; recargue';

/** Another person saves the user first, through the API, from the version the form also started from. */
async function otraPersonaGuarda(request: APIRequestContext, token: string, uuid: string, apellido: string): Promise<void> {
  const auth = { Authorization: `Bearer ${token}` };
  const u = (await (await request.get(`/api/users/${uuid}`, { headers: auth })).json()).data;
  const r = await request.put(`/api/users/${uuid}`, {
    headers: auth,
    data: {
      email: u.email,
      username: u.username,
      password: '',
      nombres: u.nombres,
      apellido_paterno: apellido,
      apellido_materno: u.apellido_materno,
      foto: u.foto,
      id_rol: u.id_rol,
      id_cooperativa: u.id_cooperativa,
      id_centros_acopios: u.id_centros_acopios,
      version: u.version,
    },
  });
  expect(r.status()).toBe(200);
}

test('dos personas editan al mismo usuario: la segunda ve el aviso, recarga, ve lo guardado y guarda', async ({ page, request }) => {
  const token = await tokenDe(request, 'gerente@cosecha.demo');
  const sufijo = Date.now().toString().slice(-5);
  // a user of its own, so no other test sees its names change
  const email = `concurrencia${sufijo}@chontalpa.demo`;
  const alta = await request.post('/api/users', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      email,
      username: `93310${sufijo}`,
      password: 'clave-segura-1',
      nombres: 'Concurrencia',
      apellido_paterno: 'Prueba',
      apellido_materno: null,
      foto: null,
      id_rol: 5,
      id_cooperativa: 2,
      id_centros_acopios: null,
    },
  });
  expect(alta.status()).toBe(201);
  const uuid = await uuidDeUsuario(request, token, email);
  // Other files on this worker's server count the cooperative's users: the user goes away even if a step fails.
  try {
    const usuarios = new PaginasUsuarios(page);

    // the platform administrator edits in the browser while the cooperative's manager saves through the API
    await entrarComo(page, 'admin@cosecha.demo');
    await page.goto(`/admin/usuarios/edit/${uuid}`);
    await expect(usuarios.campo('Correo electrónico')).toHaveValue(email);

    await test.step('mientras el formulario está abierto otra persona guarda; el guardado de esta es rechazado', async () => {
      await otraPersonaGuarda(request, token, uuid, `Primero${sufijo}`);
      await usuarios.campo('Nombre(s)').fill(`Segundo${sufijo}`);
      await usuarios.guardar().click();
      const dialogo = page.getByRole('dialog', { name: 'No se pudo guardar' });
      await expect(dialogo).toContainText(MSG);
      await expect(dialogo.getByRole('button', { name: 'Recargar' })).toBeVisible();
      await sinViolacionesGraves(page);
      // nothing of the second save reached the server
      await expect(page).toHaveURL(`/admin/usuarios/edit/${uuid}`);
    });

    await test.step('«Recargar» muestra lo que guardó la otra persona; guardar de nuevo funciona', async () => {
      await page.getByRole('dialog').getByRole('button', { name: 'Recargar' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(usuarios.campo('Apellido paterno')).toHaveValue(`Primero${sufijo}`);
      await expect(usuarios.campo('Nombre(s)')).not.toHaveValue(`Segundo${sufijo}`);
      await usuarios.campo('Nombre(s)').fill(`Segundo${sufijo}`);
      await usuarios.guardar().click();
      await expect(new Marco(page).aviso(/actualizado/i)).toBeVisible();
      await expect(page).toHaveURL('/admin/usuarios/list');
      const u = (await (await request.get(`/api/users/${uuid}`, { headers: { Authorization: `Bearer ${token}` } })).json()).data;
      expect(u).toMatchObject({ nombres: `Segundo${sufijo}`, apellido_paterno: `Primero${sufijo}`, version: expect.any(Number) });
    });
  } finally {
    await request.delete(`/api/users/${uuid}`, { headers: { Authorization: `Bearer ${token}` } });
  }
});

test('la configuración de la cooperativa: el guardado viejo ofrece recargar y muestra la bandera que cambió la otra persona', async ({
  page,
  request,
}) => {
  const token = await tokenDe(request, 'admin@cosecha.demo');
  const auth = { Authorization: `Bearer ${token}` };
  // a cooperative of its own, so no other test sees its configuration change
  const alta = await request.post('/api/cooperativas', {
    headers: auth,
    data: { nombre: `Cooperativa Concurrencia ${Date.now().toString().slice(-6)}`, id_cat_productos: 1, selected_paises: [1] },
  });
  expect(alta.status()).toBe(201);
  const uuid = (await alta.json()).data.uuid as string;
  await entrarComo(page, 'admin@cosecha.demo');
  await page.goto(`/admin/cooperativas/edit/${uuid}`);
  const lotes = page.getByLabel('Mostrar lotes');
  await expect(lotes).toBeVisible();
  const antes = await lotes.isChecked();

  const cfg = (await (await request.get(`/api/cooperativas/${uuid}/configuracion`, { headers: auth })).json()).data;
  const r = await request.put(`/api/cooperativas/${uuid}/configuracion`, {
    headers: auth,
    data: { mostrar_lotes: antes ? 0 : 1, version: cfg.version },
  });
  expect(r.status()).toBe(200);

  await page.getByLabel('Etiqueta de parcelas').fill('Huertas');
  await page.getByRole('button', { name: 'Guardar configuración' }).click();
  const dialogo = page.getByRole('dialog', { name: 'No se pudo guardar' });
  await expect(dialogo).toContainText(MSG);
  await dialogo.getByRole('button', { name: 'Recargar' }).click();
  await expect(page.getByLabel('Mostrar lotes')).toBeChecked({ checked: !antes });
  await expect(page.getByLabel('Etiqueta de parcelas')).not.toHaveValue('Huertas');
  await page.getByLabel('Etiqueta de parcelas').fill('Huertas');
  await page.getByRole('button', { name: 'Guardar configuración' }).click();
  await expect(new Marco(page).aviso('Configuración guardada')).toBeVisible();
  const guardada = (await (await request.get(`/api/cooperativas/${uuid}/configuracion`, { headers: auth })).json()).data;
  expect(guardada).toMatchObject({ mostrar_lotes: antes ? 0 : 1, parcelas_etiqueta: 'Huertas' });
});
