import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FilaReciboRemanente } from '@domain/contrato/remanente';
import { FormularioPagoRemanente } from '../../../src/pages/remanente/FormularioPagoRemanente';
import { pintar, servidorFalso, sesionDe } from './entorno';

/**
 * The surplus payment's side form (spec 002 §5 'Surplus price', §8; issue 25): both figures required, a new price
 * proposes kilos × price, the save carries the version it loaded and an Idempotency-Key, and a stale save (409)
 * offers 'Recargar'.
 */
const RECIBO: FilaReciboRemanente = {
  id: 7,
  folio: 'REM-000007',
  id_ciclo: 3,
  id_cuenta: 40,
  productor_uuid: 'b0000000-0000-4000-8000-000000000001',
  productor_nombre: 'Rocío Zapata Zapata',
  id_cat_certificacion: 15,
  cuenta_categoria: 'Orgánico',
  peso_neto: 89_367,
  precio_por_kg: 420,
  cantidad_pago: 375_341,
  recibo_image: '/api/recibos/remanentes/REM-000007',
  editado: false,
  version: 3,
};
const RUTA = 'PUT remanente/generar_recibos/7';
const json = (cuerpo: unknown, status = 200) =>
  new Response(JSON.stringify(cuerpo), { status, headers: { 'Content-Type': 'application/json' } });

function abrir(respuesta: () => Response) {
  sesionDe({ permisos: ['ACOPIOS_X_PRODUCTOR', 'ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO'] });
  const servidor = servidorFalso({ [RUTA]: respuesta });
  const onGuardado = vi.fn();
  const onRecargar = vi.fn();
  pintar(
    <FormularioPagoRemanente recibo={RECIBO} unidad="kg" onCerrar={() => undefined} onGuardado={onGuardado} onRecargar={onRecargar} />,
  );
  return { servidor, onGuardado, onRecargar };
}
const campo = (nombre: string) => screen.getByRole('textbox', { name: nombre });
const guardar = () => fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));

describe('editar un pago remanente', () => {
  it('carga las cifras del recibo; vacío dice «Debe escribir una cantidad» y no envía nada', async () => {
    const { servidor } = abrir(() => json({}));
    expect(campo('Precio por kg')).toHaveValue('4.20');
    expect(campo('Cantidad a pagar')).toHaveValue('3753.41');
    fireEvent.change(campo('Cantidad a pagar'), { target: { value: '' } });
    guardar();
    expect(await screen.findByText('Debe escribir una cantidad')).toBeInTheDocument();
    expect(servidor.peticiones.filter((p) => p.metodo === 'PUT')).toEqual([]);
  });

  it('un precio nuevo propone kilos × precio; guarda con su versión y una Idempotency-Key', async () => {
    const { servidor, onGuardado } = abrir(() =>
      json({ success: true, message: 'Se actualizó con éxito el pago remanente.', data: { ...RECIBO, editado: true, version: 4 } }),
    );
    fireEvent.change(campo('Precio por kg'), { target: { value: '5' } });
    // 893.67 kg × $5.00 = $4,468.35
    expect(campo('Cantidad a pagar')).toHaveValue('4468.35');
    fireEvent.change(campo('Cantidad a pagar'), { target: { value: '4500' } });
    guardar();
    await waitFor(() => expect(onGuardado).toHaveBeenCalled());
    const put = servidor.peticiones.find((p) => p.metodo === 'PUT');
    expect(put?.cuerpo).toEqual({ precio_por_kg: 500, cantidad_pago: 450_000, version: 3 });
    const [, init] = servidor.fetch.mock.calls.find(([, i]) => i?.method === 'PUT')!;
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  it('409: el mensaje del servidor con «Recargar»', async () => {
    const { onRecargar } = abrir(() => json({ message: 'El registro cambió mientras lo editaba; recargue' }, 409));
    guardar();
    expect(await screen.findByText('El registro cambió mientras lo editaba; recargue')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Recargar' }));
    expect(onRecargar).toHaveBeenCalled();
  });
});
