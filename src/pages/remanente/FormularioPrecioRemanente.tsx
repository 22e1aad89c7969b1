import { useState } from 'react';
import { MenuItem, TextField, Typography } from '@mui/material';
import { aTexto } from '@domain/acopio/cantidades';
import { leerFormularioPrecio } from '@domain/remanente/formularios';
import type { CategoriaRemanente, FilaPrecioRemanente, RespuestaPrecioRemanente } from '@domain/contrato/remanente';
import { editarPrecioRemanente, registrarPrecioRemanente } from '../../api/remanente';
import { erroresDelServidor } from '../../components/erroresServidor';
import { FormularioPanel } from '../acopio/FormularioPanel';
import { PanelLateral } from '../acopio/PanelLateral';
import { AvisoServidor, esObsoleto } from './AvisoServidor';

const CAMPOS = ['id_cat_certificacion', 'precio_por_kg'] as const;

/**
 * The surplus price of a category in the cycle (spec 002 §2.8 'edit price', §5 'Surplus price'): a side panel with
 * the category and the price per unit, checked as typed by the rule the server applies (domain/remanente). Editing
 * sends the version it loaded: a price changed meanwhile is the 409 with 'Recargar'. Receipts already generated keep
 * their price until they are generated again (the panel says so).
 */
export function FormularioPrecioRemanente({
  abierto,
  idCiclo,
  categorias,
  precio,
  categoriaInicial,
  unidad,
  onCerrar,
  onGuardado,
  onRecargar,
}: {
  abierto: boolean;
  idCiclo: number;
  categorias: CategoriaRemanente[];
  /** The price being edited; null registers a new one. */
  precio: FilaPrecioRemanente | null;
  categoriaInicial: number | null;
  unidad: string;
  onCerrar: () => void;
  onGuardado: (r: RespuestaPrecioRemanente) => void;
  onRecargar: () => void;
}) {
  const titulo = precio ? `Editar precio remanente: ${precio.categoria}` : 'Registrar precio remanente';
  return (
    <PanelLateral abierto={abierto} titulo={titulo} onCerrar={onCerrar}>
      {abierto && (
        <Contenido
          idCiclo={idCiclo}
          categorias={categorias}
          precio={precio}
          categoriaInicial={categoriaInicial}
          unidad={unidad}
          onCerrar={onCerrar}
          onGuardado={onGuardado}
          onRecargar={onRecargar}
        />
      )}
    </PanelLateral>
  );
}

function Contenido({
  idCiclo,
  categorias,
  precio,
  categoriaInicial,
  unidad,
  onCerrar,
  onGuardado,
  onRecargar,
}: {
  idCiclo: number;
  categorias: CategoriaRemanente[];
  precio: FilaPrecioRemanente | null;
  categoriaInicial: number | null;
  unidad: string;
  onCerrar: () => void;
  onGuardado: (r: RespuestaPrecioRemanente) => void;
  onRecargar: () => void;
}) {
  const [categoria, setCategoria] = useState<number | ''>(precio?.id_cat_certificacion ?? categoriaInicial ?? '');
  const [texto, setTexto] = useState(precio ? aTexto(precio.precio) : '');
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [obsoleto, setObsoleto] = useState(false);
  const [enviando, setEnviando] = useState(false);

  const enviar = async () => {
    const l = leerFormularioPrecio(categoria === '' ? null : categoria, texto);
    setErrores(l.errores);
    setGeneral(null);
    if (!l.datos) return;
    setEnviando(true);
    try {
      const cuerpo = { id_ciclo: idCiclo, ...l.datos };
      onGuardado(
        precio
          ? await editarPrecioRemanente(precio.precio_id, { ...cuerpo, id_ciclo: precio.id_ciclo, version: precio.version })
          : await registrarPrecioRemanente(cuerpo),
      );
    } catch (e) {
      const r = erroresDelServidor(e, CAMPOS);
      setErrores(r.porCampo);
      setGeneral(r.general);
      setObsoleto(esObsoleto(e));
      setEnviando(false);
    }
  };

  return (
    <FormularioPanel accion="Guardar" enviando={enviando} onEnviar={enviar} onCerrar={onCerrar}>
      <TextField
        select
        label="Categoría"
        value={categoria}
        onChange={(e) => setCategoria(Number(e.target.value))}
        error={!!errores.id_cat_certificacion}
        helperText={errores.id_cat_certificacion ?? ' '}
        required
        disabled={!!precio}
      >
        {categorias.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.nombre}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={`Precio por ${unidad}`}
        value={texto}
        onChange={(e) => setTexto(e.target.value)}
        error={!!errores.precio_por_kg}
        helperText={errores.precio_por_kg ?? 'En pesos, con hasta dos decimales'}
        required
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
      />
      <Typography variant="body2" color="text.secondary">
        Los recibos ya generados conservan su precio hasta generarlos otra vez; los pagos editados a mano no cambian.
      </Typography>
      <AvisoServidor mensaje={general} obsoleto={obsoleto} onRecargar={onRecargar} />
    </FormularioPanel>
  );
}
