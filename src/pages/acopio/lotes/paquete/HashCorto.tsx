import { IconButton, Tooltip, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useNotify } from 'react-admin';

/**
 * Copies a text. `navigator.clipboard` exists only on secure origins, and cooperatives serve the app over plain HTTP
 * inside their LAN: there a hidden text area and the old copy command do it.
 */
async function copiar(texto: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(texto);
      return true;
    }
  } catch {
    /* fall back below */
  }
  const area = document.createElement('textarea');
  area.value = texto;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  return ok;
}

/** The first 12 characters of a SHA-256 (enough to tell packages apart by eye) and a button that copies all 64. */
export function HashCorto({ sha256 }: { sha256: string }) {
  const notify = useNotify();
  return (
    <>
      <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace' }} title={sha256}>
        {sha256.slice(0, 12)}
      </Typography>
      <Tooltip title="Copiar el SHA-256 completo">
        <IconButton
          size="small"
          aria-label={`Copiar SHA-256 ${sha256.slice(0, 12)}`}
          onClick={async () => notify((await copiar(sha256)) ? 'SHA-256 copiado' : 'No se pudo copiar', { type: 'info' })}
          sx={{ p: 0.25, ml: 0.25 }}
        >
          <ContentCopyIcon sx={{ fontSize: 16 }} />
        </IconButton>
      </Tooltip>
    </>
  );
}
