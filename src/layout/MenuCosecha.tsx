import { useState } from 'react';
import { Box, Divider, InputAdornment, List, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useSidebarState } from 'react-admin';
import type { EntradaMenuVisible } from '@domain/comun/menu';
import { AcercaDe } from './AcercaDe';
import { ElementoMenu } from './ElementoMenu';
import { useMenuUsuario } from './useMenuUsuario';

const normalizar = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Entries whose label, or a child's, contains the filter text (accent-insensitive). */
function filtrarMenu(menu: EntradaMenuVisible[], texto: string): EntradaMenuVisible[] {
  const t = normalizar(texto.trim());
  if (!t) return menu;
  return menu.flatMap((e) => {
    if (normalizar(e.etiqueta).includes(t)) return [e];
    const hijos = e.hijos.filter((h) => normalizar(h.etiqueta).includes(t));
    return hijos.length ? [{ ...e, hijos }] : [];
  });
}

/** Sidebar content (spec 000 §2.2–§2.3): filter box, the user's entries, 'Acerca de'. */
export function MenuCosecha({ alElegir, forzarAbierto = false }: { alElegir?: () => void; forzarAbierto?: boolean }) {
  const [abierto] = useSidebarState();
  const minimizado = !abierto && !forzarAbierto;
  const [filtro, setFiltro] = useState('');
  const menu = filtrarMenu(useMenuUsuario(), filtro);
  return (
    <Box component="nav" aria-label="Menú principal" sx={{ display: 'flex', flexDirection: 'column', height: '100%', pt: 1 }}>
      {!minimizado && (
        <TextField
          size="small"
          value={filtro}
          onChange={(e) => setFiltro(e.target.value)}
          label="Filtrar menú"
          sx={{ mx: 1.5, my: 1 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
      <List component="div">
        {menu.map((e) => (
          <ElementoMenu key={e.clave} entrada={e} minimizado={minimizado} alElegir={alElegir} />
        ))}
      </List>
      <Divider />
      <AcercaDe minimizado={minimizado} />
    </Box>
  );
}
