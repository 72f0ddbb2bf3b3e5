// Every server call of the collections screen (spec §7 Collections, contract in docs/api-prestamos-cobros.md). The
// shapes are the API's, from @cartera/dominio.
import {
  ESTADOS_COBRABLES,
  type CambiosCobro,
  type Cobro,
  type CuentaPago,
  type ConsultaCobros,
  type DatosCobro,
  type DetalleCobro,
  type DetallePrestamo,
  type Prestamo,
} from '@cartera/dominio';
import { api, type Lista } from '@cartera/plataforma';

/** Loans the select offers per estado and search. */
const OPCIONES_POR_ESTADO = 20;

export const cobrosApi = {
  listar: (consulta: ConsultaCobros): Promise<Lista<Cobro>> => api.lista<Cobro>('cobros', { ...consulta }),
  /**
   * The writes move money: `clave` is the action's Idempotency-Key, which the API requires (the form's, so a double
   * submit registers one collection; one per confirmed click for a delete).
   */
  crear: (datos: DatosCobro, clave: string): Promise<DetalleCobro> =>
    api.post<DetalleCobro>('cobros', datos, clave),
  actualizar: (id: string, cambios: CambiosCobro, clave: string): Promise<DetalleCobro> =>
    api.put<DetalleCobro>(`cobros/${encodeURIComponent(id)}`, cambios, clave),
  eliminar: (id: string, clave: string): Promise<unknown> =>
    api.delete(`cobros/${encodeURIComponent(id)}`, clave),
  /** The payment accounts a transfer may arrive to (GET /pagos/cuentas; the form offers the active ones). */
  cuentasRecaudo: (): Promise<CuentaPago[]> => api.get<CuentaPago[]>('pagos/cuentas'),

  /**
   * Open loans matching `texto` (client name or cédula), for the searchable select. GET /prestamos filters one
   * estado at a time, so each collectable estado is asked for apart and the answers are merged.
   */
  buscarPrestamos: async (texto: string): Promise<Prestamo[]> => {
    const paginas = await Promise.all(
      ESTADOS_COBRABLES.map((estado) =>
        api.lista<Prestamo>('prestamos', {
          search: texto.trim() || undefined,
          estado,
          limit: OPCIONES_POR_ESTADO,
          sort: 'cliente_asc',
        }),
      ),
    );
    return paginas
      .flatMap((pagina) => pagina.data)
      .sort((a, b) => a.cliente.nombre.localeCompare(b.cliente.nombre, 'es') || a.numero - b.numero);
  },
  /** The loan's detail: its balance and its pending late interest (what a collection is checked against). */
  obtenerPrestamo: (id: string): Promise<DetallePrestamo> =>
    api.get<DetallePrestamo>(`prestamos/${encodeURIComponent(id)}`),
};
