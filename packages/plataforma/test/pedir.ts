// One call of the kit's tests through `solicitar` (http.ts), answered as the typed client answers (`desenvolver`: the
// envelope's `data`, or a page's `data` and `meta`). For the transport's own tests and the fake routes of the
// component tests (`frutas`) that the OpenAPI does not know; screens call `clienteApi`.
import { desenvolver, type MetodoApi } from '../src/api/cliente';
import { solicitar, type OpcionesSolicitud } from '../src/http';

export async function pedir(metodo: MetodoApi, ruta: string, opciones?: OpcionesSolicitud): Promise<unknown> {
  return desenvolver(await solicitar(metodo, ruta, opciones));
}
