// Una línea de un extracto (o un evento de la pasarela sin préstamo) como esquema: la API la declara (`@Responde`) en
// «Devolver al suspenso» y en la devolución de lo que no es nuestro, y sus pruebas la validan (LineaExtractoPago, pagosExtractos.ts).
import { Type, type Static } from '@sinclair/typebox';
import {
  ESTADOS_TRANSFERENCIA,
  RESULTADOS_EVENTO_WOMPI,
  TIPOS_CUENTA_PAGO,
  TRANSFERENCIAS_MI_RUTA,
} from '../pagos';
import { EsquemaDetalleCobro } from './cobros';
import { EsquemaReferenciaOficina } from './oficinas';
import { ESTADOS_LINEA_EXTRACTO } from '../pagosExtractos';
import {
  anulable,
  cerrado,
  EsquemaFecha,
  EsquemaId,
  EsquemaInstante,
  EsquemaPrestamoConCliente,
  EsquemaReferenciaUsuario,
  unoDe,
} from './sobre';

export const EsquemaLineaExtractoPago = Type.Object(
  {
    _id: EsquemaId,
    extracto: anulable(EsquemaId),
    origen: unoDe(['extracto', 'wompi'] as const),
    cuenta: Type.Object({ _id: EsquemaId, nombre: Type.String(), tipo: unoDe(TIPOS_CUENTA_PAGO) }, cerrado),
    fecha: EsquemaFecha,
    descripcion: Type.String(),
    valor: Type.Number(),
    referencia: anulable(Type.String()),
    estado: unoDe(ESTADOS_LINEA_EXTRACTO),
    cruce: anulable(unoDe(['referencia', 'cedula', 'transferencia', 'cobro'] as const)),
    aplicaciones: Type.Array(
      Type.Object(
        {
          cobro: anulable(EsquemaId),
          prestamo: EsquemaPrestamoConCliente,
          monto: Type.Number(),
        },
        cerrado,
      ),
    ),
    transferencia: anulable(EsquemaId),
    decididoPor: anulable(EsquemaReferenciaUsuario),
    decididoEn: anulable(EsquemaInstante),
    devolucion: anulable(Type.Object({ fecha: EsquemaFecha, referencia: Type.String() }, cerrado)),
    /** La cuenta a la que se contabilizó un débito (su regla, «Partidas por identificar» o la reclasificada). */
    contrapartida: Type.Optional(
      anulable(Type.Object({ _id: EsquemaId, codigo: Type.String(), nombre: Type.String() }, cerrado)),
    ),
  },
  cerrado,
);

/** Una cuenta de recaudo (banco, Bre-B, Nequi, Daviplata) con su subcuenta de Bancos: GET /api/pagos/cuentas. */
export const EsquemaCuentaPago = Type.Object(
  {
    _id: EsquemaId,
    tipo: unoDe(TIPOS_CUENTA_PAGO),
    nombre: Type.String(),
    /** El número de cuenta, la llave o el celular. */
    identificador: Type.String(),
    activa: Type.Boolean(),
    /** La subcuenta del libro mayor bajo Bancos (1110) donde entra lo que llega a esta cuenta. */
    cuentaContable: Type.Object({ codigo: Type.String(), nombre: Type.String() }, cerrado),
    /**
     * La oficina de la cuenta: lo que llega a ella se asienta en sus libros. Opcional en el tipo sólo por los datos de
     * prueba de las pantallas; la API la manda siempre (api/test/cuentas-pago-por-oficina.e2e-spec.ts).
     */
    oficina: Type.Optional(EsquemaReferenciaOficina),
    createdAt: EsquemaInstante,
    updatedAt: EsquemaInstante,
  },
  cerrado,
);

export const EsquemaCuentasPago = Type.Array(EsquemaCuentaPago);

/** GET y PUT /api/pagos/ajustes: cómo entran las transferencias que un cobrador registra en Mi Ruta. */
export const EsquemaAjustesPagos = Type.Object(
  { transferenciasMiRuta: unoDe(TRANSFERENCIAS_MI_RUTA) },
  cerrado,
);

/**
 * Una transferencia registrada en Mi Ruta (GET /api/pagos/transferencias, y lo que responden confirmarla y
 * rechazarla): `TransferenciaPago` (pagos.ts).
 */
export const EsquemaTransferenciaPago = Type.Object(
  {
    _id: EsquemaId,
    prestamo: EsquemaPrestamoConCliente,
    cuenta: Type.Object({ _id: EsquemaId, nombre: Type.String(), tipo: unoDe(TIPOS_CUENTA_PAGO) }, cerrado),
    monto: Type.Number(),
    fecha: EsquemaFecha,
    referencia: Type.String(),
    estado: unoDe(ESTADOS_TRANSFERENCIA),
    /** El cobro que la aplicó al préstamo (confirmada). */
    cobro: anulable(EsquemaId),
    /** Trae foto del comprobante (GET /api/pagos/transferencias/:id/foto). */
    tieneFoto: Type.Boolean(),
    registradoPor: anulable(EsquemaReferenciaUsuario),
    createdAt: EsquemaInstante,
  },
  cerrado,
);

export const EsquemaTransferenciasPago = Type.Array(EsquemaTransferenciaPago);

/** POST /api/pagos/transferencias: aplicada de una vez (el cobro) o por confirmar (la transferencia), según la organización. */
export const EsquemaResultadoTransferencia = Type.Union([
  Type.Object(
    { estado: Type.Literal('aplicada'), cobro: EsquemaDetalleCobro, transferencia: Type.Null() },
    cerrado,
  ),
  Type.Object(
    { estado: Type.Literal('por_confirmar'), cobro: Type.Null(), transferencia: EsquemaTransferenciaPago },
    cerrado,
  ),
]);

/** GET /api/pagos/transferencias/:id/foto: la foto del comprobante como data URL. */
export const EsquemaFotoTransferencia = Type.Object({ foto: Type.String() }, cerrado);

/** PUT /api/pagos/proveedores/wompi: la cuenta donde entra lo aprobado; nunca el secreto. */
export const EsquemaProveedorWompi = Type.Object(
  {
    configurado: Type.Literal(true),
    cuenta: Type.Object({ _id: EsquemaId, nombre: Type.String() }, cerrado),
    updatedAt: EsquemaInstante,
  },
  cerrado,
);

/** POST /api/pagos/eventos/wompi: lo que pasó con un evento verificado (guardado para aplicarse, ya visto o sin efecto). */
export const EsquemaEventoWompiRecibido = Type.Object({ resultado: unoDe(RESULTADOS_EVENTO_WOMPI) }, cerrado);

/** GET /api/prestamos/:id/referencia-pago: cómo paga el cliente por transferencia. */
export const EsquemaReferenciaPagoPrestamo = Type.Object(
  {
    /** El número del préstamo con su dígito Luhn. */
    referencia: Type.String(),
    /** La cuenta a la que se paga (la llave Bre-B activa si hay; si no, la primera cuenta activa); null sin cuentas. */
    cuenta: anulable(
      Type.Object(
        {
          _id: EsquemaId,
          tipo: unoDe(TIPOS_CUENTA_PAGO),
          nombre: Type.String(),
          identificador: Type.String(),
        },
        cerrado,
      ),
    ),
    /** La llave o el número a escribir en la app del banco (el identificador de esa cuenta). */
    llave: anulable(Type.String()),
    /** El QR como data URL PNG; null sin cuenta. */
    qr: anulable(Type.String()),
    /** El texto del QR (EMVCo), para quien lo quiera imprimir de otro modo. */
    payload: anulable(Type.String()),
  },
  cerrado,
);

// Los tipos que se derivan de estos esquemas (los exporta también `@cartera/dominio`, sólo como tipos).

/** GET y PUT /pagos/ajustes: cómo entran las transferencias que un cobrador registra en Mi Ruta. */
export type AjustesPagos = Static<typeof EsquemaAjustesPagos>;

/** Una cuenta de recaudo (GET /api/pagos/cuentas). */
export type CuentaPago = Static<typeof EsquemaCuentaPago>;

/** Una transferencia registrada desde Mi Ruta o la oficina (GET /api/pagos/transferencias). */
export type TransferenciaPago = Static<typeof EsquemaTransferenciaPago>;

/** GET /api/prestamos/:id/referencia-pago. */
export type ReferenciaPagoPrestamo = Static<typeof EsquemaReferenciaPagoPrestamo>;

/** POST /api/pagos/transferencias: aplicada (un cobro) o por confirmar. */
export type ResultadoTransferencia = Static<typeof EsquemaResultadoTransferencia>;

/** PUT /api/pagos/proveedores/wompi: nunca el secreto. */
export type ProveedorWompi = Static<typeof EsquemaProveedorWompi>;

/** Una línea de un extracto (o un evento de la pasarela sin préstamo), con su resultado (esquemas/pagos.ts). */
export type LineaExtractoPago = Static<typeof EsquemaLineaExtractoPago>;
