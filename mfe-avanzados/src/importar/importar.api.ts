// Every server call of the «Importar» screen (/api/importaciones, docs/decisiones/importacion.md), a thin layer over
// the generated client (docs/decisiones/cliente-generado.md): path, body, key and answer are checked against the
// OpenAPI. It stays a module so the screen's tests can stand in for the upload (jsdom's FormData does not reach the
// fake API). The files (template, export, errors) are not JSON and go through `descargarArchivo`.
import type { MapeoColumnas } from '@cartera/dominio';
import { clienteApi, descargarArchivo } from '@cartera/plataforma';

export const importarApi = {
  plantilla: () => descargarArchivo('importaciones/plantilla', 'plantilla-importacion.xlsx', { formato: 'xlsx' }),
  /** Cartera's own portfolio in the template's format (streamed by the server; big books take a while). */
  exporte: () =>
    descargarArchivo('importaciones/exporte', 'cartera.xlsx', { formato: 'xlsx' }, { tiempoMaximoMs: false }),
  /** The organisation's remembered column mapping ({} when none). */
  columnas: () => clienteApi.get('/api/importaciones/columnas'),
  /** Sends the file (multipart `archivo`, and the mapping as `columnas`): the server reviews it and writes nothing. */
  revisar: (archivo: File, columnas?: MapeoColumnas) => {
    const formulario = new FormData();
    if (columnas) formulario.append('columnas', JSON.stringify(columnas));
    formulario.append('archivo', archivo, archivo.name);
    return clienteApi.post('/api/importaciones', { cuerpo: formulario });
  },
  obtener: (id: string) => clienteApi.get('/api/importaciones/{id}', { ruta: { id } }),
  /** The review's row errors (and the apply's) as XLSX. */
  errores: (id: string) =>
    descargarArchivo(`importaciones/${encodeURIComponent(id)}/errores`, 'errores-importacion.xlsx', {
      formato: 'xlsx',
    }),
  aplicar: (id: string, clave: string) => clienteApi.post('/api/importaciones/{id}/aplicar', { ruta: { id }, clave }),
  /** Discards a review, or cancels an apply in progress. */
  descartar: (id: string) => clienteApi.delete('/api/importaciones/{id}', { ruta: { id } }),
};
