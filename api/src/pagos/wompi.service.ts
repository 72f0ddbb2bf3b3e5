import { createHash, timingSafeEqual } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import {
  CODIGOS,
  MENSAJES_PAGOS,
  accionTransaccionWompi,
  anulacionWompi,
  cadenaFirmaWompi,
  eventoATiempo,
  type ProveedorWompi,
} from '@cartera/dominio';
import { DataSource } from 'typeorm';
import { auditar } from '../auditoria/auditar';
import { ErrorNegocio } from '../common/errores';
import { esObjeto, propiedad } from '../common/tipado';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import { db } from '../database/kysely';
import { AplicadorEventosWompi } from './aplicar-eventos';
import type { ProveedorWompiDto } from './dto/wompi.dto';
import { consultasPagos } from './pagos.consultas';
import { asegurarCuentaActiva } from '../cobros/transferencia-cobro';

/** Lo que pasó con un evento verificado (la respuesta 200 a Wompi): guardado para aplicarse, ya visto o sin efecto. */
export type ResultadoEventoWompi = 'recibido' | 'repetido' | 'ignorado';

function sha256Mayusculas(texto: string): string {
  return createHash('sha256').update(texto, 'utf8').digest('hex').toUpperCase();
}

function mismoTexto(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Los eventos de Wompi (docs/decisiones/pagos-por-transferencia.md, «Eventos de una pasarela»): `transaction.updated`
 * verificado con su checksum (SHA-256 de los valores de `signature.properties` —que deben cubrir el id, el estado y el
 * monto, y sólo rutas conocidas—, el `timestamp` y el secreto); cada transacción y estado se guarda una vez
 * (pagos_eventos) y se responde en el acto; el trabajo de aplicar-eventos.ts la aplica después (APPROVED: un cobro si
 * la referencia vino firmada, si no o si no es de ningún préstamo el suspenso; VOIDED: su reversión).
 */
@Injectable()
export class WompiService {
  private readonly logger = new Logger(WompiService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly aplicador: AplicadorEventosWompi,
  ) {}

  configurar(dto: ProveedorWompiDto, contexto: ContextoSolicitud): Promise<ProveedorWompi> {
    return this.dataSource.transaction(async (manager) => {
      const cuenta = await asegurarCuentaActiva(manager, dto.cuenta);
      const configurado = await consultasPagos.configurarWompi(manager, {
        secreto: dto.secretoEventos,
        cuentaId: cuenta.id,
        actor: contexto.actor.id,
      });
      await auditar(manager, contexto, 'Sistema', {
        accion: 'Configurar Wompi',
        detalles: `Secreto de eventos de Wompi actualizado; lo aprobado entra a «${cuenta.nombre}»`,
        datosNuevos: { cuenta: cuenta.id },
      });
      return { configurado: true, cuenta: { _id: cuenta.id, nombre: cuenta.nombre }, updatedAt: new Date(configurado).toISOString() };
    });
  }

  /**
   * Verifica y guarda un evento para aplicarlo (docs/decisiones/eventos-de-wompi-firmados.md). Firma mala, vencida, que
   * no cubre lo que Cartera usa o con una propiedad que no admite, o sin Wompi configurado: 401, se anota en el log y
   * nada cambia. Una anulación de una transacción que Cartera no tiene aprobada, o por otro monto, no se guarda.
   */
  async recibir(cuerpo: unknown, ip: string, ahoraSegundos = Math.floor(Date.now() / 1000)): Promise<{ resultado: ResultadoEventoWompi }> {
    const proveedor = await consultasPagos.wompi(this.dataSource.manager);
    if (!proveedor) throw this.rechazo(ip, 'sin Wompi configurado', MENSAJES_PAGOS.firmaInvalida);
    const firmada = cadenaFirmaWompi(cuerpo, proveedor.secreto_eventos);
    if ('motivo' in firmada) throw this.rechazo(ip, firmada.motivo, firmada.mensaje);
    const checksum = propiedad(propiedad(cuerpo, 'signature'), 'checksum');
    const timestamp = propiedad(cuerpo, 'timestamp');
    if (
      typeof checksum !== 'string' ||
      typeof timestamp !== 'number' ||
      !eventoATiempo(timestamp, ahoraSegundos) ||
      !mismoTexto(sha256Mayusculas(firmada.cadena), checksum.toUpperCase())
    ) {
      throw this.rechazo(ip, 'checksum distinto o evento vencido', MENSAJES_PAGOS.firmaInvalida);
    }
    if (propiedad(cuerpo, 'event') !== 'transaction.updated') return { resultado: 'ignorado' };
    const transaccion = propiedad(propiedad(cuerpo, 'data'), 'transaction');
    const accion = esObjeto(transaccion) ? accionTransaccionWompi(transaccion, firmada.firmadas) : { tipo: 'ninguna' as const };
    if (accion.tipo === 'ninguna') return { resultado: 'ignorado' };
    if (accion.tipo === 'reverso') {
      const aprobada = await consultasPagos.aprobacionWompi(this.dataSource.manager, accion.transaccion);
      const anulacion = anulacionWompi(aprobada, accion.monto);
      if (!anulacion.aplica) {
        await this.anotarAnulacionRechazada(accion.transaccion, anulacion.mensaje, ip);
        if (anulacion.motivo === 'monto_distinto') throw new ErrorNegocio(CODIGOS.solicitudInvalida, anulacion.mensaje, 422);
        return { resultado: 'ignorado' };
      }
    }

    // La transacción en este estado se guarda una sola vez (dos entregas del mismo evento a la vez: una gana) y el
    // trabajo de aplicar-eventos.ts la aplica por el núcleo de dinero: la respuesta no espera al cobro. `referencia` es
    // sólo la firmada: una aprobación sin ella (null) la aplicación la lleva al suspenso, nunca a un préstamo.
    const guardado = await db(this.dataSource.manager)
      .insertInto('pagos_eventos')
      .values({
        proveedor: 'wompi',
        transaccion: accion.transaccion,
        estado: accion.tipo === 'reverso' ? 'VOIDED' : 'APPROVED',
        referencia: accion.tipo === 'cobro' ? accion.referencia : null,
        monto: String(accion.monto),
        resultado: 'por_aplicar',
        cuerpo: JSON.stringify(cuerpo),
      })
      .onConflict((oc) => oc.columns(['proveedor', 'transaccion', 'estado']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!guardado) return { resultado: 'repetido' };
    if (accion.tipo === 'suspenso') this.logger.log(`Pago de Wompi ${accion.transaccion.slice(0, 80)} al suspenso: ${accion.motivo}`);
    this.aplicador.pedir();
    return { resultado: 'recibido' };
  }

  /**
   * Un evento sin firma válida va al log, no a la auditoría: cualquiera puede mandarlos y la tabla crecería sin límite.
   * El 401 dice por qué (nada de eso es secreto).
   */
  private rechazo(ip: string, motivo: string, mensaje: string): ErrorNegocio {
    this.logger.warn(`Evento de Wompi rechazado desde ${ip}: ${motivo}`);
    return new ErrorNegocio(CODIGOS.noAutenticado, mensaje, 401);
  }

  /** Una anulación firmada (sólo Wompi la puede mandar) que no se aplica: al log y a la auditoría, con su motivo. */
  private async anotarAnulacionRechazada(transaccion: string, mensaje: string, ip: string): Promise<void> {
    this.logger.warn(`Anulación de Wompi ${transaccion} rechazada: ${mensaje}`);
    await auditar(this.dataSource.manager, { actor: { id: null, nombre: 'Wompi' }, ip }, 'Sistema', {
      accion: 'Anulación de Wompi rechazada',
      detalles: `Transacción ${transaccion.slice(0, 80)}: ${mensaje}`,
      tipo: 'warning',
      resultado: 'fallido',
    });
  }
}
