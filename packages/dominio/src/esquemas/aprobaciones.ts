// Los umbrales de aprobación (/api/aprobaciones/umbrales, docs/decisiones/cuatro-ojos.md) como esquema: la API los
// declara (`@Responde`) y sus pruebas los validan; `UmbralesAprobacion` se deriva aquí, al final (antes en aprobaciones.ts).
import { Type, type Static } from '@sinclair/typebox';
import { ESTADOS_APROBACION, TIPOS_APROBACION } from '../aprobaciones';
import { APLICACIONES_CONDONACION } from '../libro';
import { anulable, cerrado, EsquemaId, EsquemaInstante, EsquemaReferenciaUsuario, unoDe } from './sobre';

/** Desde qué monto (pesos enteros) una operación de un gerente espera a un administrador; 0 o null: nunca espera. */
export const EsquemaUmbralesAprobacion = Type.Object(
  {
    /** Un préstamo que crea un gerente por más de esto queda `solicitado`; sólo un administrador lo aprueba. */
    prestamoGerente: anulable(Type.Number()),
    /** Una condonación de un gerente por más de esto espera a un administrador. */
    condonacion: anulable(Type.Number()),
    /** Un castigo de un gerente con saldo de más de esto espera a un administrador. */
    castigo: anulable(Type.Number()),
    /**
     * Todo lo que un gerente entrega o perdona solo en un día (desembolsos, dinero nuevo de reenganches, descuentos,
     * condonaciones y castigos, sumados entre préstamos y clientes): lo que lo pase espera a un administrador.
     */
    gerenteDiario: anulable(Type.Number()),
    updatedAt: EsquemaInstante,
  },
  cerrado,
);

/**
 * Una aprobación (GET /api/aprobaciones, y la que una operación de un gerente deja esperando). Para una solicitud de
 * préstamo, `_id` es el id del préstamo; para las demás, el de la aprobación. `Aprobacion` (aprobaciones.ts).
 */
export const EsquemaAprobacion = Type.Object(
  {
    _id: EsquemaId,
    tipo: unoDe(TIPOS_APROBACION),
    estado: unoDe(ESTADOS_APROBACION),
    prestamo: Type.Object({ _id: EsquemaId, numero: Type.Integer() }, cerrado),
    cliente: Type.Object({ _id: EsquemaId, nombre: Type.String() }, cerrado),
    /**
     * Pesos: el monto del préstamo, lo que se condona, el saldo que se castigaría, el dinero nuevo del reenganche o el
     * descuento de la liquidación, cuando se pidió.
     */
    monto: Type.Number(),
    /** Por qué se pide (condonación, castigo); null en una solicitud de préstamo. */
    motivo: anulable(Type.String()),
    /** Condonación: a qué se aplica primero en el libro mayor; null en los demás tipos. */
    aplicarA: anulable(unoDe(APLICACIONES_CONDONACION)),
    /** Liquidación: lo que el cliente entrega (el resto del saldo es el descuento); null en los demás tipos. */
    montoRecibido: anulable(Type.Number()),
    /** Quien la pidió (en una solicitud de préstamo, quien la registró o editó sus condiciones por última vez). */
    solicitante: anulable(EsquemaReferenciaUsuario),
    solicitadoEn: EsquemaInstante,
    /** Quien la aprobó o rechazó. */
    resolutor: anulable(EsquemaReferenciaUsuario),
    /** Cuándo se aprobó o rechazó una condonación o un castigo; null mientras espera y en los préstamos. */
    resueltoEn: anulable(EsquemaInstante),
    motivoRechazo: anulable(Type.String()),
  },
  cerrado,
);

// Los tipos que se derivan de estos esquemas (los exporta también `@cartera/dominio`, sólo como tipos).

/**
 * Un elemento de GET /api/aprobaciones. Para una solicitud de préstamo, `_id` es el id del préstamo (se aprueba y se
 * rechaza con PATCH /api/prestamos/:id/aprobar|rechazar); para una condonación o un castigo, el de la aprobación
 * (PATCH /api/aprobaciones/:id/aprobar|rechazar).
 */
export type Aprobacion = Static<typeof EsquemaAprobacion>;

/**
 * GET/PUT /api/aprobaciones/umbrales (GET admin y gerente, PUT sólo admin, auditado): desde qué monto (pesos enteros)
 * una operación de un gerente espera a un administrador. 0 o null: nunca espera.
 */
export type UmbralesAprobacion = Static<typeof EsquemaUmbralesAprobacion>;
