import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { trasEntregas, type TipoNotificacion } from '@cartera/dominio';
import type PgBoss from 'pg-boss';
import { DataSource } from 'typeorm';
import { ColaService } from '../cola/cola.service';
import { consultasConteos } from './conteos.consultas';
import { consultasEntregas, type ResultadoEntrega } from './entregas.consultas';
import type { Canal } from './canales/canal';
import { CanalesService } from './canales/canales.service';

/** El error con que queda un destinatario que ya no debe recibir nada (su cliente fue suprimido). */
export const MOTIVO_NO_VIGENTE = 'No se envía: los datos del cliente fueron suprimidos';

/** Entregas simultáneas por lote de trabajos (conexiones SMTP o peticiones HTTP abiertas a la vez). */
const ENVIOS_SIMULTANEOS = 16;

async function enParalelo<T>(
  elementos: readonly T[],
  limite: number,
  tarea: (elemento: T) => Promise<void>,
): Promise<void> {
  let siguiente = 0;
  const hilos = Array.from({ length: Math.min(limite, elementos.length) }, async () => {
    while (siguiente < elementos.length) await tarea(elementos[siguiente++]);
  });
  await Promise.all(hilos);
}

/** Cuánto dura el arriendo de un destinatario: más que una entrega (10 s HTTP, 20 s SMTP) y menos que el vencimiento
 * de un trabajo en pg-boss (300 s), así un trabajo reentregado encuentra libre lo que un proceso caído dejó a medias. */
const ARRIENDO_SEGUNDOS = 120;

/**
 * El trabajador de la cola: toma un lote de entregas, arrienda cada destinatario (`entregando_hasta`), lo envía por su
 * canal y guarda su resultado en cuanto el proveedor responde, uno por uno: si el proceso cae a mitad del lote, lo ya
 * enviado consta como enviado y la reentrega del trabajo no lo repite. Un error deja el destinatario pendiente y el
 * trabajo en reintento (pg-boss, con espera creciente); en el último intento, el destinatario queda fallido con el
 * error. Lo ya resuelto (enviado, cancelado) no se repite; lo que otro trabajador tiene arrendado se reintenta después.
 * Queda una ventana mínima (el proveedor aceptó y el proceso cae antes de guardar) en la que el mensaje se enviaría
 * otra vez: la cabecera `Idempotency-Key` con el id del destinatario permite al proveedor descartarlo.
 */
@Injectable()
export class EntregasService implements OnModuleInit {
  private readonly logger = new Logger(EntregasService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly cola: ColaService,
    private readonly canales: CanalesService,
  ) {}

  onModuleInit(): void {
    this.cola.alEnviar((trabajos) => this.procesar(trabajos));
  }

  async procesar(trabajos: Array<PgBoss.JobWithMetadata<unknown>>): Promise<void> {
    // El id del trabajo es el del destinatario (ColaService.encolar).
    const porId = new Map(trabajos.map((t) => [t.id, t]));
    const ids = [...porId.keys()];
    const filas = await consultasEntregas.arrendar(this.dataSource.manager, ids, ARRIENDO_SEGUNDOS);
    // Arrendados por otro trabajador (sigue en curso): el trabajo vuelve a la cola y se mira cuando el arriendo venza.
    const tomados = new Set(filas.map((f) => f.id));
    const ocupados = await consultasEntregas.pendientes(
      this.dataSource.manager,
      ids.filter((id) => !tomados.has(id)),
    );
    const abiertos = new Map<TipoNotificacion, Canal | Error>();
    for (const tipo of new Set(filas.map((f) => f.tipo))) {
      if (tipo === 'sistema') continue;
      abiertos.set(
        tipo,
        await this.canales
          .abrir(tipo)
          .catch((e: unknown) => (e instanceof Error ? e : new Error(String(e)))),
      );
    }
    // El canal sistema no sale del servidor: se resuelve en bloque.
    const sistema = filas.filter((f) => f.tipo === 'sistema').map((f) => f.id);
    if (sistema.length > 0) await this.guardar(sistema, new Map(), new Set());
    let fallidos = 0;
    try {
      await enParalelo(filas.filter((f) => f.tipo !== 'sistema'), ENVIOS_SIMULTANEOS, async (fila) => {
        let error: string | null = null;
        const canal = abiertos.get(fila.tipo);
        try {
          if (!canal || canal instanceof Error) throw canal ?? new Error('Canal no disponible');
          const vigente = await this.vigente(fila.id);
          if (!vigente) {
            // Cancelado o con su cliente suprimido mientras esperaba: no sale (queda fallido si seguía pendiente).
            await this.guardar([], new Map([[fila.id, MOTIVO_NO_VIGENTE]]), new Set([fila.id]));
            return;
          }
          if (!vigente.direccion) throw new Error('Sin dirección de entrega');
          await canal.enviar({
            id: fila.id,
            direccion: vigente.direccion,
            titulo: vigente.titulo,
            mensaje: vigente.mensaje,
          });
        } catch (e) {
          error = (e instanceof Error ? e.message : String(e)).slice(0, 500);
        }
        // Se guarda ya, antes de enviar el siguiente: lo enviado consta aunque el proceso caiga a mitad del lote.
        if (error === null) {
          await this.guardar([fila.id], new Map(), new Set());
          return;
        }
        fallidos++;
        const trabajo = porId.get(fila.id);
        const final = !trabajo || trabajo.retryCount >= trabajo.retryLimit;
        await this.guardar([], new Map([[fila.id, error]]), new Set(final ? [fila.id] : []));
        // Vuelve a pg-boss como fallido: reintento con espera creciente o fallo definitivo.
        await this.cola.fallar(fila.id, error);
      });
    } finally {
      for (const canal of abiertos.values()) if (!(canal instanceof Error)) canal.cerrar?.();
    }
    for (const id of ocupados) await this.cola.fallar(id, 'Entrega en curso en otro trabajador');
    if (fallidos > 0) this.logger.warn(`${fallidos} entrega(s) fallida(s) de ${trabajos.length}`);
  }

  /**
   * Justo antes de enviar, el destinatario tal como está ahora: sigue pendiente y su cliente no fue suprimido. El
   * candado compartido espera a una supresión en curso (que bloquea y cambia la fila) y ve su resultado: lo que se
   * tomó antes de una supresión no sale después de ella.
   */
  private vigente(id: string) {
    return consultasEntregas.vigente(this.dataSource.manager, id);
  }

  private async guardar(
    enviados: string[],
    errores: Map<string, string>,
    finales: Set<string>,
  ): Promise<void> {
    const conError = [...errores.keys()];
    await this.dataSource.transaction(async (manager) => {
      const resueltos = await consultasEntregas.resolver(manager, [
        ...enviados.map((id) => ({ id, estado: 'enviado' as const, error: null })),
        ...conError.map((id): ResultadoEntrega => ({
          id,
          estado: finales.has(id) ? 'fallido' : 'pendiente',
          error: errores.get(id) ?? null,
        })),
      ]);
      const deltas = new Map<string, { enviados: number; fallidos: number }>();
      for (const fila of resueltos) {
        const delta = deltas.get(fila.notificacion_id) ?? { enviados: 0, fallidos: 0 };
        if (fila.estado === 'enviado') delta.enviados++;
        if (fila.estado === 'fallido') delta.fallidos++;
        deltas.set(fila.notificacion_id, delta);
      }
      const conteos = await consultasConteos.bloquear(manager, [...deltas.keys()]);
      for (const [id, conteo] of conteos) await consultasConteos.guardar(manager, id, trasEntregas(conteo, deltas.get(id)!));
    });
  }
}
