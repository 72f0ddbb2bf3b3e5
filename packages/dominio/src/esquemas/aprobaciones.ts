// Los umbrales de aprobación (/api/aprobaciones/umbrales, docs/decisiones/cuatro-ojos.md) como esquema: la API los
// declara (`@Responde`) y sus pruebas los validan; `UmbralesAprobacion` (aprobaciones.ts) se deriva de aquí.
import { Type } from '@sinclair/typebox';
import { anulable, EsquemaInstante } from './sobre';

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
  { additionalProperties: false },
);
