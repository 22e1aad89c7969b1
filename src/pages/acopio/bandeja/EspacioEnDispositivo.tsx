import { Typography } from '@mui/material';
import { formatearBytes, useEspacioDispositivo, type EspacioDispositivo } from '../../../offline/pwa/espacio';

/** The sentence for what the browser reported; null when it reported nothing (no StorageManager). */
export function textoEspacio(e: EspacioDispositivo): string | null {
  if (e.disponible === null && e.persistente === null) return null;
  const libres = e.disponible === null ? null : `Espacio en este dispositivo: ${formatearBytes(e.disponible)} libres.`;
  const guardado =
    e.persistente === null
      ? null
      : e.persistente
        ? 'El navegador conservará estos registros aunque le falte espacio.'
        : 'El navegador no garantizó conservar estos registros si le falta espacio: envíelos en cuanto haya conexión.';
  return [libres, guardado].filter(Boolean).join(' ');
}

/**
 * The outbox page's line on the device's storage (issue 28): how much room the outbox still has (a full disk makes a
 * save fail with an error that hides the cause) and whether the browser promised to keep it under pressure.
 */
export function EspacioEnDispositivo() {
  const texto = textoEspacio(useEspacioDispositivo());
  return texto ? (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="espacio-dispositivo">
      {texto}
    </Typography>
  ) : null;
}
