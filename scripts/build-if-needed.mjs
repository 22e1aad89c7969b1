// Builds the client when dist/ is missing or older than the sources (or the dependencies), so `npm start` and the
// browser suite always serve the current app without rebuilding an unchanged one.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { execSync } from 'node:child_process';

const fuentes = ['src', 'domain', 'index.html', 'vite.config.ts', 'package.json', 'package-lock.json'];
function masReciente(ruta) {
  const s = statSync(ruta);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(ruta).map((n) => masReciente(join(ruta, n))));
}
const indice = 'dist/index.html';
const construido = existsSync(indice) ? statSync(indice).mtimeMs : 0;
const cambios = Math.max(...fuentes.filter(existsSync).map(masReciente));
if (cambios > construido) {
  console.log('Compilando el cliente (vite build)…');
  execSync('npx vite build', { stdio: 'inherit' });
}
