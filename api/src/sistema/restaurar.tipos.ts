// Qué recibe y qué devuelve una restauración (restaurar.ts), y su error.
import type { ClaveParaRestaurar } from './clave-respaldos';
import type { Manifiesto } from './respaldo';

export interface OpcionesRestaurar {
  archivo: string;
  /** DATA_DIR de destino: el clúster queda en <destino>/postgres y su contraseña en <destino>/postgres-password. */
  destino: string;
  /** Aparta (no borra) un clúster existente en el destino. */
  forzar?: boolean;
  /** sha256 esperado, si no hay <archivo>.sha256 al lado (p. ej. un respaldo descargado del portal). */
  sha256?: string;
  /** Claves para un respaldo cifrado, en el orden en que se prueban (ver `clavesParaRestaurar`). */
  claves?: ClaveParaRestaurar[];
  /** El archivo de la clave generada que se buscó (DATA_DIR/claves/respaldos.key), para decir dónde falta. */
  archivoClave?: string;
  /** Respaldo de pg_dump: la base vacía donde restaurarlo. */
  url?: string;
  /** El registro de supresiones a llevar al destino (restaurar.cli.ts: DATA_DIR/supresiones.log de este computador). */
  registroSupresiones?: string;
  avisar?: (mensaje: string) => void;
}

export interface ResultadoRestaurar {
  manifiesto: Manifiesto;
  /** Carpeta del clúster restaurado (copia física). */
  clusterDir?: string;
  /** Dónde quedó el clúster que había (con --forzar). */
  apartado?: string;
  conteos: Record<string, number>;
}

/** Un respaldo que no se restaura: el mensaje dice por qué, en español. */
export class ErrorRestauracion extends Error {
  constructor(mensaje: string) {
    super(mensaje);
    this.name = 'ErrorRestauracion';
  }
}
