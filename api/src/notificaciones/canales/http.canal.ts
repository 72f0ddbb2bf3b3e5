import { renderizarCuerpoProveedor, type CanalExterno } from '@cartera/dominio';
import { Agent, fetch } from 'undici';
import type { AjustesHttp } from '@cartera/dominio';
import { propiedad } from '../../common/tipado';
import type { Canal, MensajeSaliente } from './canal';
import { ErrorEntrega } from './canal';
import { esDestinoProhibido, esHostLoopback, esIpProhibida, lookupSeguro, type Lookup, type PoliticaRed } from './red';

const TIEMPO_MAXIMO_MS = 10_000;

/** Mensajes fijos de entrega: nunca el cuerpo del proveedor (podría ser la respuesta de un servicio interno). */
export const MENSAJES_ENTREGA_HTTP = {
  rechazado: (canal: string, estado: number) => `Proveedor ${canal}: respondió ${estado}`,
  redireccion: (canal: string) =>
    `Proveedor ${canal}: respondió con una redirección, que no se sigue; configure la URL final del proveedor`,
  destinoProhibido: (canal: string) =>
    `Proveedor ${canal}: la dirección del proveedor no es pública (red privada, local o reservada)`,
  protocolo: (canal: string) => `Proveedor ${canal}: la URL del proveedor debe ser https://`,
  tiempo: (canal: string) => `Proveedor ${canal}: no respondió a tiempo`,
  conexion: (canal: string) => `Proveedor ${canal}: no se pudo conectar`,
} as const;

/**
 * ¿Puede un canal HTTP usar esta URL? https a cualquier host; http sólo a un loopback escrito y sólo si la política lo
 * permite (pruebas y desarrollo). Las IP escritas no públicas se rechazan aquí; los nombres, al conectar.
 */
export function urlProveedorPermitida(url: string, politica: PoliticaRed): boolean {
  let destino: URL;
  try {
    destino = new URL(url);
  } catch {
    return false;
  }
  if (destino.username || destino.password) return false;
  if (esIpProhibida(destino.hostname, politica)) return false;
  if (destino.protocol === 'https:') return true;
  return destino.protocol === 'http:' && politica.permitirLoopback && esHostLoopback(destino.hostname);
}

/**
 * SMS y WhatsApp por un proveedor HTTP: POST a `url` con el cuerpo JSON de la plantilla y el secreto en
 * `Authorization: Bearer <secreto>` o en la cabecera que diga `cabeceraSecreto`. Cualquier respuesta 2xx es una
 * entrega aceptada; otra cosa, un error que se reintenta. Sin redirecciones, y sólo a direcciones públicas
 * comprobadas al conectar (después de resolver el nombre).
 */
export class HttpCanal implements Canal {
  private readonly agente: Agent;

  constructor(
    private readonly canal: CanalExterno,
    private readonly ajustes: AjustesHttp,
    private readonly secreto: string | null,
    private readonly politica: PoliticaRed,
    resolver?: Lookup,
  ) {
    this.agente = new Agent({
      connect: { lookup: lookupSeguro(politica, resolver), timeout: TIEMPO_MAXIMO_MS },
      connections: 16,
    });
  }

  private cabecerasSecreto(): Record<string, string> {
    if (!this.secreto) return {};
    const nombre = this.ajustes.cabeceraSecreto;
    return nombre ? { [nombre.toLowerCase()]: this.secreto } : { authorization: `Bearer ${this.secreto}` };
  }

  async enviar(mensaje: MensajeSaliente): Promise<void> {
    const resultado = renderizarCuerpoProveedor(this.ajustes.cuerpo, {
      telefono: mensaje.direccion,
      mensaje: mensaje.mensaje,
      titulo: mensaje.titulo,
      canal: this.canal,
      id: mensaje.id,
    });
    if ('error' in resultado) throw new ErrorEntrega(resultado.error);
    if (!urlProveedorPermitida(this.ajustes.url, this.politica)) {
      throw new ErrorEntrega(
        this.ajustes.url.startsWith('https://')
          ? MENSAJES_ENTREGA_HTTP.destinoProhibido(this.canal)
          : MENSAJES_ENTREGA_HTTP.protocolo(this.canal),
      );
    }
    let estado: number;
    try {
      const respuesta = await fetch(this.ajustes.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': mensaje.id,
          ...this.cabecerasSecreto(),
        },
        body: resultado.cuerpo,
        redirect: 'error',
        dispatcher: this.agente,
        signal: AbortSignal.timeout(TIEMPO_MAXIMO_MS),
      });
      estado = respuesta.status;
      // El cuerpo se descarta sin leerlo entero (no se guarda ni se muestra).
      await respuesta.body?.cancel().catch(() => undefined);
    } catch (error) {
      throw new ErrorEntrega(this.mensajeDeFallo(error));
    }
    if (estado < 200 || estado >= 300) throw new ErrorEntrega(MENSAJES_ENTREGA_HTTP.rechazado(this.canal, estado));
  }

  private mensajeDeFallo(error: unknown): string {
    if (esDestinoProhibido(error)) return MENSAJES_ENTREGA_HTTP.destinoProhibido(this.canal);
    if (propiedad(propiedad(error, 'cause'), 'message') === 'unexpected redirect') return MENSAJES_ENTREGA_HTTP.redireccion(this.canal);
    if (propiedad(error, 'name') === 'TimeoutError') return MENSAJES_ENTREGA_HTTP.tiempo(this.canal);
    return MENSAJES_ENTREGA_HTTP.conexion(this.canal);
  }

  cerrar(): void {
    void this.agente.close().catch(() => undefined);
  }
}
