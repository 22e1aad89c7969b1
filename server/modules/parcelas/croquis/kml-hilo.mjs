// Parses one KML text in a worker thread, so the request can give up on it (kml.ts terminates the worker after
// its time limit) without blocking the server. Plain JavaScript: a worker starts without the TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import { DOMParser } from '@xmldom/xmldom';
import { kml } from '@tmcw/togeojson';

try {
  const doc = new DOMParser({
    // Any error, not only fatal ones: a file the parser had to guess at is not trusted as a boundary.
    onError: (nivel, mensaje) => {
      if (nivel !== 'warning') throw new Error(mensaje);
    },
  }).parseFromString(workerData, 'text/xml');
  const raiz = doc.documentElement;
  if (!raiz || raiz.localName !== 'kml') parentPort.postMessage({ error: 'no-kml' });
  else parentPort.postMessage({ geojson: kml(doc) });
} catch {
  parentPort.postMessage({ error: 'no-xml' });
}
