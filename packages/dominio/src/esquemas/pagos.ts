// Una línea de un extracto (o un evento de la pasarela sin préstamo) como esquema: la API la declara (`@Responde`) en
// «Devolver al suspenso» y en la devolución de lo que no es nuestro, y sus pruebas la validan (LineaExtractoPago, pagos.ts).
import { Type } from '@sinclair/typebox';
import { ESTADOS_LINEA_EXTRACTO, TIPOS_CUENTA_PAGO } from '../pagos';
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
