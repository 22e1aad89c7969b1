import { useQuery } from '@tanstack/react-query';
import type { HttpError } from 'react-admin';
import { acopiosDeProductor, catalogoAcopio, leerEntrega, lotesDelCiclo, precioParaCuenta, unidadesUsuales } from '../../../api/acopio';
import { useCiclo } from '../../../sesion/CicloContext';
import type { NombreCatalogo } from '@domain/acopio/catalogos';
import type { OpcionCatalogoAcopio } from '@domain/contrato/acopio';
import { useCopiaDispositivo } from '../../../offline/copia/useCopiaDispositivo';
import { esErrorDeRed, useEnLinea } from '../../../offline/copia/useEnLinea';
import { panelDeCopia, precioDeCopia, productorDeCopia } from '../../../offline/copia/desdeCopia';

const CATALOGOS: NombreCatalogo[] = ['certificaciones', 'metodos_pago', 'unidades_entrega', 'colores_miel', 'tipos_cafe', 'procesos_cafe'];
export type Catalogos = Record<NombreCatalogo, OpcionCatalogoAcopio[]>;

/** The cycle a new delivery is for: the active collection cycle (the latest, if several are). */
export function useCicloAcopio() {
  const { ciclos } = useCiclo();
  // POST ciclos answers activo_acopio (domain/contrato/catalogos.ts); the shell's cycle type leaves it out.
  const activo = [...ciclos].reverse().find((c) => (c as { activo_acopio?: boolean }).activo_acopio) ?? null;
  return { ciclos, activo };
}

/**
 * Everything the delivery form reads before it shows (spec 002 §7): the delivery when editing, the producer's
 * panel in the delivery's cycle (the active one for a new delivery), the price, the catalogues and the cycle's lots.
 * `recargar` reads the delivery and the panel again (after a 409, 'Recargar').
 */
export function useDatosEntrega(idCuenta: number, uuidCuenta: string, uuidAcopio: string | undefined) {
  const { ciclos, activo } = useCicloAcopio();
  const entrega = useQuery({
    queryKey: ['acopio', 'entrega', uuidAcopio],
    enabled: !!uuidAcopio,
    queryFn: () => leerEntrega(uuidAcopio!),
    retry: false,
  });
  const ciclo = uuidAcopio ? (ciclos.find((c) => c.id === entrega.data?.id_ciclo) ?? null) : activo;
  const panel = useQuery({
    queryKey: ['acopio', 'panel', ciclo?.uuid, uuidCuenta],
    enabled: !!ciclo,
    queryFn: () => acopiosDeProductor(ciclo!.uuid, uuidCuenta),
    retry: false,
  });
  const precio = useQuery({ queryKey: ['acopio', 'precio', idCuenta], queryFn: () => precioParaCuenta(idCuenta), retry: false });
  const catalogos = useQuery({
    queryKey: ['acopio', 'catalogos'],
    queryFn: async () => Object.fromEntries(await Promise.all(CATALOGOS.map(async (n) => [n, await catalogoAcopio(n)]))) as Catalogos,
    staleTime: 30 * 60_000,
  });
  const lotes = useQuery({
    queryKey: ['acopio', 'lotes', ciclo?.id],
    enabled: !!ciclo,
    queryFn: () => lotesDelCiclo(ciclo!.id),
    retry: false,
  });
  // the unit chooser's order and preselection (issue 22 item 24); without it the form still works, in catalogue order
  const usuales = useQuery({ queryKey: ['acopio', 'unidades-usuales'], queryFn: unidadesUsuales, retry: false, staleTime: 60_000 });
  // Issue 28: a new delivery with the network down reads the device copy (an edit needs the server's delivery).
  // Offline, react-query pauses the calls instead of failing them; a call that did fail without an answer counts too.
  const { copia } = useCopiaDispositivo();
  const enLinea = useEnLinea();
  const sinRed = !enLinea || [panel, precio, catalogos, lotes].some((q) => esErrorDeRed(q.error));
  const deCopia = !uuidAcopio && sinRed && copia ? productorDeCopia(copia, idCuenta) : null;
  const respaldo =
    copia && deCopia
      ? {
          panel: panelDeCopia(copia, deCopia),
          precio: precioDeCopia(copia, deCopia),
          catalogos: copia.catalogos as Catalogos,
          lotes: copia.lotes,
          usuales: copia.unidades_usuales,
        }
      : null;
  const datosPanel = panel.data ?? respaldo?.panel;
  const datosPrecio = precio.data ?? respaldo?.precio;
  const datosCatalogos = catalogos.data ?? respaldo?.catalogos;
  const error = respaldo ? null : ((entrega.error ?? panel.error ?? precio.error ?? catalogos.error) as HttpError | null);
  const listo = !!datosPanel && !!datosPrecio && !!datosCatalogos && (!uuidAcopio || !!entrega.data) && (!!respaldo || !usuales.isPending);
  return {
    ciclos,
    ciclo,
    sinCicloActivo: !uuidAcopio && ciclos.length > 0 && !activo,
    entrega: entrega.data ?? null,
    panel: datosPanel ?? null,
    precio: datosPrecio ?? null,
    catalogos: datosCatalogos ?? null,
    lotes: lotes.data ?? respaldo?.lotes ?? [],
    unidadesUsuales: usuales.data ?? respaldo?.usuales ?? { usuales: [], ultimas: [] },
    /** The panel, price and catalogues came from the device copy (no network). */
    desdeCopia: !!respaldo && !panel.data,
    error,
    listo,
    recargar: async () => {
      await Promise.all([entrega.refetch(), panel.refetch()]);
    },
  };
}
