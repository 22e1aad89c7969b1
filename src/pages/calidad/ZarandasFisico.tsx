import { Box, Button, IconButton, Paper, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import type { OpcionCalidad, ZarandaCatalogo } from '@domain/contrato/calidad';
import { CampoNumero, CampoOpcion } from './Campo';
import { filasVisibles, quitarFila } from './filas';
import { nuevaZaranda, nuevoDefecto, type Categoria, type DefectoTexto, type ZarandaTexto } from './formularioFisico';

const NOMBRE_CATEGORIA: Record<Categoria, string> = { defectos_primarios: 'primario', defectos_secundarios: 'secundario' };
const TITULO_CATEGORIA: Record<Categoria, string> = {
  defectos_primarios: 'Defectos primarios',
  defectos_secundarios: 'Defectos secundarios',
};

const zarandaGuardada = (z: ZarandaTexto) => z.id_calidad_analisis_fisicos_zaranda !== null;
const defectoGuardado = (d: DefectoTexto) => d.id_calidad_analisis_fisicos_defecto !== null;

/**
 * The sieves of the physical form (spec 002 §3 'Sieve', §4, R124): each sieve's grams of oro and its primary and
 * secondary defects. Rows are added and removed here; a stored row that is removed stays in the list with
 * eliminar = 1 (hidden) so the save deletes it. The first sieve has no delete button. Defect rows may all go: a sieve
 * without defects is a real result (a clean specialty sample), and the contract keeps primaries and secondaries apart,
 * so there is no single 'first defect row' to keep (note 'Decisions').
 */
export function ZarandasFisico({
  zarandas,
  catalogo,
  primarios,
  secundarios,
  errores,
  onCambio,
}: {
  zarandas: ZarandaTexto[];
  catalogo: readonly ZarandaCatalogo[];
  primarios: readonly OpcionCalidad[];
  secundarios: readonly OpcionCalidad[];
  errores: Record<string, string>;
  onCambio: (z: ZarandaTexto[]) => void;
}) {
  const visibles = filasVisibles(zarandas);
  const cambiarZaranda = (i: number, cambio: Partial<ZarandaTexto>) =>
    onCambio(zarandas.map((z, j) => (j === i ? { ...z, ...cambio } : z)));
  return (
    <Stack spacing={2}>
      {visibles.map(({ fila: z, indice: i }, n) => {
        const nombre = `Zaranda ${n + 1}`;
        return (
          <Paper key={z.clave} variant="outlined" sx={{ p: 1.5 }} component="fieldset" aria-label={nombre} data-zaranda={n + 1}>
            <Stack direction="row" alignItems="center" justifyContent="space-between">
              <Typography component="legend" fontWeight="bold" sx={{ p: 0 }}>
                {nombre}
              </Typography>
              {i !== 0 && (
                <IconButton
                  aria-label={`Quitar ${nombre.toLowerCase()}`}
                  onClick={() => onCambio(quitarFila(zarandas, i, zarandaGuardada, true))}
                >
                  <DeleteIcon />
                </IconButton>
              )}
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} gap={{ xs: 0, sm: 2 }} sx={{ mt: 1 }}>
              <CampoOpcion
                etiqueta="Zaranda"
                valor={z.id_zaranda}
                opciones={catalogo}
                requerido
                error={errores[`zarandas.${i}.id_zaranda`]}
                onCambio={(v) => cambiarZaranda(i, { id_zaranda: v })}
              />
              <CampoNumero
                etiqueta="Peso en la zaranda (g)"
                valor={z.valor}
                requerido
                error={errores[`zarandas.${i}.valor`]}
                onCambio={(v) => cambiarZaranda(i, { valor: v })}
              />
            </Stack>
            {(['defectos_primarios', 'defectos_secundarios'] as const).map((cat) => (
              <Defectos
                key={cat}
                zaranda={nombre}
                prefijo={`zarandas.${i}.${cat}`}
                categoria={cat}
                filas={z[cat]}
                opciones={cat === 'defectos_primarios' ? primarios : secundarios}
                errores={errores}
                onCambio={(filas) => cambiarZaranda(i, { [cat]: filas })}
              />
            ))}
          </Paper>
        );
      })}
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => onCambio([...zarandas, nuevaZaranda()])}>
          Agregar zaranda
        </Button>
      </Box>
    </Stack>
  );
}

function Defectos({
  zaranda,
  prefijo,
  categoria,
  filas,
  opciones,
  errores,
  onCambio,
}: {
  zaranda: string;
  prefijo: string;
  categoria: Categoria;
  filas: DefectoTexto[];
  opciones: readonly OpcionCalidad[];
  errores: Record<string, string>;
  onCambio: (f: DefectoTexto[]) => void;
}) {
  const visibles = filasVisibles(filas);
  const tipo = NOMBRE_CATEGORIA[categoria];
  const cambiar = (j: number, cambio: Partial<DefectoTexto>) => onCambio(filas.map((d, k) => (k === j ? { ...d, ...cambio } : d)));
  return (
    <Box sx={{ mt: 1 }} role="group" aria-label={`${TITULO_CATEGORIA[categoria]} de la ${zaranda.toLowerCase()}`}>
      <Typography variant="subtitle2" component="h3">
        {TITULO_CATEGORIA[categoria]}
      </Typography>
      {visibles.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Sin defectos {tipo}s. Agréguelos si la muestra los tiene.
        </Typography>
      )}
      {visibles.map(({ fila: d, indice: j }, n) => (
        <Stack
          key={d.clave}
          direction={{ xs: 'column', sm: 'row' }}
          gap={{ xs: 0, sm: 1.5 }}
          alignItems={{ sm: 'flex-start' }}
          sx={{ mt: 1, pl: { sm: 1 }, borderLeft: { xs: 3, sm: 0 }, borderColor: 'divider', pb: { xs: 1, sm: 0 } }}
        >
          <CampoOpcion
            etiqueta={`Defecto ${tipo} ${n + 1}`}
            valor={d.id_tipo_mancha}
            opciones={opciones}
            requerido
            error={errores[`${prefijo}.${j}.id_tipo_mancha`]}
            onCambio={(v) => cambiar(j, { id_tipo_mancha: v })}
            sx={{ minWidth: 220, flex: 2 }}
          />
          <CampoNumero
            etiqueta="Granos"
            valor={d.no_granos}
            requerido
            error={errores[`${prefijo}.${j}.no_granos`]}
            onCambio={(v) => cambiar(j, { no_granos: v })}
            sx={{ flex: 1 }}
          />
          <CampoNumero
            etiqueta="Gramos"
            valor={d.gramos}
            requerido
            error={errores[`${prefijo}.${j}.gramos`]}
            onCambio={(v) => cambiar(j, { gramos: v })}
            sx={{ flex: 1 }}
          />
          <IconButton
            aria-label={`Quitar defecto ${tipo} ${n + 1} de la ${zaranda.toLowerCase()}`}
            onClick={() => onCambio(quitarFila(filas, j, defectoGuardado, false))}
            sx={{ alignSelf: { xs: 'flex-end', sm: 'flex-start' } }}
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Button size="small" startIcon={<AddIcon />} onClick={() => onCambio([...filas, nuevoDefecto()])}>
        Agregar defecto {tipo}
      </Button>
    </Box>
  );
}
