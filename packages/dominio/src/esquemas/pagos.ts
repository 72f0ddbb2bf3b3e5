// Una línea de un extracto (o un evento de la pasarela sin préstamo) como esquema: la API la declara (`@Responde`) en
// «Devolver al suspenso» y en la devolución de lo que no es nuestro, y sus pruebas la validan (LineaExtractoPago, pagosExtractos.ts).
import { Type } from '@sinclair/typebox';
import { ESTADOS_TRANSFERENCIA, TIPOS_CUENTA_PAGO, TRANSFERENCIAS_MI_RUTA } from '../pagos';
import { ESTADOS_LINEA_EXTRACTO } from '../pagosExtractos';
import { anulable, EsquemaFecha, EsquemaId, EsquemaInstante, EsquemaReferenciaUsuario, unoDe } from './sobre';

const cerrado = { additionalProperties: false } as const;

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
          prestamo: Type.Object(
            { _id: EsquemaId, numero: Type.Integer(), cliente: Type.Object({ _id: EsquemaId, nombre: Type.String() }, cerrado) },
            cerrado,
          ),
          monto: Type.Number(),
        },
        cerrado,
      ),
    ),
    transferencia: anulable(EsquemaId),
    decididoPor: anulable(EsquemaReferenciaUsuario),
    decididoEn: anulable(EsquemaInstante),
    devolucion: anulable(Type.Object({ fecha: EsquemaFecha, referencia: Type.String() }, cerrado)),
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
    createdAt: EsquemaInstante,
    updatedAt: EsquemaInstante,
  },
  cerrado,
);

export const EsquemaCuentasPago = Type.Array(EsquemaCuentaPago);

/** GET y PUT /api/pagos/ajustes: cómo entran las transferencias que un cobrador registra en Mi Ruta. */
export const EsquemaAjustesPagos = Type.Object({ transferenciasMiRuta: unoDe(TRANSFERENCIAS_MI_RUTA) }, cerrado);

/**
 * Una transferencia registrada en Mi Ruta (GET /api/pagos/transferencias, y lo que responden confirmarla y
 * rechazarla): `TransferenciaPago` (pagos.ts).
 */
export const EsquemaTransferenciaPago = Type.Object(
  {
    _id: EsquemaId,
    prestamo: Type.Object(
      {
        _id: EsquemaId,
        numero: Type.Integer(),
        cliente: Type.Object({ _id: EsquemaId, nombre: Type.String() }, cerrado),
      },
      cerrado,
    ),
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
