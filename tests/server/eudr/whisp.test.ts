import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enviarAWhisp, ErrorWhisp, estadoWhisp, LOTE_WHISP, type ConfigWhisp } from '../../../server/adaptadores/whisp';
import { CLAVE_WHISP, iniciarServidorWhisp, riesgoFalso, type ServidorWhisp } from '../../falsos/servidor-whisp';
import { LIMPIA } from '../../domain/poligono/poligonos-jaltenango';
import { RIESGO_EUDR } from '@domain/eudr/riesgo';

/** The WHISP adapter against a fake server that speaks WHISP's real protocol (shared/protocols §1). */
describe('adaptador de WHISP', () => {
  let falso: ServidorWhisp;
  let config: ConfigWhisp;
  beforeAll(async () => {
    falso = await iniciarServidorWhisp();
    config = { url: falso.url, apiKey: CLAVE_WHISP };
  });
  afterAll(() => falso.cerrar());
  beforeEach(() => {
    falso.modo = 'normal';
    falso.pasosHastaTerminar = 2;
    falso.envios.length = 0;
  });

  const parcelas = (ids: string[]) => ids.map((id) => ({ id, poligono: LIMPIA }));
  const fallo = async (p: Promise<unknown>): Promise<ErrorWhisp> => {
    try {
      await p;
    } catch (e) {
      if (e instanceof ErrorWhisp) return e;
      throw e;
    }
    throw new Error('debía fallar');
  };

  it('envía en modo asíncrono con nuestro id como id externo, sondea y lee el riesgo de cada parcela', async () => {
    const envio = await enviarAWhisp(config, parcelas(['101', '107', '108']));
    expect(envio).toHaveProperty('token');
    expect(falso.envios[0]).toEqual({ features: 3, externos: ['101', '107', '108'] });
    const token = (envio as { token: string }).token;
    expect(await estadoWhisp(config, token)).toEqual({ estado: 'en-proceso', porcentaje: 50 });
    const fin = await estadoWhisp(config, token);
    if (fin.estado !== 'terminado') throw new Error('debía terminar');
    expect(fin.resultados.map((r) => [r.idExterno, r.riesgo, r.riesgoTexto])).toEqual([
      ['101', RIESGO_EUDR.BAJO, riesgoFalso('101')],
      ['107', RIESGO_EUDR.ALTO, 'high'],
      ['108', RIESGO_EUDR.FALTA_INFORMACION, 'more_info_needed'],
    ]);
    expect(fin.resultados[1].indicadores).toMatchObject({ Ind_01_treecover: 'yes', Ind_02_commodities: 'no' });
    expect(fin.resultados[0].version).toBe('3.0.0-falso');
    expect(fin.resultados[0].propiedades).toHaveProperty('risk_timber', 'low');
  });

  it('un lote vacío o mayor que el límite no se envía', async () => {
    expect((await fallo(enviarAWhisp(config, []))).codigo).toBe('lote_invalido');
    const muchas = Array.from({ length: LOTE_WHISP + 1 }, (_, i) => String(i));
    expect((await fallo(enviarAWhisp(config, parcelas(muchas)))).codigo).toBe('lote_invalido');
    expect(falso.envios).toHaveLength(0);
  });

  it('una clave inválida no se reintenta; un límite de peticiones o una caída sí', async () => {
    const clave = await fallo(enviarAWhisp({ ...config, apiKey: 'otra' }, parcelas(['1'])));
    expect([clave.codigo, clave.reintentable]).toEqual(['auth_invalid_api_key', false]);
    falso.modo = 'limite';
    const limite = await fallo(enviarAWhisp(config, parcelas(['1'])));
    expect([limite.codigo, limite.reintentable]).toEqual(['auth_rate_limit_exceeded', true]);
    falso.modo = 'error500';
    expect((await fallo(enviarAWhisp(config, parcelas(['1'])))).reintentable).toBe(true);
    falso.modo = 'basura';
    expect((await fallo(enviarAWhisp(config, parcelas(['1'])))).codigo).toBe('respuesta_invalida');
  });

  it('sin respuesta a tiempo: error reintentable', async () => {
    falso.modo = 'lento';
    const e = await fallo(enviarAWhisp(config, parcelas(['1']), { tiempoMs: 200 }));
    expect([e.codigo, e.reintentable]).toEqual(['sin_respuesta', true]);
  });

  it('un análisis que falla o que WHISP olvidó (404) se informa con su código', async () => {
    const { token } = (await enviarAWhisp(config, parcelas(['5']))) as { token: string };
    falso.modo = 'fallo-analisis';
    const e = await fallo(estadoWhisp(config, token));
    expect([e.codigo, e.reintentable]).toEqual(['analysis_error', true]);
    falso.modo = 'expira';
    const olvidado = await fallo(estadoWhisp(config, token));
    expect([olvidado.codigo, olvidado.reintentable]).toEqual(['analysis_job_not_found', false]);
  });
});
