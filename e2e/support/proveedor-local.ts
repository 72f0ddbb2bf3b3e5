// A local HTTP messaging provider (WhatsApp or SMS channel of Notificaciones) for the browser tests: it keeps every
// message it got and answers 200, after `demoraMs` if given (so the history shows 'Pendiente' first).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProveedorLocal {
  url: string;
  cuerpos: Array<{ to: string; message: string }>;
  cerrar(): Promise<void>;
}

export async function proveedorLocal(demoraMs = 0): Promise<ProveedorLocal> {
  const cuerpos: ProveedorLocal['cuerpos'] = [];
  const servidor: Server = createServer((peticion, respuesta) => {
    const partes: Buffer[] = [];
    peticion.on('data', (parte: Buffer) => partes.push(parte));
    peticion.on('end', () => {
      cuerpos.push(JSON.parse(Buffer.concat(partes).toString('utf8')) as { to: string; message: string });
      setTimeout(() => {
        respuesta.writeHead(200, { 'content-type': 'application/json' });
        respuesta.end('{"ok":true}');
      }, demoraMs);
    });
  });
  await new Promise<void>((listo) => servidor.listen(0, '127.0.0.1', listo));
  const { port } = servidor.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mensajes`,
    cuerpos,
    cerrar: () =>
      new Promise((listo) => {
        servidor.close(() => listo());
        servidor.closeAllConnections();
      }),
  };
}
