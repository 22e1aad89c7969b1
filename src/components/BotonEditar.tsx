import { IconButton, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { Link } from 'react-router-dom';

/** Edit link at the spec's path; react-admin's EditButton would build its default path (DESIGN §4). */
export function BotonEditar({ a, etiqueta }: { a: string; etiqueta: string }) {
  return (
    <Tooltip title={etiqueta}>
      <IconButton component={Link} to={a} aria-label={etiqueta} size="small" onClick={(e) => e.stopPropagation()}>
        <EditIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
