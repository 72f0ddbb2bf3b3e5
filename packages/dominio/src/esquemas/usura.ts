// Las tasas de usura certificadas (/api/configuracion/tasas-usura) como esquema: la API las declara (`@Responde`) y
// sus pruebas las validan; `TasaUsura` se deriva aquí, al final (antes en usura.ts).
import { Type, type Static } from '@sinclair/typebox';
import { TIPOS_CREDITO } from '../usura';
import { EsquemaReferenciaTasaUsura } from './prestamos';
import { cerrado, EsquemaFecha, EsquemaId, EsquemaInstante, unoDe } from './sobre';

/** Una tasa certificada: `tasa` en % EA, vigente de `desde` a `hasta` (incluidos) para un tipo de crédito. */
export const EsquemaTasaUsura = Type.Object(
  {
    _id: EsquemaId,
    tipoCredito: unoDe(TIPOS_CREDITO),
    tasa: Type.Number(),
    desde: EsquemaFecha,
    hasta: EsquemaFecha,
    /** Número de la resolución de la Superintendencia Financiera que la certifica. */
    resolucion: Type.String(),
    createdAt: EsquemaInstante,
    updatedAt: EsquemaInstante,
  },
  cerrado,
);

export const EsquemaTasasUsura = Type.Array(EsquemaTasaUsura);

/** Una fila de GET /api/reportes/usura: un préstamo abierto cuya tasa efectiva anual supera la de su tipo y fecha. */
export const EsquemaPrestamoSobreUsura = Type.Object(
  {
    /** El id del préstamo. */
    prestamo: EsquemaId,
    numero: Type.Integer(),
    cliente: Type.String(),
    fecha: EsquemaFecha,
    tipoCredito: unoDe(TIPOS_CREDITO),
    /** Interés plano del préstamo, en %. */
    interes: Type.Number(),
    cuotas: Type.Integer(),
    tasaEfectivaAnual: Type.Number(),
    tasaUsura: EsquemaReferenciaTasaUsura,
    saldoPendiente: Type.Number(),
  },
  cerrado,
);

export const EsquemaPrestamosSobreUsura = Type.Array(EsquemaPrestamoSobreUsura);

// Los tipos que se derivan de estos esquemas (los exporta también `@cartera/dominio`, sólo como tipos).

/** GET /api/configuracion/tasas-usura: una tasa certificada. */
export type TasaUsura = Static<typeof EsquemaTasaUsura>;

/** Una fila del reporte «Préstamos sobre la tasa de usura» (GET /api/reportes/usura). */
export type PrestamoSobreUsura = Static<typeof EsquemaPrestamoSobreUsura>;
