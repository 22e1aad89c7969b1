import type { App } from '../../tipos';
import { exigirValido, invalido, noEncontrado } from '../../errores';
import { objeto, uuidParam } from '../../esquemas';
import { cuentaDestino, crearParcelas, parcelasPorProductor } from './parcelas.repository';
import { auditar } from '../auditoria/auditoria';
import { etiquetaGeolocalizacion, totalesProductor, validarParcela, validarParcelas } from '@domain/parcela';

const ETIQUETA = 'Parcelas';

const numeroOTexto = { anyOf: [{ type: 'number' }, { type: 'string', maxLength: 30 }, { type: 'null' }] } as const;
const parcelaNueva = objeto({ nombre: { type: ['string', 'null'], maxLength: 200 }, superficie: numeroOTexto, plantas: numeroOTexto });

/**
 * Spec 001 §7 sends one call per plot (uuid_cuenta, nombre, superficie, plantas); the brief's form saves the
 * whole list at once. Both shapes are accepted: `parcelas: [...]`, or the three fields of one plot.
 */
const cuerpoCrear = objeto(
  {
    uuid_cuenta: { type: 'string', format: 'uuid' },
    parcelas: { type: 'array', maxItems: 50, items: parcelaNueva },
    ...parcelaNueva.properties,
  },
  ['uuid_cuenta'],
);

type Entrada = { nombre?: string | null; superficie?: number | string | null; plantas?: number | string | null };

export function rutasParcelas(app: App): void {
  app.get(
    '/api/parcelas_por_productor/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Parcelas del productor en un ciclo (por defecto el último), con las dadas de baja',
        params: uuidParam,
        querystring: objeto({ id_ciclo: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } }),
      },
      preHandler: app.requiere('CUENTAS'),
    },
    async (req) => {
      const { uuid } = req.params as { uuid: string };
      const { id_ciclo } = req.query as { id_ciclo?: string };
      const r = await parcelasPorProductor(app.db, req.usuario.id_cooperativa, uuid, id_ciclo ? Number(id_ciclo) : null);
      if (!r) throw noEncontrado();
      const data = r.parcelas.map((p) => ({
        ...p,
        cuenta_uuid: r.cuenta.uuid,
        id_ciclo: r.cuenta.id_ciclo,
        ciclo: r.cuenta.ciclo,
        geolocalizacion: etiquetaGeolocalizacion(p),
      }));
      const t = totalesProductor(
        r.parcelas.map((p) => ({ superficie: p.superficie, plantas: p.plantas, baja: p.motivo_baja ?? p.fecha_baja })),
      );
      return { data, totales: { total_parcelas: t.parcelas, total_superficie: t.superficie, total_plantas: t.plantas } };
    },
  );

  app.post(
    '/api/admin/acopios/crear_parcela',
    {
      schema: { tags: [ETIQUETA], summary: 'Agregar parcelas a una cuenta (uuid de la cuenta o del productor)', body: cuerpoCrear },
      preHandler: app.requiere('ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO'),
    },
    async (req, reply) => {
      const b = req.body as Entrada & { uuid_cuenta: string; parcelas?: Entrada[] };
      const lista: Entrada[] = b.parcelas ?? [{ nombre: b.nombre, superficie: b.superficie, plantas: b.plantas }];
      exigirValido(b.parcelas ? validarParcelas(lista) : validarParcela(lista[0]));
      const coop = req.usuario.id_cooperativa;
      const cuenta = await cuentaDestino(app.db, coop, b.uuid_cuenta);
      if (!cuenta) throw noEncontrado();
      if (cuenta.fecha_baja) throw invalido({ uuid_cuenta: ['El productor está dado de baja en este ciclo'] });
      const limpias = lista.map((p) => ({ nombre: String(p.nombre).trim(), superficie: Number(p.superficie), plantas: Number(p.plantas) }));
      const creadas = await app.db.transaction(async (tx) => {
        const filas = await crearParcelas(tx, coop, cuenta.id, limpias);
        await auditar(tx, req.usuario, req.ip, {
          id_cooperativa: coop,
          accion: 'crear',
          entidad: 'parcelas',
          id_entidad: cuenta.uuid,
          despues: { parcelas: filas },
        });
        return filas;
      });
      return reply.status(201).send({ data: creadas, message: 'Se registró con éxito la(s) parcela(s)' });
    },
  );
}
