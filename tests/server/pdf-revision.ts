import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A PDF as outside tools read it (issue 22 item 13): poppler-utils' pdffonts, pdfinfo and pdftotext, qpdf --check,
 * and Apache PDFBox's Preflight, the PDF/A validator Debian packages (apt: poppler-utils qpdf default-jre-headless
 * libpdfbox2-java libactivation-java libjaxb-api-java).
 */
export interface RevisionPdf {
  /** pdffonts' rows: font name and whether it is embedded. */
  fuentes: { nombre: string; incrustada: boolean }[];
  /** pdfinfo's fields (Title, Author, Subject, PDF version…). */
  info: Record<string, string>;
  /** pdfinfo -meta: the XMP packet. */
  xmp: string;
  texto: string;
  /** qpdf --check's exit code and last line. */
  qpdf: { codigo: number; salida: string };
}

const J = '/usr/share/java';
const JARS = ['preflight', 'pdfbox2', 'fontbox2', 'xmpbox', 'commons-logging', 'javax.activation', 'jaxb-api'].map((n) => `${J}/${n}.jar`);
export const INSTALAR_PREFLIGHT = 'apt-get install -y default-jre-headless libpdfbox2-java libactivation-java libjaxb-api-java';
export const hayPreflight = (): boolean => JARS.every((j) => existsSync(j)) && spawnSync('java', ['-version']).status === 0;

function conArchivo<T>(pdf: Buffer, f: (ruta: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-'));
  try {
    const ruta = join(dir, 'd.pdf');
    writeFileSync(ruta, pdf);
    return f(ruta);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function revisarPdf(pdf: Buffer): RevisionPdf {
  return conArchivo(pdf, (ruta) => {
    const fuentes = execFileSync('pdffonts', [ruta], { encoding: 'utf8' })
      .split('\n')
      .slice(2)
      .filter((l) => l.trim())
      .map((l) => {
        const c = l.trim().split(/\s+/);
        // name … emb sub uni objectID gen: 'emb' is the fifth field from the end.
        return { nombre: c[0], incrustada: c[c.length - 5] === 'yes' };
      });
    const info = Object.fromEntries(
      execFileSync('pdfinfo', [ruta], { encoding: 'utf8' })
        .split('\n')
        .map((l) => /^([^:]+):\s*(.*)$/.exec(l))
        .filter((m): m is RegExpExecArray => !!m)
        .map((m) => [m[1], m[2].trim()]),
    );
    const xmp = execFileSync('pdfinfo', ['-meta', ruta], { encoding: 'utf8' });
    const texto = execFileSync('pdftotext', ['-layout', ruta, '-'], { encoding: 'utf8' });
    const q = spawnSync('qpdf', ['--check', ruta], { encoding: 'utf8' });
    return { fuentes, info, xmp, texto, qpdf: { codigo: q.status ?? -1, salida: `${q.stdout}${q.stderr}`.trim().split('\n').pop() ?? '' } };
  });
}

/**
 * PDFBox Preflight's verdict: the error lines it prints ('3.1.11 : …'), empty when the file is valid. Preflight checks
 * PDF/A-1b; our files are PDF/A-2b, so two of its rules do not apply and are left out here, by code:
 * 7.11.2 ('part must be 1': the file says part 2) and 3.1.11's 'CIDSet entry is missing' (PDF/A-1 only: ISO 19005-2
 * §6.2.11.4.2 makes CIDSet optional).
 */
export const NO_APLICAN_A_PDFA2 = [/^7\.11\.2 : .*part must be 1/, /^3\.1\.11 : .*CIDSet entry is missing/];

export function preflight(pdf: Buffer): { errores: string[]; noAplican: string[] } {
  return conArchivo(pdf, (ruta) => {
    const r = spawnSync('java', ['-cp', JARS.join(':'), 'org.apache.pdfbox.preflight.Validator_A1b', ruta], { encoding: 'utf8' });
    const lineas = `${r.stdout}${r.stderr}`.split('\n').filter((l) => /^\d+(\.\d+)* : /.test(l));
    if (r.status !== 0 && !lineas.length) throw new Error(`Preflight no corrió: ${r.stdout}${r.stderr}`);
    const noAplica = (l: string) => NO_APLICAN_A_PDFA2.some((p) => p.test(l));
    return { errores: lineas.filter((l) => !noAplica(l)), noAplican: lineas.filter(noAplica) };
  });
}

/** Everything issue 22 item 13 asks of a PDF of the app, as one list of problems (empty: the file holds). */
export function problemasPdf(pdf: Buffer, esperado: { titulo: RegExp; autor: string }): string[] {
  const r = revisarPdf(pdf);
  const p: string[] = [];
  if (!r.fuentes.length) p.push('sin fuentes');
  for (const f of r.fuentes) if (!f.incrustada || !/DejaVu/.test(f.nombre)) p.push(`fuente ${f.nombre} incrustada=${f.incrustada}`);
  if (!esperado.titulo.test(r.info.Title ?? '')) p.push(`Title: ${r.info.Title}`);
  if (r.info.Author !== esperado.autor) p.push(`Author: ${r.info.Author}`);
  if (!r.info.Subject) p.push('sin Subject');
  if (!r.info.CreationDate) p.push('sin CreationDate');
  if (r.info['PDF version'] !== '1.7') p.push(`PDF version ${r.info['PDF version']}`);
  if (!/<pdfaid:part>2<\/pdfaid:part>/.test(r.xmp) || !/<pdfaid:conformance>B<\/pdfaid:conformance>/.test(r.xmp))
    p.push('XMP sin PDF/A-2b');
  if (r.qpdf.codigo !== 0) p.push(`qpdf --check: ${r.qpdf.salida}`);
  if (!hayPreflight()) p.push(`falta el validador PDF/A (PDFBox Preflight): ${INSTALAR_PREFLIGHT}`);
  else p.push(...preflight(pdf).errores.map((e) => `Preflight: ${e}`));
  return p;
}
