// El reenganche de un préstamo (docs/decisiones/nucleo-de-dinero.md, docs/decisiones/libro-mayor.md): el saldo que se
// refinancia, la operación declarada para el núcleo de dinero y su escritura (un préstamo nuevo por el saldo más el
// dinero nuevo, las cuotas del anterior refinanciadas). PrestamosService la expone en sus rutas y en la aprobación.
import {
  CODIGOS,
  centavosDePesos,
  efectivoReenganche,
  formatearCOP,
  hoyBogota,
  menosCentavos,
  montoAdicionalMinimo,
  MENSAJES_MORA,
  MENSAJES_REENGANCHE,
  prestamoAbierto,
  type DatosReenganche,
  type Prestamo,
  type SaldoReenganche,
} from '@cartera/dominio';
import type { DataSource, EntityManager } from 'typeorm';
import { ErrorNegocio, conflicto } from '../common/errores';
import { interesDelTramo } from '../libro/reparto.rules';
import { saldoContable } from '../mayor/contabilizar';
import { estadoMora } from '../libro/mora';
import { aCentavos, aPesos } from '../common/dinero';
import { MENSAJES_LIBRO, type LibroService, type PrestamoBloqueado } from '../libro/libro.service';
import { registrarNotificacion } from '../libro/notificaciones-del-prestamo';
import type { ReenganchePrestamoDto } from './dto/reenganche.dto';
import { terminosValidos } from './dto/terminos';
import type { OperacionesLibroService } from './libro/operaciones.service';
import type { PlanService } from './plan/plan.service';
import { consultasPrestamos } from './prestamos.consultas';
import type { PrestamosLectura } from './prestamos.lectura';
import { prestamoParaAuditoria } from './prestamos.sql';
import { MENSAJES_PRESTAMOS, figurasDelPlan } from './prestamos.terminos';
import { UsuraService, type EvaluacionUsura } from '../usura/usura.service';
import { revisarCajaDelDesembolso } from '../mayor/caja-disponible';
import { consultasDesembolso } from '../dinero/desembolso.consultas';
import type { OperacionDinero } from '../dinero/operacion';

/** El reenganche: su saldo, su declaración para el núcleo y su escritura sobre un préstamo ya bloqueado. */
export class ReengancheDePrestamos {
  constructor(
    private readonly dataSource: DataSource,
    private readonly libro: LibroService,
    private readonly plan: PlanService,
    private readonly lectura: PrestamosLectura,
    private readonly operaciones: OperacionesLibroService,
    private readonly usura: UsuraService,
  ) {}

  /** El saldo del préstamo nombrado para el reenganche (pesos): capital, interés vencido hasta hoy e interés por vencer. */
  async saldoReenganche(id: string, manager: EntityManager = this.dataSource.manager, hoy: string = hoyBogota()): Promise<SaldoReenganche> {
    if (!(await consultasPrestamos.existe(manager, id))) throw new ErrorNegocio(CODIGOS.noEncontrado, MENSAJES_LIBRO.prestamoNoEncontrado, 404);
    const fechas = await consultasPrestamos.fechasDeCuotas(manager, id);
    let capital = 0;
    let vencido = 0;
    let porVencer = 0;
    for (const cuota of await this.libro.cuotasPorCobrar(manager, id)) {
      if (cuota.pendiente <= 0) continue;
      const interes = interesDelTramo(cuota, menosCentavos(cuota.montoTotal, cuota.pendiente), cuota.montoTotal);
      capital += cuota.pendiente - interes;
      if ((fechas.get(cuota.id) ?? hoy) <= hoy) vencido += interes;
      else porVencer += interes;
    }
    const { pendiente: mora } = await estadoMora(manager, id, hoy);
    return {
      capital: aPesos(capital),
      interesVencido: aPesos(vencido),
      interesPorVencer: aPesos(porVencer),
      total: aPesos(capital + vencido + porVencer),
      mora: aPesos(mora),
    };
  }

  /**
   * El reenganche declarado para el núcleo: préstamo abierto, fechas del préstamo nuevo en la ventana, sin mora, cuatro
   * ojos sobre el dinero nuevo; escribe el préstamo nuevo y cierra el anterior (reengancharEn). El dinero nuevo sale
   * de la caja: con la organización en «rechazar», sin caja no se hace (422).
   */
  declararReenganche(): OperacionDinero<
    { prestamoId: string; dto: DatosReenganche },
    null,
    { nuevoId: string; saldo: number; creado: Prestamo; advertencia: Awaited<ReturnType<typeof revisarCajaDelDesembolso>> }
  > {
    return {
      nombre: 'reenganche',
      modulo: 'Préstamos',
      prestamos: ({ prestamoId }) => [prestamoId],
      admite: (anterior) => {
        if (!prestamoAbierto(anterior.estado)) throw conflicto(CODIGOS.prestamoNoReenganchable, MENSAJES_PRESTAMOS.noReenganchable);
      },
      fechasPrestamo: ({ dto }) => ({ fechaInicio: dto.fechaInicio }),
      // Un reenganche no lleva mora: la causada hasta hoy se cobra o se condona antes (422).
      efecto: async ({ mora }) => {
        if (mora > 0) {
          throw new ErrorNegocio(CODIGOS.reengancheConMora, MENSAJES_MORA.moraEnReenganche(formatearCOP(aPesos(mora))), 422);
        }
        return null;
      },
      control: (_efecto, { dto }, { prestamos: [anterior] }) => ({
        operacion: 'reenganche',
        monto: centavosDePesos(dto.montoAdicional ?? 0),
        motivo: `Reenganche del préstamo #${anterior.numero} con dinero nuevo`,
        datos: { reenganche: { ...dto } },
      }),
      escribir: async ({ manager, contexto, prestamos: [anterior] }, { dto }) => {
        const { nuevoId, saldo, usuraConfirmada } = await this.reengancharEn(manager, anterior, dto, hoyBogota(), contexto.actor.id);
        const creado = await this.lectura.obtener(manager, nuevoId, contexto.actor);
        if (usuraConfirmada) {
          await UsuraService.auditarConfirmacion(manager, contexto, { id: nuevoId, numero: creado.numero }, usuraConfirmada);
        }
        return { nuevoId, saldo, creado, advertencia: await revisarCajaDelDesembolso(manager, nuevoId) };
      },
      auditar: ({ prestamos: [anterior] }, _pedido, _efecto, { creado, saldo }) => ({
        accion: 'Reenganchar préstamo',
        detalles: `Préstamo #${anterior.numero} reenganchado en el #${creado.numero} por ${formatearCOP(creado.monto)}`,
        datosAnteriores: { prestamo: anterior.id, estado: anterior.estado, saldoPendiente: saldo },
        datosNuevos: prestamoParaAuditoria(creado),
      }),
    };
  }

  /**
   * Reenganche de un préstamo ya bloqueado: un préstamo nuevo del mismo cliente por el saldo del anterior más el
   * efectivo adicional, con su plan. Las cuotas abiertas del anterior se cierran como 'refinanciada'
   * (monto_refinanciado, nunca un cobro) y el anterior queda reenganchado con saldo 0. `hoy` es la fecha del
   * préstamo nuevo (y su inicio si el cuerpo no trae `fechaInicio`). El préstamo nuevo es un desembolso: pasa la regla
   * de usura de un alta (`dto.confirmarUsura`); `usuraConfirmada` es la evaluación que quien llama audita, o null.
   */
  async reengancharEn(
    manager: EntityManager,
    anterior: PrestamoBloqueado,
    dto: ReenganchePrestamoDto,
    hoy: string = hoyBogota(),
    registradoPor: string | null = null,
  ): Promise<{ nuevoId: string; saldo: number; usuraConfirmada: EvaluacionUsura | null }> {
    const id = anterior.id;
    if (!prestamoAbierto(anterior.estado)) {
      throw conflicto(CODIGOS.prestamoNoReenganchable, MENSAJES_PRESTAMOS.noReenganchable);
    }
    await this.exigirSinMora(manager, anterior, hoy);
    // El interés de las cuotas por vencer se condona antes si así se eligió (una condonación del anterior, auditada
    // con el reenganche); el capital y el interés vencido pasan siempre (docs/decisiones/libro-mayor.md).
    if (dto.interesPorVencer === 'condonar') {
      const { interesPorVencer } = await this.saldoReenganche(id, manager, hoy);
      await this.operaciones.condonarEn(
        manager,
        anterior,
        aCentavos(interesPorVencer),
        'Reenganche: interés de las cuotas por vencer condonado',
        hoy,
        registradoPor,
      );
    }
    const cuotasAnteriores = (await this.libro.cuotasPorCobrar(manager, id)).filter((c) => c.pendiente > 0);
    const saldo = cuotasAnteriores.reduce((t, c) => t + c.pendiente, 0);
    if (saldo <= 0) throw conflicto(CODIGOS.prestamoSinSaldo, MENSAJES_PRESTAMOS.sinSaldo);
    const montoAdicional = dto.montoAdicional ?? 0;
    const terminos = terminosValidos({ ...dto, monto: aPesos(saldo) + montoAdicional }, hoy);
    // Lo que sale de la caja: monto nuevo − interés retenido − saldo cancelado. Negativo sería dinero que nadie pagó.
    const reenganche = {
      saldoAnterior: aPesos(saldo),
      montoAdicional,
      interes: terminos.interes,
      tipoAmortizacion: terminos.tipoAmortizacion,
    };
    const calculo = efectivoReenganche(reenganche);
    if (calculo.efectivo < 0) {
      throw new ErrorNegocio(
        CODIGOS.reengancheRequierePago,
        MENSAJES_REENGANCHE.efectivoNegativo(calculo, reenganche, montoAdicionalMinimo(reenganche)),
        422,
      );
    }
    const { columnas } = figurasDelPlan(terminos);

    const tipoCredito = await consultasPrestamos.tipoCredito(manager, id);
    // La usura, como en un alta (docs/decisiones/tasa-efectiva-y-usura.md): la EA del préstamo nuevo frente a la tasa
    // del tipo del anterior el día del reenganche, antes de escribirlo. Un 422 deshace la transacción entera (también
    // la condonación del interés por vencer de arriba): el reenganche rechazado o sin confirmar no deja rastro.
    const evaluacion = await this.usura.evaluar(manager, terminos, tipoCredito, hoy, columnas.tasa_efectiva_anual);
    const confirmada = await this.usura.exigir(manager, evaluacion, { confirmada: dto.confirmarUsura, desembolsa: true });
    const nuevoId = await consultasDesembolso.insertarPrestamo(manager, {
      ...columnas,
      tipo_credito: tipoCredito,
      cliente_id: anterior.clienteId,
      cobrador_id: anterior.cobradorId,
      fecha: hoy,
      prestamo_origen_id: id,
      monto_refinanciado: aPesos(saldo),
    });
    const nuevo = await this.libro.bloquearPrestamo(manager, nuevoId);
    await this.plan.generarYRecalcularEn(manager, nuevo, registradoPor);

    // El anterior: lo que se debía pasa al préstamo nuevo, sin contar como cobro. Su capital y su interés son los que
    // su comprobante cierra en el libro mayor (reglaReenganche sobre el saldo contable); la página dice también el
    // interés según el contrato (explicarMovimiento).
    const contable = await saldoContable(manager, id);
    await this.libro.asentar(manager, id, [
      {
        tipo: 'reenganche',
        fecha: hoy,
        monto: saldo,
        interes: Math.min(contable.interes, saldo),
        efectivo: 0,
        motivo: `Saldo refinanciado en el préstamo #${nuevo.numero}`,
        registradoPor,
      },
    ]);
    await consultasDesembolso.cerrarReenganchado(manager, id);
    await this.libro.recalcular(manager, id);

    await registrarNotificacion(manager, {
      prestamoId: id,
      categoria: 'reenganche',
      titulo: 'Préstamo reenganchado',
      mensaje: `El saldo de ${formatearCOP(aPesos(saldo))} pasó al préstamo #${nuevo.numero}`,
    });
    await registrarNotificacion(manager, {
      prestamoId: nuevoId,
      categoria: 'reenganche',
      titulo: 'Préstamo creado por reenganche',
      mensaje: `Refinancia ${formatearCOP(aPesos(saldo))} del préstamo #${anterior.numero}${montoAdicional > 0 ? ` y entrega ${formatearCOP(montoAdicional)} adicionales` : ''}`,
    });
    return { nuevoId, saldo: aPesos(saldo), usuraConfirmada: confirmada ? evaluacion : null };
  }

  /** Un reenganche no lleva mora: la causada hasta `hoy` se cobra o se condona antes (422). */
  private async exigirSinMora(manager: EntityManager, anterior: PrestamoBloqueado, hoy: string): Promise<void> {
    const mora = await this.libro.causarMora(manager, anterior, hoy);
    if (mora > 0) {
      throw new ErrorNegocio(CODIGOS.reengancheConMora, MENSAJES_MORA.moraEnReenganche(formatearCOP(aPesos(mora))), 422);
    }
  }
}
