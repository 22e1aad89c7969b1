import { expect, test } from './prueba';
import { URL_TTL_CORTO } from '../../playwright.config';
import { ANCHO, CONTRASENA, ESTRECHO, entrarPorFormulario, esperarSesionVencida, sinViolacionesGraves } from './ayuda';
import { PaginaIngreso } from './paginas/ingreso';
import { Marco } from './paginas/marco';

/**
 * What each demo account finds after signing in (README 'Cuentas de demostración'): with PADRON_COMPLETO,
 * the home dashboard (R002 with R001, DECISIONS.md 'sign-in destination'); the Productores group stays folded.
 */
const CUENTAS = [
  {
    email: 'admin@cosecha.demo',
    nombre: 'Ana María Gómez Ruiz',
    cooperativa: 'Cafetaleros de la Sierra Madre',
    inicio: '/dashboard',
    titulo: 'Inicio',
    // Calidad: issue 26, local and dev with usa_sic (the e2e servers run as local)
    menu: ['Inicio', 'Calidad', 'Cooperativas', 'Usuarios', 'Localidades', 'Versiones', 'Estadísticas', 'Calidad de datos', 'Ficha Master'],
  },
  {
    email: 'gerente@cosecha.demo',
    nombre: 'Rosa Elena Díaz Torres',
    cooperativa: 'Cacaoteros de la Chontalpa',
    inicio: '/dashboard',
    titulo: 'Inicio',
    // quality is coffee's: not in a cacao cooperative's menu
    menu: ['Inicio', 'Usuarios', 'Localidades', 'Versiones', 'Estadísticas', 'Calidad de datos', 'Ficha Master'],
  },
  {
    email: 'miel@cosecha.demo',
    nombre: 'Candelaria Chan Poot',
    cooperativa: 'Apicultores Mayas de Yucatán',
    inicio: '/dashboard',
    titulo: 'Inicio',
    menu: ['Inicio', 'Usuarios', 'Localidades', 'Versiones', 'Estadísticas', 'Calidad de datos', 'Ficha Master'],
  },
] as const;

test.describe('Entrar con cada cuenta de demostración', () => {
  for (const c of CUENTAS) {
    test(`${c.email} entra en una pantalla ancha y ve su menú lateral`, async ({ page }) => {
      await page.setViewportSize(ANCHO);
      const marco = new Marco(page);
      await entrarPorFormulario(page, c.email);
      await expect(page).toHaveURL(c.inicio);
      await expect(page).toHaveTitle(`Cosecha · ${c.titulo}`);
      await expect(marco.titulo()).toHaveText(c.titulo);
      await expect(marco.menu()).toBeVisible();
      await expect(marco.entradasMenu()).toHaveText([...c.menu]);
      await expect(page.getByRole('button', { name: 'Perfil' })).toHaveText(c.nombre);
      await expect(page.getByRole('banner')).toContainText(c.cooperativa);
      await expect(page.getByRole('button', { name: 'Abrir menú' })).toHaveCount(0);
      await sinViolacionesGraves(page);
    });

    test(`${c.email} entra en un teléfono y abre su menú superior`, async ({ page }) => {
      await page.setViewportSize(ESTRECHO);
      const marco = new Marco(page);
      await entrarPorFormulario(page, c.email);
      await expect(page).toHaveURL(c.inicio);
      await expect(marco.titulo()).toHaveText(c.titulo);
      // no sidebar: the menu is folded into the top bar until the person opens it
      await expect(marco.menu()).toBeHidden();
      await expect(page.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute('aria-expanded', 'false');
      await marco.abrirMenuSuperior();
      await expect(page.getByRole('button', { name: 'Cerrar menú' })).toHaveAttribute('aria-expanded', 'true');
      await expect(marco.entradasMenu()).toHaveText([...c.menu]);
      await sinViolacionesGraves(page);
      // choosing an entry opens it and folds the menu again
      await marco.menu().getByRole('link', { name: 'Usuarios' }).click();
      await expect(page).toHaveURL('/admin/usuarios/list');
      await expect(marco.menu()).toBeHidden();
      await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeVisible();
    });
  }

  for (const [ancho, tamano] of [
    ['una pantalla ancha', ANCHO],
    ['un teléfono', ESTRECHO],
  ] as const) {
    test(`el acopiador entra en ${ancho} y llega al listado de productores (sin PADRON_COMPLETO, R002)`, async ({ page }) => {
      const marco = new Marco(page);
      await page.setViewportSize(tamano);
      await entrarPorFormulario(page, 'acopio@cosecha.demo');
      await expect(page).toHaveURL('/admin/cuentas/list');
      await expect(page).toHaveTitle('Cosecha · Listado productores');
      await expect(marco.titulo()).toHaveText('Listado productores');
      if (tamano === ESTRECHO) await marco.abrirMenuSuperior();
      await expect(marco.entradasMenu()).toHaveText(['Tablero de productores', 'Listado productores', 'Calidad']);
      await sinViolacionesGraves(page);
      // CUENTAS without CUENTAS_BAJA: the list has no 'Dar de baja'
      if (tamano === ANCHO) await expect(page.getByRole('button', { name: /^Dar de baja/ })).toHaveCount(0);
      await marco.cerrarSesion();
      await expect(page).toHaveURL('/user/login-v3');
      await page.goto('/admin/usuarios/list');
      await expect(page).toHaveURL('/user/login-v3');
    });
  }
});

test.describe('La página de ingreso', () => {
  test('se ve completa y accesible en una pantalla ancha y en un teléfono', async ({ page }) => {
    const ingreso = new PaginaIngreso(page);
    for (const tamano of [ANCHO, ESTRECHO]) {
      await page.setViewportSize(tamano);
      await ingreso.abrir();
      await expect(page).toHaveTitle('Cosecha · Ingresar');
      await expect(ingreso.correo()).toBeVisible();
      await expect(ingreso.contrasena()).toHaveAttribute('type', 'password');
      await page.getByRole('button', { name: 'Mostrar contraseña' }).click();
      await expect(ingreso.contrasena()).toHaveAttribute('type', 'text');
      await page.getByRole('button', { name: 'Ocultar contraseña' }).click();
      await expect(ingreso.contrasena()).toHaveAttribute('type', 'password');
      await sinViolacionesGraves(page);
    }
  });

  test('una contraseña equivocada dice que el correo o la contraseña son incorrectos', async ({ page }) => {
    const ingreso = new PaginaIngreso(page);
    await ingreso.abrir();
    await ingreso.intentar('admin@cosecha.demo', 'no-es-la-clave');
    await expect(ingreso.error()).toHaveText('Correo electrónico o contraseña incorrectos.');
    await expect(page).toHaveURL('/user/login-v3');
    // the person corrects the password and gets in
    await ingreso.intentar('admin@cosecha.demo', CONTRASENA);
    await expect(page).toHaveURL('/dashboard');
  });

  test('un correo mal escrito pide una dirección válida', async ({ page }) => {
    const ingreso = new PaginaIngreso(page);
    await ingreso.abrir();
    await ingreso.intentar('ana.cosecha.demo', CONTRASENA);
    await expect(ingreso.error()).toHaveText('Introduzca una dirección de correo electrónico válida.');
    await expect(page).toHaveURL('/user/login-v3');
  });

  test('sin llenar los campos pide el correo y la contraseña', async ({ page }) => {
    const ingreso = new PaginaIngreso(page);
    await ingreso.abrir();
    await ingreso.boton().click();
    await expect(page.getByText('El correo es requerido')).toBeVisible();
    await expect(page.getByText('La contraseña es requerida')).toBeVisible();
    await expect(page).toHaveURL('/user/login-v3');
  });

  test('abrirla olvida la sesión guardada: volver a una página protegida pide ingresar de nuevo', async ({ page }) => {
    await entrarPorFormulario(page, 'gerente@cosecha.demo');
    await expect(page.getByRole('link', { name: 'Usuarios' })).toBeVisible();
    await page.goto('/user/login-v3');
    await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
    await page.goto('/admin/usuarios/list');
    await expect(page).toHaveURL('/user/login-v3');
    await page.goto('/');
    await expect(page).toHaveURL('/user/login-v3');
  });
});

test.describe('La dirección raíz', () => {
  test('sin sesión lleva a la página de ingreso', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/user/login-v3');
    await page.goto('/admin/cooperativas/list');
    await expect(page).toHaveURL('/user/login-v3');
  });

  test('con sesión lleva al inicio de la persona sin cerrarle la sesión', async ({ page }) => {
    await entrarPorFormulario(page, 'gerente@cosecha.demo');
    await page.goto('/');
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { name: 'Inicio', level: 1 })).toBeVisible();
  });
});

test('cerrar sesión desde el menú de usuario vuelve a la página de ingreso', async ({ page }) => {
  const marco = new Marco(page);
  await entrarPorFormulario(page, 'admin@cosecha.demo');
  await marco.abrirMenuUsuario();
  await expect(page.getByRole('menuitem')).toHaveText(['Cambiar contraseña', 'Cerrar sesión']);
  await sinViolacionesGraves(page);
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL('/user/login-v3');
  await expect(page).toHaveTitle('Cosecha · Ingresar');
  await page.goto('/admin/cooperativas/list');
  await expect(page).toHaveURL('/user/login-v3');
});

test('el título de la pestaña dice Cosecha y la página abierta', async ({ page }) => {
  const marco = new Marco(page);
  await page.goto('/user/login-v3');
  await expect(page).toHaveTitle('Cosecha · Ingresar');
  await entrarPorFormulario(page, 'admin@cosecha.demo');
  await expect(page).toHaveTitle('Cosecha · Inicio');
  await marco.ir('Cooperativas');
  await expect(page).toHaveTitle('Cosecha · Cooperativas');
  await page.getByRole('link', { name: 'Nuevo' }).click();
  await expect(page).toHaveTitle('Cosecha · Nueva cooperativa');
  await marco.ir('Usuarios');
  await expect(page).toHaveTitle('Cosecha · Permisos');
  await page.getByRole('link', { name: 'Editar Rosa Elena Díaz Torres' }).click();
  await expect(page).toHaveURL(/\/admin\/usuarios\/edit\//);
  await expect(page).toHaveTitle('Cosecha · Permisos');
});

test('R017: con la sesión vencida, la siguiente acción avisa que expiró y lleva a ingresar', async ({ page }) => {
  test.slow();
  const marco = new Marco(page);
  // this server signs tokens that live 5 seconds (playwright.config.ts)
  await entrarPorFormulario(page, 'admin@cosecha.demo', CONTRASENA, URL_TTL_CORTO);
  await expect(page).toHaveURL(`${URL_TTL_CORTO}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Inicio', level: 1 })).toBeVisible();
  await esperarSesionVencida(page, URL_TTL_CORTO);
  await marco.ir('Usuarios');
  const alerta = page.getByRole('dialog');
  await expect(alerta).toContainText('Tu sesion ha expirado, por favor accede de nuevo.');
  await sinViolacionesGraves(page);
  await alerta.getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(`${URL_TTL_CORTO}/login`);
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // the session is gone: a protected page asks to sign in again
  await page.goto(`${URL_TTL_CORTO}/admin/usuarios/list`);
  await expect(page).toHaveURL(`${URL_TTL_CORTO}/user/login-v3`);
});
