// The page's calls to the API as they go and come back: what the screen walks (every role's screens, the lists at
// 1366 px) wait on before they measure, so a screen counts as loaded when its API has been quiet for a while.
import type { Page, Request } from 'playwright-core';
import { esperarQue } from './navegador';

/** How long the API must stay quiet before a screen counts as loaded. */
const QUIETO_MS = 800;

/** The path of a call to the API (`/api/pagos/suspenso`), or null for anything else the page asks for. */
export function rutaApi(pedido: Request): string | null {
  const { pathname } = new URL(pedido.url());
  return pathname.startsWith('/api/') ? pathname : null;
}

/** A wait until the page has had no call to the API in flight for QUIETO_MS; `alPedir` sees each path asked for. */
export function vigilarLlamadasApi(page: Page, alPedir: (ruta: string) => void = () => {}): () => Promise<void> {
  let enCurso = 0;
  let ultimoCambio = Date.now();
  page.on('request', (pedido) => {
    const ruta = rutaApi(pedido);
    if (!ruta) return;
    alPedir(ruta);
    enCurso += 1;
    ultimoCambio = Date.now();
  });
  const terminada = (pedido: Request) => {
    if (!rutaApi(pedido)) return;
    enCurso -= 1;
    ultimoCambio = Date.now();
  };
  page.on('requestfinished', terminada);
  page.on('requestfailed', terminada);
  return () =>
    esperarQue(
      async () => enCurso <= 0 && Date.now() - ultimoCambio > QUIETO_MS,
      'las llamadas a la API de la pantalla terminan',
    );
}
