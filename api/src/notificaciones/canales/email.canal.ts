import nodemailer, { type Transporter } from 'nodemailer';
import type { AjustesEmail, Canal, MensajeSaliente } from './canal';
import { ErrorEntrega } from './canal';

/** Email por SMTP con nodemailer (un transporte con conexiones reutilizadas por lote). */
export class EmailCanal implements Canal {
  private readonly transporte: Transporter;

  constructor(
    private readonly ajustes: AjustesEmail,
    contrasena: string | null,
  ) {
    this.transporte = nodemailer.createTransport({
      host: ajustes.host,
      port: ajustes.puerto,
      secure: ajustes.seguro,
      pool: true,
      maxConnections: 5,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
      ...(ajustes.usuario ? { auth: { user: ajustes.usuario, pass: contrasena ?? '' } } : {}),
    });
  }

  async enviar(mensaje: MensajeSaliente): Promise<void> {
    try {
      await this.transporte.sendMail({
        from: this.ajustes.remitente,
        to: mensaje.direccion,
        subject: mensaje.titulo,
        text: mensaje.mensaje,
        headers: { 'X-Cartera-Referencia': mensaje.id },
      });
    } catch (error) {
      throw new ErrorEntrega(`SMTP: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  cerrar(): void {
    this.transporte.close();
  }
}
