// Lo que responde el exporte en JSON de los datos personales de un cliente (GET /api/clientes/:id/datos-personales,
// docs/decisiones/datos-personales.md) como esquema: la API lo declara (`@Responde`) y sus pruebas lo validan.
import { Type, type Static } from '@sinclair/typebox';
import { EsquemaAutorizacionDatos } from './clientes';
import { EsquemaAvisoPrevioReporte, EsquemaSolicitudDatos } from './habeasData';
import { anulable, cerrado, EsquemaInstante } from './sobre';

/** Una fila tal como está guardada: cada columna con su valor (el titular recibe todo, sin elegir campos). */
const EsquemaFilaGuardada = Type.Record(Type.String(), Type.Unknown());

/** GET /api/clientes/:id/datos-personales?formato=json: todo lo que se guarda de un cliente. */
export const EsquemaDatosPersonalesCliente = Type.Object(
  {
    generadoEn: EsquemaInstante,
    cliente: EsquemaFilaGuardada,
    /** La foto como data URL, o null. */
    foto: anulable(Type.String()),
    autorizacion: anulable(EsquemaAutorizacionDatos),
    prestamos: Type.Array(EsquemaFilaGuardada),
    cobros: Type.Array(EsquemaFilaGuardada),
    gestiones: Type.Array(EsquemaFilaGuardada),
    documentos: Type.Array(EsquemaFilaGuardada),
    solicitudes: Type.Array(EsquemaSolicitudDatos),
    avisosPrevios: Type.Array(EsquemaAvisoPrevioReporte),
  },
  cerrado,
);

// Los tipos que se derivan de estos esquemas (los exporta también `@cartera/dominio`, sólo como tipos).

/**
 * GET /api/clientes/:id/datos-personales?formato=json: todo lo que se guarda de un cliente. `cliente` lleva cada
 * columna de la tabla `clientes` con su nombre; la foto va aparte (data URL) (esquemas/datosPersonales.ts).
 */
export type DatosPersonalesCliente = Static<typeof EsquemaDatosPersonalesCliente>;
