import { useState } from 'react';
import { Alert, Box, Button, FormControl, InputLabel, MenuItem, Select, Stack, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { rutas } from '@domain/comun/rutas';
import { Cargando } from '../../components/Cargando';
import { ImagenArchivo } from '../../components/ImagenArchivo';
import { leerEvaluacion } from '../../api/comite';
import { useConfiguracion } from '../../sesion/useConfiguracion';
import { Encabezado } from './Encabezado';
import { VistaEvaluacion, estilosImpresion } from './VistaEvaluacion';
import { OPCIONES_FORMATO, type FormatoImpresion } from './formatos';

/**
 * /admin/comite/{uuid} (spec 000 §2.10 step 3, R045): a saved evaluation, printable. The certification selector
 * (Orgánico 0 / Rainforest Alliance 1) shows only when the cooperative enables the RA format (mostrar_comite_eval_ra);
 * it switches logos, category text and footnote. 'Imprimir' prints and then goes back in history.
 */
export function PaginaComiteVer() {
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const { configuracion } = useConfiguracion();
  const conRa = Number(configuracion?.mostrar_comite_eval_ra) === 1;
  const [formato, setFormato] = useState<FormatoImpresion>('organico');
  const q = useQuery({ queryKey: ['cosecha', 'comite', uuid], queryFn: () => leerEvaluacion(uuid), retry: false });
  const e = q.data;
  if (q.isError)
    return (
      <Box sx={{ py: 2 }}>
        <Encabezado titulo="Evaluación del comité" volverA={rutas.cuentas()} volverTexto="Volver a productores" />
        <Alert severity="error">No se pudo cargar la evaluación. Vuelva al perfil del productor e intente de nuevo.</Alert>
      </Box>
    );
  if (!e) return <Cargando />;
  const ra = conRa && formato === 'ra';
  const imprimir = () => {
    window.print();
    navigate(-1);
  };
  return (
    <Box sx={{ py: 2 }}>
      {estilosImpresion}
      <Encabezado titulo="Evaluación del comité" volverA={rutas.cuentaPerfil(e.productor_uuid)} />
      <Stack className="no-imprimir" direction="row" useFlexGap flexWrap="wrap" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        {conRa && (
          <FormControl size="small" fullWidth={false} sx={{ width: 260, maxWidth: '100%' }}>
            <InputLabel id="comite-formato-etiqueta">Certificación</InputLabel>
            <Select
              labelId="comite-formato-etiqueta"
              label="Certificación"
              value={formato}
              onChange={(ev) => setFormato(ev.target.value as FormatoImpresion)}
            >
              {OPCIONES_FORMATO.map((o) => (
                <MenuItem key={o.valor} value={o.valor}>
                  {o.nombre}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        )}
        <Button variant="contained" startIcon={<PrintIcon />} onClick={imprimir}>
          Imprimir
        </Button>
      </Stack>
      <VistaEvaluacion
        formato={ra ? 'ra' : 'organico'}
        d={{
          ...e,
          condiciones: e.detalle.map((x) => ({
            condicion: x.observ_condicion,
            plazo: x.plazo,
            verif_cumplido: x.verif_cumplido,
            verif_fecha: x.verif_fecha,
          })),
        }}
        logos={
          <>
            {e.cooperativa_logo && <ImagenArchivo uuid={e.cooperativa_logo} alt={`Logo de ${e.cooperativa}`} alto={64} />}
            {ra ? (
              // No Rainforest Alliance artwork ships with the app (a trademark): its name stands in (docs/DECISIONES.md).
              <Typography
                sx={{ border: 2, borderColor: 'success.dark', color: 'success.dark', borderRadius: 1, px: 1.5, py: 0.5, fontWeight: 700 }}
              >
                Rainforest Alliance
              </Typography>
            ) : (
              e.certificacion_logo && <ImagenArchivo uuid={e.certificacion_logo} alt={`Logo de ${e.certificacion}`} alto={64} />
            )}
          </>
        }
        firma={e.firma_imagen ? <ImagenArchivo uuid={e.firma_imagen} alt="Firma de quien autoriza" alto={90} /> : null}
      />
    </Box>
  );
}
