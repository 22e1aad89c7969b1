// The installable app's icons (public/iconos/), drawn from the same mark as src/components/LogoCosecha.tsx. Run once
// by hand when the mark changes (`node scripts/generar-iconos-pwa.mjs`) and commit the PNGs: the build only copies them.
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';

const MARCA = `<circle cx="16" cy="16" r="16" fill="#FFF8E7"/>
  <path d="M8 24c4-10 10-14 17-15-2 7-7 13-17 15z" fill="#4A6700"/>
  <circle cx="11" cy="11" r="3.2" fill="#B3261E"/>
  <circle cx="16.5" cy="8.5" r="2.6" fill="#B3261E"/>`;
const normal = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${MARCA}</svg>`;
// maskable: the launcher may crop to any shape inside the central 80 % circle, so the mark sits in it on the theme colour
const enmascarable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#2F5711"/>
  <g transform="translate(16 16) scale(0.72) translate(-16 -16)">${MARCA}</g></svg>`;

mkdirSync('public/iconos', { recursive: true });
for (const [svg, tamano, nombre] of [
  [normal, 192, 'cosecha-192.png'],
  [normal, 512, 'cosecha-512.png'],
  [enmascarable, 512, 'cosecha-enmascarable-512.png'],
  [normal, 180, 'apple-touch-icon.png'],
]) {
  await sharp(Buffer.from(svg), { density: (72 * tamano) / 32 })
    .resize(tamano, tamano)
    .png({ compressionLevel: 9 })
    .toFile(`public/iconos/${nombre}`);
  console.log(`public/iconos/${nombre}`);
}
