import { useState } from 'react';
import { Stack, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HttpError, useNotify } from 'react-admin';
import { rutas } from '@domain/comun/rutas';
import { pasosAtras } from '@domain/vinculos/vinculos';
import { crearParcelaDesdeFormulario } from '../../api/vinculos';
import { Dato } from '../../components/TarjetaDatos';
import { NombreProductor } from './columnas';
import { ErrorEnvio } from './ErrorEnvio';
import { FaltaPaso } from './FaltaPaso';
import { PasosAsistente } from './PasosAsistente';
import { ResumenVinculo } from './ResumenVinculo';
import { PASOS_PARCELA, TITULO_PARCELA } from './textos';
import { useAsistente } from './useAsistente';

const CAMPOS = ['nombre_parcela', 'superficie', 'num_plantas'] as const;
const numero = (t: string): number | null => (t.trim() === '' ? null : Number(t.replace(',', '.')));

/**
 * /admin/vincular-sic-parcelas/list-No-parcela-confirm (spec 002 §2.14, §7 vinculo_forms_create_parcela): the new
 * plot's name, area and plants, filled from the form and editable; the server applies the plot rules and answers
 * 'Parcela creada correctamente y vinculada a formulario. …'; then back 3 steps, to the producers.
 */
export function PaginaSinParcelaConfirmar() {
  const { estado, retroceder, terminar } = useAsistente('parcela');
  const notify = useNotify();
  const cliente = useQueryClient();
  const { cuenta } = estado;
  const f = estado.sinParcela && estado.formularios.length === 1 ? estado.formularios[0] : null;
  const [nombre, setNombre] = useState(f?.parcela_nombre_otro ?? '');
  const [superficie, setSuperficie] = useState(f?.tx_superficie != null ? String(f.tx_superficie) : '');
  const [plantas, setPlantas] = useState(f?.num_plantas != null ? String(f.num_plantas) : '');
  const primero = rutas.vincularParcelas();
  const volverAlInicio = () => {
    terminar();
    void cliente.invalidateQueries({ queryKey: ['vinculos'] });
    retroceder(pasosAtras('sin-parcela'), primero);
  };
  const envio = useMutation({
    mutationFn: () =>
      crearParcelaDesdeFormulario({
        id_sic: f!.id,
        id_cuenta: cuenta!.id_cuenta,
        nombre_parcela: nombre.trim() || null,
        superficie: numero(superficie),
        num_plantas: numero(plantas),
      }),
    onSuccess: (r) => {
      notify(r.message, { type: 'success' });
      volverAlInicio();
    },
  });
  const porCampo =
    envio.error instanceof HttpError ? ((envio.error.body?.erroresOriginales ?? {}) as Record<string, string[] | undefined>) : {};
  const deCampo = CAMPOS.some((c) => porCampo[c]?.length);
  const ayuda = (c: (typeof CAMPOS)[number]) => porCampo[c]?.[0];
  const listo = cuenta !== null && f !== null;

  return (
    <PasosAsistente
      titulo={TITULO_PARCELA}
      pasos={PASOS_PARCELA}
      activo={3}
      instruccion="Sin parcela: revise los datos de la parcela nueva; se creará y el formulario quedará en ella."
      onAtras={() => retroceder(1, rutas.vincularSinParcela())}
      onCancelar={() => retroceder(3, primero)}
      onSiguiente={listo ? () => envio.mutate() : undefined}
      puedeSeguir={listo}
      etiquetaSiguiente="Crear parcela y vincular"
      ocupado={envio.isPending}
    >
      {!listo ? (
        <FaltaPaso
          mensaje="Faltan el productor o el formulario de parcela principal: vuelva a elegirlos."
          ruta={primero}
          accion="Empezar de nuevo"
        />
      ) : (
        <ResumenVinculo formularios={[f]}>
          <Dato etiqueta="Productor">
            <NombreProductor c={cuenta} />
          </Dato>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <TextField
              label="Nombre de la parcela"
              value={nombre}
              onChange={(e) => setNombre(e.target.value)}
              error={!!ayuda('nombre_parcela')}
              helperText={ayuda('nombre_parcela')}
              slotProps={{ htmlInput: { maxLength: 200 } }}
              required
            />
            <TextField
              label="Superficie (ha)"
              value={superficie}
              onChange={(e) => setSuperficie(e.target.value)}
              error={!!ayuda('superficie')}
              helperText={ayuda('superficie')}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              required
            />
            <TextField
              label="Plantas"
              value={plantas}
              onChange={(e) => setPlantas(e.target.value)}
              error={!!ayuda('num_plantas')}
              helperText={ayuda('num_plantas')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              required
            />
          </Stack>
        </ResumenVinculo>
      )}
      {!deCampo && <ErrorEnvio error={envio.error} onRecargar={volverAlInicio} />}
    </PasosAsistente>
  );
}
