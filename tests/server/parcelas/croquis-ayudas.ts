import type { Db } from '../../../server/db/db';
import { uno } from '../ayudas';

/** Helpers of the sketch API tests: plots to work on and polygons measured in metres. */

export const M_LAT = 1 / 111_320;
export const mLng = (lat: number) => 1 / (111_320 * Math.cos((lat * Math.PI) / 180));

/** A square of `ladoM` metres with its south-west corner `esteM`/`norteM` metres from (lat, lng), as editor points. */
export function cuadrado(lat: number, lng: number, ladoM: number, esteM = 0, norteM = 0): { lat: number; lng: number }[] {
  const a = lat + norteM * M_LAT;
  const b = lng + esteM * mLng(lat);
  const dLat = ladoM * M_LAT;
  const dLng = ladoM * mLng(lat);
  return [
    { lat: a, lng: b },
    { lat: a, lng: b + dLng },
    { lat: a + dLat, lng: b + dLng },
    { lat: a + dLat, lng: b },
  ];
}

export interface ParcelaPrueba {
  id: number;
  uuid: string;
  nombre: string;
  superficie: number;
  lat: number;
  lng: number;
  id_cuenta: number;
}

/**
 * Active plots of a cooperative's latest cycle (active account), with their locality's coordinates, in id order.
 * `sinPoligono` picks plots without a polygon.
 */
export async function parcelasDe(db: Db, coop: number, n: number, sinPoligono = false): Promise<ParcelaPrueba[]> {
  return db.query<ParcelaPrueba>(
    `SELECT x.id, x.uuid, x.nombre, x.superficie::float8 AS superficie, l.latitud AS lat, l.longitud AS lng, x.id_cuenta
       FROM parcelas x JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta
       JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor JOIN localidades l ON l.id = p.id_localidad
      WHERE x.id_cooperativa = $1 AND x.fecha_baja IS NULL AND c.fecha_baja IS NULL
        AND c.id_ciclo = (SELECT max(id) FROM ciclos WHERE id_cooperativa = $1) AND (x.poligono IS NULL) = $3
      ORDER BY x.id LIMIT $2`,
    [coop, n, sinPoligono],
  );
}

/** A new plot in the same account as `junto`, so tests can draw overlaps without touching demo plots. */
export async function nuevaParcela(db: Db, junto: ParcelaPrueba, nombre: string, superficie = 1): Promise<ParcelaPrueba> {
  const coop = (await uno<{ id_cooperativa: number }>(db, 'SELECT id_cooperativa FROM parcelas WHERE id = $1', [junto.id])).id_cooperativa;
  const f = await uno<{ id: number; uuid: string }>(
    db,
    'INSERT INTO parcelas (id_cooperativa, id_cuenta, nombre, superficie, plantas) VALUES ($1, $2, $3, $4, 100) RETURNING id, uuid',
    [coop, junto.id_cuenta, nombre, superficie],
  );
  return { ...junto, id: f.id, uuid: f.uuid, nombre, superficie };
}

/** A kml_import body: the `uuid` field and the file (field `kml` unless told), as a browser's FormData sends them. */
export function multipartKml(
  uuid: string | null,
  contenido: Buffer | null,
  campo = 'kml',
  nombre = 'parcela.kml',
): { payload: Buffer; headers: Record<string, string> } {
  const limite = `----croquis${Math.random().toString(16).slice(2)}`;
  const partes: Buffer[] = [];
  if (uuid !== null) partes.push(Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="uuid"\r\n\r\n${uuid}\r\n`));
  if (contenido !== null) {
    partes.push(
      Buffer.from(
        `--${limite}\r\nContent-Disposition: form-data; name="${campo}"; filename="${nombre}"\r\nContent-Type: application/vnd.google-earth.kml+xml\r\n\r\n`,
      ),
    );
    partes.push(contenido, Buffer.from('\r\n'));
  }
  partes.push(Buffer.from(`--${limite}--\r\n`));
  return { payload: Buffer.concat(partes), headers: { 'content-type': `multipart/form-data; boundary=${limite}` } };
}

/** A KML 2.2 document with one Placemark per ring given ([lng, lat] positions, closed or not). */
export function kmlDe(anillos: number[][][], extra = ''): Buffer {
  const marca = (a: number[][], i: number) =>
    `<Placemark><name>Parcela ${i + 1}</name><Polygon><outerBoundaryIs><LinearRing><coordinates>${[...a, a[0]]
      .map(([lng, lat]) => `${lng},${lat},0`)
      .join(' ')}</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>`;
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2"><Document>${anillos.map(marca).join('')}${extra}</Document></kml>\n`,
  );
}
