import { useCallback } from 'react';
import { Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useNavigate } from 'react-router-dom';

/**
 * Back to the previous page of this tab when there is one, else to `porDefecto` (a deep link opened in a new tab
 * has no history to go back to).
 */
export function useRegresar(porDefecto: string): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    // react-router's data router numbers its history entries: idx 0 is the first page of this tab
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(porDefecto);
  }, [navigate, porDefecto]);
}

/** The spec's back button (001 §2.3 default /dashboard, §2.4 default /admin/parcelas/list). */
export function BotonRegresar({ porDefecto }: { porDefecto: string }) {
  const regresar = useRegresar(porDefecto);
  return (
    <Button size="small" startIcon={<ArrowBackIcon />} onClick={regresar}>
      Regresar
    </Button>
  );
}
