// Server calls of 'Rutas de Cobro' (spec §2, §3 "Generated route"): generate, saved routes of a date, export.
import type { Fecha, ListaPaginada, TipoRuta, Usuario } from '@cartera/dominio';
import { api, descargarArchivo, type ArchivoDescargado } from '@cartera/plataforma';

export interface ClienteRuta {
  _id: string;
  nombre: string;
  telefono: string;
  direccion: string;
  barrio: string | null;
}

export interface PrestamoRuta {
  _id: string;
  numero: number;
  estado: string;
  diasVencido: number;
  saldoPendiente: number;
  cuotaDelDia: number;
  cliente: ClienteRuta;
}

export interface ParadaRuta extends ClienteRuta {
  ciudad: string;
  orden: number;
  zona: string;
  latitud: number | null;
  longitud: number | null;
  prestamos: string[];
  saldoPendiente: number;
  cuotaDelDia: number;
  diasVencido: number;
}

export interface Ruta {
  _id: string;
  fecha: Fecha;
  tipo: TipoRuta;
  zona: string | null;
  cobrador: { _id: string; nombre: string };
  clientes: ParadaRuta[];
  prestamos: PrestamoRuta[];
  prestamosVencidos: PrestamoRuta[];
  totalACobrar: number;
  totalCuotasDelDia: number;
  distanciaTotal: number;
  tiempoEstimado: string;
  minutosEstimados: number;
  metodoDistancia: 'estimada' | 'coordenadas';
  generadaEn: string;
}

export interface FiltrosRutas {
  fecha: Fecha;
  tipo: TipoRuta;
  cobradorId?: string;
  zona?: string;
}

export type FormatoRuta = 'txt' | 'pdf';


export const rutasApi = {
  generar: (filtros: FiltrosRutas): Promise<Ruta[]> => api.post<Ruta[]>('rutas/generar', filtros),
  guardadas: (fecha: Fecha): Promise<Ruta[]> => api.get<Ruta[]>('rutas', { fecha }),
  /** Active collectors for the filter (admin and gerente only). */
  cobradores: async (): Promise<Usuario[]> =>
    (await api.get<ListaPaginada<Usuario>>('cobradores', { limit: 500, estado: 'activo', sort: 'nombre_asc' })).data,
  exportar: (id: string, formato: FormatoRuta): Promise<ArchivoDescargado> =>
    descargarArchivo(`rutas/${encodeURIComponent(id)}/export/${formato}`, `ruta-${id}.${formato}`),

};

