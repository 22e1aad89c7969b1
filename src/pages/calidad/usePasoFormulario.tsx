import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { DialogoError } from '../../components/DialogoError';
import { erroresDelServidor } from '../../components/erroresServidor';
import { esObsoleto } from '../remanente/AvisoServidor';

type Errores = Record<string, string>;

/**
 * What the physical and the sensory forms share when a person saves: the rule read as typed (after the first try,
 * so a corrected field loses its message while it is typed), the focus on the first field with a message, the
 * server's messages under its fields and in a dialog, and the stale-edit case (409) that offers to read it again.
 */
export function usePasoFormulario<T, C>(texto: T, onTexto: (t: T) => void, leer: (t: T) => { errores: Errores; cuerpo: C | null }) {
  const [errores, setErrores] = useState<Errores>({});
  const [fallo, setFallo] = useState<{ mensaje: string; obsoleto: boolean } | null>(null);
  const [enviando, setEnviando] = useState(false);
  const [intentado, setIntentado] = useState(false);

  const poner = (cambio: Partial<T>) => {
    const t = { ...texto, ...cambio };
    onTexto(t);
    if (intentado) setErrores(leer(t).errores);
  };
  /** Checks the form and, when it reads, sends it with `mandar`; `camposServidor` are the fields the server may name. */
  const enviar = async (mandar: (cuerpo: C) => Promise<void>, camposServidor: readonly string[]) => {
    const { errores: e, cuerpo } = leer(texto);
    setErrores(e);
    setIntentado(true);
    if (!cuerpo) {
      // the first field with a message takes the focus, so a keyboard or screen reader lands on what to fix
      setTimeout(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    setEnviando(true);
    try {
      await mandar(cuerpo);
    } catch (err) {
      const s = erroresDelServidor(err, [...camposServidor]);
      setErrores(s.porCampo);
      setFallo({
        mensaje: s.general ?? (err instanceof Error ? err.message : 'No se pudo guardar. Inténtelo de nuevo.'),
        obsoleto: esObsoleto(err),
      });
      setEnviando(false);
    }
  };
  return { errores, setErrores, poner, enviar, enviando, fallo, cerrarFallo: () => setFallo(null) };
}

/**
 * The foot of either form: the summary line when fields have messages, the save button (busy while sending) and
 * the server's failure; on a stale edit 'Recargar' drops the person's draft (`descartarBorrador`) and reads the
 * stored analysis again.
 */
export function PieFormulario({
  paso,
  etiqueta,
  descartarBorrador,
}: {
  paso: Pick<ReturnType<typeof usePasoFormulario>, 'errores' | 'enviando' | 'fallo' | 'cerrarFallo'>;
  etiqueta: string;
  descartarBorrador: () => void;
}) {
  return (
    <>
      {Object.keys(paso.errores).length > 0 && (
        <Typography color="error" role="alert">
          Revise los campos marcados antes de guardar.
        </Typography>
      )}
      <Stack direction="row" justifyContent="flex-end">
        <Button type="submit" variant="contained" disabled={paso.enviando} aria-busy={paso.enviando}>
          {etiqueta}
        </Button>
      </Stack>
      <DialogoError
        mensaje={paso.fallo?.mensaje ?? null}
        onClose={paso.cerrarFallo}
        onRecargar={
          paso.fallo?.obsoleto
            ? () => {
                descartarBorrador();
                window.location.reload();
              }
            : undefined
        }
      />
    </>
  );
}
