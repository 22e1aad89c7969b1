import type { ReactNode } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { Sidebar } from 'react-admin';

/** The sidebar from 800 px (theme `sm`, R019); narrower screens use the AppBar's top menu instead. */
export function SidebarCosecha({ children }: { children?: ReactNode }) {
  const angosta = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'));
  if (angosta) return null;
  return <Sidebar>{children}</Sidebar>;
}
