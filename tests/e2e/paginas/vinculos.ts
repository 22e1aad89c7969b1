import { expect, type APIRequestContext, type Locator, type Page } from '../prueba';
import type { CuentaVincular, FormularioVincular } from '../../../domain/contrato/vinculos';

/** The linking wizards (spec 002 §2.13, §2.14) as a person uses them: lists with boxes, Siguiente, the confirm step. */
export class PaginaVinculos {
  constructor(private readonly page: Page) {}

  titulo(texto: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: texto });
  }

  boton(nombre: string | RegExp): Locator {
    return this.page.getByRole('button', { name: nombre, exact: typeof nombre === 'string' });
  }

  /** A form's box (checkbox or radio), by its number. */
  formulario(id: number): Locator {
    return this.page.getByRole('main').getByLabel(new RegExp(`^Elegir el formulario ${id} `));
  }

  /** A producer's or plot's box. */
  eleccion(nombre: string): Locator {
    return this.page.getByRole('checkbox', { name: `Elegir ${nombre}`, exact: true });
  }

  aviso(texto: string | RegExp): Locator {
    return this.page.getByText(texto);
  }

  async siguiente(): Promise<void> {
    await expect(this.boton('Siguiente')).toBeEnabled();
    await this.boton('Siguiente').click();
  }
}

const con = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

/** Step 1's forms as the server lists them. */
export async function formulariosSinProductor(request: APIRequestContext, token: string): Promise<FormularioVincular[]> {
  const r = await request.post('/api/admin/sic/vinculos', { ...con(token), data: {} });
  expect(r.status()).toBe(200);
  return ((await r.json()) as { data: FormularioVincular[] }).data;
}

/** The producer whose key the form names (`id_socio_otro` is the producer's clave_tx in the demo). */
export async function cuentaDeClave(request: APIRequestContext, token: string, clave: string): Promise<CuentaVincular> {
  const r = await request.post('/api/admin/sic/cuentas_por_vincular', { ...con(token), data: { q: clave } });
  expect(r.status()).toBe(200);
  const [c] = ((await r.json()) as { data: CuentaVincular[] }).data;
  expect(c, `producer with key ${clave}`).toBeTruthy();
  return c;
}

/**
 * Groups of a main-plot form, an organic plan and a sketch naming the same producer key, in step 1: each width
 * links its own group.
 */
export function gruposDeTres(formularios: FormularioVincular[]): { clave: string; ids: number[] }[] {
  const porClave = new Map<string, FormularioVincular[]>();
  for (const f of formularios) if (f.id_socio_otro) porClave.set(f.id_socio_otro, [...(porClave.get(f.id_socio_otro) ?? []), f]);
  return [...porClave]
    .map(([clave, fs]) => ({ clave, fs }))
    .filter(({ fs }) => ['sic_pp', 'tx_po', 'tx_croquis'].every((t) => fs.some((f) => f.form_type === t)))
    .map(({ clave, fs }) => ({ clave, ids: ['sic_pp', 'tx_po', 'tx_croquis'].map((t) => fs.find((f) => f.form_type === t)!.id) }));
}
