import type { ClienteResumen } from '@cartera/dominio';
import { clienteApi } from '@cartera/plataforma';

/**
 * Client photos fetched once per client and version, kept in memory for the life of the page (spec §2: "fetched
 * per client and cached in memory"). The key carries `updatedAt`, so an edited client gets its new photo.
 * A failed fetch is forgotten so a later render can try again.
 */
const fotos = new Map<string, Promise<string | null>>();

const clave = (cliente: Pick<ClienteResumen, '_id' | 'updatedAt'>) => `${cliente._id}@${cliente.updatedAt}`;

export function fotoEnMemoria(cliente: Pick<ClienteResumen, '_id' | 'updatedAt'>): Promise<string | null> {
  const llave = clave(cliente);
  let foto = fotos.get(llave);
  if (!foto) {
    // The photo as a data URL, or null when the client has none.
    const pedida = clienteApi.get('/api/clientes/{id}/foto', { ruta: { id: cliente._id } });
    foto = pedida.then((respuesta) => respuesta.foto).catch((error: unknown) => {
      fotos.delete(llave);
      throw error;
    });
    fotos.set(llave, foto);
  }
  return foto;
}

/** Keeps a photo the screen already has (the one just saved), so the list does not ask for it again. */
export function recordarFoto(cliente: Pick<ClienteResumen, '_id' | 'updatedAt'>, foto: string | null): void {
  fotos.set(clave(cliente), Promise.resolve(foto));
}

/** Only for tests. */
export function olvidarFotos(): void {
  fotos.clear();
}
