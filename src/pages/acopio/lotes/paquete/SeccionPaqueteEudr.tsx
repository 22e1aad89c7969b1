import { useState } from 'react';
import { Alert, Box, Button, Checkbox, CircularProgress, Divider, FormControlLabel, Link, Stack, Typography } from '@mui/material';
import ArchiveIcon from '@mui/icons-material/Archive';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { textoMonto } from '@domain/acopio/cantidades';
import { parteDeNombre } from '@domain/comun/descargas';
import type { Lote } from '@domain/contrato/acopio-lotes';
import type { PreparacionPaquete } from '@domain/contrato/eudr-paquete';
import { muestraEudr } from '@domain/eudr/riesgo';
import { generarPaquete, preparacionPaquete } from '../../../../api/eudr-paquete';
import { Cargando } from '../../../../components/Cargando';
import { guardarArchivo } from '../../../../components/useDescarga';
import { useConfiguracion } from '../../../../sesion/useConfiguracion';
import { useFormatoFecha } from '../../../../sesion/useFormatoFecha';
import { usePuede } from '../../../../sesion/usePuede';
import { DialogoRevision } from '../AccionesTracesLote';
import { AvisosPaquete } from './AvisosPaquete';
import { PaquetesHechos } from './PaquetesHechos';
import { ReferenciaImportador } from './ReferenciaImportador';

export const clavePaquete = (uuid: string) => ['acopio', 'lote', uuid, 'paquete_eudr'];

/** What an HTTP failure says: the server's Spanish message, or a general one. */
const mensajeDe = (e: unknown, general: string) => (e instanceof Error && e.message ? e.message : general);

/**
 * 'Paquete EUDR para el importador' (issue 23) in the lot's panel: what the package would carry, the warnings that
 * would weaken the importer's assessment, 'Descargar paquete' (with warnings, only once the person accepts them: the
 * server refuses otherwise), the packages made, and the importer's reference. Only for cooperatives with EUDR and
 * users with EUDR_PAQUETE (the server answers 403 anyway).
 */
export function SeccionPaqueteEudr({ lote }: { lote: Lote }) {
  const puede = usePuede('EUDR_PAQUETE');
  const { configuracion } = useConfiguracion();
  if (!puede || !muestraEudr(configuracion ? configuracion.usa_eudr : undefined)) return null;
  return <Paquete lote={lote} />;
}

function Paquete({ lote }: { lote: Lote }) {
  const q = useQuery({ queryKey: clavePaquete(lote.uuid), queryFn: () => preparacionPaquete(lote.uuid), retry: false });
  return (
    <Box component="section" aria-labelledby="titulo-paquete-eudr">
      <Divider sx={{ mb: 2 }} />
      <Typography id="titulo-paquete-eudr" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        Paquete EUDR para el importador
      </Typography>
      {q.isPending && <Cargando />}
      {/* a lot with no plots is a 422 with the server's sentence: it says what to do */}
      {q.isError && (
        <Alert severity="info">{mensajeDe(q.error, 'No se pudo preparar el paquete. Cierre el panel e intente de nuevo.')}</Alert>
      )}
      {q.data && <ContenidoPaquete lote={lote} p={q.data} />}
    </Box>
  );
}

function ContenidoPaquete({ lote, p }: { lote: Lote; p: PreparacionPaquete }) {
  const fecha = useFormatoFecha();
  const [revisar, setRevisar] = useState(false);
  const periodo =
    p.primera_entrega == null
      ? 'Sin entregas'
      : p.primera_entrega === p.ultima_entrega
        ? fecha(p.primera_entrega)
        : `${fecha(p.primera_entrega)} al ${fecha(p.ultima_entrega)}`;
  return (
    <Stack spacing={2}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.25 }}>
        <Cifra etiqueta="Producto">
          {p.producto} (SA {p.codigo_hs}), {p.pais}
        </Cifra>
        <Cifra etiqueta="Peso neto">{textoMonto(p.peso_neto)} kg</Cifra>
        <Cifra etiqueta="Periodo de entregas">{periodo}</Cifra>
        <Cifra etiqueta="Productores">{p.productores}</Cifra>
        <Cifra etiqueta="Parcelas en el archivo">{p.parcelas}</Cifra>
        <Cifra etiqueta="Parcelas fuera">
          {p.parcelas_fuera}
          {p.parcelas_fuera > 0 && (
            <>
              {' · '}
              <Link component="button" type="button" variant="body2" onClick={() => setRevisar(true)} sx={{ verticalAlign: 'baseline' }}>
                Ver la revisión TRACES
              </Link>
            </>
          )}
        </Cifra>
      </Box>
      {revisar && <DialogoRevision lote={lote} onCerrar={() => setRevisar(false)} />}
      <AvisosPaquete avisos={p.avisos} />
      <Descargar lote={lote} p={p} />
      <PaquetesHechos paquetes={p.paquetes} />
      {p.paquetes.length > 0 && <ReferenciaImportador lote={lote} paquetes={p.paquetes} />}
    </Stack>
  );
}

function Cifra({ etiqueta, children }: { etiqueta: string; children: React.ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {etiqueta}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {children}
      </Typography>
    </>
  );
}

/** 'Descargar paquete': with warnings, the acceptance first; the zip saved under the server's name. */
function Descargar({ lote, p }: { lote: Lote; p: PreparacionPaquete }) {
  const cliente = useQueryClient();
  const [acepta, setAcepta] = useState(false);
  const [generando, setGenerando] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [hecho, setHecho] = useState<string | null>(null);
  const conAvisos = p.avisos.length > 0;

  const descargar = async () => {
    setGenerando(true);
    setError(null);
    setHecho(null);
    try {
      const r = await generarPaquete(lote.uuid, { aceptar_avisos: conAvisos && acepta }, `paquete_eudr_${parteDeNombre(lote.nombre)}.zip`);
      guardarArchivo(r.blob, r.nombre);
      setHecho(r.sha256 ? `Paquete generado (SHA-256 ${r.sha256.slice(0, 12)}…).` : 'Paquete generado.');
      setAcepta(false);
    } catch (e) {
      setError(mensajeDe(e, 'No se pudo generar el paquete. Intente de nuevo.'));
    }
    setGenerando(false);
    // the package made is listed, and the warnings may have changed meanwhile
    await cliente.invalidateQueries({ queryKey: clavePaquete(lote.uuid) });
  };

  // nothing would go in the file: the server refuses (422), so the section says what is missing instead of a button
  if (p.parcelas === 0)
    return (
      <Alert severity="info">
        {p.productores === 0
          ? 'Este lote aún no tiene entregas: el paquete se genera cuando tenga entregas de productores con parcelas.'
          : 'Ninguna parcela de los productores del lote va en el archivo TRACES. Corrija sus croquis (vea la revisión TRACES) para generar el paquete.'}
      </Alert>
    );
  return (
    <Box>
      {conAvisos && (
        <FormControlLabel
          control={<Checkbox checked={acepta} onChange={(e) => setAcepta(e.target.checked)} disabled={generando} />}
          label="Acepto generar el paquete con estos avisos; quedarán en el resumen"
          sx={{ mb: 1, alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.5 } }}
        />
      )}
      <Button
        variant="contained"
        size="small"
        onClick={() => void descargar()}
        disabled={generando || (conAvisos && !acepta)}
        aria-busy={generando}
        startIcon={generando ? <CircularProgress size={16} aria-hidden /> : <ArchiveIcon />}
      >
        {generando ? 'Generando el paquete…' : 'Descargar paquete'}
      </Button>
      <Box role="status" aria-live="polite">
        {hecho && (
          <Alert severity="success" sx={{ mt: 1 }}>
            {hecho}
          </Alert>
        )}
      </Box>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
