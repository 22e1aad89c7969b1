import { useState, type ReactNode } from 'react';
import { perezosa } from '../components/perezosa';
import type { LayoutCosecha } from './LayoutCosecha';

let cargado: typeof LayoutCosecha | null = null;

/**
 * The shell (bar, menu, sidebar, their dialogs) is a chunk of its own, so that the first load (the sign-in page, the
 * public receipt check, the spinner) goes without it (issue 24 item 12). It is asked for before it is shown, where the
 * user is about to need it: at start with a stored session (App.tsx) and once the sign-in page has painted.
 */
export const cargarLayout = () => import('./LayoutCosecha').then((m) => (cargado = m.LayoutCosecha));

const LayoutEnCamino = perezosa(cargarLayout);

/** The shell at once when its chunk has arrived (signing in shows no blank page); the spinner until then. */
export function LayoutPerezoso(props: { children?: ReactNode }) {
  // chosen once per mount: swapping the spinner's tree for the loaded one later would mount the screen a second time
  const [Layout] = useState(() => cargado ?? LayoutEnCamino);
  return <Layout {...props} />;
}
