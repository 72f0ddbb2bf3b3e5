// Los asientos del libro de un préstamo (GET /api/prestamos/:id/movimientos, docs/libro.md) como esquemas: la API los
// declara (`@Responde`) y sus pruebas los validan; sus tipos se derivan aquí, al final.
import { Type, type Static } from '@sinclair/typebox';
import { TIPOS_MOVIMIENTO } from '../libro';
import { EsquemaUbicacionCobro } from './caja';
import { EsquemaReciboCobro } from './cobros';
import {
  anulable,
  cerrado,
  EsquemaFecha,
  EsquemaId,
  EsquemaInstante,
  EsquemaReferenciaUsuario,
  unoDe,
} from './sobre';

const dinero = Type.Number();
const textoAnulable = anulable(Type.String());

/** El mensaje al cliente que dejó un asiento: su recibo, o la corrección que avisó un cambio. */
export const EsquemaReciboMovimiento = Type.Object(
  { ...EsquemaReciboCobro.properties, tipo: unoDe(['recibo', 'correccion'] as const) },
  cerrado,
);

/** Un asiento del libro (GET /api/prestamos/:id/movimientos, del más antiguo al más nuevo). */
export const EsquemaMovimientoPrestamo = Type.Object(
  {
    _id: EsquemaId,
    tipo: unoDe(TIPOS_MOVIMIENTO),
    /** Fecha de negocio del movimiento. */
    fecha: EsquemaFecha,
    /** Pesos, siempre positivo: lo que el movimiento mueve de la deuda (o del castigo, en una recuperación). */
    monto: dinero,
    /**
     * Reparto de `monto` en capital e interés (capital + interes = monto): el de su comprobante del libro mayor, del
     * mismo reparto (docs/decisiones/un-reparto-para-el-prestamo-y-el-mayor.md).
     */
    capital: dinero,
    interes: dinero,
    /**
     * En palabras, lo que el contrato cuenta distinto que los libros (el interés retenido al desembolsar, el interés
     * refinanciado en un reenganche): explicarMovimiento. null cuando dicen lo mismo.
     */
    explicacion: textoAnulable,
    /**
     * Interés de mora del asiento (pesos, siempre positivo): causado (tipo mora), cobrado (cobro, liquidación), devuelto
     * (reversión) o perdonado (condonación, castigo, anulación). Aparte de `monto`, que es lo que baja de las cuotas.
     */
    mora: dinero,
    /** Efecto en la caja, con signo: + entra, − sale, 0 no mueve efectivo (en un cobro, monto + mora). */
    efectivo: dinero,
    /** Saldo pendiente del préstamo después del movimiento. */
    saldoDespues: dinero,
    motivo: textoAnulable,
    /** El cobro que lo originó (cobro, reversión, liquidación, recuperación). */
    cobro: anulable(EsquemaId),
    /**
     * Dónde se hizo ese cobro (Mi Ruta), con su distancia al cliente y si quedó fuera de sitio; null si no trajo
     * ubicación o el cobro ya no existe (docs/decisiones/ubicacion-de-los-cobros.md).
     */
    ubicacion: anulable(EsquemaUbicacionCobro),
    /**
     * Su comprobante del libro mayor (docs/contabilidad.md). El resto condonado de una liquidación está en el
     * comprobante de la liquidación; el desembolso de un reenganche, en el del reenganche.
     */
    asientoContable: anulable(Type.Object({ id: EsquemaId, numero: Type.Integer() }, cerrado)),
    /**
     * El mensaje al cliente que dejó: en el asiento de un cobro, su recibo (o la corrección, si el asiento es el cobro
     * corregido); en una reversión, la corrección que avisó la anulación. null si no salió ninguno.
     */
    recibo: anulable(EsquemaReciboMovimiento),
    registradoPor: anulable(EsquemaReferenciaUsuario),
    createdAt: EsquemaInstante,
  },
  cerrado,
);

export const EsquemaMovimientosPrestamo = Type.Array(EsquemaMovimientoPrestamo);

// Los tipos que se derivan de estos esquemas (los exporta también `@cartera/dominio`, sólo como tipos).

/**
 * El mensaje al cliente que dejó un movimiento del libro (GET /api/prestamos/:id/movimientos,
 * docs/decisiones/recibos-de-cobro.md): el recibo del cobro (`recibo`) o la corrección de un recibo que sale cuando el
 * cobro se edita, se anula, se revierte o pasa a otro préstamo (`correccion`).
 */
export type ReciboMovimiento = Static<typeof EsquemaReciboMovimiento>;

/** Un asiento del libro (GET /api/prestamos/:id/movimientos, del más antiguo al más nuevo). */
export type MovimientoPrestamo = Static<typeof EsquemaMovimientoPrestamo>;
