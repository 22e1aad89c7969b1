import { existsSync } from 'node:fs';
import type { App } from '../../tipos';
import { migracionesEsperadas } from '../../db/migrate';
import { leerBase, leerDisco } from './salud.repository';
import { veredictoSalud } from '@domain/salud/estado';
import { RespuestaSalud } from '@domain/contrato/salud';
import paquete from '../../../package.json' with { type: 'json' };

/**
 * `GET /api/salud` (issue 29 item 5), for a load balancer and for whoever is on call: no session (it answers no
 * cooperative's data), never cached, 503 when this process cannot serve. The count of migrations the code brings is
 * read once: it changes only with a new release, i.e. a new process.
 */
export function rutasSalud(app: App): void {
  const esperadas = migracionesEsperadas();
  const iniciadoEn = new Date().toISOString();
  app.get(
    '/api/salud',
    {
      config: { publica: true },
      schema: {
        tags: ['Operación'],
        summary: 'Salud del proceso: base de datos, migraciones, cola de trabajos y disco (sin sesión; 503 si no puede atender)',
        response: { 200: RespuestaSalud, 503: RespuestaSalud },
      },
    },
    async (_req, reply) => {
      const carpeta = app.db.tipo === 'pglite' && existsSync(app.config.dataDir) ? app.config.dataDir : process.cwd();
      const [base, disco] = await Promise.all([leerBase(app.db), leerDisco(carpeta)]);
      const { estado, avisos } = veredictoSalud({
        baseOk: base.ok,
        migracionesAplicadas: base.aplicadas,
        migracionesEsperadas: esperadas,
        esperaMasAntiguaS: base.cola?.espera_mas_antigua_s ?? null,
        muertos: base.cola?.muertos ?? null,
        disco,
      });
      reply.header('cache-control', 'no-store');
      reply.code(estado === 'falla' ? 503 : 200);
      return {
        estado,
        avisos,
        version: paquete.version,
        iniciado_en: iniciadoEn,
        base: { ok: base.ok, tipo: app.db.tipo, ms: base.ms },
        migraciones: { aplicadas: base.aplicadas, esperadas, al_dia: base.aplicadas === esperadas },
        cola: {
          pendientes: base.cola?.pendientes ?? null,
          en_proceso: base.cola?.en_proceso ?? null,
          muertos: base.cola?.muertos ?? null,
          espera_mas_antigua_s: base.cola?.espera_mas_antigua_s ?? null,
        },
        disco: disco ? { libre_bytes: disco.libre, total_bytes: disco.total } : null,
      };
    },
  );
}
