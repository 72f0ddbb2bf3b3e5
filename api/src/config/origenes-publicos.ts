// Los orígenes públicos de Cartera (PUBLIC_URL): las direcciones desde las que un navegador abre el portal. Las rutas de
// las cookies de /api/auth comparan el Origin de la petición con éstos (y CORS_ORIGINS), nunca con la cabecera Host,
// que elige quien hace la petición (docs/decisiones/origenes-publicos.md).
import { networkInterfaces } from 'node:os';
import { esUrlHttp } from './valores-entorno';

/** Las direcciones IP de las interfaces de esta máquina (las que atiende HOST=0.0.0.0). */
export function direccionesLocales(): string[] {
  return Object.values(networkInterfaces())
    .flatMap((interfaces) => interfaces ?? [])
    .map((i) => i.address);
}

const conPuerto = (protocoloYHost: string, puerto: number) => new URL(`${protocoloYHost}:${puerto}`).origin;
const hostDeUrl = (direccion: string) => (direccion.includes(':') ? `[${direccion}]` : direccion);
const TODAS = new Set(['0.0.0.0', '::', '[::]']);

/**
 * PUBLIC_URL: una URL o varias separadas por comas (`https://cartera.example.com`); de cada una cuenta su origen. Sin
 * PUBLIC_URL, las URL en las que escucha la propia API: `http://localhost:PORT`, `http://127.0.0.1:PORT` y, con
 * HOST=0.0.0.0 o `::`, la de cada dirección de la máquina (el teléfono de la red local que abre `http://192.168.1.5:3000`);
 * con otro HOST, la suya. Detrás de un proxy o un Ingress hay que darla: el navegador ve la dirección del proxy.
 */
export function leerOrigenesPublicos(
  valor: string | undefined,
  escucha: { puerto: number; host: string; direcciones: readonly string[] },
  problemas: string[],
): string[] {
  const origenes = new Set<string>();
  if (valor !== undefined && valor.trim() !== '') {
    for (const parte of valor.split(',').map((p) => p.trim()).filter(Boolean)) {
      if (esUrlHttp(parte)) origenes.add(new URL(parte).origin);
      else problemas.push(`PUBLIC_URL contiene una URL inválida: '${parte}' (se espera p. ej. https://cartera.example.com)`);
    }
    return [...origenes];
  }
  const { puerto, host } = escucha;
  const hosts = TODAS.has(host) ? ['localhost', ...escucha.direcciones] : ['localhost', '127.0.0.1', host];
  for (const h of hosts) {
    try {
      origenes.add(conPuerto(`http://${hostDeUrl(h)}`, puerto));
    } catch {
      // Una dirección que no forma una URL (una IPv6 con zona, `fe80::1%eth0`) no es un origen que un navegador mande.
    }
  }
  return [...origenes];
}
