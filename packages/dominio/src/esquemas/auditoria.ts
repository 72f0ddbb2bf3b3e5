// Los eventos de auditoría (/api/auditoria) como esquemas: la API los declara (`@Responde`) y sus pruebas los validan;
// `EventoAuditoria`, `ResumenAuditoria` y `OpcionesAuditoria` se derivan aquí, al final (antes en tipos.ts).
import { Type, type Static } from '@sinclair/typebox';
import { RESULTADOS_AUDITORIA, TIPOS_EVENTO_AUDITORIA } from '../constantes';
import { anulable, cerrado, EsquemaInstante, unoDe } from './sobre';

/** Lo que el evento guardó antes y después del cambio (un objeto JSON), o null. */
const DATOS = anulable(Type.Record(Type.String(), Type.Unknown()));

export const EsquemaEventoAuditoria = Type.Object(
  {
    /** El número del evento (bigint de la base, como texto). */
    id: Type.String(),
    timestamp: EsquemaInstante,
    usuario: Type.String(),
    accion: Type.String(),
    modulo: Type.String(),
    detalles: Type.String(),
    ip: anulable(Type.String()),
    tipo: unoDe(TIPOS_EVENTO_AUDITORIA),
    resultado: unoDe(RESULTADOS_AUDITORIA),
    datosAnteriores: DATOS,
    datosNuevos: DATOS,
  },
  cerrado,
);

/** GET /api/auditoria/resumen: cuántos eventos cumplen los filtros, y de ellos exitosos, fallidos y advertencias. */
export const EsquemaResumenAuditoria = Type.Object(
  { total: Type.Integer(), exitosos: Type.Integer(), fallidos: Type.Integer(), advertencias: Type.Integer() },
  cerrado,
);

/** GET /api/auditoria/opciones: valores para los filtros de usuario y módulo. */
export const EsquemaOpcionesAuditoria = Type.Object(
  { usuarios: Type.Array(Type.String()), modulos: Type.Array(Type.String()) },
  cerrado,
);

// Los tipos que se derivan de estos esquemas (los exporta también `@cartera/dominio`, sólo como tipos).

export type EventoAuditoria = Static<typeof EsquemaEventoAuditoria>;

/** GET /auditoria/resumen: cuántos eventos cumplen los filtros, y de ellos exitosos, fallidos y advertencias. */
export type ResumenAuditoria = Static<typeof EsquemaResumenAuditoria>;

/** GET /auditoria/opciones: valores para los filtros de usuario y módulo de la pantalla de auditoría. */
export type OpcionesAuditoria = Static<typeof EsquemaOpcionesAuditoria>;
