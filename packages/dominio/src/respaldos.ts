// El contrato de /api/sistema/respaldos (docs/decisiones/respaldos.md, docs/decisiones/contrato-de-la-api.md): cada respaldo de la
// base, la lista con el último, la programación del diario y la rotación. La API los produce
// (api/src/sistema/respaldos.service.ts) y la tarjeta de respaldos de Configuración › Sistema los lee.

import type { Instante } from './tipos';

export type OrigenRespaldo = 'manual' | 'programado' | 'migracion';
export type ResultadoRespaldo = 'en_curso' | 'exitoso' | 'fallido';
/** 'fisico': copia de la carpeta de datos (la base embebida); 'pg_dump': volcado lógico de un servidor externo. */
export type MetodoRespaldo = 'fisico' | 'pg_dump';

export interface Respaldo {
  id: string;
  fecha: Instante;
  origen: OrigenRespaldo;
  resultado: ResultadoRespaldo;
  metodo: MetodoRespaldo | null;
  /** Nombre del archivo (se descarga en GET /api/sistema/respaldos/:id/archivo). */
  archivo: string | null;
  /** Bytes. */
  tamano: number | null;
  sha256: string | null;
  cifrado: boolean;
  /** Por qué falló, en español. */
  error: string | null;
  /** El respaldo está bien pero su copia a RESPALDOS_COPIA_DIR falló. */
  aviso: string | null;
  duracionMs: number | null;
}

/** Cuántos respaldos exitosos conserva la rotación: los más recientes y el último de cada día, semana y mes. */
export interface RotacionRespaldos {
  ultimos: number;
  diarios: number;
  semanales: number;
  mensuales: number;
}

/**
 * De dónde sale la clave que cifra los respaldos: RESPALDOS_CLAVE ('entorno', obligatoria en producción) o el archivo
 * que Cartera generó en su primer arranque ('archivo': DATA_DIR/claves/respaldos.key).
 */
export type OrigenClaveRespaldos = 'entorno' | 'archivo';

/** La clave de los respaldos (nunca su valor): de dónde sale y si un admin confirmó que la guardó fuera del servidor. */
export interface ClaveRespaldos {
  origen: OrigenClaveRespaldos;
  /** Ruta del archivo de la clave en el servidor (origen 'archivo'); null con RESPALDOS_CLAVE. */
  archivo: string | null;
  /** Quién confirmó «Ya guardé la clave en otro lugar» para esta clave, y cuándo; null mientras nadie lo haga. */
  guardada: { por: string; en: Instante } | null;
}

/** GET /api/sistema/respaldos. */
export interface ListaRespaldos {
  items: Respaldo[];
  ultimo: Respaldo | null;
  programacion: {
    /** Hora 'HH:MM' de Bogotá del respaldo diario: la de la organización o, si no eligió, la de RESPALDOS_HORA. */
    hora: string;
    /** La de RESPALDOS_HORA. */
    horaPorDefecto: string;
    /** La hora la eligió la organización (Configuración › Sistema) y no es la de RESPALDOS_HORA. */
    horaDeLaOrganizacion: boolean;
    zonaHoraria: 'America/Bogota';
    /** Siempre true: cada respaldo se cifra (con RESPALDOS_CLAVE o con la clave generada). */
    cifrado: boolean;
    copia: boolean;
  };
  rotacion: RotacionRespaldos;
  clave: ClaveRespaldos;
}
