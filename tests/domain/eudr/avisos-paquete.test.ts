import { describe, expect, it } from 'vitest';
import { avisosPaquete, type ParcelaAvisos, type ProductorAvisos } from '@domain/eudr/avisos-paquete';

const productor = (nombre: string, cambios: Partial<ProductorAvisos> = {}): ProductorAvisos => ({
  uuid: `u-${nombre}`,
  nombre,
  fuera: [],
  sinParcelas: false,
  sancion: null,
  ...cambios,
});
const parcela = (nombre: string, de: string, cambios: Partial<ParcelaAvisos> = {}): ParcelaAvisos => ({
  uuid: `x-${nombre}`,
  nombre,
  productor: de,
  productor_uuid: `u-${de}`,
  tienePoligono: true,
  riesgoWhisp: 3,
  riesgoUsuario: null,
  alertasError: 0,
  areas: [],
  ...cambios,
});

describe('avisosPaquete', () => {
  it('sin nada que señalar, ningún aviso', () => {
    expect(avisosPaquete([productor('Ana')], [parcela('El Cafetal', 'Ana')])).toEqual([]);
  });

  it('parcelas fuera: una oración por productor con cuántas y por qué', () => {
    const [a] = avisosPaquete(
      [
        productor('Juan Pérez', {
          fuera: [
            { uuid: 'm', nombre: 'El Moño', texto: 'Redondeado a 6 decimales, el polígono se cruza a sí mismo (forma de moño).' },
            { uuid: 'g', nombre: 'La Grande', texto: 'La parcela mide más de 4 ha y no tiene polígono: la UE exige el polígono.' },
          ],
        }),
      ],
      [],
    );
    expect(a).toEqual({
      tipo: 'parcelas_fuera',
      productor: 'Juan Pérez',
      productor_uuid: 'u-Juan Pérez',
      parcela: null,
      parcela_uuid: null,
      texto:
        'Juan Pérez entregó en el lote y 2 de sus parcelas quedan fuera del archivo TRACES: El Moño (Redondeado a 6 decimales, el polígono se cruza a sí mismo (forma de moño)); La Grande (La parcela mide más de 4 ha y no tiene polígono: la UE exige el polígono).',
    });
    const [uno] = avisosPaquete([productor('Ana', { fuera: [{ uuid: 'm', nombre: 'El Moño', texto: 'Se cruza.' }] })], []);
    expect(uno.texto).toBe('Ana entregó en el lote y 1 de sus parcelas queda fuera del archivo TRACES: El Moño (Se cruza).');
    expect([uno.parcela, uno.parcela_uuid]).toEqual(['El Moño', 'm']);
  });

  it('un productor con entregas y sin parcelas en el padrón confirmado del ciclo también queda fuera', () => {
    expect(avisosPaquete([productor('Rosa', { sinParcelas: true })], [])[0].texto).toBe(
      'Rosa entregó en el lote y no tiene parcelas vigentes en el padrón confirmado del ciclo: ninguna entra en el archivo TRACES.',
    );
  });

  it('riesgo alto: el de la persona manda sobre el de WHISP', () => {
    const avisos = avisosPaquete(
      [],
      [
        parcela('A', 'Ana', { riesgoWhisp: 1 }),
        parcela('B', 'Ana', { riesgoWhisp: 1, riesgoUsuario: 3 }),
        parcela('C', 'Ana', { riesgoWhisp: 3, riesgoUsuario: 1 }),
        parcela('D', 'Ana', { riesgoWhisp: 4 }),
      ],
    );
    expect(avisos.map((a) => a.texto)).toEqual([
      'La parcela A de Ana tiene riesgo EUDR Alto (resultado preliminar de WHISP).',
      'La parcela C de Ana tiene riesgo EUDR Alto (asignado por una persona).',
    ]);
    expect(avisos.every((a) => a.tipo === 'riesgo_alto')).toBe(true);
  });

  it('área protegida: la nombra con sus hectáreas', () => {
    const avisos = avisosPaquete(
      [],
      [
        parcela('La Invasión', 'Pedro', {
          areas: [
            { nombre: 'Reserva de la Biosfera El Triunfo', hectareas: 1.234 },
            { nombre: 'Cañón del Sumidero', hectareas: 0.0042 },
          ],
        }),
      ],
    );
    expect(avisos.map((a) => a.texto)).toEqual([
      'La parcela La Invasión de Pedro se encima con el área natural protegida Cañón del Sumidero en 0.0042 ha.',
      'La parcela La Invasión de Pedro se encima con el área natural protegida Reserva de la Biosfera El Triunfo en 1.23 ha.',
    ]);
    expect(avisos[0]).toMatchObject({ tipo: 'area_protegida', parcela: 'La Invasión', parcela_uuid: 'x-La Invasión' });
  });

  it('sancionado por el comité, con las fechas de la sanción cuando las hay', () => {
    expect(avisosPaquete([productor('Luis', { sancion: { inicio: '2026-01-10', termino: '2026-06-30' } })], [])[0].texto).toBe(
      'El comité sancionó a Luis en el ciclo del lote del 2026-01-10 al 2026-06-30.',
    );
    expect(avisosPaquete([productor('Luis', { sancion: { inicio: null, termino: null } })], [])[0].texto).toBe(
      'El comité sancionó a Luis en el ciclo del lote.',
    );
  });

  it('ordenados por tipo, luego productor y parcela', () => {
    const avisos = avisosPaquete(
      [productor('Zoila', { sancion: { inicio: null, termino: null } }), productor('Beto', { sinParcelas: true })],
      [parcela('B2', 'Ángel', { riesgoWhisp: 1 }), parcela('B1', 'Ángel', { riesgoWhisp: 1, areas: [{ nombre: 'X', hectareas: 2 }] })],
    );
    expect(avisos.map((a) => [a.tipo, a.productor, a.parcela])).toEqual([
      ['parcelas_fuera', 'Beto', null],
      ['riesgo_alto', 'Ángel', 'B1'],
      ['riesgo_alto', 'Ángel', 'B2'],
      ['area_protegida', 'Ángel', 'B1'],
      ['sancionado', 'Zoila', null],
    ]);
  });
});
