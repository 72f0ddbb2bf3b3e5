import { lookup as lookupSistema, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { codigoDe, propiedad } from '../../common/tipado';

/**
 * Qué destinos puede alcanzar un canal (docs/seguridad.md, «SSRF»). La comprobación se hace al conectar, con las
 * direcciones ya resueltas: un nombre que resuelve a 10.x o a 127.x se rechaza igual que la IP escrita. Sólo se
 * admiten direcciones públicas; loopback, únicamente si `permitirLoopback` (pruebas y desarrollo, nunca producción).
 */
export interface PoliticaRed {
  permitirLoopback: boolean;
}

/** Código del error de conexión a un destino no permitido (lo reconocen los canales para dar un mensaje fijo). */
export const CODIGO_DESTINO_PROHIBIDO = 'CARTERA_DESTINO_PROHIBIDO';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Rangos que no son Internet pública (IANA special-purpose registries, IPv4 e IPv6). */
const NO_PUBLICAS = new BlockList();
for (const [red, prefijo] of [
  ['0.0.0.0', 8], // «esta red»
  ['10.0.0.0', 8], // privada
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // enlace local (metadatos de la nube: 169.254.169.254)
  ['172.16.0.0', 12], // privada
  ['192.0.0.0', 24], // asignaciones de protocolo
  ['192.0.2.0', 24], // documentación
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // privada
  ['198.18.0.0', 15], // pruebas de rendimiento
  ['198.51.100.0', 24], // documentación
  ['203.0.113.0', 24], // documentación
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reservada y broadcast
] as const) {
  NO_PUBLICAS.addSubnet(red, prefijo, 'ipv4');
}
for (const [red, prefijo] of [
  ['::', 128], // sin especificar
  ['::1', 128], // loopback
  ['64:ff9b:1::', 48], // traducción local
  ['100::', 64], // descarte
  ['2001::', 32], // Teredo (lleva una IPv4 ofuscada)
  ['2001:db8::', 32], // documentación
  ['fc00::', 7], // únicas locales
  ['fe80::', 10], // enlace local
  ['fec0::', 10], // sitio local (obsoleta)
  ['ff00::', 8], // multicast
] as const) {
  NO_PUBLICAS.addSubnet(red, prefijo, 'ipv6');
}

/** IPv4 escrita dentro de una IPv6 (::ffff:10.0.0.1, ::10.0.0.1, 64:ff9b::10.0.0.1, 2002:0a00:0001::): la IPv4. */
function ipv4Incrustada(ip: string): string | null {
  const minusculas = ip.toLowerCase();
  const conPuntos = /^(?:::ffff:(?:0:)?|::|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(minusculas);
  if (conPuntos) return conPuntos[1];
  const hex = /^(?:::ffff:(?:0:)?|::|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(minusculas);
  const seisAcuatro = /^2002:([0-9a-f]{1,4}):([0-9a-f]{1,4})(?::|$)/.exec(minusculas);
  const partes = hex ?? seisAcuatro;
  if (!partes) return null;
  const alto = parseInt(partes[1], 16);
  const bajo = parseInt(partes[2], 16);
  return [alto >> 8, alto & 255, bajo >> 8, bajo & 255].join('.');
}

/** ¿Se puede conectar a esta IP? */
export function ipPermitida(ip: string, politica: PoliticaRed): boolean {
  const version = isIP(ip);
  if (version === 0) return false;
  const incrustada = version === 6 ? ipv4Incrustada(ip) : null;
  if (incrustada !== null) return ipPermitida(incrustada, politica);
  const familia = version === 4 ? 'ipv4' : 'ipv6';
  if (LOOPBACK.check(ip, familia)) return politica.permitirLoopback;
  return !NO_PUBLICAS.check(ip, familia);
}

/** ¿Es `host` (nombre o IP literal, con o sin corchetes) un loopback escrito? `localhost` cuenta. */
export function esHostLoopback(host: string): boolean {
  const limpio = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (limpio === 'localhost' || limpio.endsWith('.localhost')) return true;
  return isIP(limpio) !== 0 && ipPermitida(limpio, { permitirLoopback: true }) && !ipPermitida(limpio, { permitirLoopback: false });
}

/** ¿Es `host` una IP escrita que no se puede alcanzar? (Los nombres se comprueban al conectar.) */
export function esIpProhibida(host: string, politica: PoliticaRed): boolean {
  const limpio = host.replace(/^\[|\]$/g, '');
  return isIP(limpio) !== 0 && !ipPermitida(limpio, politica);
}

export class ErrorDestinoProhibido extends Error {
  readonly code = CODIGO_DESTINO_PROHIBIDO;
  constructor(host: string) {
    super(`El destino ${host} no es una dirección pública`);
  }
}

type LlamadaLookup = (
  error: NodeJS.ErrnoException | null,
  direccion: string | LookupAddress[],
  familia?: number,
) => void;

/** La forma de `dns.lookup` que esperan net.connect y undici (`connect.lookup`). */
export type Lookup = (hostname: string, opciones: LookupOptions, llamada: LlamadaLookup) => void;

/**
 * Un `lookup` para sockets: resuelve con el resolvedor del sistema (o `resolver`, inyectable en pruebas) y falla si
 * alguna de las direcciones no está permitida; así el socket sólo se abre contra una IP comprobada.
 */
export function lookupSeguro(politica: PoliticaRed, resolver: Lookup = lookupSistema): Lookup {
  return (hostname, opciones, llamada) => {
    resolver(hostname, { ...opciones, all: true }, (error, direcciones) => {
      if (error) return llamada(error, opciones.all ? [] : '', undefined);
      const lista: LookupAddress[] = Array.isArray(direcciones) ? direcciones : [{ address: direcciones, family: isIP(direcciones) }];
      if (lista.length === 0 || lista.some((d) => !ipPermitida(d.address, politica))) {
        return llamada(new ErrorDestinoProhibido(hostname), opciones.all ? [] : '', undefined);
      }
      if (opciones.all) return llamada(null, lista);
      return llamada(null, lista[0].address, lista[0].family);
    });
  };
}

/** Resuelve `host` una vez y devuelve la primera IP permitida, o lanza ErrorDestinoProhibido (SMTP: se conecta a ella). */
export function resolverSeguro(host: string, politica: PoliticaRed, resolver?: Lookup): Promise<string> {
  const buscar = lookupSeguro(politica, resolver);
  return new Promise((resolver_, rechazar) => {
    buscar(host.replace(/^\[|\]$/g, ''), { all: false }, (error, direccion) => {
      if (error) rechazar(error);
      // Con `all: false` llega una sola dirección, como texto.
      else resolver_(typeof direccion === 'string' ? direccion : direccion[0].address);
    });
  });
}

/** ¿El error (o su causa, como los de fetch) viene de un destino no permitido? */
export function esDestinoProhibido(error: unknown): boolean {
  for (let actual: unknown = error, i = 0; actual && i < 5; i++) {
    if (codigoDe(actual) === CODIGO_DESTINO_PROHIBIDO) return true;
    actual = propiedad(actual, 'cause');
  }
  return false;
}
