// Los clientes de las pruebas de la API (clientes.e2e-spec.ts, clientes-consulta.e2e-spec.ts): fotos reales de
// tamaño conocido, un cuerpo de alta con cédula y teléfono únicos, y la aplicación del archivo con sus atajos.
import { usarAppPrueba } from './app-del-archivo';
import type { Json } from './app-prueba';
import { pngRgb } from './png';

/** Un PNG real de `lado`×`lado` píxeles grises. */
export const png = (lado = 2): Buffer => pngRgb(lado, lado, () => [0x80, 0x80, 0x80]);

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
