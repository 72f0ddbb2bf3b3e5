import { createHash, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  CODIGOS,
  MENSAJES_PAGOS,
  accionTransaccionWompi,
  cadenaFirmaWompi,
  eventoATiempo,
  hoyBogota,
  numeroDeReferencia,
  type EventoWompi,
} from '@cartera/dominio';
import { DataSource } from 'typeorm';
import { auditar } from '../auditoria/auditar';
import { ErrorNegocio } from '../common/errores';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import { CobrosService } from '../cobros/cobros.service';
import { Usuario } from '../usuarios/entities/usuario.entity';
import type { ProveedorWompiDto } from './dto/wompi.dto';
import { SuspensoService } from './suspenso.service';
import { asegurarCuentaActiva } from './transferencia-cobro';

/** Lo que responde PUT /api/pagos/proveedores/wompi: nunca el secreto. */
export interface ProveedorWompi {
  configurado: true;
  cuenta: { _id: string; nombre: string };
  updatedAt: string;
}

/** Lo que pasó con un evento verificado (la respuesta 200 a Wompi). */
export type ResultadoEventoWompi = 'cobro' | 'reverso' | 'suspenso' | 'sin_cobro' | 'repetido' | 'ignorado';

interface FilaProveedor {
  secreto_eventos: string;
  cuenta_pago_id: string;
  configurado_por: string;
}

function sha256Mayusculas(texto: string): string {
  return createHash('sha256').update(texto, 'utf8').digest('hex').toUpperCase();
}

function mismoTexto(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const firmaInvalida = () => new ErrorNegocio(CODIGOS.noAutenticado, MENSAJES_PAGOS.firmaInvalida, 401);

/**
 * Los eventos de Wompi (docs/decisiones/pagos-por-transferencia.md, «Eventos de una pasarela»): `transaction.updated`
 * verificado con su checksum (SHA-256 de los valores de `signature.properties`, el `timestamp` y el secreto); cada
 * transacción y estado se aplica una vez (pagos_eventos); APPROVED es un cobro por transferencia del servicio de
 * cobros (mora → interés → capital, su recibo), a la cuenta de recaudo de la pasarela y a nombre del administrador que
 * la conectó; una referencia que no es de ningún préstamo entra a «Recaudos por aplicar» (SuspensoService); VOIDED
 * después de aprobada borra ese cobro (su reversión) o anula su línea en suspenso si nadie la ha aplicado.
 */
@Injectable()
export class WompiService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cobros: CobrosService,
    private readonly suspenso: SuspensoService,
  ) {}

  configurar(dto: ProveedorWompiDto, contexto: ContextoSolicitud): Promise<ProveedorWompi> {
    return this.dataSource.transaction(async (manager) => {
      const cuenta = await asegurarCuentaActiva(manager, dto.cuenta);
      const [fila]: Array<{ updated_at: Date }> = await manager.query(
        `INSERT INTO pagos_proveedores (proveedor, secreto_eventos, cuenta_pago_id, configurado_por, updated_at)
         VALUES ('wompi', $1, $2, $3, now())
         ON CONFLICT (proveedor) DO UPDATE
           SET secreto_eventos = EXCLUDED.secreto_eventos, cuenta_pago_id = EXCLUDED.cuenta_pago_id,
               configurado_por = EXCLUDED.configurado_por, updated_at = now()
         RETURNING updated_at`,
        [dto.secretoEventos, cuenta.id, contexto.actor.id],
      );
      await auditar(manager, contexto, 'Sistema', {
        accion: 'Configurar Wompi',
        detalles: `Secreto de eventos de Wompi actualizado; lo aprobado entra a «${cuenta.nombre}»`,
        datosNuevos: { cuenta: cuenta.id },
      });
      return { configurado: true, cuenta: { _id: cuenta.id, nombre: cuenta.nombre }, updatedAt: new Date(fila.updated_at).toISOString() };
    });
  }

  /** Verifica y aplica un evento. Firma mala, vencida o sin Wompi configurado: 401 y nada cambia. */
  async recibir(cuerpo: unknown, ip: string, ahoraSegundos = Math.floor(Date.now() / 1000)): Promise<{ resultado: ResultadoEventoWompi }> {
    const [proveedor]: FilaProveedor[] = await this.dataSource.query(
      `SELECT secreto_eventos, cuenta_pago_id, configurado_por FROM pagos_proveedores WHERE proveedor = 'wompi'`,
    );
    if (!proveedor) throw firmaInvalida();
    const cadena = cadenaFirmaWompi(cuerpo, proveedor.secreto_eventos);
    const evento = cuerpo as EventoWompi;
    const checksum = evento?.signature?.checksum;
    if (
      cadena === null ||
      typeof checksum !== 'string' ||
      !eventoATiempo(evento.timestamp as number, ahoraSegundos) ||
      !mismoTexto(sha256Mayusculas(cadena), checksum.toUpperCase())
    ) {
      throw firmaInvalida();
    }
    if (evento.event !== 'transaction.updated') return { resultado: 'ignorado' };
    const accion = accionTransaccionWompi(evento.data.transaction);
    if (accion.tipo === 'ninguna') return { resultado: 'ignorado' };

    // La transacción en este estado se toma una sola vez (dos entregas del mismo evento a la vez: una gana).
    const [tomado]: Array<{ id: string }> = await this.dataSource.query(
      `INSERT INTO pagos_eventos (proveedor, transaccion, estado, referencia, monto, resultado, cuerpo)
       VALUES ('wompi', $1, $2, $3, $4, 'en_curso', $5)
       ON CONFLICT (proveedor, transaccion, estado) DO NOTHING RETURNING id`,
      [
        accion.transaccion,
        accion.tipo === 'cobro' ? 'APPROVED' : 'VOIDED',
        accion.tipo === 'cobro' ? accion.referencia : null,
        accion.tipo === 'cobro' ? accion.monto : null,
        JSON.stringify(cuerpo),
      ],
    );
    if (!tomado) return { resultado: 'repetido' };
    try {
      const actor = await this.dataSource.getRepository(Usuario).findOneByOrFail({ id: proveedor.configurado_por });
      const contexto: ContextoSolicitud = { actor, ip };
      const resultado =
        accion.tipo === 'cobro'
          ? await this.cobrar(tomado.id, accion, proveedor.cuenta_pago_id, contexto)
          : await this.revertir(tomado.id, accion.transaccion, contexto);
      return { resultado };
    } catch (error) {
      // Nada quedó aplicado: el evento se puede volver a entregar.
      await this.dataSource.query(`DELETE FROM pagos_eventos WHERE id = $1`, [tomado.id]);
      throw error;
    }
  }

  private async cobrar(
    eventoId: string,
    accion: { transaccion: string; referencia: string; monto: number },
    cuentaId: string,
    contexto: ContextoSolicitud,
  ): Promise<ResultadoEventoWompi> {
    const numero = numeroDeReferencia(accion.referencia);
    const [prestamo]: Array<{ id: string }> =
      numero === null ? [] : await this.dataSource.query(`SELECT id FROM prestamos WHERE numero = $1`, [numero]);
    if (!prestamo) {
      // El dinero llegó a la cuenta de la pasarela aunque no sepamos de quién es: a «Recaudos por aplicar».
      await this.dataSource.transaction(async (manager) => {
        await this.suspenso.registrarEvento(
          manager,
          { eventoId, cuentaPagoId: cuentaId, transaccion: accion.transaccion, referencia: accion.referencia, monto: accion.monto, fecha: hoyBogota() },
          contexto.actor.id,
        );
        await manager.query(`UPDATE pagos_eventos SET resultado = 'suspenso' WHERE id = $1`, [eventoId]);
      });
      return 'suspenso';
    }
    const cobro = await this.cobros.crear(
      {
        prestamo: prestamo.id,
        monto: accion.monto,
        fecha: hoyBogota(),
        observaciones: 'Pago por Wompi',
        medio: 'transferencia',
        cuenta: cuentaId,
        referencia: `Wompi ${accion.transaccion}`.slice(0, 60),
      },
      contexto,
    );
    await this.dataSource.query(
      `UPDATE pagos_eventos SET resultado = 'cobro', cobro_id = $2, prestamo_id = $3 WHERE id = $1`,
      [eventoId, cobro._id, prestamo.id],
    );
    return 'cobro';
  }

  private async revertir(eventoId: string, transaccion: string, contexto: ContextoSolicitud): Promise<ResultadoEventoWompi> {
    const [aprobado]: Array<{ cobro_id: string; prestamo_id: string }> = await this.dataSource.query(
      `SELECT e.cobro_id, e.prestamo_id FROM pagos_eventos e JOIN cobros co ON co.id = e.cobro_id
       WHERE e.proveedor = 'wompi' AND e.transaccion = $1 AND e.estado = 'APPROVED' AND e.resultado = 'cobro'`,
      [transaccion],
    );
    if (!aprobado) {
      // Si el pago aprobado estaba en suspenso sin aplicar, se anula allí; si no, no había nada que revertir.
      const anulado = await this.dataSource.transaction(async (manager) => {
        const enSuspenso = await this.suspenso.anularEvento(manager, transaccion, contexto.actor.id);
        await manager.query(`UPDATE pagos_eventos SET resultado = $2 WHERE id = $1`, [eventoId, enSuspenso ? 'reverso' : 'sin_cobro']);
        return enSuspenso;
      });
      return anulado ? 'reverso' : 'sin_cobro';
    }
    await this.cobros.eliminar(aprobado.cobro_id, contexto);
    await this.dataSource.query(
      `UPDATE pagos_eventos SET resultado = 'reverso', cobro_id = $2, prestamo_id = $3 WHERE id = $1`,
      [eventoId, aprobado.cobro_id, aprobado.prestamo_id],
    );
    return 'reverso';
  }
}
