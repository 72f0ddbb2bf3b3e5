// Los respaldos de la base (/api/sistema/respaldos, docs/decisiones/respaldos.md) como esquemas: la API los declara
// (`@Responde`) y sus pruebas los validan; `Respaldo`, `ClaveRespaldos` y `ListaRespaldos` se derivan
// aquí, al final (antes en respaldos.ts).
import { Type, type Static } from '@sinclair/typebox';
import {
  METODOS_RESPALDO,
  ORIGENES_CLAVE_RESPALDOS,
  ORIGENES_RESPALDO,
  RESULTADOS_RESPALDO,
} from '../respaldos';
import { anulable, cerrado, EsquemaId, EsquemaInstante, unoDe } from './sobre';

export const EsquemaRespaldo = Type.Object(
  {
    id: EsquemaId,
    fecha: EsquemaInstante,
    origen: unoDe(ORIGENES_RESPALDO),
    resultado: unoDe(RESULTADOS_RESPALDO),
    metodo: anulable(unoDe(METODOS_RESPALDO)),
    /** Nombre del archivo (se descarga en GET /api/sistema/respaldos/:id/archivo). */
    archivo: anulable(Type.String()),
    /** Bytes. */
    tamano: anulable(Type.Number()),
    sha256: anulable(Type.String()),
    cifrado: Type.Boolean(),
    /** Por qué falló, en español. */
    error: anulable(Type.String()),
    /** El respaldo está bien pero su copia a RESPALDOS_COPIA_DIR falló. */
    aviso: anulable(Type.String()),
    duracionMs: anulable(Type.Number()),
  },
  cerrado,
);

/** La clave de los respaldos (nunca su valor): de dónde sale y si un admin confirmó que la guardó fuera del servidor. */
export const EsquemaClaveRespaldos = Type.Object(
  {
    origen: unoDe(ORIGENES_CLAVE_RESPALDOS),
    /** Ruta del archivo de la clave en el servidor (origen 'archivo'); null con RESPALDOS_CLAVE. */
    archivo: anulable(Type.String()),
    /** Quién confirmó «Ya guardé la clave en otro lugar» para esta clave, y cuándo; null mientras nadie lo haga. */
    guardada: anulable(Type.Object({ por: Type.String(), en: EsquemaInstante }, cerrado)),
  },
  cerrado,
);

/** Cuántos respaldos exitosos conserva la rotación: los más recientes y el último de cada día, semana y mes. */
export const EsquemaRotacionRespaldos = Type.Object(
  { ultimos: Type.Integer(), diarios: Type.Integer(), semanales: Type.Integer(), mensuales: Type.Integer() },
  cerrado,
);

/** GET /api/sistema/respaldos. */
export const EsquemaListaRespaldos = Type.Object(
  {
    items: Type.Array(EsquemaRespaldo),
    ultimo: anulable(EsquemaRespaldo),
    programacion: Type.Object(
      {
        /** Hora 'HH:MM' de Bogotá del respaldo diario: la de la organización o, si no eligió, la de RESPALDOS_HORA. */
        hora: Type.String(),
        /** La de RESPALDOS_HORA. */
        horaPorDefecto: Type.String(),
        /** La hora la eligió la organización (Configuración › Sistema) y no es la de RESPALDOS_HORA. */
        horaDeLaOrganizacion: Type.Boolean(),
        zonaHoraria: Type.Literal('America/Bogota'),
        /** Siempre true: cada respaldo se cifra (con RESPALDOS_CLAVE o con la clave generada). */
        cifrado: Type.Boolean(),
        copia: Type.Boolean(),
      },
      cerrado,
    ),
    rotacion: EsquemaRotacionRespaldos,
    clave: EsquemaClaveRespaldos,
  },
  cerrado,
);

// Los tipos que se derivan de estos esquemas (los exporta también `@cartera/dominio`, sólo como tipos).

export type Respaldo = Static<typeof EsquemaRespaldo>;

/** Cuántos respaldos exitosos conserva la rotación: los más recientes y el último de cada día, semana y mes. */
export type RotacionRespaldos = Static<typeof EsquemaRotacionRespaldos>;

/** La clave de los respaldos (nunca su valor): de dónde sale y si un admin confirmó que la guardó fuera del servidor. */
export type ClaveRespaldos = Static<typeof EsquemaClaveRespaldos>;

/** GET /api/sistema/respaldos. */
export type ListaRespaldos = Static<typeof EsquemaListaRespaldos>;
