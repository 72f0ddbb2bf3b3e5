import { isIP } from 'node:net';
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { AjustesEmail } from '@cartera/dominio';
import { codigoDe, propiedad } from '../../common/tipado';
import type { Canal, MensajeSaliente } from './canal';
import { ErrorEntrega } from './canal';
import { esDestinoProhibido, esHostLoopback, resolverSeguro, type Lookup, type PoliticaRed } from './red';

/** Mensajes fijos de entrega por SMTP: nunca la respuesta del servidor. */
export const MENSAJES_ENTREGA_SMTP = {
  destinoProhibido: 'SMTP: la dirección del servidor no es pública (red privada, local o reservada)',
  credenciales: 'SMTP: el servidor rechazó el usuario o la contraseña',
  tls: 'SMTP: el servidor no ofrece una conexión cifrada (TLS)',
  sobre: 'SMTP: el servidor rechazó el remitente o el destinatario',
  conexion: 'SMTP: no se pudo conectar con el servidor',
  rechazado: (codigo: number | undefined) =>
    `SMTP: el servidor rechazó el mensaje${codigo ? ` (código ${codigo})` : ''}`,
} as const;

/**
 * Opciones del transporte hacia la IP ya comprobada `ip` (el nombre sólo para el certificado TLS): STARTTLS
 * obligatorio salvo contra loopback con la excepción de pruebas.
 */
export function opcionesTransporte(
  ajustes: AjustesEmail,
  ip: string,
  contrasena: string | null,
  politica: PoliticaRed,
): SMTPTransport.Options & { pool: true; maxConnections: number } {
  const sinTls = politica.permitirLoopback && esHostLoopback(ip);
  return {
    host: ip,
    port: ajustes.puerto,
    secure: ajustes.seguro,
    requireTLS: !ajustes.seguro && !sinTls,
    ...(isIP(ajustes.host) === 0 ? { tls: { servername: ajustes.host } } : {}),
    pool: true,
    maxConnections: 5,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
    ...(ajustes.usuario ? { auth: { user: ajustes.usuario, pass: contrasena ?? '' } } : {}),
  };
}

/**
 * Email por SMTP con nodemailer (un transporte con conexiones reutilizadas por lote). El servidor se resuelve una
 * vez, se comprueba que su IP es pública y el transporte se conecta a esa IP (no vuelve a resolver el nombre).
 */
export class EmailCanal implements Canal {
  private transporte: Promise<Transporter> | undefined;

  constructor(
    private readonly ajustes: AjustesEmail,
    private readonly contrasena: string | null,
    private readonly politica: PoliticaRed,
    private readonly resolver?: Lookup,
  ) {}

  private abrir(): Promise<Transporter> {
    this.transporte ??= resolverSeguro(this.ajustes.host, this.politica, this.resolver).then((ip) =>
      nodemailer.createTransport(opcionesTransporte(this.ajustes, ip, this.contrasena, this.politica)),
    );
    return this.transporte;
  }

  async enviar(mensaje: MensajeSaliente): Promise<void> {
    try {
      const transporte = await this.abrir();
      await transporte.sendMail({
        from: this.ajustes.remitente,
        to: mensaje.direccion,
        subject: mensaje.titulo,
        text: mensaje.mensaje,
        headers: { 'X-Cartera-Referencia': mensaje.id },
      });
    } catch (error) {
      throw new ErrorEntrega(mensajeDeFallo(error));
    }
  }

  cerrar(): void {
    void this.transporte?.then((t) => t.close()).catch(() => undefined);
  }
}

function mensajeDeFallo(error: unknown): string {
  if (esDestinoProhibido(error)) return MENSAJES_ENTREGA_SMTP.destinoProhibido;
  const code = codigoDe(error);
  const responseCode = propiedad(error, 'responseCode');
  if (code === 'EAUTH') return MENSAJES_ENTREGA_SMTP.credenciales;
  if (code === 'ETLS') return MENSAJES_ENTREGA_SMTP.tls;
  if (code === 'EENVELOPE') return MENSAJES_ENTREGA_SMTP.sobre;
  if (typeof responseCode === 'number' && code === 'EMESSAGE') return MENSAJES_ENTREGA_SMTP.rechazado(responseCode);
  return MENSAJES_ENTREGA_SMTP.conexion;
}
