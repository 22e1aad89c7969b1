import { Card, CardContent, Link as MuiLink, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { rutas } from '@domain/comun/rutas';
import { textoMonto } from '@domain/acopio/cantidades';
import { formatoFecha } from '@domain/comun/formato';
import type { AcopiosDeProductor } from '@domain/contrato/acopio';
import { IndicadorCopia } from '../../../offline/copia/IndicadorCopia';
import { useEnLinea } from '../../../offline/copia/useEnLinea';

const kg = (c: number) => `${textoMonto(c)} kg`;
const pesos = (c: number) => `$ ${textoMonto(c)}`;

/**
 * The side panel of the delivery form (spec 002 §2.3): who delivers and their figures in the cycle, with each
 * delivery's balance and, where something is still owed, the way to its pending payment.
 */
export function PanelProductor({
  datos,
  puedePagar,
  desdeCopia = false,
}: {
  datos: AcopiosDeProductor;
  puedePagar: boolean;
  /** Issue 28: read from the device copy (no network), which keeps only the deliveries still owed something. */
  desdeCopia?: boolean;
}) {
  const r = datos.resumen;
  const enLinea = useEnLinea();
  const filas: [string, string][] = [
    ['Categoría', r.categoria],
    ['Entregas', String(r.entregas_no)],
    ['Bultos', String(r.entregas_no_bultos)],
    ['Peso neto total', kg(r.entregas_peso_neto_total)],
    ['Precio promedio por kg', r.precio_por_kg_promedio == null ? 'Sin entregas' : pesos(r.precio_por_kg_promedio)],
    ['Importe bruto', pesos(r.pagos_total)],
    ['Descuentos por deudas', pesos(r.pagos_descuentos_total)],
    ['Pagado', pesos(r.pagos_pagado_total)],
    ['Pendiente de pago', pesos(r.pagos_pendiente_total)],
    ['Estimación de cosecha', r.est_peso_estimado_total > 0 ? kg(r.est_peso_estimado_total) : 'Sin estimación en sus parcelas'],
    ['Entregado de la estimación', r.est_entregado_vs_estimacion == null ? '—' : `${r.est_entregado_vs_estimacion} %`],
  ];
  return (
    <Card variant="outlined" component="aside" aria-label="Resumen del productor">
      <CardContent>
        <Typography variant="overline" component="p">
          Productor
        </Typography>
        <MuiLink component={Link} to={rutas.cuentaPerfil(r.uuid_productor)} variant="h6">
          {r.productor}
        </MuiLink>
        <Stack component="dl" sx={{ m: 0, mt: 1 }}>
          {filas.map(([t, v]) => (
            <Stack key={t} direction="row" sx={{ justifyContent: 'space-between', gap: 1, py: 0.25 }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right', fontWeight: 500 }}>
                {v}
              </Typography>
            </Stack>
          ))}
        </Stack>
        {datos.entregas.length ? (
          <>
            <Typography variant="subtitle2" component="h2" sx={{ mt: 2 }}>
              {desdeCopia ? 'Entregas con pago pendiente' : 'Entregas del ciclo'}
            </Typography>
            {desdeCopia ? (
              <Typography variant="caption" color="text.secondary" component="p">
                Sin conexión: la copia del dispositivo guarda solo las entregas con saldo; el historial completo se ve con conexión.
              </Typography>
            ) : null}
            <List dense disablePadding>
              {datos.entregas.slice(0, 8).map((e) => (
                <ListItem key={e.uuid} disableGutters>
                  <ListItemText
                    primary={`${e.folio_acopio ?? 'Sin folio'} · ${formatoFecha(e.fecha_acopio)} · ${kg(e.peso_neto)}`}
                    secondary={
                      e.saldo > 0 ? (
                        puedePagar ? (
                          <MuiLink component={Link} to={rutas.acopioPagoPendiente(r.id_cuenta, r.uuid_cuenta, e.id)}>
                            Pendiente {pesos(e.saldo)}: registrar pago
                          </MuiLink>
                        ) : (
                          `Pendiente ${pesos(e.saldo)}`
                        )
                      ) : (
                        'Pagada'
                      )
                    }
                  />
                </ListItem>
              ))}
            </List>
          </>
        ) : !enLinea && r.entregas_no > 0 ? (
          // issue 28: offline the panel comes from the device copy, which keeps the figures and only the deliveries owed
          <Typography variant="body2" sx={{ mt: 2 }}>
            Sin conexión: historial no disponible (no tiene entregas con pago pendiente en la copia del dispositivo)
          </Typography>
        ) : (
          <Typography variant="body2" sx={{ mt: 2 }}>
            Sin entregas en este ciclo: esta será la primera.
          </Typography>
        )}
        <IndicadorCopia />
      </CardContent>
    </Card>
  );
}
