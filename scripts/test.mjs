// `npm test`: every check the README lists (format, types, lint, unit, API on PGlite and on PostgreSQL when
// TEST_DATABASE_URL is set, browser), grouped so that steps that leave a core idle run side by side on a 2-core
// machine. Each step prints its wall and CPU seconds, so every run is also a measurement (docs/DECISIONES.md,
// 'velocidad'). The first failing group stops the run with its exit code, as the old `a && b && …` chain did.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { prepararPruebas } from './preparar-pruebas.mjs';

// Chromium, poppler and a local PostgreSQL, brought or started where they can be (or a stop with the command to run).
const entorno = await prepararPruebas();
const { TEST_DATABASE_URL, ...sinPostgres } = entorno;

/** CPU seconds of this process's finished children (and theirs), from /proc; null where there is no /proc. */
function cpuHijos() {
  try {
    const campos = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // Fields 16 and 17 of stat (cutime, cstime), counted from field 3 here; clock ticks, 100 a second on Linux.
    return (Number(campos[13]) + Number(campos[14])) / 100;
  } catch {
    return null;
  }
}

/**
 * Runs one command. `guardar`: its output is kept and printed whole when it ends, so two commands running together
 * do not interleave their lines; otherwise it goes straight to the terminal.
 */
function correr({ nombre, orden, env = entorno, guardar = false }) {
  return new Promise((listo) => {
    const hijo = spawn(orden[0], orden.slice(1), { stdio: guardar ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
    const salida = [];
    if (guardar) {
      hijo.stdout.on('data', (d) => salida.push(d));
      hijo.stderr.on('data', (d) => salida.push(d));
    }
    hijo.on('close', (codigo) => {
      if (guardar && salida.length) process.stdout.write(`\n── ${nombre}\n${Buffer.concat(salida).toString()}`);
      listo({ nombre, codigo: codigo ?? 1 });
    });
  });
}

const npm = (script) => ['npm', 'run', '--silent', script];
const grupos = [
  // Three single-threaded tools: together they take as long as the slowest.
  [
    { nombre: 'tipos (tsc)', orden: npm('typecheck'), guardar: true },
    { nombre: 'lint (eslint)', orden: npm('lint'), guardar: true },
    { nombre: 'formato (prettier)', orden: npm('format:check'), guardar: true },
  ],
  [{ nombre: 'unitarias', orden: npm('test:unit') }],
  [{ nombre: 'API sobre PGlite', orden: ['npx', 'vitest', 'run', '--project', 'api'], env: sinPostgres }],
  [{ nombre: 'cliente (vite build, si dist/ no está al día)', orden: ['node', 'scripts/build-if-needed.mjs'] }],
  // the first screen's JavaScript against its budget, read from the dist/ just built (under a second)
  [{ nombre: 'tamaño del cliente', orden: ['node', 'scripts/tamano-cliente.mjs'] }],
  [
    { nombre: 'navegador (Playwright)', orden: ['npx', 'playwright', 'test'] },
    // The browser suite keeps about 1.3 of the 2 cores busy (it mostly waits on pages): the PostgreSQL pass runs
    // beside it on one worker, its output printed whole when it ends.
    ...(TEST_DATABASE_URL
      ? [
          {
            nombre: 'API sobre PostgreSQL',
            orden: ['npx', 'vitest', 'run', '--project', 'api'],
            env: { ...entorno, API_HILOS: '1' },
            guardar: true,
          },
        ]
      : []),
  ],
];

const resumen = [];
const inicio = performance.now();
for (const grupo of grupos) {
  const t0 = performance.now();
  const c0 = cpuHijos();
  console.log(`\n══ ${grupo.map((p) => p.nombre).join(' + ')}`);
  const resultados = await Promise.all(grupo.map(correr));
  const c1 = cpuHijos();
  const cpu = c0 === null || c1 === null ? '' : `, CPU ${(c1 - c0).toFixed(0)} s`;
  resumen.push(`${grupo.map((p) => p.nombre).join(' + ')}: ${((performance.now() - t0) / 1000).toFixed(0)} s${cpu}`);
  const fallo = resultados.find((r) => r.codigo !== 0);
  if (fallo) {
    console.error(`\n✗ ${fallo.nombre} falló (código ${fallo.codigo})`);
    process.exit(fallo.codigo);
  }
}
console.log(`\n══ Tiempos (pared, y CPU de los procesos hijos)\n${resumen.join('\n')}`);
console.log(`total: ${((performance.now() - inicio) / 1000).toFixed(0)} s`);
