import { renderizarCuerpoProveedor, type CanalExterno } from '@cartera/dominio';
import type { AjustesHttp, Canal, MensajeSaliente } from './canal';
import { ErrorEntrega } from './canal';

const TIEMPO_MAXIMO_MS = 10_000;

/**
 * SMS y WhatsApp por un proveedor HTTP: POST a `url` con el cuerpo JSON de la plantilla y `Authorization: Bearer
 * <token>`. Cualquier respuesta 2xx es una entrega aceptada; otra cosa, un error que se reintenta.
 */
export class HttpCanal implements Canal {
  constructor(
    private readonly canal: CanalExterno,
    private readonly ajustes: AjustesHttp,
    private readonly token: string | null,
  ) {}

  async enviar(mensaje: MensajeSaliente): Promise<void> {
    const resultado = renderizarCuerpoProveedor(this.ajustes.cuerpo, {
      telefono: mensaje.direccion,
      mensaje: mensaje.mensaje,
      titulo: mensaje.titulo,
      canal: this.canal,
      id: mensaje.id,
    });
    if ('error' in resultado) throw new ErrorEntrega(resultado.error);
    let respuesta: Response;
    try {
      respuesta = await fetch(this.ajustes.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': mensaje.id,
          ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        },
        body: resultado.cuerpo,
        signal: AbortSignal.timeout(TIEMPO_MAXIMO_MS),
      });
    } catch (error) {
      throw new ErrorEntrega(`Proveedor ${this.canal}: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!respuesta.ok) {
      const texto = (await respuesta.text().catch(() => '')).slice(0, 200);
      throw new ErrorEntrega(`Proveedor ${this.canal}: respondió ${respuesta.status}${texto ? ` (${texto})` : ''}`);
    }
    await respuesta.arrayBuffer().catch(() => undefined);
  }
}
