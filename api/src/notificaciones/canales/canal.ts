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
