import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  GlobalStyles,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import { textoMonto } from '@domain/acopio/cantidades';
import { rutas } from '@domain/comun/rutas';
import { Cargando } from '../../../../components/Cargando';
import { TituloPestana } from '../../../../components/TituloPestana';
import type { RegistroBandeja } from '../../../../offline/baseDispositivo';
import { leerDeBandeja } from '../../../../offline/bandeja/almacen';
import { duenoDeSesion } from '../../../../offline/bandeja/sesionBandeja';
import { leerCopia } from '../../../../offline/copia/almacenCopia';
import { sesion } from '../../../../sesion/almacenSesion';
import { useConfiguracion } from '../../../../sesion/useConfiguracion';
import { useFormatoFechaHora } from '../../../../sesion/useFormatoFecha';
import { CeldaRecibo } from '../../recibos/CeldaRecibo';
import { AVISO_PROVISIONAL, reciboProvisional, type ContextoRecibo } from './reciboProvisional';

export const NO_ENCONTRADO =
  'Este dispositivo no tiene esa entrega entre sus envíos para su sesión: no hay recibo provisional que mostrar.';

/**
 * Paper shows the receipt alone: the shell (bar, menu, notifications) and the page's own buttons stay on screen.
 * Mounted with this page only, so no other screen's print changes.
 */
const estilosImpresion = (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { margin: '10mm' },
        'header, footer, nav, .RaSidebar-root, .MuiDrawer-root, .RaNotification, .MuiSnackbar-root, .no-imprimir': {
          display: 'none !important',
        },
        '.RaLayout-appFrame': { marginTop: '0 !important', paddingTop: '0 !important' },
        '.RaLayout-content': { padding: '0 !important' },
        '.RaLayout-contentWithSidebar': { display: 'block !important' },
        'body, .RaLayout-root, .RaLayout-appFrame, .RaLayout-content': { background: '#ffffff !important' },
        '.recibo-provisional': { border: '0 !important', padding: '0 !important', maxWidth: 'none !important' },
        '.recibo-provisional table tr': { breakInside: 'avoid' },
        // paper does not scroll: the weighings table fits the page's width, down to a narrow receipt printer's
        '.recibo-provisional .pesadas-recibo': { overflow: 'visible !important' },
        '.recibo-provisional .pesadas-recibo th, .recibo-provisional .pesadas-recibo td': {
          padding: '2px 4px !important',
          fontSize: '9pt !important',
        },
      },
    }}
  />
);

const Dato = ({ t, v, fuerte }: { t: string; v: string | null; fuerte?: boolean }) => (
  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
    <Typography component="dt">{t}</Typography>
    <Typography component="dd" sx={{ m: 0, fontWeight: fuerte ? 700 : 600, textAlign: 'right' }} data-testid={`recibo-${t}`}>
      {v ?? '—'}
    </Typography>
  </Stack>
);

const nombreDe = (u: ReturnType<typeof sesion.usuario>) =>
  u ? [u.nombres, u.apellido_paterno, u.apellido_materno].filter(Boolean).join(' ') : null;

/**
 * /admin/acopio/bandeja/{id}/recibo (issue 28): the provisional receipt of a delivery saved on this device, shown
 * and printed with no network. It reads the outbox item of the signed-in person only (`dueno`) and the device copy;
 * once the item is sent it names the server's folio beside the provisional one and offers the final receipt.
 */
export function PaginaReciboProvisional() {
  const { id = '' } = useParams();
  const { configuracion } = useConfiguracion();
  const fechaHora = useFormatoFechaHora();
  const [cargado, setCargado] = useState<{ registro: RegistroBandeja | null; contexto: ContextoRecibo } | null>(null);

  useEffect(() => {
    let vigente = true;
    const dueno = duenoDeSesion();
    const usuario = sesion.usuario();
    void (async () => {
      const registro = dueno ? await leerDeBandeja(dueno, id) : null;
      const copia = dueno && registro ? await leerCopia(dueno).catch(() => null) : null;
      if (vigente)
        setCargado({
          registro: registro?.tipo === 'entrega' ? registro : null,
          contexto: {
            cooperativa: usuario?.cooperativa ?? null,
            recolector: nombreDe(usuario),
            copia,
            unidad: configuracion?.acopio_units || 'kg',
            producto: configuracion?.id_cat_productos ?? null,
          },
        });
    })();
    return () => {
      vigente = false;
    };
  }, [id, configuracion?.acopio_units, configuracion?.id_cat_productos]);

  if (!cargado) return <Cargando />;
  const volver = (
    <Button component={Link} to={rutas.acopioBandeja()} startIcon={<ArrowBackIcon />}>
      Envíos pendientes
    </Button>
  );
  if (!cargado.registro)
    return (
      <Box sx={{ p: { xs: 1, sm: 2 } }}>
        <TituloPestana titulo="Recibo provisional" />
        <Typography variant="h5" component="h1" gutterBottom>
          Recibo provisional
        </Typography>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {NO_ENCONTRADO}
        </Alert>
        {volver}
      </Box>
    );

  const registro = cargado.registro;
  const r = reciboProvisional(registro, cargado.contexto);
  const { encabezados, filas, total } = r.pesadas;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      {estilosImpresion}
      <TituloPestana titulo={`Recibo provisional ${r.folioProvisional}`} />
      <Stack direction="row" className="no-imprimir" sx={{ mb: 2, flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {volver}
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
          Imprimir
        </Button>
        {registro.estado.estado === 'enviada' && registro.uuidServidor ? (
          <CeldaRecibo uuid={registro.uuidServidor} folio={registro.estado.folio} />
        ) : null}
      </Stack>
      <Paper variant="outlined" className="recibo-provisional" sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 900 }}>
        {r.cooperativa ? (
          <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
            {r.cooperativa}
          </Typography>
        ) : null}
        <Typography variant="h5" component="h1">
          Recibo provisional
        </Typography>
        <Typography variant="h6" component="p" data-testid="recibo-folio" sx={{ fontWeight: 700 }}>
          Folio provisional {r.folioProvisional}
        </Typography>
        {r.folioDefinitivo ? (
          <Typography sx={{ fontWeight: 700 }} data-testid="recibo-folio-definitivo">
            Folio definitivo {r.folioDefinitivo}
          </Typography>
        ) : null}
        <Alert severity="info" icon={false} sx={{ my: 1.5, fontWeight: 600 }}>
          {AVISO_PROVISIONAL}
        </Alert>
        <Stack component="dl" sx={{ my: 1 }}>
          <Dato t="Centro de acopio" v={r.centro} />
          <Dato t="Registrada" v={fechaHora(r.registradaEn)} />
          <Dato t="Recolector" v={r.recolector} />
          <Dato t="Productor" v={r.productor} fuerte />
          <Dato t="Clave" v={r.clave} />
          {r.categoria ? <Dato t="Categoría" v={r.categoria} /> : null}
          {r.entrega.map((x) => (
            <Dato key={x.etiqueta} t={x.etiqueta} v={x.valor} />
          ))}
        </Stack>
        <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
          Pesadas
        </Typography>
        <Box className="pesadas-recibo" sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Pesadas del recibo">
          <Table size="small" aria-label="Pesadas">
            <TableHead>
              <TableRow>
                {encabezados.map((e, i) => (
                  <TableCell key={e} align={i >= 2 ? 'right' : 'left'}>
                    {e}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {[...filas, total].map((f, n) => (
                <TableRow key={n}>
                  {f.map((v, i) => (
                    <TableCell key={i} align={i >= 2 ? 'right' : 'left'} sx={n === filas.length ? { fontWeight: 700 } : undefined}>
                      {v}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
        <Typography sx={{ mt: 1, fontWeight: 700 }} data-testid="recibo-kilos">
          Total neto: {textoMonto(r.pesoNeto)} {cargado.contexto.unidad}
        </Typography>
        <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
          Importes
        </Typography>
        <Stack component="dl" sx={{ my: 1 }}>
          {r.importes.map(([t, v]) => (
            <Dato key={t} t={t} v={v} fuerte={t === 'Monto a pagar' || t === 'Queda pendiente'} />
          ))}
        </Stack>
        {r.firma ? (
          <Box sx={{ mt: 2 }}>
            <Typography variant="body2" color="text.secondary">
              Firma del productor
            </Typography>
            <Box
              component="img"
              src={r.firma}
              alt="Firma del productor"
              sx={{ display: 'block', width: '100%', maxWidth: 320, border: 1, borderColor: 'divider' }}
            />
          </Box>
        ) : null}
      </Paper>
    </Box>
  );
}
