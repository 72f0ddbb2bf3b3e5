// La respuesta de /api/rutas (§2, §7) como esquema: la API la declara (`@Responde`) y sus pruebas la validan; `Ruta`,
// `RutaCompleta` y sus partes se derivan aquí, al final (antes en rutas.ts).
import { Type, type Static } from '@sinclair/typebox';
import { ESTADOS_PRESTAMO, TIPOS_RUTA } from '../constantes';
import { METODOS_DISTANCIA, type MetodoDistancia } from '../rutas';
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

// La lista vive con la regla (rutas.ts); la API la lee también de aquí.
export { METODOS_DISTANCIA };
export const EsquemaMetodoDistancia = unoDe(METODOS_DISTANCIA);

/** El cliente de un préstamo de la ruta: lo que el cobrador necesita para encontrarlo. */
export const EsquemaClienteRuta = Type.Object(
  {
    _id: EsquemaId,
    nombre: Type.String(),
    telefono: Type.String(),
    direccion: Type.String(),
    barrio: anulable(Type.String()),
  },
  cerrado,
);

/** Un préstamo de la ruta (la tabla de la tarjeta: sus 5 más atrasados). */
export const EsquemaPrestamoRuta = Type.Object(
  {
    _id: EsquemaId,
    numero: Type.Integer(),
    estado: unoDe(ESTADOS_PRESTAMO),
    diasVencido: Type.Integer(),
    /** Saldo pendiente: en el top de la tarjeta, el de la generación; en la ruta completa, el de hoy. */
    saldoPendiente: Type.Number(),
    cliente: EsquemaClienteRuta,
  },
  cerrado,
);

/** Un préstamo de la ruta completa, con lo que falta de sus cuotas programadas para la fecha de la ruta. */
export const EsquemaPrestamoDetalleRuta = Type.Object(
  { ...EsquemaPrestamoRuta.properties, cuotaDelDia: Type.Number() },
  cerrado,
);

/** Una parada: un cliente con sus préstamos de la ruta, en orden de visita. */
export const EsquemaParadaRuta = Type.Object(
  {
    ...EsquemaClienteRuta.properties,
    ciudad: Type.String(),
    latitud: anulable(Type.Number()),
    longitud: anulable(Type.Number()),
    /** 1, 2, 3… */
    orden: Type.Integer({ minimum: 1 }),
    /** 'Barrio, Ciudad' (la agrupación del tipo 'zona'). */
    zona: Type.String(),
    /** Ids de los préstamos del cliente en la ruta. */
    prestamos: Type.Array(EsquemaId),
    saldoPendiente: Type.Number(),
    cuotaDelDia: Type.Number(),
    diasVencido: Type.Integer(),
  },
  cerrado,
);

/**
 * La tarjeta de una ruta (§2): lo que devuelven POST /api/rutas/generar y GET /api/rutas?fecha. Las paradas y los
 * préstamos se leen por ruta (`RutaCompleta`, GET /api/rutas/:id).
 */
export const EsquemaRuta = Type.Object(
  {
    _id: EsquemaId,
    fecha: EsquemaFecha,
    tipo: unoDe(TIPOS_RUTA),
    zona: anulable(Type.String()),
    cobrador: EsquemaReferenciaUsuario,
    /** Clientes (paradas) de la ruta. */
    cantidadClientes: Type.Integer(),
    cantidadPrestamos: Type.Integer(),
    /** Préstamos con días vencidos > 0. */
    cantidadVencidos: Type.Integer(),
    /** Saldo pendiente de los préstamos vencidos de la ruta (§2). */
    totalACobrar: Type.Number(),
    /** Km con un decimal. */
    distanciaTotal: Type.Number(),
    tiempoEstimado: Type.String(),
    minutosEstimados: Type.Number(),
    metodoDistancia: EsquemaMetodoDistancia,
    /** Los RUTAS.prestamosPorTarjeta préstamos con más días de atraso (a igual atraso, menor número). */
    topPrestamos: Type.Array(EsquemaPrestamoRuta),
    /** Clientes de la ruta que no salen en el top ('Y N clientes más...'). */
    clientesRestantes: Type.Integer(),
    generadaEn: EsquemaInstante,
  },
  cerrado,
);

/** GET /api/rutas/:id: la tarjeta más las paradas en orden de visita y los préstamos (de más a menos días vencidos). */
export const EsquemaRutaCompleta = Type.Object(
  {
    ...EsquemaRuta.properties,
    clientes: Type.Array(EsquemaParadaRuta),
    prestamos: Type.Array(EsquemaPrestamoDetalleRuta),
    /** Suma de lo que falta de las cuotas programadas para la fecha. */
    totalCuotasDelDia: Type.Number(),
  },
  cerrado,
);

/** GET /api/rutas y POST /api/rutas/generar: las tarjetas de las rutas de la fecha. */
export const EsquemaRutas = Type.Array(EsquemaRuta);

// Los tipos que se derivan de estos esquemas (los exporta también `@cartera/dominio`, sólo como tipos).

type _MetodoDistancia = Afirmar<Igual<Static<typeof EsquemaMetodoDistancia>, MetodoDistancia>>;

export type ClienteRuta = Static<typeof EsquemaClienteRuta>;

export type PrestamoRuta = Static<typeof EsquemaPrestamoRuta>;

export type PrestamoDetalleRuta = Static<typeof EsquemaPrestamoDetalleRuta>;

export type ParadaRuta = Static<typeof EsquemaParadaRuta>;

/** La tarjeta de una ruta (§2): POST /api/rutas/generar y GET /api/rutas?fecha. */
export type Ruta = Static<typeof EsquemaRuta>;

/** GET /api/rutas/:id: la tarjeta más las paradas en orden de visita y los préstamos. */
export type RutaCompleta = Static<typeof EsquemaRutaCompleta>;
