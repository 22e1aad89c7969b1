import { useState } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { formatoCentavos, formatoNumero } from '@domain/comun/formato';
import type { FilaMes, FilaSemana, TableroAcopio } from '@domain/contrato/acopio-tablero';
import { GraficaBarras, GraficaPastel, TarjetaGrafica } from '../../../components/graficas';
import { COLOR_CLASE, seriesPorClase } from './graficas-acopio';

const kg = (c: number) => formatoNumero(c / 100, 2);

/** Stacked organic / transition / conventional kg by centre (002 §2.9), with the exact figures by class below. */
export function TarjetaClases({ d, unidad }: { d: TableroAcopio; unidad: string }) {
  const clases = d.certificaciones;
  return (
    <TarjetaGrafica titulo="Orgánico, transición y convencional" subtitulo={`${unidad} entregados por centro de acopio`}>
      <GraficaBarras
        categorias={d.por_centro.map((c) => c.centro)}
        series={seriesPorClase(clases, d.por_centro)}
        apilada
        contexto="general"
        anchoEje={150}
        descripcion={`Kilos orgánicos, en transición y convencionales por centro de acopio`}
      />
      <Table size="small" aria-label="Entregas por certificación" sx={{ mt: 1 }}>
        <TableHead>
          <TableRow>
            <TableCell>Clase</TableCell>
            <TableCell align="right">Entregas</TableCell>
            <TableCell align="right">Peso neto ({unidad})</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {clases.map((c) => (
            <TableRow key={c.clase}>
              <TableCell>
                <span
                  aria-hidden
                  style={{ display: 'inline-block', width: 10, height: 10, background: COLOR_CLASE[c.clase], marginRight: 6 }}
                />
                {c.etiqueta}
              </TableCell>
              <TableCell align="right">{formatoNumero(c.entregas)}</TableCell>
              <TableCell align="right">{kg(c.peso_neto)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TarjetaGrafica>
  );
}

/** Deliveries per week or per month (002 §2.9, a toggle), kg stacked by class; a period without deliveries is an empty bar. */
export function TarjetaPeriodos({ d, unidad }: { d: TableroAcopio; unidad: string }) {
  const [vista, setVista] = useState<'semana' | 'mes'>('semana');
  const filas: readonly (FilaMes | FilaSemana)[] = vista === 'semana' ? d.per_week : d.per_month;
  return (
    <TarjetaGrafica
      titulo={vista === 'semana' ? 'Entregas por semana' : 'Entregas por mes'}
      subtitulo={`${unidad} entregados; la semana empieza en lunes`}
      accion={
        <ToggleButtonGroup size="small" exclusive value={vista} onChange={(_, v) => v && setVista(v)} aria-label="Agrupar entregas">
          <ToggleButton value="semana">Por semana</ToggleButton>
          <ToggleButton value="mes">Por mes</ToggleButton>
        </ToggleButtonGroup>
      }
    >
      <GraficaBarras
        categorias={filas.map((f) => f.etiqueta)}
        series={seriesPorClase(d.certificaciones, filas)}
        apilada
        horizontal={false}
        contexto="general"
        alto={280}
        descripcion={vista === 'semana' ? 'Kilos entregados por semana' : 'Kilos entregados por mes'}
      />
      <Table size="small" aria-label={vista === 'semana' ? 'Entregas por semana' : 'Entregas por mes'} sx={{ mt: 1 }}>
        <TableHead>
          <TableRow>
            <TableCell>{vista === 'semana' ? 'Semana del' : 'Mes'}</TableCell>
            <TableCell align="right">Entregas</TableCell>
            <TableCell align="right">Peso neto ({unidad})</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {filas.map((f) => (
            <TableRow key={f.etiqueta}>
              <TableCell>{f.etiqueta}</TableCell>
              <TableCell align="right">{formatoNumero(f.entregas)}</TableCell>
              <TableCell align="right">{kg(f.peso_neto)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TarjetaGrafica>
  );
}

/** Payments by method (002 §2.9 'Payments'): the donut of amounts and the table of payments. */
export function TarjetaPagos({ d, moneda }: { d: TableroAcopio; moneda: string }) {
  const t = d.entregas;
  return (
    <TarjetaGrafica
      titulo="Pagos"
      subtitulo={`Pagado ${formatoCentavos(t.pagado, moneda)} de ${formatoCentavos(t.a_pagar, moneda)}; saldo ${formatoCentavos(t.saldo, moneda)}`}
    >
      <GraficaPastel
        dona
        alto={180}
        descripcion="Monto pagado por método de pago"
        filas={d.pagos.map((p) => ({ etiqueta: p.metodo, valor: p.monto / 100 }))}
      />
      <Table size="small" aria-label="Pagos por método" sx={{ mt: 1 }}>
        <TableHead>
          <TableRow>
            <TableCell>Método</TableCell>
            <TableCell align="right">Pagos</TableCell>
            <TableCell align="right">Monto</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {d.pagos.map((p) => (
            <TableRow key={p.id_metodo_pago}>
              <TableCell>{p.metodo}</TableCell>
              <TableCell align="right">{formatoNumero(p.pagos)}</TableCell>
              <TableCell align="right">{formatoCentavos(p.monto, moneda)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TarjetaGrafica>
  );
}
