import type { EstadoGarantia, Instante, TipoGarantia } from '@cartera/dominio';
import {
  api,
  descargarArchivo as descargarDeLaApi,
  ErrorHttp,
  MENSAJE_ERROR_RED,
  PREFIJO_API,
  useSesion,
  type ArchivoDescargado,
  type Lista,
} from '@cartera/plataforma';

/** A document as the API returns it (spec §3 Document, plus checksum and relation). Never the bytes. */
export interface DocumentoFila {
  _id: string;
  nombreOriginal: string;
  tipo: string;
  mime: string;
  sizeBytes: number;
  checksumSha256: string;
  relacionadoTipo: string;
  relacionadoId: string;
  /** Loan the document belongs to. */
  prestamo: string;
  metadata: Record<string, unknown> | null;
  createdAt: Instante;
}

/** A guarantee as GET /garantias lists it (spec §3 Guarantee, with the loan number and client). */
export interface GarantiaFila {
  _id: string;
  prestamo: { _id: string; numero: number; cliente: { _id: string; nombre: string } };
  tipo: TipoGarantia;
  descripcion: string;
  valorDeclarado: number;
  valorAvaluo: number | null;
  identificadorLegal: string | null;
  estado: EstadoGarantia;
  documentos: DocumentoFila[];
  createdAt: Instante;
  updatedAt: Instante;
}

export interface FiltrosGarantias {
  page: number;
  limit: number;
  estado?: EstadoGarantia;
  /** Description or legal identifier. */
  search?: string;
  prestamo?: string;
  cliente?: string;
  sort?: string;
}

export interface DatosGarantiaFormulario {
  prestamo: string;
  tipo: TipoGarantia;
  descripcion: string;
  valorDeclarado: number;
  identificadorLegal: string | null;
}

/** A loan as the searchable select offers it. */
export interface PrestamoOpcion {
  _id: string;
  numero: number;
  cliente: { _id: string; nombre: string; cedula?: string };
  monto: number;
  estado: string;
}

/** The file types the API accepts (it checks the bytes too). */
export const TIPOS_ARCHIVO_ACEPTADOS = 'application/pdf,image/jpeg,image/png,image/webp';
export const TAMANO_MAXIMO_ARCHIVO = 10 * 1024 * 1024;

const id = (valor: string) => encodeURIComponent(valor);

/**
 * Uploads one file with progress (XMLHttpRequest: fetch has no upload progress). Same base URL and bearer token as
 * the platform client; failures become `ErrorHttp` with the server's Spanish message.
 */
export function subirDocumento(
  archivo: File,
  relacion: { relacionadoTipo: 'garantia' | 'prestamo'; relacionadoId: string; tipo?: string },
  alProgresar?: (porcentaje: number) => void,
): Promise<DocumentoFila> {
  const formulario = new FormData();
  formulario.append('tipo', relacion.tipo ?? relacion.relacionadoTipo);
  formulario.append('relacionadoTipo', relacion.relacionadoTipo);
  formulario.append('relacionadoId', relacion.relacionadoId);
  formulario.append('metadata', JSON.stringify({ tipoDeclarado: archivo.type || null, tamanoOriginal: archivo.size }));
  formulario.append('file', archivo, archivo.name);
  return new Promise((resolver, rechazar) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${PREFIJO_API}/documentos/upload`);
    const token = useSesion.getState().token;
    if (token !== null) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (evento) => {
      if (evento.lengthComputable && alProgresar) alProgresar(Math.round((evento.loaded / evento.total) * 100));
    };
    xhr.onerror = () => rechazar(new ErrorHttp(MENSAJE_ERROR_RED, 0, 'ERROR_RED'));
    xhr.onload = () => {
      let cuerpo: { success?: boolean; data?: DocumentoFila; message?: string; code?: string; errors?: Record<string, string[]> } = {};
      try {
        cuerpo = JSON.parse(xhr.responseText) as typeof cuerpo;
      } catch {
        // Not JSON: only the status is known.
      }
      if (xhr.status >= 200 && xhr.status < 300 && cuerpo.success !== false && cuerpo.data) {
        resolver(cuerpo.data);
        return;
      }
      rechazar(new ErrorHttp(cuerpo.message ?? '', xhr.status, cuerpo.code ?? `HTTP_${xhr.status}`, cuerpo.errors));
    };
    xhr.send(formulario);
  });
}

/** The file as a blob through the platform client (bearer token): never a public URL. */
function descargarArchivo(documento: Pick<DocumentoFila, '_id' | 'nombreOriginal'>): Promise<ArchivoDescargado> {
  return descargarDeLaApi(`documentos/${id(documento._id)}/archivo`, documento.nombreOriginal);
}

export const garantiasApi = {
  listar: (filtros: FiltrosGarantias): Promise<Lista<GarantiaFila>> => api.lista<GarantiaFila>('garantias', { ...filtros }),
  obtener: (garantiaId: string): Promise<GarantiaFila> => api.get<GarantiaFila>(`garantias/${id(garantiaId)}`),
  crear: (datos: DatosGarantiaFormulario): Promise<GarantiaFila> => api.post<GarantiaFila>('garantias', datos),
  cambiarEstado: (garantiaId: string, estado: EstadoGarantia): Promise<GarantiaFila> =>
    api.put<GarantiaFila>(`garantias/${id(garantiaId)}`, { estado }),
  vincularDocumento: (garantiaId: string, documentoId: string): Promise<GarantiaFila> =>
    api.post<GarantiaFila>(`garantias/${id(garantiaId)}/documentos/${id(documentoId)}`),
  documentosDePrestamo: (prestamoId: string): Promise<DocumentoFila[]> =>
    api.get<DocumentoFila[]>('documentos', { relacionadoTipo: 'prestamo', relacionadoId: prestamoId }),
  subirDocumento,
  descargarArchivo,
  /** Loans matching `texto` (client name or cédula, loan number) for the searchable select. */
  buscarPrestamos: async (texto: string): Promise<PrestamoOpcion[]> =>
    (await api.lista<PrestamoOpcion>('prestamos', { search: texto.trim() || undefined, limit: 20 })).data,
};
