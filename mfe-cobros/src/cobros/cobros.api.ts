// The collections screen's server calls (spec §7 Collections, contract in docs/api-prestamos-cobros.md), through the
// generated client (`clienteApi`, docs/decisiones/cliente-generado.md: path, body, key and answer checked against the
// OpenAPI): a thin layer, without type parameters, for what the screen and its tests share.
import {
  ESTADOS_COBRABLES,
  ORDENES_COBROS,
  type CambiosCobro,
  type Cobro,
  type ConsultaCobros,
  type DatosCobro,
  type DetalleCobro,
  type Prestamo,
} from '@cartera/dominio';
import { clienteApi, type Pagina } from '@cartera/plataforma';

/** Loans the select offers per estado and search. */
const OPCIONES_POR_ESTADO = 20;

export const cobrosApi = {
  /** A page of collections; a `sort` the API does not know is left out (the list's default order). */
  listar: ({ sort, ...consulta }: ConsultaCobros): Promise<Pagina<Cobro>> =>
    clienteApi.get('/api/cobros', {
      consulta: { ...consulta, sort: ORDENES_COBROS.find((orden) => orden === sort) },
    }),
  /**
   * The writes move money: `clave` is the action's Idempotency-Key, which the API requires (the form's, so a double
   * submit registers one collection; one per confirmed click for a delete).
   */
  crear: (datos: DatosCobro, clave: string): Promise<DetalleCobro> =>
    clienteApi.post('/api/cobros', { cuerpo: datos, clave }),
  actualizar: (id: string, cambios: CambiosCobro, clave: string): Promise<DetalleCobro> =>
    clienteApi.put('/api/cobros/{id}', { ruta: { id }, cuerpo: cambios, clave }),
  eliminar: (id: string, clave: string): Promise<unknown> =>
    clienteApi.delete('/api/cobros/{id}', { ruta: { id }, clave }),
  /** The payment accounts a transfer may arrive to (GET /pagos/cuentas; the form offers the active ones). */
  cuentasRecaudo: () => clienteApi.get('/api/pagos/cuentas'),

  /**
   * Open loans matching `texto` (client name or cédula), for the searchable select. GET /prestamos filters one
   * estado at a time, so each collectable estado is asked for apart and the answers are merged.
   */
  buscarPrestamos: async (texto: string): Promise<Prestamo[]> => {
    const paginas = await Promise.all(
      ESTADOS_COBRABLES.map((estado) =>
        clienteApi.get('/api/prestamos', {
          consulta: {
            search: texto.trim() || undefined,
            estado,
            limit: OPCIONES_POR_ESTADO,
            sort: 'cliente_asc',
          },
        }),
      ),
    );
    return paginas
      .flatMap((pagina) => pagina.data)
      .sort((a, b) => a.cliente.nombre.localeCompare(b.cliente.nombre, 'es') || a.numero - b.numero);
  },
  /** The loan's detail: its balance and its pending late interest (what a collection is checked against). */
  obtenerPrestamo: (id: string) => clienteApi.get('/api/prestamos/{id}', { ruta: { id } }),
};
