// The search of the loans a collection may go to, shared by «Registrar Cobro» and the application of a payment in
// suspense (Recaudos): GET /prestamos filters one estado at a time, so each collectable estado is asked for apart
// through the generated client (docs/decisiones/cliente-generado.md) and the answers are merged.
import { ESTADOS_COBRABLES, type Prestamo } from '@cartera/dominio';
import { clienteApi } from '@cartera/plataforma';

/** Loans the select offers per estado and search. */
const OPCIONES_POR_ESTADO = 20;

/** Open loans matching `texto` (client name or cédula), by client name and then loan number. */
export async function buscarPrestamosCobrables(texto: string): Promise<Prestamo[]> {
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
}
