// Every server call of the guarantees screen (/api/garantias and the documents they hold). Screens never build URLs.
// The JSON calls go through the generated client (`clienteApi`, docs/decisiones/cliente-generado.md), checked against
// the answers the API declares; the upload (with its progress) and the download are files, not JSON.
import {
  CODIGO_ERROR_RED,
  ORDENES_GARANTIAS,
  type ConsultaGarantias,
  type DatosGarantia,
  type Documento,
  type EstadoGarantia,
} from '@cartera/dominio';
import {
  clienteApi,
  descargarArchivo as descargarDeLaApi,
  ErrorHttp,
  MENSAJE_ERROR_RED,
  PREFIJO_API,
  useSesion,
  type ArchivoDescargado,
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
  /** A page of guarantees; a `sort` the API does not know is left out (the list's default order). */
  listar: ({ sort, ...consulta }: ConsultaGarantias) =>
    clienteApi.get('/api/garantias', {
      consulta: { ...consulta, sort: ORDENES_GARANTIAS.find((orden) => orden === sort) },
    }),
  obtener: (id: string) => clienteApi.get('/api/garantias/{id}', { ruta: { id } }),
  crear: (cuerpo: DatosGarantia) => clienteApi.post('/api/garantias', { cuerpo }),
  cambiarEstado: (id: string, estado: EstadoGarantia) =>
    clienteApi.put('/api/garantias/{id}', { ruta: { id }, cuerpo: { estado } }),
  vincularDocumento: (id: string, documentId: string) =>
    clienteApi.post('/api/garantias/{id}/documentos/{documentId}', { ruta: { id, documentId } }),
  documentosDePrestamo: (prestamoId: string) =>
    clienteApi.get('/api/documentos', { consulta: { relacionadoTipo: 'prestamo', relacionadoId: prestamoId } }),
  subirDocumento,
  descargarArchivo,
  /** Loans matching `texto` (client name or cédula, loan number) for the searchable select. */
  buscarPrestamos: async (texto: string) =>
    (await clienteApi.get('/api/prestamos', { consulta: { search: texto.trim() || undefined, limit: 20 } })).data,
};
