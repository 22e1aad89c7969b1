import { useEffect, useRef, useState } from 'react';
import { Box, Button, GlobalStyles, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { Title } from 'react-admin';
import { useParams } from 'react-router-dom';
import { etiquetasProductor } from '@domain/cooperativas/configuracion';
import { formatoHectareas } from '@domain/comun/formato';
import { formatoCoordenada } from '@domain/poligono/coordenadas';
import { rutas } from '@domain/comun/rutas';
import { BotonRegresar, useRegresar } from '../../components/BotonRegresar';
import { Cargando } from '../../components/Cargando';
import { ImagenArchivo } from '../../components/ImagenArchivo';
import { SelectorTipoMapa } from '../../components/mapa/SelectorTipoMapa';
import type { TipoMapa } from '../../components/mapa/capas';
import { TituloPestana } from '../../components/TituloPestana';
import { useConfiguracion } from '../../sesion/useConfiguracion';
import { areaCalculada } from './areaCalculada';
import { MapaParcela } from './MapaParcela';
import { LADOS, nombreColindante } from './PanelColindancias';
import { filasCoordenadas } from './filasCoordenadas';
import { useParcelaPerfil } from './useParcelaPerfil';

/** 001 §2.6, §9: the page prints after 400 ms (the map's tiles settle), then the user goes back. */
export const RETRASO_IMPRESION_MS = 400;
export const TITULO_IMPRESION = 'CROQUIS POR PARCELA';

/**
 * The printed page is 80 mm × 50 mm, landscape (001 §2.6, §9). CSS `size` takes either two lengths or a name
 * with an orientation, not both: 80mm 50mm already is landscape. The shell (bar, menu, footer) and the screen
 * controls are left out of the print.
 */
const estilosImpresion = (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { size: '80mm 50mm', margin: '2mm' },
        'header, footer, .RaSidebar-root, .MuiDrawer-root, .RaNotification, .no-imprimir': { display: 'none !important' },
        '.RaLayout-appFrame': { marginTop: '0 !important', paddingTop: '0 !important' },
        '.RaLayout-content': { padding: '0 !important' },
        '.RaLayout-contentWithSidebar': { display: 'block !important' },
        body: { background: '#ffffff' },
      },
    }}
  />
);

const celda = { py: 0.25, px: 0.5, fontSize: '0.75rem', '@media print': { fontSize: '5.5pt', py: 0, px: '1mm' } } as const;

/**
 * /admin/parcelas/perfil/print/{uuid}, 'CROQUIS POR PARCELA' (001 §2.6): logos, producer, plot, municipality,
 * locality, centroid, area (the calculated one only when the cooperative's mostrar_area_calculada allows it),
 * neighbours by side, the map (satellite or terrain, default terrain) and the coordinates table. 'Imprimir'
 * prints after 400 ms and goes back.
 */
export function ParcelaImprimir() {
  const { uuid = '' } = useParams();
  const { configuracion } = useConfiguracion();
  const et = etiquetasProductor(configuracion);
  const [tipo, setTipo] = useState<TipoMapa>('terreno');
  const { parcela: p, colindancias } = useParcelaPerfil(uuid);
  const regresar = useRegresar(rutas.parcelaPerfil(uuid));
  const espera = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (espera.current) clearTimeout(espera.current);
    },
    [],
  );

  const imprimir = () => {
    espera.current = setTimeout(() => {
      window.print();
      regresar();
    }, RETRASO_IMPRESION_MS);
  };

  if (!p)
    return (
      <>
        <TituloPestana titulo="Croquis por parcela" />
        <Title title="Croquis por parcela" />
        <Cargando />
      </>
    );
  const { puntos, centro } = filasCoordenadas(p);
  const conCalculada = Number(configuracion?.mostrar_area_calculada) === 1;
  const datos: [string, string][] = [
    ['Productor', p.cuenta],
    [et.parcela, p.nombre],
    ['Municipio', p.municipio ?? '--'],
    ['Localidad', p.localidad ?? '--'],
    ['Centroide', centro ? `${formatoCoordenada(centro.lat)}, ${formatoCoordenada(centro.lng)}` : '--'],
    ['Superficie reportada', `${formatoHectareas(p.superficie)} ha`],
    ...(conCalculada
      ? [['Superficie calculada', areaCalculada(p) == null ? '--' : `${formatoHectareas(areaCalculada(p))} ha`] as [string, string]]
      : []),
  ];

  return (
    <Box sx={{ py: 2, '@media print': { py: 0 } }}>
      {estilosImpresion}
      <TituloPestana titulo="Croquis por parcela" />
      <Title title="Croquis por parcela" />
      <Stack className="no-imprimir" direction="row" useFlexGap flexWrap="wrap" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <BotonRegresar porDefecto={rutas.parcelaPerfil(uuid)} />
        <Box sx={{ flexGrow: 1 }} />
        <SelectorTipoMapa valor={tipo} onCambio={setTipo} tipos={['satelite', 'terreno']} />
        <Button variant="contained" startIcon={<PrintIcon />} onClick={imprimir}>
          Imprimir
        </Button>
      </Stack>
      <Box
        component="article"
        aria-labelledby="impresion-titulo"
        sx={{ bgcolor: 'background.paper', p: { xs: 1.5, sm: 2 }, '@media print': { p: 0, fontSize: '6pt' } }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          {p.logo && <ImagenArchivo uuid={p.logo} alt="Logo de la cooperativa" alto={40} />}
          <Typography
            id="impresion-titulo"
            component="h1"
            variant="h6"
            sx={{ flexGrow: 1, textAlign: 'center', fontWeight: 700, '@media print': { fontSize: '8pt' } }}
          >
            {TITULO_IMPRESION}
          </Typography>
          {p.certificacion_logo && <ImagenArchivo uuid={p.certificacion_logo} alt="Logo de la certificación" alto={40} />}
        </Stack>
        <Box
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1.4fr' },
            '@media print': { gridTemplateColumns: '1fr 1.4fr' },
          }}
        >
          <Table size="small" aria-label="Datos de la parcela">
            <TableBody>
              {datos.map(([k, v]) => (
                <TableRow key={k}>
                  <TableCell component="th" scope="row" sx={{ ...celda, fontWeight: 600 }}>
                    {k}
                  </TableCell>
                  <TableCell sx={celda}>{v}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <MapaParcela parcela={p} tipo={tipo} alto={300} />
        </Box>
        <Table size="small" aria-label="Colindancias" sx={{ mt: 1 }}>
          <TableHead>
            <TableRow>
              {['Lado', 'Colindante', 'Propietario'].map((t) => (
                <TableCell key={t} sx={{ ...celda, fontWeight: 600 }}>
                  {t}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {LADOS.map(({ lado, titulo }) => (
              <TableRow key={lado}>
                <TableCell component="th" scope="row" sx={celda}>
                  {titulo}
                </TableCell>
                <TableCell sx={celda}>{nombreColindante(colindancias?.[lado])}</TableCell>
                <TableCell sx={celda}>{colindancias?.[lado]?.propietario || '--'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {puntos.length > 0 && (
          <Table size="small" aria-label="Coordenadas" sx={{ mt: 1 }}>
            <TableHead>
              <TableRow>
                {['Punto', 'Latitud', 'Longitud'].map((t) => (
                  <TableCell key={t} sx={{ ...celda, fontWeight: 600 }}>
                    {t}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {puntos.map((pt) => (
                <TableRow key={pt.title}>
                  <TableCell component="th" scope="row" sx={celda}>
                    {pt.title}
                  </TableCell>
                  <TableCell sx={celda}>{formatoCoordenada(pt.lat)}</TableCell>
                  <TableCell sx={celda}>{formatoCoordenada(pt.lng)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Box>
    </Box>
  );
}
