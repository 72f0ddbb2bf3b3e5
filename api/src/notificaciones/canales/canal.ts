import type { CanalExterno } from '@cartera/dominio';

/** Un mensaje listo para salir por un canal: el texto ya renderizado para su destinatario. */
export interface MensajeSaliente {
  /** Id del destinatario: referencia para el proveedor (idempotencia de su lado). */
  id: string;
  /** Email o teléfono. */
  direccion: string;
  titulo: string;
  mensaje: string;
}

export interface AjustesEmail {
  host: string;
  puerto: number;
  usuario: string | null;
  remitente: string;
  /** TLS desde el inicio (puerto 465); si no, STARTTLS cuando el servidor lo ofrece. */
  seguro: boolean;
}

export interface AjustesHttp {
  url: string;
  /** Plantilla del cuerpo JSON con {{telefono}}, {{mensaje}}, {{titulo}}, {{canal}}, {{id}}. */
  cuerpo: string;
  /**
   * Cabecera en la que va el secreto (p. ej. X-Api-Key) para los proveedores que no usan `Authorization: Bearer`;
   * null o ausente: `Authorization: Bearer <secreto>`.
   */
  cabeceraSecreto?: string | null;
}

export interface ConfiguracionCanal<A> {
  canal: CanalExterno;
  activo: boolean;
  ajustes: A | null;
  /** Contraseña SMTP o token del proveedor, ya descifrado (nunca sale por la API). */
  secreto: string | null;
}

/** Un canal de entrega: lanza un error con un mensaje legible si el proveedor no aceptó el mensaje. */
export interface Canal {
  enviar(mensaje: MensajeSaliente): Promise<void>;
  cerrar?(): void;
}

/** Error de entrega: el texto se guarda en el destinatario y se muestra en el historial. */
export class ErrorEntrega extends Error {}
