// A client's personal data (docs/decisiones/datos-personales.md): the export of everything held on them (JSON or
// PDF), the supresión and the prior notices before a negative report. Admin and gerente; every call is audited by
// the API. Screens never build URLs. Every call goes through the generated client (docs/decisiones/cliente-generado.md)
// but the PDF, which is a file (`descargarArchivo`).
import type { DatosAvisoPrevio } from '@cartera/dominio';
import { clienteApi, descargarArchivo, type ArchivoDescargado } from '@cartera/plataforma';

const ruta = (id: string, resto: string) => `clientes/${encodeURIComponent(id)}/${resto}`;

export const datosPersonalesApi = {
  /**
   * Everything held on the client as a file: the PDF as the server makes it; the JSON is the envelope's `data`,
   * indented, so the file holds the client's data and nothing of the API.
   */
  exportar: async (id: string, formato: 'json' | 'pdf'): Promise<ArchivoDescargado> => {
    if (formato === 'pdf')
      return descargarArchivo(ruta(id, 'datos-personales'), `datos-cliente-${id}.pdf`, { formato });
    const consulta = { formato };
    const datos = await clienteApi.get('/api/clientes/{id}/datos-personales', { ruta: { id }, consulta });
    return {
      blob: new Blob([JSON.stringify(datos, null, 2)], { type: 'application/json' }),
      nombre: `datos-cliente-${id}.json`,
    };
  },
  /** 422 SUPRESION_NO_PERMITIDA, explaining why, when the law requires keeping the data (nothing changes then). */
  suprimir: (id: string) => clienteApi.post('/api/clientes/{id}/supresion', { ruta: { id } }),
  avisosPrevios: (id: string) => clienteApi.get('/api/clientes/{id}/avisos-previos', { ruta: { id } }),
  registrarAvisoPrevio: (id: string, cuerpo: DatosAvisoPrevio) =>
    clienteApi.post('/api/clientes/{id}/avisos-previos', { ruta: { id }, cuerpo }),
  /** How many days back the organisation accepts a notice's date (`diasAtrasAvisoPrevio` of its settings). */
  diasAtrasAvisoPrevio: async (): Promise<number> =>
    (await clienteApi.get('/api/configuracion/organizacion')).diasAtrasAvisoPrevio,
  /** The client's loans, to say which one the notice is about (the latest 50). */
  prestamos: async (id: string) =>
    (await clienteApi.get('/api/prestamos', { consulta: { cliente: id, limit: 50, sort: 'createdAt_desc' } }))
      .data,
};
