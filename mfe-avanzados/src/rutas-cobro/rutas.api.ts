// Server calls of 'Rutas de Cobro' (spec §2, §3 "Generated route"): generate, saved routes of a date (cards only),
// one full route (stops and loans) and export.
import type { Fecha, TipoRuta } from '@cartera/dominio';
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
  cliente: ClienteRuta;
}

/** A loan in the full route: with what is still owed of its instalments due on the route's date. */
export interface PrestamoDetalleRuta extends PrestamoRuta {
  cuotaDelDia: number;
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

/** What generate and the saved routes of a date return: the card of each route (spec §2). */
export interface Ruta {
  _id: string;
  fecha: Fecha;
  tipo: TipoRuta;
  zona: string | null;
  cobrador: { _id: string; nombre: string };
  cantidadClientes: number;
  cantidadPrestamos: number;
  cantidadVencidos: number;
  totalACobrar: number;
  distanciaTotal: number;
  tiempoEstimado: string;
  minutosEstimados: number;
  metodoDistancia: 'estimada' | 'coordenadas';
  /** The 5 loans with most days overdue (the card's table). */
  topPrestamos: PrestamoRuta[];
  /** Clients not in the top 5 ('Y N clientes más...'). */
  clientesRestantes: number;
  generadaEn: string;
}

/** GET /rutas/:id: the card plus every stop in visiting order and every loan. */
export interface RutaCompleta extends Ruta {
  clientes: ParadaRuta[];
  prestamos: PrestamoDetalleRuta[];
  totalCuotasDelDia: number;
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
  /** One route with its stops (the detail and the exports read it). */
  detalle: (id: string): Promise<RutaCompleta> => api.get<RutaCompleta>(`rutas/${encodeURIComponent(id)}`),
  exportar: (id: string, formato: FormatoRuta): Promise<ArchivoDescargado> =>
    descargarArchivo(`rutas/${encodeURIComponent(id)}/export/${formato}`, `ruta-${id}.${formato}`),

};

