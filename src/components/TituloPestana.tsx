import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { tituloDeRuta, tituloPestana } from '@domain/comun/titulo';

/** Sets the tab title 'Cosecha · <route title>' (R021); without `titulo`, the title of the current path. */
export function TituloPestana({ titulo }: { titulo?: string }) {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = tituloPestana(titulo ?? tituloDeRuta(pathname));
  }, [titulo, pathname]);
  return null;
}
