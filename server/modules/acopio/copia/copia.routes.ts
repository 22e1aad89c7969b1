import type { App } from '../../../tipos';
import { PERMISO_FUERA_DE_RANGO } from '@domain/acopio/banda-precio';
import { catalogoAcopio } from '@domain/acopio/catalogos';
import { dentroDelAlcance } from '@domain/acopio/alcance';
import { RespuestaCopiaDispositivo } from '@domain/contrato/acopio-copia';
import type { EntregaDeProductor } from '@domain/contrato/acopio';
import { PUEDE_FIJAR_PRECIO } from '../entregas/registrar-entrega';
import {
  alcanceDeUsuario,
  entregasConSaldo,
  precioVigente,
  preciosUltimaEntrega,
  productoDeCooperativa,
} from '../entregas/entregas.repository';
import { unidadesUsualesDeUsuario } from '../entregas/unidades-usuales.repository';
import { lotesDelCiclo } from '../lotes/lotes.repository';
import { saldosCreditosDeProductores } from '../../anticipos/recuperar-en-entrega';
import { categoriasDeCuenta, cicloDeAcopio, productoresDeCopia } from './copia.repository';

/**
 * GET admin/acopios/copia_dispositivo (issue 28; not a spec call): what the delivery form and the producer selection
 * read, in one answer the device keeps for working offline (with each account's deliveries still owed something, so
 * a pending payment opens offline too). Each figure comes from the same read as its per-account
 * call (the panel's sums, the latest delivery's price, the advances' balance), done once for the whole centre.
 */
export function rutasCopiaDispositivo(app: App): void {
  app.get(
    '/api/admin/acopios/copia_dispositivo',
    {
      schema: {
        tags: ['Acopio'],
        summary:
          'Copia del dispositivo para trabajar sin conexión: catálogos, precio, lotes y productores del centro del usuario (todos si no tiene) en el ciclo de acopio activo',
        response: { 200: RespuestaCopiaDispositivo },
      },
      preHandler: app.requiere('ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO'),
    },
    async (req) => {
      const coop = req.usuario.id_cooperativa;
      const leidaEn = new Date().toISOString();
      const [ciclo, alcance, producto, precio, categorias, unidades] = await Promise.all([
        cicloDeAcopio(app.db, coop),
        alcanceDeUsuario(app.db, req.usuario),
        productoDeCooperativa(app.db, coop),
        precioVigente(app.db, coop),
        categoriasDeCuenta(app.db),
        unidadesUsualesDeUsuario(app.db, coop, req.usuario.id),
      ]);
      // a collector with a centre gets its producers; one without, like every other role, the whole cooperative
      const centro = alcance.todos ? null : alcance.centro;
      const [filas, precios, lotes] = ciclo
        ? await Promise.all([
            productoresDeCopia(app.db, coop, ciclo.id, centro),
            preciosUltimaEntrega(app.db, coop, ciclo.id),
            lotesDelCiclo(app.db, coop, ciclo.id),
          ])
        : [[], new Map<number, number>(), []];
      const [saldos, conSaldo] = await Promise.all([
        saldosCreditosDeProductores(app.db, coop, [...new Set(filas.map((f) => f.id_productor))]),
        ciclo && filas.length
          ? entregasConSaldo(
              app.db,
              coop,
              ciclo.id,
              filas.map((f) => f.id_cuenta),
            )
          : [],
      ]);
      const pendientes = new Map<number, EntregaDeProductor[]>();
      for (const { id_cuenta, ...e } of conSaldo) pendientes.set(id_cuenta, [...(pendientes.get(id_cuenta) ?? []), e]);
      const catalogo = (n: Parameters<typeof catalogoAcopio>[0]) => catalogoAcopio(n, producto);
      return {
        data: {
          leida_en: leidaEn,
          ciclo,
          id_centro: centro,
          producto,
          precio_por_kg: precio,
          puede_fijar: req.usuario.permisos.includes(PUEDE_FIJAR_PRECIO),
          puede_fuera_de_rango: req.usuario.permisos.includes(PERMISO_FUERA_DE_RANGO),
          catalogos: {
            certificaciones: catalogo('certificaciones'),
            metodos_pago: catalogo('metodos_pago'),
            unidades_entrega: catalogo('unidades_entrega'),
            colores_miel: catalogo('colores_miel'),
            tipos_cafe: catalogo('tipos_cafe'),
            procesos_cafe: catalogo('procesos_cafe'),
          },
          categorias,
          unidades_usuales: unidades,
          // only the lots a delivery of this user may enter (the server's rule, acopio/entrada-lote.ts)
          lotes: lotes.filter((l) => dentroDelAlcance(alcance, l.id_centro_acopio)),
          productores: filas.map((f) => ({
            id_cuenta: f.id_cuenta,
            uuid_cuenta: f.uuid_cuenta,
            uuid_productor: f.uuid_productor,
            nombre: f.productor,
            clave: f.clave,
            id_cuenta_categoria: f.id_cuenta_categoria,
            entregas_no: f.entregas_no,
            entregas_no_bultos: f.entregas_no_bultos,
            entregas_peso_neto_total: f.entregas_peso_neto_total,
            pagos_total: f.pagos_total,
            pagos_descuentos_total: f.pagos_descuentos_total,
            pagos_pagado_total: f.pagos_pagado_total,
            est_peso_estimado_total: f.est_peso_estimado_total,
            precio_ultima_entrega: precios.get(f.id_cuenta) ?? null,
            saldo_creditos: saldos.get(f.id_productor) ?? 0,
            pendientes: pendientes.get(f.id_cuenta) ?? [],
          })),
        },
      };
    },
  );
}
