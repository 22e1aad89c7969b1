import { Type, type Static } from 'typebox';
import { fecha } from './comun';
import { RespuestaBusqueda } from './busqueda';

/** The versions list (spec 001 §2.15, §3 'Version: name, date', §7 'search versiones' sort id descending). */
export const FilaVersion = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  date: fecha(),
});
export type FilaVersion = Static<typeof FilaVersion>;

export const RespuestaVersiones = RespuestaBusqueda(FilaVersion);
export type RespuestaVersiones = RespuestaBusqueda<FilaVersion>;
