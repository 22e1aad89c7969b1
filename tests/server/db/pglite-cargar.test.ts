import { describe, expect, it } from 'vitest';
import { abrirPglite, volcarPglite } from '../../../server/db/pglite';

/**
 * Opening PGlite from a saved folder's bytes already in memory (`cargar` as an ArrayBuffer): the API suite opens
 * every file's database from the same template bytes, so a database must never write into them.
 */
describe('abrir PGlite desde bytes en memoria', () => {
  it('cada base abierta de los mismos bytes empieza igual: lo que una escribe no llega a los bytes ni a la siguiente', async () => {
    const origen = await abrirPglite(null);
    await origen.script('CREATE TABLE t (x int); INSERT INTO t VALUES (1);');
    const bytes = await (await volcarPglite(origen)).arrayBuffer();
    await origen.close();
    const copia = new Uint8Array(bytes.slice(0));

    const primera = await abrirPglite(null, { cargar: bytes, sharedBuffers: '16MB' });
    await primera.script('INSERT INTO t VALUES (2); CHECKPOINT;');
    expect(await primera.query('SELECT x FROM t ORDER BY x')).toEqual([{ x: 1 }, { x: 2 }]);
    const [{ shared_buffers }] = await primera.query<{ shared_buffers: string }>('SHOW shared_buffers');
    expect(shared_buffers).toBe('16MB');
    await primera.close();

    // Compared as buffers: a deep equality of two 50 MB arrays would exhaust the worker's memory.
    expect(Buffer.compare(new Uint8Array(bytes), copia)).toBe(0);
    const segunda = await abrirPglite(null, { cargar: bytes });
    expect(await segunda.query('SELECT x FROM t ORDER BY x')).toEqual([{ x: 1 }]);
    await segunda.close();
  });
});
