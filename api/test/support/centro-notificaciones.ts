// El centro de notificaciones de las pruebas (notificaciones.e2e-spec.ts, notificaciones-programados.e2e-spec.ts):
// la aplicación con la cola de pg-boss, un servidor SMTP local y un proveedor HTTP local de SMS/WhatsApp, y los atajos
// para leer un envío, sus destinatarios, configurar un canal HTTP, decodificar un correo y esperar algo.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { proveedorLocal, type ProveedorLocal } from './proveedor-local';
import { usarAppPrueba } from './app-del-archivo';

export const ENTORNO_COLA = {
  NOTIFICACIONES_SONDEO_MS: '500',
  NOTIFICACIONES_REINTENTOS: '2',
  NOTIFICACIONES_REINTENTO_SEGUNDOS: '1',
};

export interface Correo {
  de: string;
  para: string[];
  texto: string;
}

/** Servidor SMTP en un puerto libre que guarda cada correo recibido (con usuario y contraseña). */
export async function servidorSmtp(): Promise<{ puerto: number; correos: Correo[]; cerrar(): Promise<void> }> {
  const correos: Correo[] = [];
  const servidor = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _sesion, responder) {
      if (auth.username === 'avisos' && auth.password === 'clave-smtp')
        return responder(null, { user: 'avisos' });
      return responder(new Error('Credenciales inválidas'));
    },
    onData(flujo, sesion, responder) {
      const partes: Buffer[] = [];
      flujo.on('data', (parte: Buffer) => partes.push(parte));
      flujo.on('end', () => {
        correos.push({
          de: sesion.envelope.mailFrom ? sesion.envelope.mailFrom.address : '',
          para: sesion.envelope.rcptTo.map((r) => r.address),
          texto: Buffer.concat(partes).toString('utf8'),
        });
        responder();
      });
    },
    logger: false,
  });
  await new Promise<void>((listo) => servidor.listen(0, '127.0.0.1', listo));
  const puerto = (servidor.server.address() as AddressInfo).port;
  return { puerto, correos, cerrar: () => new Promise((listo) => servidor.close(() => listo())) };
}

/** Cuerpo de un correo quoted-printable (nodemailer) como texto. */
export function decodificarQuotedPrintable(texto: string): string {
  const sinCortes = texto.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < sinCortes.length; i++) {
    const hex = sinCortes.slice(i + 1, i + 3);
    if (sinCortes[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(sinCortes[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8').replace(/\r?\n/g, ' ');
}

export async function esperarHasta<T>(
  descripcion: string,
  leer: () => Promise<T>,
  cumple: (valor: T) => boolean,
  ms = 20_000,
): Promise<T> {
  const limite = Date.now() + ms;
  let valor = await leer();
  while (!cumple(valor)) {
    if (Date.now() > limite)
      throw new Error(`Tiempo agotado esperando ${descripcion}: ${JSON.stringify(valor)}`);
    await new Promise((r) => setTimeout(r, 200));
    valor = await leer();
  }
  return valor;
}

/**
 * La aplicación del archivo con la cola, el servidor SMTP y el proveedor HTTP (abiertos antes de las pruebas, cerrados
 * después; los mismos objetos durante todo el archivo) y sus atajos.
 */
export function usarCentroNotificaciones() {
  const { prueba, tokens } = usarAppPrueba({ entorno: ENTORNO_COLA });
  const smtp: Awaited<ReturnType<typeof servidorSmtp>> = { puerto: 0, correos: [], cerrar: async () => undefined };
  const http: ProveedorLocal = { url: '', llamadas: [], estado: { codigo: 200 }, cerrar: async () => undefined };
  beforeAll(async () => {
    const [servidor, proveedor] = await Promise.all([servidorSmtp(), proveedorLocal()]);
    Object.assign(smtp, servidor);
    Object.assign(http, proveedor);
  });
  afterAll(async () => {
    await Promise.all([smtp.cerrar(), http.cerrar()]);
  });

  const notificacion = async (id: string) =>
    (await prueba.como('admin').get(`/api/notificaciones/${id}`)).body.data;
  const destinatarios = async (id: string) =>
    (await prueba.como('admin').get(`/api/notificaciones/${id}/destinatarios?limit=100`)).body.data;
  const configurarHttp = (canal: 'sms' | 'whatsapp', url: string) =>
    prueba.como('admin').put(`/api/notificaciones/canales/${canal}`, {
      activo: true,
      url,
      token: 'token-secreto',
      cuerpo: '{"to": "{{telefono}}", "message": "{{mensaje}}", "ref": "{{id}}"}',
    });

  return { prueba, tokens, smtp, http, notificacion, destinatarios, configurarHttp };
}
