import { createServer } from 'node:net';

/** A loopback port free right now, for a real server process a test starts (its PORT). */
export function puertoLibre(): Promise<number> {
  return new Promise((listo, falla) => {
    const s = createServer();
    s.once('error', falla);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => listo(port));
    });
  });
}
