import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { fijarPendientes } from '../../../src/offline/pendientes';
import { AvisoActualizacion } from '../../../src/offline/pwa/AvisoActualizacion';
import { anunciarVersionNueva } from '../../../src/offline/pwa/versionNueva';

describe('aviso de versión nueva', () => {
  it('no se muestra sin versión nueva; con ella, «Actualizar» solo con la bandeja vacía', async () => {
    vi.stubGlobal('navigator', { ...navigator, storage: undefined });
    fijarPendientes(2);
    render(<AvisoActualizacion />);
    expect(screen.queryByText(/Hay una versión nueva de Cosecha/)).toBeNull();

    const aplicar = vi.fn(() => new Promise<void>(() => undefined));
    act(() => anunciarVersionNueva(aplicar));
    expect(screen.getByText(/Hay una versión nueva de Cosecha\./)).toBeInTheDocument();
    expect(screen.getByText(/Envíe primero los 2 registros pendientes para actualizar\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actualizar' })).toBeDisabled();

    act(() => fijarPendientes(1));
    expect(screen.getByText(/Envíe primero el registro pendiente para actualizar\./)).toBeInTheDocument();

    act(() => fijarPendientes(0));
    expect(screen.queryByText(/Envíe primero/)).toBeNull();
    const boton = screen.getByRole('button', { name: 'Actualizar' });
    expect(boton).toBeEnabled();
    fireEvent.click(boton);
    expect(aplicar).toHaveBeenCalledTimes(1);
    expect(boton).toBeDisabled();
  });
});
