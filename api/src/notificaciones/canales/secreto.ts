import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Cifrado de los secretos de los canales (contraseña SMTP, token del proveedor) con AES-256-GCM y una clave derivada
 * del secreto JWT del despliegue: una copia de la base sin el secreto del servidor no revela las credenciales.
 */
export class CifradoSecretos {
  private readonly clave: Buffer;

  constructor(secretoServidor: string) {
    this.clave = createHash('sha256').update(`cartera/notificaciones/canales:${secretoServidor}`).digest();
  }

  cifrar(texto: string): string {
    const iv = randomBytes(12);
    const cifrador = createCipheriv('aes-256-gcm', this.clave, iv);
    const datos = Buffer.concat([cifrador.update(texto, 'utf8'), cifrador.final()]);
    return ['v1', iv.toString('base64'), cifrador.getAuthTag().toString('base64'), datos.toString('base64')].join(':');
  }

  /** null si no se puede descifrar (p. ej. el secreto JWT cambió): el canal pide volver a escribir el secreto. */
  descifrar(cifrado: string): string | null {
    const [version, iv, etiqueta, datos] = cifrado.split(':');
    if (version !== 'v1' || !iv || !etiqueta || datos === undefined) return null;
    try {
      const descifrador = createDecipheriv('aes-256-gcm', this.clave, Buffer.from(iv, 'base64'));
      descifrador.setAuthTag(Buffer.from(etiqueta, 'base64'));
      return Buffer.concat([descifrador.update(Buffer.from(datos, 'base64')), descifrador.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
