import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { ID_CLAVE_DERIVADA, type ClaveCanales } from '../../config/configuracion';

/**
 * Cifrado de los secretos de los canales (contraseña SMTP, token del proveedor) con AES-256-GCM y una clave propia
 * (CANALES_KEY, con id): una copia de la base sin la clave no revela las credenciales, y rotar JWT_SECRET tras una
 * fuga no las destruye. Formato guardado: `v2:<id de clave>:<iv>:<etiqueta>:<datos>`.
 *
 * Compatibilidad: los secretos guardados antes (`v1:<iv>:<etiqueta>:<datos>`) usan la clave `v0`, derivada de
 * JWT_SECRET; `CanalesService` los vuelve a cifrar con la clave vigente al arrancar. Rotación (docs/seguridad.md):
 * poner la clave nueva primera en CANALES_KEY y dejar la anterior detrás hasta que el arranque lo haya re-cifrado todo.
 */
export class CifradoSecretos {
  private readonly claves = new Map<string, Buffer>();
  /** Id de la clave con la que se cifra. */
  readonly idVigente: string;

  constructor(claves: readonly ClaveCanales[], secretoJwt: string) {
    this.claves.set(
      ID_CLAVE_DERIVADA,
      createHash('sha256').update(`cartera/notificaciones/canales:${secretoJwt}`).digest(),
    );
    for (const { id, clave } of claves) this.claves.set(id, clave);
    this.idVigente = claves[0]?.id ?? ID_CLAVE_DERIVADA;
  }

  cifrar(texto: string): string {
    const iv = randomBytes(12);
    const cifrador = createCipheriv('aes-256-gcm', this.claves.get(this.idVigente)!, iv);
    const datos = Buffer.concat([cifrador.update(texto, 'utf8'), cifrador.final()]);
    return [
      'v2',
      this.idVigente,
      iv.toString('base64'),
      cifrador.getAuthTag().toString('base64'),
      datos.toString('base64'),
    ].join(':');
  }

  /** Id de la clave con que se cifró `cifrado` (`v0` para el formato antiguo), o null si no se reconoce. */
  idDeClave(cifrado: string): string | null {
    const [version, id] = cifrado.split(':');
    if (version === 'v1') return ID_CLAVE_DERIVADA;
    return version === 'v2' && id ? id : null;
  }

  /** null si no se puede descifrar (clave retirada de CANALES_KEY, o JWT_SECRET cambiado para un secreto `v0`). */
  descifrar(cifrado: string): string | null {
    const partes = cifrado.split(':');
    const [id, iv, etiqueta, datos] = partes[0] === 'v1' ? [ID_CLAVE_DERIVADA, ...partes.slice(1)] : partes.slice(1);
    const clave = id === undefined ? undefined : this.claves.get(id);
    if (this.idDeClave(cifrado) === null || !clave || !iv || !etiqueta || datos === undefined) return null;
    try {
      const descifrador = createDecipheriv('aes-256-gcm', clave, Buffer.from(iv, 'base64'));
      descifrador.setAuthTag(Buffer.from(etiqueta, 'base64'));
      return Buffer.concat([descifrador.update(Buffer.from(datos, 'base64')), descifrador.final()]).toString(
        'utf8',
      );
    } catch {
      return null;
    }
  }
}
