// Server calls of 'Rutas de Cobro' (spec §2, §3 "Generated route"): generate, saved routes of a date, export.
import type { Fecha, ListaPaginada, TipoRuta, Usuario } from '@cartera/dominio';
import { api, crearClienteHttp, ErrorHttp, MENSAJE_ERROR_RED } from '@cartera/plataforma';

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

function nombreDesdeDisposicion(disposicion: string | null): string | null {
  if (!disposicion) return null;
  const utf8 = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposicion);
  if (utf8) {
    try {
      return decodeURIComponent(utf8[1].trim());
    } catch {
      // Badly encoded: the plain name below.
    }
  }
  const simple = /filename\s*=\s*"?([^";]+)"?/i.exec(disposicion);
  return simple ? simple[1].trim() : null;
}

export const rutasApi = {
  generar: (filtros: FiltrosRutas): Promise<Ruta[]> => api.post<Ruta[]>('rutas/generar', filtros),
  guardadas: (fecha: Fecha): Promise<Ruta[]> => api.get<Ruta[]>('rutas', { fecha }),
  /** Active collectors for the filter (admin and gerente only). */
  cobradores: async (): Promise<Usuario[]> =>
    (await api.get<ListaPaginada<Usuario>>('cobradores', { limit: 500, estado: 'activo', sort: 'nombre_asc' })).data,
  exportar: async (id: string, formato: FormatoRuta): Promise<{ blob: Blob; nombre: string }> => {
    let respuesta: Response;
    try {
      respuesta = await crearClienteHttp()(`rutas/${encodeURIComponent(id)}/export/${formato}`, { throwHttpErrors: false, timeout: 120_000 });
    } catch {
      throw new ErrorHttp(MENSAJE_ERROR_RED, 0, 'ERROR_RED');
    }
    if (!respuesta.ok) {
      let cuerpo: { message?: unknown; code?: unknown } = {};
      try {
        cuerpo = (await respuesta.json()) as typeof cuerpo;
      } catch {
        // Not JSON.
      }
      throw new ErrorHttp(
        typeof cuerpo.message === 'string' ? cuerpo.message : '',
        respuesta.status,
        typeof cuerpo.code === 'string' ? cuerpo.code : `HTTP_${respuesta.status}`,
      );
    }
    return { blob: await respuesta.blob(), nombre: nombreDesdeDisposicion(respuesta.headers.get('Content-Disposition')) ?? `ruta-${id}.${formato}` };
  },
};

/** Hands a file to the browser as a download. */
export function guardarArchivo(contenido: Blob, nombre: string): void {
  const url = URL.createObjectURL(contenido);
  const enlace = document.createElement('a');
  enlace.href = url;
  enlace.download = nombre;
  enlace.style.display = 'none';
  document.body.appendChild(enlace);
  enlace.click();
  enlace.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
