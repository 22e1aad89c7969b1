import type { AlertaGuardada, Colindancias as ColindanciasContrato, FilaParcela, PerfilParcela } from '@domain/contrato/parcelas';

/**
 * The plots' client types, all from the contract (issue 24 item 8): what the screens read is what the server answers.
 */

/**
 * A row of the plot list (spec 001 §2.3, §3 'Plot'), as `POST parcelas_all_search` answers it. The data
 * provider sets `id` to the uuid and keeps the integer as `id_num` (the ID column).
 */
export type ParcelaFila = Omit<FilaParcela, 'id'> & { id: string; id_num?: number };

/** The plot of the profile (`GET parcela_profile/{uuid}`, 001 §3 'Plot'). */
export type ParcelaDetalle = PerfilParcela;

export type Lado = keyof ColindanciasContrato;
/** Neighbour on one side (001 §3 'Neighbour per side'); the panel adds the side it is drawn on. */
export type Colindancia = NonNullable<ColindanciasContrato[Lado]> & { lado?: Lado };
export type Colindancias = Partial<Record<Lado, Colindancia | null>>;

/** A stored alert of the plot (001 §3 'Plot alert'). */
export type AlertaParcela = AlertaGuardada;
