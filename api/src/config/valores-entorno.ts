// Cómo se leen del entorno los valores que no son un entero, un booleano o un texto: las claves de los canales, los
// proxies de confianza, las duraciones, las rutas, las URL y los orígenes. Cada lector anota en `problemas` lo que
// rechaza, con la variable y el motivo; configuracion.ts los junta en un solo error al arrancar.
import { isIP } from 'node:net';
import path from 'node:path';
import type { ClaveCanales } from './configuracion.tipos';

export const VERDADEROS = ['1', 'true', 'si', 'sí', 'yes', 'on'];
export const FALSOS = ['0', 'false', 'no', 'off'];

/** Id de la clave derivada de JWT_SECRET (secretos guardados antes de CANALES_KEY); no se puede usar en CANALES_KEY. */
export const ID_CLAVE_DERIVADA = 'v0';

/** CANALES_KEY: `k2:<base64 de 32 bytes>,k1:<…>`; ids de 1 a 16 letras, números, '-' o '_'; sin repetir. */
export function leerClavesCanales(valor: string | undefined, problemas: string[]): ClaveCanales[] {
  if (valor === undefined) return [];
  const claves: ClaveCanales[] = [];
  for (const parte of valor.split(',').map((p) => p.trim()).filter(Boolean)) {
    const separador = parte.indexOf(':');
    const id = separador > 0 ? parte.slice(0, separador) : '';
    const base64 = separador > 0 ? parte.slice(separador + 1) : '';
    const clave = Buffer.from(base64, 'base64');
    if (!/^[A-Za-z0-9_-]{1,16}$/.test(id) || id === ID_CLAVE_DERIVADA) {
      problemas.push(
        `CANALES_KEY: cada clave es 'id:base64' con un id de 1 a 16 caracteres (letras, números, - o _) distinto de '${ID_CLAVE_DERIVADA}'`,
      );
    } else if (clave.length !== 32 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) {
      problemas.push(`CANALES_KEY: la clave '${id}' debe ser de 32 bytes en base64 (openssl rand -base64 32)`);
    } else if (claves.some((c) => c.id === id)) {
      problemas.push(`CANALES_KEY: el id '${id}' está repetido`);
    } else {
      claves.push({ id, clave });
    }
  }
  return claves;
}

/**
 * TRUST_PROXY: vacío, false/0/no/off → no se confía en ningún proxy (X-Forwarded-For se ignora); un entero N → N
 * saltos de proxy de confianza; true/si/on/yes → 1 salto (compatibilidad con TRUST_PROXY=1); una lista separada
 * por comas de IP o CIDR (10.0.0.0/8, 192.168.1.10) → sólo esos proxies. Nunca «confiar en cualquiera».
 */
export function leerConfianzaProxy(
  valor: string | undefined,
  problemas: string[],
): false | number | string[] {
  if (valor === undefined) return false;
  const minusculas = valor.toLowerCase();
  if (FALSOS.includes(minusculas)) return false;
  if (VERDADEROS.includes(minusculas)) return 1;
  if (/^\d+$/.test(valor)) {
    const saltos = Number(valor);
    if (saltos > 10) {
      problemas.push(
        `TRUST_PROXY como número de saltos debe estar entre 0 y 10 (valor recibido: '${valor}')`,
      );
      return false;
    }
    return saltos;
  }
  const lista = valor
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  const invalidas = lista.filter((v) => !esIpOCidr(v));
  if (invalidas.length > 0) {
    problemas.push(
      `TRUST_PROXY debe ser false, un número de saltos o una lista de IP/CIDR de los proxies (inválido: '${invalidas.join("', '")}')`,
    );
    return false;
  }
  return lista;
}

export function esIpOCidr(valor: string): boolean {
  const [ip, prefijo, ...resto] = valor.split('/');
  const version = isIP(ip);
  if (version === 0 || resto.length > 0) return false;
  if (prefijo === undefined) return true;
  if (!/^\d+$/.test(prefijo)) return false;
  return Number(prefijo) <= (version === 4 ? 32 : 128);
}

/** '3600' → 3600; '30s', '45m', '12h', '1d' → segundos; cualquier otra cosa → null. */
export function duracionEnSegundos(valor: string): number | null {
  const partes = /^(\d+)\s*(s|m|h|d)?$/i.exec(valor.trim());
  if (!partes) return null;
  const factores: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };
  return Number(partes[1]) * factores[(partes[2] ?? 's').toLowerCase()];
}

/** `ruta` es `carpeta` o está dentro de ella (rutas absolutas). */
export function dentroDe(ruta: string, carpeta: string): boolean {
  const relativa = path.relative(carpeta, ruta);
  return relativa === '' || (!relativa.startsWith('..') && !path.isAbsolute(relativa));
}

export function esUrlHttp(valor: string): boolean {
  try {
    const url = new URL(valor);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function esOrigen(valor: string): boolean {
  try {
    const url = new URL(valor);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === valor.replace(/\/$/, '');
  } catch {
    return false;
  }
}
