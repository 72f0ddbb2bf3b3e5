// Las respuestas de /api/prestamos (§7 Préstamos) como esquemas: la API las declara (`@Responde`) y sus pruebas las
// validan; los tipos de tipos.ts (`AgingMora`, `NotificacionPrestamo`…) se derivan de aquí.
import { Type } from '@sinclair/typebox';
import { EsquemaId, EsquemaInstante } from './sobre';

const cerrado = { additionalProperties: false } as const;
const cuotas = Type.Integer({ minimum: 0 });

/** GET /api/prestamos/reportes/aging: cuotas vencidas por rango de días de atraso (RANGOS_MORA, §9). */
export const EsquemaAgingMora = Type.Object(
  { '1-8': cuotas, '9-15': cuotas, '16-30': cuotas, '31+': cuotas },
  cerrado,
);

/** GET /api/prestamos/:id/notificaciones: lo que se le avisó al cliente sobre el préstamo, lo último primero. */
export const EsquemaNotificacionPrestamo = Type.Object(
  {
    _id: EsquemaId,
    titulo: Type.String(),
    categoria: Type.String(),
    mensaje: Type.String(),
    createdAt: EsquemaInstante,
  },
  cerrado,
);

export const EsquemaNotificacionesPrestamo = Type.Array(EsquemaNotificacionPrestamo);
