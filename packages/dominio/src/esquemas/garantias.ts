// Las respuestas de /api/garantias y /api/documentos (§7 Collateral and documents) como esquemas: la API las declara
// (`@Responde`), sus pruebas las validan y la pantalla de garantías compila contra ellas por el cliente generado;
// `Garantia` y `Documento` se derivan aquí (al final; antes en garantias.ts).
import { Type, type Static } from '@sinclair/typebox';
import { ESTADOS_GARANTIA, TIPOS_GARANTIA } from '../constantes';
import { anulable, cerrado, EsquemaId, EsquemaInstante, EsquemaPrestamoConCliente, unoDe } from './sobre';

/** Un documento (§3 Document, con su suma y su relación). Nunca los bytes: se piden a /documentos/:id/archivo. */
export const EsquemaDocumento = Type.Object(
  {
    _id: EsquemaId,
    nombreOriginal: Type.String(),
    tipo: Type.String(),
    mime: Type.String(),
    sizeBytes: Type.Integer({ minimum: 0 }),
    checksumSha256: Type.String(),
    relacionadoTipo: Type.String(),
    relacionadoId: EsquemaId,
    /** Préstamo al que pertenece el documento. */
    prestamo: EsquemaId,
    /** Lo que declaró quien lo subió (tipo y tamaño originales); libre. */
    metadata: anulable(Type.Record(Type.String(), Type.Unknown())),
    createdAt: EsquemaInstante,
  },
  cerrado,
);

export const EsquemaDocumentos = Type.Array(EsquemaDocumento);

/** Una garantía (§3 Guarantee) con el número de su préstamo, su cliente y sus documentos. */
export const EsquemaGarantia = Type.Object(
  {
    _id: EsquemaId,
    prestamo: EsquemaPrestamoConCliente,
    tipo: unoDe(TIPOS_GARANTIA),
    descripcion: Type.String(),
    valorDeclarado: Type.Number(),
    valorAvaluo: anulable(Type.Number()),
    identificadorLegal: anulable(Type.String()),
    estado: unoDe(ESTADOS_GARANTIA),
    documentos: Type.Array(EsquemaDocumento),
    createdAt: EsquemaInstante,
    updatedAt: EsquemaInstante,
  },
  cerrado,
);

// Los tipos que se derivan de estos esquemas (los exporta también `@cartera/dominio`, sólo como tipos).

/** Un documento (§3 Document, con su suma y su relación). Nunca los bytes: se piden a /documentos/:id/archivo. */
export type Documento = Static<typeof EsquemaDocumento>;

/** Una garantía (§3 Guarantee) con el número de su préstamo y su cliente. */
export type Garantia = Static<typeof EsquemaGarantia>;
