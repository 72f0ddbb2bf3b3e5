// The recipient and preview pickers' clients: a server search by name or cédula among the active ones, through the
// generated client (docs/decisiones/cliente-generado.md).
import type { Cliente } from '@cartera/dominio';
import { clienteApi } from '@cartera/plataforma';

/** Clients offered per search. */
const OPCIONES = 20;

export async function clientesActivos(search?: string): Promise<Array<Pick<Cliente, '_id' | 'nombre'>>> {
  const pagina = await clienteApi.get('/api/clientes', {
    consulta: { page: 1, limit: OPCIONES, search, estado: 'activo' },
  });
  return pagina.data.map((c) => ({ _id: c._id, nombre: c.nombre }));
}
