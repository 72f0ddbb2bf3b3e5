// GET /api/mi-ruta, el día del cobrador en una sola respuesta, como esquema: la API lo declara (`@Responde`), sus
// pruebas lo validan y Mi Ruta compila contra él por el cliente generado; `MiRutaJson` se deriva aquí, al final
// (antes en miRuta.ts).
import type { PromesasCobradorJson } from '../promesasCobrador';
import { Type, type Static } from '@sinclair/typebox';
import { ESTADOS_PROMESA, RESULTADOS_GESTION, TIPOS_RECHAZO_MI_RUTA } from '../miRuta';
import { EsquemaUbicacionCobro } from './caja';
import {
  anulable,
  cerrado,
  EsquemaFecha,
  EsquemaId,
  EsquemaInstante,
  EsquemaReferenciaUsuario,
  unoDe,
  type Afirmar,
  type Igual,
} from './sobre';

/** Un préstamo en una parada de Mi Ruta. */
export const EsquemaPrestamoMiRuta = Type.Object(
  {
    _id: EsquemaId,
    numero: Type.Integer(),
    estado: Type.String(),
    /** Lo que falta de las cuotas programadas para hoy. */
    cuotaHoy: Type.Number(),
    /** Lo que falta de las cuotas programadas antes de hoy. */
    vencido: Type.Number(),
    diasVencido: Type.Integer(),
    saldoPendiente: Type.Number(),
    /** Interés de mora pendiente: se cobra antes que las cuotas (docs/decisiones/interes-de-mora.md). */
    mora: Type.Number(),
    ultimoPago: anulable(Type.Object({ fecha: EsquemaFecha, monto: Type.Number() }, cerrado)),
    /** Lo cobrado hoy en este préstamo. */
    cobradoHoy: Type.Number(),
    /**
     * Transferencias registradas en Mi Ruta que esperan la confirmación de la oficina o del extracto (pesos): no están
     * en lo cobrado. Ausente en un día guardado en el teléfono antes de que existiera.
     */
    porConfirmar: Type.Optional(Type.Number()),
    /** La última gestión de hoy, si hubo. */
    gestionHoy: anulable(
      Type.Object(
        {
          resultado: unoDe(RESULTADOS_GESTION),
          fechaPromesa: anulable(EsquemaFecha),
          montoPromesa: anulable(Type.Number()),
        },
        cerrado,
      ),
    ),
  },
  cerrado,
);

/** Una parada de Mi Ruta, en orden de visita. */
export const EsquemaParadaMiRuta = Type.Object(
  {
    orden: Type.Integer(),
    cliente: Type.Object(
      {
        _id: EsquemaId,
        nombre: Type.String(),
        /**
         * El número de su documento como se expidió, el mismo que el cobrador lee en Clientes (sólo los de su cartera):
         * Mi Ruta lo muestra y lo busca. Ausente en un día guardado en el teléfono antes de que existiera.
         */
        cedula: Type.Optional(Type.String()),
        telefono: Type.String(),
        direccion: Type.String(),
        barrio: anulable(Type.String()),
        ciudad: Type.String(),
        latitud: anulable(Type.Number()),
        longitud: anulable(Type.Number()),
      },
      cerrado,
    ),
    /** Hubo hoy un cobro o una gestión en alguno de sus préstamos. */
    visitada: Type.Boolean(),
    prestamos: Type.Array(EsquemaPrestamoMiRuta),
  },
  cerrado,
);

/** GET /api/mi-ruta: el día del cobrador en una sola respuesta. */
export const EsquemaMiRuta = Type.Object(
  {
    fecha: EsquemaFecha,
    /** null: el cobrador no tiene hoy préstamos abiertos que cobrar. */
    ruta: anulable(Type.Object({ _id: EsquemaId, generadaEn: EsquemaInstante }, cerrado)),
    cobrador: EsquemaReferenciaUsuario,
    progreso: Type.Object(
      {
        paradas: Type.Integer(),
        visitadas: Type.Integer(),
        cobrado: Type.Number(),
        porCobrar: Type.Number(),
      },
      cerrado,
    ),
    paradas: Type.Array(EsquemaParadaMiRuta),
  },
  cerrado,
);

/** Una gestión (visita sin cobro) como la devuelve la API: GET /api/gestiones/prestamo/:id, la más reciente primero. */
export const EsquemaGestion = Type.Object(
  {
    _id: EsquemaId,
    prestamo: Type.Object({ _id: EsquemaId, numero: Type.Integer() }, cerrado),
    cliente: Type.Object({ _id: EsquemaId, nombre: Type.String() }, cerrado),
    cobrador: anulable(EsquemaReferenciaUsuario),
    fecha: EsquemaFecha,
    resultado: unoDe(RESULTADOS_GESTION),
    fechaPromesa: anulable(EsquemaFecha),
    montoPromesa: anulable(Type.Number()),
    /** Sólo en las promesas. */
    estadoPromesa: anulable(unoDe(ESTADOS_PROMESA)),
    nota: anulable(Type.String()),
    /** Dónde se hizo la visita; null: sin ubicación. */
    ubicacion: anulable(EsquemaUbicacionCobro),
    createdAt: EsquemaInstante,
  },
  cerrado,
);

export const EsquemaGestiones = Type.Array(EsquemaGestion);

/**
 * Una escritura hecha sin señal que la API rechazó al sincronizar y quedó para la oficina (POST y GET
 * /api/mi-ruta/rechazos): `RechazoMiRutaJson` (miRuta.ts).
 */
export const EsquemaRechazoMiRuta = Type.Object(
  {
    _id: EsquemaId,
    cobrador: EsquemaReferenciaUsuario,
    tipo: unoDe(TIPOS_RECHAZO_MI_RUTA),
    /** La Idempotency-Key con que el teléfono la envió. */
    clave: Type.String(),
    /** El cuerpo tal como quedó guardado en el teléfono. */
    cuerpo: Type.Unknown(),
    mensaje: Type.String(),
    codigo: anulable(Type.String()),
    creadoEnDispositivo: EsquemaInstante,
    recibidoEn: EsquemaInstante,
  },
  cerrado,
);

export const EsquemaRechazosMiRuta = Type.Array(EsquemaRechazoMiRuta);

/** Las promesas de pago de un cobrador en un periodo (GET /api/gestiones/promesas): `PromesasCobradorJson`. */
export const EsquemaPromesasCobrador = Type.Object(
  {
    cobrador: EsquemaReferenciaUsuario,
    promesas: Type.Integer({ minimum: 0 }),
    cumplidas: Type.Integer({ minimum: 0 }),
    incumplidas: Type.Integer({ minimum: 0 }),
    pendientes: Type.Integer({ minimum: 0 }),
    montoPrometido: Type.Number(),
  },
  cerrado,
);

export const EsquemaPromesasCobradores = Type.Array(EsquemaPromesasCobrador);

// Los tipos que se derivan de estos esquemas (los exporta también `@cartera/dominio`, sólo como tipos).

/** Una gestión (visita sin cobro) tal como la devuelve la API. */
export type GestionJson = Static<typeof EsquemaGestion>;

/** Un préstamo en una parada de Mi Ruta (el esquema, esquemas/miRuta.ts, explica cada campo). */
export type PrestamoMiRuta = Static<typeof EsquemaPrestamoMiRuta>;

/** Una parada de Mi Ruta, en orden de visita. */
export type ParadaMiRuta = Static<typeof EsquemaParadaMiRuta>;

/** GET /api/mi-ruta: el día del cobrador en una sola respuesta (declarado en el OpenAPI, esquemas/miRuta.ts). */
export type MiRutaJson = Static<typeof EsquemaMiRuta>;

/** Una escritura hecha sin señal que la API rechazó al sincronizar: queda para la oficina. */
export type RechazoMiRutaJson = Static<typeof EsquemaRechazoMiRuta>;

type _PromesasCobradorJson = Afirmar<Igual<Static<typeof EsquemaPromesasCobrador>, PromesasCobradorJson>>;
