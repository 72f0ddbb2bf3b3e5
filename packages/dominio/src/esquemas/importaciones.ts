// La importación de la cartera de un prestamista (/api/importaciones, docs/decisiones/importacion.md) como esquemas:
// la API los declara (`@Responde`) y sus pruebas los validan; `Importacion`, `ResumenImportacion`,
// `ErrorFilaImportacion` (importacion.ts) y `AperturaImportacion` y `CifraApertura` se derivan aquí, al final (antes en apertura.ts).
import type { ErrorFilaImportacion } from '../importacionFormato';
import type { CifraApertura, AperturaImportacion } from '../apertura';
import { Type, type TSchema, type Static } from '@sinclair/typebox';
import {
  ESTADOS_IMPORTACION,
  ESTADOS_PRESTAMO_IMPORTABLES,
  HOJAS_IMPORTACION,
  type ResumenImportacion,
} from '../importacion';
import { anulable, cerrado, EsquemaFecha, EsquemaId, EsquemaInstante, unoDe } from './sobre';
import type { Afirmar, Igual } from './sobre';

/** Un objeto con una propiedad por valor de una lista del dominio (las hojas, los estados de un préstamo). */
const porCada = <K extends string, T extends TSchema>(claves: readonly K[], valor: T) =>
  Type.Object(Object.fromEntries(claves.map((clave) => [clave, valor])) as { [P in K]: T }, cerrado);

/** Una fila del archivo que no se puede importar (o que la aplicación no pudo escribir), con su hoja y su columna. */
export const EsquemaErrorFilaImportacion = Type.Object(
  {
    hoja: unoDe(HOJAS_IMPORTACION),
    fila: Type.Integer(),
    columna: Type.String(),
    valor: Type.String(),
    mensaje: Type.String(),
  },
  cerrado,
);

const EsquemaCuentaHoja = Type.Object(
  {
    filas: Type.Integer({ minimum: 0 }),
    nuevas: Type.Integer({ minimum: 0 }),
    actualizadas: Type.Integer({ minimum: 0 }),
    sinCambios: Type.Integer({ minimum: 0 }),
    conErrores: Type.Integer({ minimum: 0 }),
  },
  cerrado,
);

const EsquemaCuentaPrestamos = Type.Object(
  { prestamos: Type.Integer({ minimum: 0 }), capital: Type.Number() },
  cerrado,
);

/** Lo que una revisión dice del archivo, antes de aplicarlo (pesos). */
export const EsquemaResumenImportacion = Type.Object(
  {
    /** Por hoja: filas leídas, nuevas, a actualizar, sin cambios y con errores. */
    hojas: porCada(HOJAS_IMPORTACION, EsquemaCuentaHoja),
    /** Por estado de los préstamos válidos: cuántos y capital prestado. */
    prestamosPorEstado: Type.Partial(porCada(ESTADOS_PRESTAMO_IMPORTABLES, EsquemaCuentaPrestamos)),
    /** Suma de los cobros de la historia y saldo de los préstamos con plan propio a su fecha de corte. */
    totales: Type.Object(
      {
        capital: Type.Number(),
        cobrado: Type.Number(),
        saldoCapitalCuotas: Type.Number(),
        saldoInteresCuotas: Type.Number(),
        /** El efectivo al corte de la hoja Saldos: la caja de la oficina y lo que tienen los cobradores. */
        efectivo: Type.Optional(Type.Object({ oficina: Type.Number(), cobradores: Type.Number() }, cerrado)),
      },
      cerrado,
    ),
    /** Clientes válidos sin autorización de tratamiento de datos (se importan y quedan en la lista de pendientes). */
    clientesSinAutorizacion: Type.Integer({ minimum: 0 }),
    /** Los encabezados de cada hoja del archivo, tal como venían (para mapear los que no dan ninguna columna). */
    encabezados: Type.Optional(Type.Partial(porCada(HOJAS_IMPORTACION, Type.Array(Type.String())))),
  },
  cerrado,
);

/** Una cifra del archivo junto a la misma cifra en Cartera después de aplicarlo. */
export const EsquemaCifraApertura = Type.Object(
  {
    concepto: Type.String(),
    /** Pesos, o una cantidad (préstamos, descuadres). */
    unidad: unoDe(['pesos', 'cantidad'] as const),
    archivo: Type.Number(),
    cartera: Type.Number(),
  },
  cerrado,
);

/** `apertura` de una importación aplicada: lo del archivo junto a lo de Cartera, y si todo coincide. */
export const EsquemaAperturaImportacion = Type.Object(
  {
    /** Desde el día siguiente a `cerradoHasta` corre la cartera importada; null si no trajo préstamos. */
    fechaCorte: anulable(EsquemaFecha),
    cerradoHasta: anulable(EsquemaFecha),
    cifras: Type.Array(EsquemaCifraApertura),
    coincide: Type.Boolean(),
  },
  cerrado,
);

/** POST /api/importaciones (la revisión), GET /:id, POST /:id/aplicar y DELETE /:id. */
export const EsquemaImportacion = Type.Object(
  {
    id: EsquemaId,
    estado: unoDe(ESTADOS_IMPORTACION),
    nombreArchivo: Type.String(),
    /**
     * Filas recorridas al aplicar, de las válidas del archivo, y los segundos que faltan al ritmo que lleva (null sin
     * ritmo todavía o si no está aplicando).
     */
    progreso: Type.Object(
      {
        hechas: Type.Integer({ minimum: 0 }),
        total: Type.Integer({ minimum: 0 }),
        segundosRestantes: anulable(Type.Number({ minimum: 0 })),
      },
      cerrado,
    ),
    resumen: EsquemaResumenImportacion,
    errores: Type.Array(EsquemaErrorFilaImportacion),
    /** Filas que la aplicación no pudo escribir (p. ej. una cédula que ya tiene otro cliente de Cartera). */
    erroresAplicacion: Type.Array(EsquemaErrorFilaImportacion),
    /** Con préstamos, al terminar de aplicar: el archivo junto a Cartera y hasta dónde quedaron cerrados los libros. */
    apertura: anulable(EsquemaAperturaImportacion),
    createdAt: EsquemaInstante,
  },
  cerrado,
);

/**
 * GET /api/importaciones/columnas: el último mapeo de columnas de la organización (encabezado del archivo → columna,
 * o por hoja), `{}` si ninguno; el tipo `MapeoColumnas` (importacionColumnas.ts) es su forma de sólo lectura.
 */
export const EsquemaMapeoColumnas = Type.Record(
  Type.String(),
  Type.Union([Type.String(), Type.Record(Type.String(), Type.String())]),
);

// Los tipos que se derivan de estos esquemas (los exporta también `@cartera/dominio`, sólo como tipos).

type _CifraApertura = Afirmar<Igual<Static<typeof EsquemaCifraApertura>, CifraApertura>>;

type _AperturaImportacion = Afirmar<Igual<Static<typeof EsquemaAperturaImportacion>, AperturaImportacion>>;

type _ResumenImportacion = Afirmar<Igual<Static<typeof EsquemaResumenImportacion>, ResumenImportacion>>;

/** POST /api/importaciones y GET /api/importaciones/:id. */
export type Importacion = Static<typeof EsquemaImportacion>;

type _ErrorFilaImportacion = Afirmar<Igual<Static<typeof EsquemaErrorFilaImportacion>, ErrorFilaImportacion>>;
