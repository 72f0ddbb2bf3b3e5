// Un proveedor HTTP de mensajes local (el canal de WhatsApp o SMS de Notificaciones) para las pruebas de la API:
// guarda cada llamada y responde con el estado que diga `estado` en ese momento (200 por defecto).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Json } from './app-prueba';

export interface LlamadaProveedor {
  ruta: string;
  cabeceras: IncomingHttpHeaders;
  cuerpo: Json;
}

export interface ProveedorLocal {
  url: string;
  llamadas: LlamadaProveedor[];
  estado: { codigo: number };
  cerrar(): Promise<void>;
}

export async function proveedorLocal(): Promise<ProveedorLocal> {
  const llamadas: LlamadaProveedor[] = [];
  const estado = { codigo: 200 };
  const servidor: Server = createServer((peticion, respuesta) => {
    const partes: Buffer[] = [];
    peticion.on('data', (parte: Buffer) => partes.push(parte));
    peticion.on('end', () => {
      llamadas.push({
        ruta: peticion.url ?? '',
        cabeceras: peticion.headers,
        cuerpo: JSON.parse(Buffer.concat(partes).toString('utf8')) as Json,
      });
      respuesta.writeHead(estado.codigo, { 'content-type': 'application/json' });
      respuesta.end(JSON.stringify(estado.codigo < 300 ? { ok: true } : { error: 'proveedor caído' }));
    });
  });
  await new Promise<void>((listo) => servidor.listen(0, '127.0.0.1', listo));
  const puerto = (servidor.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${puerto}/mensajes`,
    llamadas,
    estado,
    cerrar: () =>
      new Promise((listo) => {
        servidor.close(() => listo());
        servidor.closeAllConnections();
      }),
  };
}
