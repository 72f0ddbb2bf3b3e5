// Los clientes de las pruebas de la API (clientes.e2e-spec.ts, clientes-consulta.e2e-spec.ts): fotos reales de
// tamaño conocido, un cuerpo de alta con cédula y teléfono únicos, y la aplicación del archivo con sus atajos.
import { deflateSync } from 'node:zlib';
import { usarAppPrueba } from './app-del-archivo';
import type { Json } from './app-prueba';

/** Un PNG real de `lado`×`lado` píxeles grises (cabecera, IHDR, IDAT comprimido, IEND). */
export function png(lado = 2): Buffer {
  const crcTabla = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (datos: Buffer) => {
    let c = 0xffffffff;
    for (const byte of datos) c = crcTabla[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const bloque = (tipo: string, datos: Buffer) => {
    const largo = Buffer.alloc(4);
    largo.writeUInt32BE(datos.length);
    const cuerpo = Buffer.concat([Buffer.from(tipo, 'latin1'), datos]);
    const suma = Buffer.alloc(4);
    suma.writeUInt32BE(crc(cuerpo));
    return Buffer.concat([largo, cuerpo, suma]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(lado, 0);
  ihdr.writeUInt32BE(lado, 4);
  ihdr[8] = 8; // bits por canal
  ihdr[9] = 0; // escala de grises
  const filas = Buffer.concat(Array.from({ length: lado }, () => Buffer.concat([Buffer.from([0]), Buffer.alloc(lado, 0x80)])));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    bloque('IHDR', ihdr),
    bloque('IDAT', deflateSync(filas)),
    bloque('IEND', Buffer.alloc(0)),
  ]);
}

export const dataUrl = (mime: string, datos: Buffer) => `data:${mime};base64,${datos.toString('base64')}`;

/** Un "JPEG" del tamaño pedido: la firma de JPEG seguida de relleno (la API mira firma y tamaño). */
export const jpegDeTamano = (bytes: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(bytes - 4, 7)]);

let secuencia = 0;
/** Cédula y teléfono únicos de esta corrida. */
export function documentos() {
  secuencia += 1;
  const n = String(secuencia).padStart(5, '0');
  return { cedula: `771${n}123`, telefono: `31${n}987` };
}

export function cuerpoCliente(extra: Record<string, unknown> = {}): Record<string, unknown> {
  const { cedula, telefono } = documentos();
  return {
    nombre: `Cliente ${cedula}`,
    cedula,
    telefono,
    direccion: 'Carrera 7 # 72-41',
    ciudad: 'Bogotá',
    ...extra,
  };
}

/** La aplicación del archivo con sus atajos: contar filas, crear un cliente por la API y listar con una consulta. */
export function usarClientesPrueba() {
  const { prueba, tokens, ids } = usarAppPrueba();

  const contar = async (tabla: string, donde = 'true') =>
    Number((await prueba.dataSource.query(`SELECT count(*) AS n FROM ${tabla} WHERE ${donde}`))[0].n);

  const crear = async (extra: Record<string, unknown> = {}, token = tokens.admin): Promise<Json> => {
    const r = await prueba.pedir({ metodo: 'POST', ruta: '/api/clientes', token, cuerpo: cuerpoCliente(extra) });
    if (r.status !== 201) throw new Error(`No se creó el cliente: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body.data;
  };

  const listar = (consulta: string, token = tokens.admin) => prueba.pedir({ metodo: 'GET', ruta: `/api/clientes?${consulta}`, token });

  return { prueba, tokens, ids, contar, crear, listar };
}
