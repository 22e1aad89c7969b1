import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const alias = { '@domain': fileURLToPath(new URL('./domain', import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    // Two workers on the 2-core machines this runs on (API_HILOS to measure others).
    maxWorkers: Number(process.env.API_HILOS ?? 2),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/domain/**/*.test.ts', 'tests/client/**/*.test.{ts,tsx}'],
          exclude: ['tests/client/componentes/**'],
          environment: 'node',
        },
      },
      {
        // The forms rendered in jsdom with Testing Library (issue 24 item 11): a rule of domain/ that a person meets
        // field by field is proved here without a browser or a server, so the browser suite keeps to journeys. Not in
        // milliseconds: a MUI form re-render costs about 0.4 s of CPU in jsdom.
        resolve: { alias },
        test: {
          name: 'componentes',
          include: ['tests/client/componentes/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/client/componentes/preparar.ts'],
          // A re-render of the delivery form costs about 0.4 s of CPU in jsdom (MUI); at a load average of 11 on the
          // shared 2-core machine a test of a dozen fields took 20–30 s of wall time.
          testTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // Generous: the machine is shared, and a test that opens two new PGlite folders (initdb twice,
          // db/candado.test.ts) took 83 s at a load average of 25 on 2 cores.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Each file has its own database, started from the run's template (tests/server/plantilla.ts), so
          // files run in parallel.
          globalSetup: ['tests/server/plantilla.ts'],
          // The server's modules (Fastify, the contracts, Ajv's compiled validators) load once per worker, not once
          // per file: the files share no state but the code, each builds its own app on its own database.
          isolate: false,
        },
      },
    ],
  },
});
