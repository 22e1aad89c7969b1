import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-router-dom';

/** 'Nuevo' button to a create path of domain/comun/rutas.ts. */
export function BotonNuevo({ a, etiqueta = 'Nuevo' }: { a: string; etiqueta?: string }) {
  return (
    <Button component={Link} to={a} startIcon={<AddIcon />} size="small">
      {etiqueta}
    </Button>
  );
}
