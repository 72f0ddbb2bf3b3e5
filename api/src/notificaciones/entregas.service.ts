import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { CanalExterno, TipoNotificacion } from '@cartera/dominio';
import type PgBoss from 'pg-boss';
import { DataSource } from 'typeorm';
import { ColaService } from './cola.service';
import type { Canal } from './canales/canal';
import { CanalesService } from './canales/canales.service';

interface FilaEntrega {
  id: string;
  notificacion_id: string;
  tipo: TipoNotificacion;
  direccion: string | null;
  titulo: string;
  mensaje: string;
}

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
    const filas: FilaEntrega[] = await this.dataSource.query(
      `UPDATE notificaciones_destinatarios d
       SET entregando_hasta = now() + make_interval(secs => $2)
       FROM notificaciones n
       WHERE n.id = d.notificacion_id AND d.id = ANY($1::uuid[]) AND d.estado = 'pendiente'
         AND (d.entregando_hasta IS NULL OR d.entregando_hasta < now())
       RETURNING d.id, d.notificacion_id, n.tipo, d.direccion, d.titulo, d.mensaje`,
      [ids, ARRIENDO_SEGUNDOS],
    ).then((r: [FilaEntrega[], number]) => r[0]);
    // Arrendados por otro trabajador (sigue en curso): el trabajo vuelve a la cola y se mira cuando el arriendo venza.
    const tomados = new Set(filas.map((f) => f.id));
    const ocupados: Array<{ id: string }> = await this.dataSource.query(
      `SELECT id FROM notificaciones_destinatarios WHERE id = ANY($1::uuid[]) AND estado = 'pendiente'`,
      [ids.filter((id) => !tomados.has(id))],
    );
    const abiertos = new Map<TipoNotificacion, Canal | Error>();
    for (const tipo of new Set(filas.map((f) => f.tipo))) {
      if (tipo === 'sistema') continue;
      abiertos.set(
        tipo,
        await this.canales
          .abrir(tipo as CanalExterno)
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
    for (const { id } of ocupados) await this.cola.fallar(id, 'Entrega en curso en otro trabajador');
    if (fallidos > 0) this.logger.warn(`${fallidos} entrega(s) fallida(s) de ${trabajos.length}`);
  }

  /**
   * Justo antes de enviar, el destinatario tal como está ahora: sigue pendiente y su cliente no fue suprimido. El
   * candado compartido espera a una supresión en curso (que bloquea y cambia la fila) y ve su resultado: lo que se
   * tomó antes de una supresión no sale después de ella.
   */
  private async vigente(id: string): Promise<Pick<FilaEntrega, 'direccion' | 'titulo' | 'mensaje'> | undefined> {
    const [fila]: Array<Pick<FilaEntrega, 'direccion' | 'titulo' | 'mensaje'>> = await this.dataSource.query(
      `SELECT d.direccion, d.titulo, d.mensaje FROM notificaciones_destinatarios d
       WHERE d.id = $1 AND d.estado = 'pendiente'
         AND NOT EXISTS (SELECT 1 FROM clientes c WHERE c.id = d.cliente_id AND c.suprimido_en IS NOT NULL)
       FOR SHARE OF d`,
      [id],
    );
    return fila;
  }

  private async guardar(
    enviados: string[],
    errores: Map<string, string>,
    finales: Set<string>,
  ): Promise<void> {
    const conError = [...errores.keys()];
    await this.dataSource.transaction(async (manager) => {
      const resueltos: Array<{ notificacion_id: string; estado: string }> = await manager
        .query(
          `WITH v AS (
           SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[]) AS v(id, estado, error)
         )
         UPDATE notificaciones_destinatarios d
         SET estado = v.estado, error = v.error, intentos = d.intentos + 1, entregando_hasta = NULL,
             enviado_at = CASE WHEN v.estado = 'enviado' THEN now() END
         FROM v
         WHERE d.id = v.id AND d.estado = 'pendiente'
         RETURNING d.notificacion_id, d.estado`,
          [
            [...enviados, ...conError],
            [
              ...enviados.map(() => 'enviado'),
              ...conError.map((id) => (finales.has(id) ? 'fallido' : 'pendiente')),
            ],
            [...enviados.map(() => null), ...conError.map((id) => errores.get(id) ?? null)],
          ],
        )
        .then((r: [Array<{ notificacion_id: string; estado: string }>, number]) => r[0]);
      const deltas = new Map<string, { enviados: number; fallidos: number }>();
      for (const fila of resueltos) {
        const delta = deltas.get(fila.notificacion_id) ?? { enviados: 0, fallidos: 0 };
        if (fila.estado === 'enviado') delta.enviados++;
        if (fila.estado === 'fallido') delta.fallidos++;
        deltas.set(fila.notificacion_id, delta);
      }
      const ids = [...deltas.keys()].sort();
      if (ids.length === 0) return;
      // Orden fijo de bloqueo: dos trabajadores que tocan los mismos mensajes no se bloquean mutuamente.
      await manager.query(`SELECT id FROM notificaciones WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE`, [
        ids,
      ]);
      await manager.query(
        `UPDATE notificaciones n
         SET enviados = n.enviados + v.enviados,
             fallidos = n.fallidos + v.fallidos,
             pendientes = n.pendientes - v.enviados - v.fallidos,
             estado = CASE
               WHEN n.estado = 'cancelado' THEN 'cancelado'
               WHEN n.pendientes - v.enviados - v.fallidos > 0 THEN 'pendiente'
               WHEN n.enviados + v.enviados > 0 THEN 'enviado'
               ELSE 'fallido'
             END,
             enviada_at = CASE WHEN n.pendientes - v.enviados - v.fallidos = 0 THEN now() ELSE n.enviada_at END,
             updated_at = now()
         FROM unnest($1::uuid[], $2::int[], $3::int[]) AS v(id, enviados, fallidos)
         WHERE n.id = v.id`,
        [ids, ids.map((id) => deltas.get(id)!.enviados), ids.map((id) => deltas.get(id)!.fallidos)],
      );
    });
  }
}
