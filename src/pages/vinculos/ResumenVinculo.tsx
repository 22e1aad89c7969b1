import type { ReactNode } from 'react';
import { Card, CardContent, Stack } from '@mui/material';
import type { FormularioVincular } from '@domain/contrato/vinculos';
import { Dato } from '../../components/TarjetaDatos';
import { InsigniaTipo } from './ListaFormularios';
import { resumenTipos } from './textos';

/** What the confirm steps are about to link: the destination, and the chosen forms by type. */
export function ResumenVinculo({ children, formularios }: { children: ReactNode; formularios: FormularioVincular[] }) {
  return (
    <Card component="section" aria-label="Resumen">
      <CardContent>
        <Stack spacing={1.5}>
          {children}
          {formularios.length > 0 && (
            <Dato etiqueta={`Formularios (${resumenTipos(formularios)})`}>
              <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {formularios.map((f) => (
                  <Stack component="li" key={f.id} direction="row" spacing={1} alignItems="center">
                    <InsigniaTipo tipo={f.form_type} />
                    <span>{`N.º ${f.id}${f.parcela_nombre_otro ? ` · ${f.parcela_nombre_otro}` : ''}`}</span>
                  </Stack>
                ))}
              </Stack>
            </Dato>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
