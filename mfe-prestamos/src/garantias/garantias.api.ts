// Every server call of the guarantees screen (/api/garantias and the documents they hold). Screens never build URLs;
// the shapes are the API's, from @cartera/dominio.
import {
  CODIGO_ERROR_RED,
  type ConsultaGarantias,
  type DatosGarantia,
  type Documento,
  type EstadoGarantia,
  type Garantia,
  type Prestamo,
} from '@cartera/dominio';
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

const id = (valor: string) => encodeURIComponent(valor);

/**
 * Uploads one file with progress (XMLHttpRequest: fetch has no upload progress). Same base URL and bearer token as
 * the platform client; failures become `ErrorHttp` with the server's Spanish message.
 */
export function subirDocumento(
  archivo: File,
  relacion: { relacionadoTipo: 'garantia' | 'prestamo'; relacionadoId: string; tipo?: string },
  alProgresar?: (porcentaje: number) => void,
): Promise<Documento> {
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
    xhr.onerror = () => rechazar(new ErrorHttp(MENSAJE_ERROR_RED, 0, CODIGO_ERROR_RED));
    xhr.onload = () => {
      let cuerpo: { success?: boolean; data?: Documento; message?: string; code?: string; errors?: Record<string, string[]> } = {};
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
function descargarArchivo(documento: Pick<Documento, '_id' | 'nombreOriginal'>): Promise<ArchivoDescargado> {
  return descargarDeLaApi(`documentos/${id(documento._id)}/archivo`, documento.nombreOriginal);
}

export const garantiasApi = {
  listar: (filtros: ConsultaGarantias): Promise<Lista<Garantia>> => api.lista<Garantia>('garantias', { ...filtros }),
  obtener: (garantiaId: string): Promise<Garantia> => api.get<Garantia>(`garantias/${id(garantiaId)}`),
  crear: (datos: DatosGarantia): Promise<Garantia> => api.post<Garantia>('garantias', datos),
  cambiarEstado: (garantiaId: string, estado: EstadoGarantia): Promise<Garantia> =>
    api.put<Garantia>(`garantias/${id(garantiaId)}`, { estado }),
  vincularDocumento: (garantiaId: string, documentoId: string): Promise<Garantia> =>
    api.post<Garantia>(`garantias/${id(garantiaId)}/documentos/${id(documentoId)}`),
  documentosDePrestamo: (prestamoId: string): Promise<Documento[]> =>
    api.get<Documento[]>('documentos', { relacionadoTipo: 'prestamo', relacionadoId: prestamoId }),
  subirDocumento,
  descargarArchivo,
  /** Loans matching `texto` (client name or cédula, loan number) for the searchable select. */
  buscarPrestamos: async (texto: string): Promise<Prestamo[]> =>
    (await api.lista<Prestamo>('prestamos', { search: texto.trim() || undefined, limit: 20 })).data,
};
