import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CatRiesgoEudr, RegistroRiesgoEudr } from '@domain/contrato/eudr';
import { FormularioRiesgoEudr } from '../../../src/resources/parcelas/eudr/FormularioRiesgoEudr';
import { pintar, servidorFalso, sesionDe } from './entorno';

/**
 * The risk-change form of a plot's EUDR tab (spec 001 §5, R069) with the spec's examples: both fields required with
 * their messages, each attachment at most 2 MB (2,097,152 bytes pass, one more byte is dropped with the warning),
 * images only image/*, documents PDF/Word/Excel, the previous evidence kept unless removed.
 */
const CATALOGO: CatRiesgoEudr[] = [
  { id: 1, nombre: 'Alto', color: '#d32f2f' },
  { id: 2, nombre: 'Medio', color: '#f9a825' },
  { id: 3, nombre: 'Bajo', color: '#2e7d32' },
];
const PARCELA = 'b0000000-0000-4000-8000-000000000001';
const MB2 = 2 * 1024 * 1024;

function abrir(actual: RegistroRiesgoEudr | null = null) {
  sesionDe({ permisos: ['PARCELAS_EUDR_RIESGO'] });
  const servidor = servidorFalso({
    'GET cat_riesgo_eudr': CATALOGO,
    'POST parcela_eudr_risk': { uuid: PARCELA },
  });
  const onGuardado = vi.fn();
  pintar(<FormularioRiesgoEudr parcela={PARCELA} actual={actual} onCancelar={() => undefined} onGuardado={onGuardado} />);
  return { servidor, onGuardado };
}
const archivo = (nombre: string, bytes: number, type: string) => new File([new Uint8Array(bytes)], nombre, { type });
const adjuntar = (etiqueta: string, ...archivos: File[]) =>
  fireEvent.change(screen.getByLabelText(etiqueta), { target: { files: archivos } });
const guardar = () => fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));

describe('R069: el formulario de cambio de riesgo', () => {
  it('sin nivel ni justificación dice qué falta y no envía nada', async () => {
    const { servidor } = abrir();
    guardar();
    expect(await screen.findByText('Debes seleccionar un nivel de riesgo')).toBeInTheDocument();
    expect(screen.getByLabelText('Justificación')).toHaveAccessibleDescription('La justificación es obligatoria');
    expect(servidor.peticiones.filter((p) => p.ruta === 'parcela_eudr_risk')).toEqual([]);
  });

  it('ejemplos 1 y 2: un archivo de 2,097,152 bytes pasa; informe.pdf de un byte más se quita con el aviso', async () => {
    abrir();
    adjuntar('Documentos de evidencia', archivo('justo.pdf', MB2, 'application/pdf'), archivo('informe.pdf', MB2 + 1, 'application/pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent('Archivo demasiado grande. El archivo informe.pdf excede el límite de 2MB');
    expect(screen.getByRole('button', { name: 'justo.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'informe.pdf' })).not.toBeInTheDocument();
  });

  it('ejemplo 3: notas.txt no es un documento aceptado; una imagen ha de ser image/*', () => {
    abrir();
    adjuntar('Documentos de evidencia', archivo('notas.txt', 10, 'text/plain'));
    expect(screen.getByRole('alert')).toHaveTextContent('El archivo notas.txt no es un documento PDF, Word o Excel');
    adjuntar('Imágenes de evidencia', archivo('foto.pdf', 10, 'application/pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent('El archivo foto.pdf no es una imagen');
    expect(screen.queryByRole('button', { name: /notas\.txt|foto\.pdf/ })).not.toBeInTheDocument();
  });

  it('ejemplo 4: la evidencia anterior (a.jpg;b.jpg) se muestra y se conserva salvo la que se quita; envía nivel, justificación y archivos', async () => {
    const { servidor, onGuardado } = abrir({
      uuid: 'r-1',
      cat_riesgo_eudr: CATALOGO[1],
      justificacion: 'Visita de campo',
      imagenes: 'a.jpg;b.jpg',
      documentos: '',
      usuario: 'Ana',
      created_at: '2026-01-10T12:00:00Z',
    });
    // the current level is preselected
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Nivel de riesgo' })).toHaveTextContent('Medio'));
    expect(screen.getByText('Evidencia anterior que se conserva (quite la que ya no aplique):')).toBeInTheDocument();
    const segunda = screen.getByRole('button', { name: 'Imagen 2' });
    // a chip is taken off with its keyboard's Delete, as with its cross
    fireEvent.keyUp(segunda, { key: 'Delete' });
    expect(screen.queryByRole('button', { name: 'Imagen 2' })).not.toBeInTheDocument();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Nivel de riesgo' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Bajo' }));
    fireEvent.change(screen.getByLabelText('Justificación'), { target: { value: '  Sin deforestación tras la visita  ' } });
    adjuntar('Imágenes de evidencia', archivo('parcela.png', 1000, 'image/png'));
    guardar();
    await waitFor(() => expect(onGuardado).toHaveBeenCalled());
    const envio = servidor.peticiones.find((p) => p.ruta === 'parcela_eudr_risk')!.cuerpo as FormData;
    expect(Object.fromEntries([...envio.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : (v as File).name]))).toEqual({
      uuid: PARCELA,
      id_riesgo_eudr: '3',
      justificacion: 'Sin deforestación tras la visita',
      imagenes_previas: 'a.jpg',
      documentos_previos: '',
      'imagenes[0]': 'parcela.png',
    });
  });
});
