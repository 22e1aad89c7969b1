/**
 * Reference geography of the demo: real states, municipalities and localities of the three demo regions,
 * with approximate coordinates (WGS84). Ids follow INEGI's pattern: state 2 digits, municipality state×1000+n,
 * locality municipality×10000+n.
 */
export interface MunicipioDemo {
  id: number;
  nombre: string;
  lat: number;
  lng: number;
  localidades: [string, number, number][];
}
export interface EstadoDemo {
  id: number;
  nombre: string;
  municipios: MunicipioDemo[];
}

export const ESTADOS_DEMO: EstadoDemo[] = [
  {
    id: 7,
    nombre: 'Chiapas',
    municipios: [
      {
        id: 7008,
        nombre: 'Ángel Albino Corzo',
        lat: 15.8725,
        lng: -92.7247,
        localidades: [
          ['Jaltenango de la Paz', 15.8725, -92.7247],
          ['Custepec', 15.7333, -92.95],
          ['Nueva Palestina', 15.8167, -92.8667],
          ['Monterrey', 15.76, -92.7],
        ],
      },
      {
        id: 7020,
        nombre: 'La Concordia',
        lat: 16.1172,
        lng: -92.6908,
        localidades: [
          ['La Concordia', 16.1172, -92.6908],
          ['Diamante de Echeverría', 16.18, -92.78],
          ['Independencia', 16.05, -92.66],
        ],
      },
      {
        id: 7080,
        nombre: 'Siltepec',
        lat: 15.5569,
        lng: -92.3247,
        localidades: [
          ['Siltepec', 15.5569, -92.3247],
          ['Honduras de la Sierra', 15.6333, -92.3667],
          ['Villa Hidalgo', 15.5, -92.3],
        ],
      },
      {
        id: 7057,
        nombre: 'Motozintla',
        lat: 15.3667,
        lng: -92.2483,
        localidades: [
          ['Motozintla de Mendoza', 15.3667, -92.2483],
          ['Belisario Domínguez', 15.3, -92.35],
          ['Niquivil', 15.3833, -92.1667],
        ],
      },
      {
        id: 7019,
        nombre: 'Chicomuselo',
        lat: 15.7436,
        lng: -92.2836,
        localidades: [
          ['Chicomuselo', 15.7436, -92.2836],
          ['Nueva Morelia', 15.7, -92.35],
        ],
      },
    ],
  },
  {
    id: 20,
    nombre: 'Oaxaca',
    municipios: [
      {
        id: 20071,
        nombre: 'Pluma Hidalgo',
        lat: 15.9247,
        lng: -96.4186,
        localidades: [
          ['Pluma Hidalgo', 15.9247, -96.4186],
          ['Copalita', 15.9, -96.38],
        ],
      },
      {
        id: 20227,
        nombre: 'San Miguel Suchixtepec',
        lat: 16.0836,
        lng: -96.4669,
        localidades: [
          ['San Miguel Suchixtepec', 16.0836, -96.4669],
          ['Santa Rosa', 16.05, -96.48],
        ],
      },
      {
        id: 20012,
        nombre: 'Candelaria Loxicha',
        lat: 15.9264,
        lng: -96.4919,
        localidades: [
          ['Candelaria Loxicha', 15.9264, -96.4919],
          ['El Mamey', 15.9, -96.52],
        ],
      },
    ],
  },
  {
    id: 27,
    nombre: 'Tabasco',
    municipios: [
      {
        id: 27005,
        nombre: 'Comalcalco',
        lat: 18.2633,
        lng: -93.2242,
        localidades: [
          ['Comalcalco', 18.2633, -93.2242],
          ['Cupilco', 18.3031, -93.1414],
          ['Tecolutilla', 18.3667, -93.1833],
          ['Chichicapa', 18.26, -93.32],
        ],
      },
      {
        id: 27014,
        nombre: 'Paraíso',
        lat: 18.3983,
        lng: -93.2142,
        localidades: [
          ['Paraíso', 18.3983, -93.2142],
          ['Puerto Ceiba', 18.4167, -93.1667],
          ['Quintín Arauz', 18.3792, -93.2722],
        ],
      },
      {
        id: 27010,
        nombre: 'Jalpa de Méndez',
        lat: 18.1761,
        lng: -93.0633,
        localidades: [
          ['Jalpa de Méndez', 18.1761, -93.0633],
          ['Ayapa', 18.2333, -93.0333],
          ['Soyataco', 18.2, -93.1],
        ],
      },
      {
        id: 27006,
        nombre: 'Cunduacán',
        lat: 18.0653,
        lng: -93.1731,
        localidades: [
          ['Cunduacán', 18.0653, -93.1731],
          ['Cúlico', 18.1, -93.14],
          ['Huimango', 18.0667, -93.2333],
        ],
      },
      {
        id: 27002,
        nombre: 'Cárdenas',
        lat: 17.9961,
        lng: -93.3753,
        localidades: [
          ['Heroica Cárdenas', 17.9961, -93.3753],
          ['Río Seco', 18.03, -93.33],
          ['Santa Rosalía', 18.08, -93.45],
        ],
      },
      {
        id: 27008,
        nombre: 'Huimanguillo',
        lat: 17.8333,
        lng: -93.3897,
        localidades: [
          ['Huimanguillo', 17.8333, -93.3897],
          ['Mecatepec', 17.9, -93.35],
          ['Villa Flores', 17.78, -93.42],
        ],
      },
    ],
  },
  {
    id: 31,
    nombre: 'Yucatán',
    municipios: [
      {
        id: 31058,
        nombre: 'Peto',
        lat: 20.1256,
        lng: -88.9214,
        localidades: [
          ['Peto', 20.1256, -88.9214],
          ['Xoy', 20.0922, -88.98],
          ['Progresito', 20.1, -88.85],
        ],
      },
      {
        id: 31098,
        nombre: 'Tzucacab',
        lat: 20.0711,
        lng: -89.0503,
        localidades: [
          ['Tzucacab', 20.0711, -89.0503],
          ['Catmís', 20.0333, -88.95],
          ['Noh-Bec', 20.03, -89.1],
        ],
      },
      {
        id: 31079,
        nombre: 'Tekax',
        lat: 20.2047,
        lng: -89.2881,
        localidades: [
          ['Tekax de Álvaro Obregón', 20.2047, -89.2881],
          ['Kinil', 20.3167, -89.1333],
          ['Xaya', 20.25, -89.2],
        ],
      },
      {
        id: 31056,
        nombre: 'Oxkutzcab',
        lat: 20.3031,
        lng: -89.4181,
        localidades: [
          ['Oxkutzcab', 20.3031, -89.4181],
          ['Yaxhachén', 20.23, -89.45],
          ['Xohuayán', 20.2, -89.33],
        ],
      },
      {
        id: 31089,
        nombre: 'Ticul',
        lat: 20.3983,
        lng: -89.535,
        localidades: [
          ['Ticul', 20.3983, -89.535],
          ['Pustunich', 20.3667, -89.4833],
        ],
      },
    ],
  },
];

/** Locality id of the n-th locality (1-based) of a municipality. */
export const idLocalidad = (idMunicipio: number, n: number) => idMunicipio * 10000 + n;
