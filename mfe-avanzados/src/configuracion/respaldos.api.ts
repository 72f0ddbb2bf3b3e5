// Server calls of the backups card (Configuración → Sistema): GET/POST /api/sistema/respaldos and the download of
// one file (admin only; see api/src/sistema/respaldos.controller.ts).
import type { Instante } from '@cartera/dominio';
import { api, descargarArchivo, type ArchivoDescargado } from '@cartera/plataforma';

export type OrigenRespaldo = 'manual' | 'programado' | 'migracion';
export type ResultadoRespaldo = 'en_curso' | 'exitoso' | 'fallido';

export interface Respaldo {
  id: string;
  fecha: Instante;
  origen: OrigenRespaldo;
  resultado: ResultadoRespaldo;
  metodo: 'fisico' | 'pg_dump' | null;
  archivo: string | null;
  tamano: number | null;
  sha256: string | null;
  cifrado: boolean;
  /** Why it failed, in Spanish. */
  error: string | null;
  /** The backup is fine but its copy to RESPALDOS_COPIA_DIR failed. */
  aviso: string | null;
  duracionMs: number | null;
}

export interface ListaRespaldos {
  items: Respaldo[];
  ultimo: Respaldo | null;
  programacion: {
    /** 'HH:MM' in Bogotá: the organisation's hour or, when it chose none, RESPALDOS_HORA's. */
    hora: string;
    horaPorDefecto: string;
    horaDeLaOrganizacion: boolean;
    zonaHoraria: string;
    cifrado: boolean;
    copia: boolean;
  };
  rotacion: { ultimos: number; diarios: number; semanales: number; mensuales: number };
}

export const respaldosApi = {
  listar: (): Promise<ListaRespaldos> => api.get<ListaRespaldos>('sistema/respaldos'),
  /** Answers when the backup is done (it can take a while on a big database). */
  crear: (): Promise<Respaldo> => api.post<Respaldo>('sistema/respaldos'),
  descargar: (respaldo: Respaldo): Promise<ArchivoDescargado> =>
    descargarArchivo(
      `sistema/respaldos/${encodeURIComponent(respaldo.id)}/archivo`,
      respaldo.archivo ?? 'respaldo.tar.gz',
      {},
      { tiempoMaximoMs: false },
    ),
};
