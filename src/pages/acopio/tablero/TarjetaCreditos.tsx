import { Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { Gauge } from '@mui/x-charts/Gauge';
import { formatoCentavos, formatoNumero } from '@domain/comun/formato';
import type { ResumenAnticiposTablero } from '@domain/contrato/acopio-tablero';
import { TarjetaGrafica } from '../../../components/graficas';

/**
 * The cycle's pre-harvest credit on the collection dashboard (spec 002 §2.9 'advances, and a half-donut of recovery
 * percentage'; issue 25): what was lent and accrued, what came back (cash and at the scale), what is owed today, and
 * the recovered share as a half gauge. Of the whole cooperative: advances are not lent by a centre.
 */
export function TarjetaCreditos({ a, titulo, moneda }: { a: ResumenAnticiposTablero; titulo: string; moneda: string }) {
  const filas: [string, string][] = [
    ['Créditos', formatoNumero(a.num_creditos)],
    ['Prestado', formatoCentavos(a.total_anticipos, moneda)],
    ['Interés a hoy', formatoCentavos(a.total_interes, moneda)],
    ['Recuperado', formatoCentavos(a.total_recuperado, moneda)],
    ['Saldo', formatoCentavos(a.total_saldo, moneda)],
  ];
  return (
    <TarjetaGrafica titulo={titulo} subtitulo="De toda la cooperativa en el ciclo; lo recuperado en efectivo y en báscula">
      <Gauge
        value={a.porcentaje_recuperacion}
        startAngle={-90}
        endAngle={90}
        innerRadius="70%"
        height={160}
        text={({ value }) => `${value ?? 0} %`}
        aria-label={`Recuperado: ${a.porcentaje_recuperacion} % de lo prestado con su interés`}
      />
      <Typography variant="body2" align="center" color="text.secondary">
        Porcentaje recuperado
      </Typography>
      <Table size="small" aria-label={titulo} sx={{ mt: 1 }}>
        <TableBody>
          {filas.map(([k, v]) => (
            <TableRow key={k}>
              <TableCell>{k}</TableCell>
              <TableCell align="right">{v}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TarjetaGrafica>
  );
}
