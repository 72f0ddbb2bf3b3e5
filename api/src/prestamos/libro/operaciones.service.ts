import { Inject, Injectable } from '@nestjs/common';
import {
  CODIGOS,
  MENSAJES_APROBACIONES,
  formatearCOP,
  hoyBogota,
  puedeResolverQuien,
  puedeAnular,
  puedeAprobar,
  puedeCastigar,
  puedeCondonar,
  puedeLiquidar,
  repartirCondonacion,
  repartirLiquidacion,
  repartirMoraPrimero,
  type DetallePrestamo,
  type DatosAprobacion,
  type DatosCondonacion,
} from '@cartera/dominio';
import { DataSource, type EntityManager } from 'typeorm';
import {
  solicitanteDePrestamo,
  type DatosOperacionAprobable,
  type TipoOperacionAprobable,
} from '../../aprobaciones/aprobaciones.sql';
import { controlarOperacionDinero, type ResultadoControl } from '../../aprobaciones/control-aprobaciones';
import { ErrorNegocio, conflicto } from '../../common/errores';
import { Respuesta } from '../../common/respuesta';
import type { ContextoSolicitud } from '../../common/usuario-actual.decorator';
import { auditar } from '../../auditoria/auditar';
import { asignarACuotasRecientes } from '../../cartera/asignacion.rules';
import { aCentavos, aPesos } from '../../cartera/dinero';
import { estadoMora, moverMoraPendiente } from '../../cartera/mora';
import { validarFechaCobroDe } from '../../cartera/fecha-cobro';
import { leerDiasAtrasFechas, validarFechasPrestamo } from '../../cartera/ventana-fechas';
import { LibroService, type Asiento, type PrestamoBloqueado } from '../../cartera/libro.service';
import { saldoContable } from '../../contabilidad/mayor/contabilizar';
import { registrarNotificacion } from '../../cartera/notificaciones';
import type { ConfiguracionResuelta } from '../../config/configuracion';
import { CONFIGURACION } from '../../config/configuracion.module';
import type { CondonarPrestamoDto, LiquidarPrestamoDto } from '../dto/libro.dto';
import { fechaDePago, PlanService } from '../plan/plan.service';
import { PrestamosLectura } from '../prestamos.lectura';
import { UsuraService } from '../../usura/usura.service';
import { revisarCajaDelDesembolso } from '../../flujo-caja/caja-disponible';
import { LibroPrestamoLectura } from './libro.lectura';

export const MENSAJES_OPERACIONES = {
  noLiquidable: 'Sólo se liquida, condona o castiga un préstamo activo, en mora o vencido',
  sinSaldo: 'El préstamo no tiene saldo pendiente',
  montoSuperaSaldo: 'El monto supera el saldo pendiente del préstamo',
  conCobros:
    'El préstamo ya tiene cobros: no se puede anular. Para cerrarlo use Liquidar (lo recibido y el resto condonado) o Castigar',
  conCondonaciones:
    'El préstamo ya tiene condonaciones: no se puede anular. Para cerrarlo use Liquidar (lo recibido y el resto condonado) o Castigar',
  noAnulable: 'Sólo se anula un préstamo desembolsado que todavía se cobra',
  reengancheNoAnulable: 'Un préstamo de reenganche no se anula: lleva la deuda del préstamo anterior',
  noSolicitado: 'El préstamo no es una solicitud pendiente',
  aprobado: 'Solicitud aprobada: el préstamo quedó desembolsado con su plan de pagos',
} as const;

/** Quien pidió, para la auditoría: `{ _id, nombre }` o null. */
const referencia = (usuario: { id: string | null; nombre: string | null }) =>
  usuario.id ? { _id: usuario.id, nombre: usuario.nombre ?? '' } : null;

interface CuotaAbierta {
  id: string;
  numero: number;
  pendiente: number;
  montoTotal: number;
  montoInteres: number;
  montoCapital: number;
}

/**
 * Las operaciones del libro que cierran o corrigen un préstamo (docs/libro.md): liquidar, condonar, castigar, anular,
 * aprobar y rechazar una solicitud. Cada una bloquea el préstamo, escribe sus asientos, deja cuotas y saldo de acuerdo
 * con el libro, registra su evento y su auditoría, todo en una transacción.
 */
@Injectable()
export class OperacionesLibroService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly libro: LibroService,
    private readonly plan: PlanService,
    private readonly lectura: PrestamosLectura,
    private readonly libroLectura: LibroPrestamoLectura,
    @Inject(CONFIGURACION) private readonly config: ConfiguracionResuelta,
    private readonly usura: UsuraService,
  ) {}

  /**
   * Pago anticipado: lo recibido es un cobro (a las cuotas más antiguas) y el resto del saldo se condona. El descuento
   * pasa por el control de cuatro ojos como una condonación: si espera, no se registra nada (ni el cobro).
   */
  async liquidar(
    id: string,
    dto: LiquidarPrestamoDto,
    contexto: ContextoSolicitud,
  ): Promise<DetallePrestamo | Respuesta<DetallePrestamo>> {
    const fecha = fechaDePago(dto.fecha);
    const control = await this.dataSource.transaction(async (manager) => {
      const prestamo = await this.bloquearAbierto(manager, id);
      const ventana = await leerDiasAtrasFechas(manager);
      validarFechaCobroDe(prestamo.fechaInicio, fecha, contexto.actor, this.config.cobroRetroactivoDias, 'fecha', ventana);
      const descuento = await this.descuentoDeLiquidacion(manager, prestamo, dto.montoRecibido, fecha);
      const control = await controlarOperacionDinero(
        manager,
        {
          operacion: 'liquidacion',
          monto: aPesos(descuento),
          prestamo,
          clienteId: prestamo.clienteId,
          pedido: { motivo: dto.motivo, datos: { montoRecibido: dto.montoRecibido, fecha } },
        },
        contexto,
      );
      if (control.pasa) await this.liquidarBloqueado(manager, prestamo, dto, fecha, contexto);
      return control;
    });
    return this.respuesta(id, control, contexto);
  }

  /** La liquidación de siempre sobre un préstamo abierto ya bloqueado, con su auditoría (liquidar y la aprobación). */
  private async liquidarBloqueado(
    manager: EntityManager,
    prestamo: PrestamoBloqueado,
    dto: { montoRecibido: number; motivo: string },
    fecha: string,
    contexto: ContextoSolicitud,
  ): Promise<void> {
    const { cobroId, condonado, resultado } = await this.liquidarEn(manager, prestamo, dto, fecha, contexto.actor.id);
    await auditar(manager, contexto, 'Préstamos', {
      accion: 'Liquidar préstamo',
      detalles: `Préstamo #${prestamo.numero}: recibido ${formatearCOP(dto.montoRecibido)}, condonado ${formatearCOP(aPesos(condonado))}`,
      datosAnteriores: { estado: prestamo.estado, saldoPendiente: prestamo.saldoPendiente },
      datosNuevos: { cobro: cobroId, montoRecibido: dto.montoRecibido, condonado: aPesos(condonado), motivo: dto.motivo, fecha, ...resultado },
    });
  }

  /**
   * Lo que una liquidación perdona (centavos): lo que se debe a `fecha` (cuotas y mora causada hasta ese día) menos lo
   * recibido; 422 si lo recibido pasa lo que se debe.
   */
  private async descuentoDeLiquidacion(
    manager: EntityManager,
    prestamo: PrestamoBloqueado,
    montoRecibido: number,
    fecha: string,
  ): Promise<number> {
    const mora = await this.libro.causarMora(manager, prestamo, fecha);
    const saldo = (await this.saldoCentavos(manager, prestamo.id)) + mora;
    const recibido = aCentavos(montoRecibido);
    if (recibido > saldo) throw new ErrorNegocio(CODIGOS.montoSuperaSaldo, MENSAJES_OPERACIONES.montoSuperaSaldo, 422);
    return saldo - recibido;
  }

  /** Liquida un préstamo abierto ya bloqueado (sin auditar: lo hace quien llama). */
  async liquidarEn(
    manager: EntityManager,
    prestamo: PrestamoBloqueado,
    dto: { montoRecibido: number; motivo: string },
    fecha: string,
    registradoPor: string | null,
  ) {
    // Lo que se debe a la fecha de la liquidación: las cuotas y la mora causada hasta ese día.
    const mora = await this.libro.causarMora(manager, prestamo, fecha);
    const saldo = (await this.saldoCentavos(manager, prestamo.id)) + mora;
    const recibido = aCentavos(dto.montoRecibido);
    if (recibido > saldo) throw new ErrorNegocio(CODIGOS.montoSuperaSaldo, MENSAJES_OPERACIONES.montoSuperaSaldo, 422);
    // Un reparto para el movimiento y su comprobante (repartirLiquidacion): lo recibido, después de la mora, paga
    // primero capital; el resto que se perdona es primero interés (docs/decisiones/un-reparto-para-el-prestamo-y-el-mayor.md).
    const reparto = repartirLiquidacion(recibido - Math.min(recibido, mora), await saldoContable(manager, prestamo.id));
    const { cobroId } = await this.libro.registrarCobro(manager, prestamo, {
      monto: dto.montoRecibido,
      fecha,
      observaciones: dto.motivo.trim(),
      cobradorId: prestamo.cobradorId,
      registradoPor,
      origen: 'liquidacion',
      interesContable: reparto.recibido.interes,
    });
    const condonado = saldo - recibido;
    await this.condonarEn(manager, prestamo, condonado, `Liquidación: ${dto.motivo.trim()}`, fecha, registradoPor, false, {
      interes: reparto.perdonado.interes,
    });
    const resultado = await this.libro.recalcular(manager, prestamo.id);
    await registrarNotificacion(manager, {
      prestamoId: prestamo.id,
      categoria: 'estado',
      titulo: 'Préstamo liquidado',
      mensaje: `Se recibieron ${formatearCOP(dto.montoRecibido)} y se condonaron ${formatearCOP(aPesos(condonado))}`,
    });
    return { cobroId, condonado, resultado };
  }

  /**
   * Perdona parte o todo el saldo, desde las últimas cuotas. La de un gerente que pasa un umbral de la organización
   * (sola o sumada con lo que perdonó hoy) no se aplica: queda esperando a un administrador (la respuesta trae el
   * préstamo sin cambios, el mensaje que lo dice y `aprobacion` en la raíz del sobre; docs/decisiones/cuatro-ojos.md).
   */
  async condonar(
    id: string,
    dto: CondonarPrestamoDto,
    contexto: ContextoSolicitud,
  ): Promise<DetallePrestamo | Respuesta<DetallePrestamo>> {
    const control = await this.dataSource.transaction(async (manager) => {
      const prestamo = await this.bloquearAbierto(manager, id, puedeCondonar);
      await this.exigirSaldo(manager, prestamo, dto.monto);
      const datos: DatosOperacionAprobable = dto.aplicarA ? { aplicarA: dto.aplicarA } : {};
      const control = await controlarOperacionDinero(
        manager,
        { operacion: 'condonacion', monto: dto.monto, prestamo, clienteId: prestamo.clienteId, pedido: { motivo: dto.motivo, datos } },
        contexto,
      );
      if (control.pasa) await this.condonarBloqueado(manager, prestamo, dto, contexto);
      return control;
    });
    return this.respuesta(id, control, contexto);
  }

  /**
   * La condonación de siempre sobre un préstamo abierto ya bloqueado: asiento, cuotas, notificación y auditoría. La
   * usan condonar y la aprobación de un administrador (AprobacionesService).
   */
  async condonarBloqueado(
    manager: EntityManager,
    prestamo: PrestamoBloqueado,
    dto: DatosCondonacion,
    contexto: ContextoSolicitud,
  ): Promise<void> {
    const id = prestamo.id;
    await this.condonarEn(
      manager,
      prestamo,
      aCentavos(dto.monto),
      dto.motivo.trim(),
      hoyBogota(),
      contexto.actor.id,
      dto.aplicarA === 'capital',
    );
    const resultado = await this.libro.recalcular(manager, id);
    await registrarNotificacion(manager, {
      prestamoId: id,
      categoria: 'condonacion',
      titulo: 'Saldo condonado',
      mensaje: `${contexto.actor.nombre} condonó ${formatearCOP(dto.monto)}: ${dto.motivo.trim()}. Saldo pendiente: ${formatearCOP(resultado.saldoPendiente)}`,
    });
    await auditar(manager, contexto, 'Préstamos', {
      accion: 'Condonar saldo',
      detalles: `Préstamo #${prestamo.numero}: condonado ${formatearCOP(dto.monto)}`,
      datosAnteriores: { estado: prestamo.estado, saldoPendiente: prestamo.saldoPendiente },
      datosNuevos: { monto: dto.monto, motivo: dto.motivo, ...resultado },
    });
  }

  /**
   * Da el saldo por perdido: las cuotas abiertas quedan castigadas y el préstamo cerrado. El de un gerente que pasa el
   * umbral (el saldo, o sumado con lo que castigó hoy) espera a un administrador, como una condonación.
   */
  async castigar(
    id: string,
    motivo: string,
    contexto: ContextoSolicitud,
  ): Promise<DetallePrestamo | Respuesta<DetallePrestamo>> {
    const control = await this.dataSource.transaction(async (manager) => {
      const prestamo = await this.bloquearAbierto(manager, id, puedeCastigar);
      const saldo = await this.saldoCentavos(manager, id);
      if (saldo === 0) throw conflicto(CODIGOS.prestamoSinSaldo, MENSAJES_OPERACIONES.sinSaldo);
      const control = await controlarOperacionDinero(
        manager,
        { operacion: 'castigo', monto: aPesos(saldo), prestamo, clienteId: prestamo.clienteId, pedido: { motivo, datos: {} } },
        contexto,
      );
      if (control.pasa) await this.castigarBloqueado(manager, prestamo, motivo, contexto);
      return control;
    });
    return this.respuesta(id, control, contexto);
  }

  /** El castigo de siempre sobre un préstamo abierto ya bloqueado, con su auditoría (castigar y la aprobación). */
  async castigarBloqueado(
    manager: EntityManager,
    prestamo: PrestamoBloqueado,
    motivo: string,
    contexto: ContextoSolicitud,
  ): Promise<void> {
    const saldo = await this.castigarEn(manager, prestamo, motivo, contexto.actor);
    await auditar(manager, contexto, 'Préstamos', {
      accion: 'Castigar préstamo',
      detalles: `Préstamo #${prestamo.numero}: castigado ${formatearCOP(aPesos(saldo))}`,
      datosAnteriores: { estado: prestamo.estado, saldoPendiente: prestamo.saldoPendiente },
      datosNuevos: { estado: 'castigado', castigado: aPesos(saldo), motivo },
    });
  }

  /**
   * Ejecuta una condonación, un castigo o una liquidación que aprobó un administrador, tal como se pidió: bloquea el
   * préstamo, vuelve a mirar que siga abierto (y, en una condonación o una liquidación, que el monto no pase el saldo
   * de hoy) y lo aplica como siempre. El reenganche lo ejecuta PrestamosService.
   */
  async ejecutarAprobada(
    manager: EntityManager,
    operacion: { tipo: Exclude<TipoOperacionAprobable, 'reenganche'>; prestamoId: string; monto: number; motivo: string; datos: DatosOperacionAprobable },
    contexto: ContextoSolicitud,
  ): Promise<void> {
    if (operacion.tipo === 'liquidacion') {
      const prestamo = await this.bloquearAbierto(manager, operacion.prestamoId);
      const dto = { montoRecibido: operacion.datos.montoRecibido ?? 0, motivo: operacion.motivo };
      await this.liquidarBloqueado(manager, prestamo, dto, operacion.datos.fecha ?? hoyBogota(), contexto);
    } else if (operacion.tipo === 'condonacion') {
      const prestamo = await this.bloquearAbierto(manager, operacion.prestamoId, puedeCondonar);
      await this.exigirSaldo(manager, prestamo, operacion.monto);
      const dto: DatosCondonacion = { monto: operacion.monto, motivo: operacion.motivo };
      if (operacion.datos.aplicarA) dto.aplicarA = operacion.datos.aplicarA;
      await this.condonarBloqueado(manager, prestamo, dto, contexto);
    } else {
      const prestamo = await this.bloquearAbierto(manager, operacion.prestamoId, puedeCastigar);
      await this.castigarBloqueado(manager, prestamo, operacion.motivo, contexto);
    }
  }

  /** Una condonación nunca pasa lo que se debe hoy: cuotas y mora causada hasta hoy (422). */
  private async exigirSaldo(manager: EntityManager, prestamo: PrestamoBloqueado, monto: number): Promise<void> {
    const mora = await this.libro.causarMora(manager, prestamo);
    const saldo = (await this.saldoCentavos(manager, prestamo.id)) + mora;
    if (aCentavos(monto) > saldo) throw new ErrorNegocio(CODIGOS.montoSuperaSaldo, MENSAJES_OPERACIONES.montoSuperaSaldo, 422);
  }

  /** El préstamo como quedó; si la operación quedó esperando, con el mensaje que lo dice y la aprobación en la raíz. */
  private async respuesta(
    id: string,
    control: ResultadoControl,
    contexto: ContextoSolicitud,
  ): Promise<DetallePrestamo | Respuesta<DetallePrestamo>> {
    const detalle = await this.detalle(id, contexto);
    return control.pasa ? detalle : new Respuesta(detalle, control.mensaje, { aprobacion: control.aprobacion });
  }

  /** Castiga un préstamo abierto ya bloqueado (sin auditar). Devuelve lo castigado, en centavos. */
  async castigarEn(
    manager: EntityManager,
    prestamo: PrestamoBloqueado,
    motivo: string,
    actor: { id: string | null; nombre: string },
    hoy: string = hoyBogota(),
  ): Promise<number> {
    const id = prestamo.id;
    // La mora causada hasta hoy se castiga con el saldo (nunca fue ingreso: se cancela contra su diferido).
    const mora = await this.libro.causarMora(manager, prestamo, hoy);
    const cuotas = await this.cuotasAbiertas(manager, id);
    const saldo = cuotas.reduce((total, cuota) => total + cuota.pendiente, 0);
    if (saldo === 0) throw conflicto(CODIGOS.prestamoSinSaldo, MENSAJES_OPERACIONES.sinSaldo);
    await moverMoraPendiente(manager, id, -mora);
    // Se castiga lo que el libro mayor tiene por cobrar (reglaCastigo): su interés es el del movimiento.
    const contable = await saldoContable(manager, id);
    await this.libro.asentar(manager, id, [
      {
        tipo: 'castigo',
        fecha: hoy,
        monto: saldo,
        interes: Math.min(contable.interes, saldo),
        efectivo: 0,
        mora,
        motivo: motivo.trim(),
        registradoPor: actor.id,
      },
    ]);
    await manager.query(
      `UPDATE cuotas SET estado = 'castigada', updated_at = now()
       WHERE prestamo_id = $1 AND estado IN ('pendiente', 'parcial', 'vencida')`,
      [id],
    );
    await this.cerrar(manager, id, 'castigado', hoy);
    await registrarNotificacion(manager, {
      prestamoId: id,
      categoria: 'castigo',
      titulo: 'Préstamo castigado',
      mensaje: `${actor.nombre} castigó un saldo de ${formatearCOP(aPesos(saldo))}: ${motivo.trim()}`,
    });
    return saldo;
  }

  /** Deshace el desembolso de un préstamo sin cobros: la deuda se anula y el efectivo vuelve a la caja. */
  async anular(id: string, motivo: string, contexto: ContextoSolicitud): Promise<DetallePrestamo> {
    await this.dataSource.transaction(async (manager) => {
      const prestamo = await this.libro.bloquearPrestamo(manager, id);
      await this.anularEn(manager, prestamo, motivo, contexto.actor);
      await auditar(manager, contexto, 'Préstamos', {
        accion: 'Anular préstamo',
        detalles: `Préstamo #${prestamo.numero}: desembolso anulado`,
        datosAnteriores: { estado: prestamo.estado, saldoPendiente: prestamo.saldoPendiente },
        datosNuevos: { estado: 'cancelado', motivo },
      });
    });
    return this.detalle(id, contexto);
  }

  /** Anula un préstamo ya bloqueado (sin auditar: lo hace quien llama). */
  async anularEn(
    manager: EntityManager,
    prestamo: PrestamoBloqueado,
    motivo: string,
    actor: { id: string | null; nombre: string },
    hoy: string = hoyBogota(),
  ): Promise<void> {
    const id = prestamo.id;
    const [cobros]: Array<{ n: number; origen: string | null }> = await manager.query(
      `SELECT count(*)::int AS n, (SELECT prestamo_origen_id FROM prestamos WHERE id = $1)::text AS origen
       FROM cobros WHERE prestamo_id = $1`,
      [id],
    );
    const [desembolso]: Array<{ monto: string; interes: string; efectivo: string; condonado: string }> = await manager.query(
      `SELECT coalesce(sum(monto) FILTER (WHERE tipo = 'desembolso'), 0) - coalesce(sum(monto) FILTER (WHERE tipo = 'anulacion'), 0) AS monto,
              coalesce(sum(interes) FILTER (WHERE tipo = 'desembolso'), 0) AS interes,
              coalesce(sum(efectivo) FILTER (WHERE tipo = 'desembolso'), 0) AS efectivo,
              coalesce(sum(monto) FILTER (WHERE tipo = 'condonacion'), 0) AS condonado
       FROM prestamos_movimientos WHERE prestamo_id = $1`,
      [id],
    );
    if (!puedeAnular(prestamo.estado, { cobrado: 0, condonado: 0 })) {
      throw conflicto(CODIGOS.prestamoNoAnulable, MENSAJES_OPERACIONES.noAnulable);
    }
    if (cobros.n > 0) throw new ErrorNegocio(CODIGOS.prestamoConCobros, MENSAJES_OPERACIONES.conCobros, 422);
    if (Number(desembolso.condonado) > 0) {
      throw new ErrorNegocio(CODIGOS.prestamoConCondonaciones, MENSAJES_OPERACIONES.conCondonaciones, 422);
    }
    if (cobros.origen) throw conflicto(CODIGOS.prestamoReengancheNoAnulable, MENSAJES_OPERACIONES.reengancheNoAnulable);
    // Anular deshace el préstamo entero: también la mora que alcanzó a causar.
    const { pendiente: mora } = await estadoMora(manager, id, hoy);
    await moverMoraPendiente(manager, id, -mora);
    await this.libro.asentar(manager, id, [
      {
        tipo: 'anulacion',
        mora,
        fecha: hoy,
        monto: aCentavos(Number(desembolso.monto)),
        interes: aCentavos(Number(desembolso.interes)),
        efectivo: -aCentavos(Number(desembolso.efectivo)),
        motivo: motivo.trim(),
        registradoPor: actor.id,
      },
    ]);
    await manager.query(
      `UPDATE cuotas SET estado = 'anulada', updated_at = now()
       WHERE prestamo_id = $1 AND estado IN ('pendiente', 'parcial', 'vencida')`,
      [id],
    );
    await this.cerrar(manager, id, 'cancelado', hoy);
    await registrarNotificacion(manager, {
      prestamoId: id,
      categoria: 'cancelacion',
      titulo: 'Préstamo cancelado',
      mensaje: `${actor.nombre} anuló el desembolso: ${motivo.trim()}`,
    });
  }

  /** Aprueba una solicitud: se desembolsa hoy, con su plan de pagos y la salida de caja. */
  async aprobar(
    id: string,
    dto: DatosAprobacion,
    contexto: ContextoSolicitud,
  ): Promise<DetallePrestamo | Respuesta<DetallePrestamo>> {
    const advertencia = await this.dataSource.transaction(async (manager) => {
      const prestamo = await this.libro.bloquearPrestamo(manager, id);
      if (!puedeAprobar(prestamo.estado)) throw conflicto(CODIGOS.prestamoNoSolicitado, MENSAJES_OPERACIONES.noSolicitado);
      // Cuatro ojos: quien pidió (o editó las condiciones) no aprueba; por encima del umbral del gerente, sólo un
      // administrador desembolsa (docs/decisiones/cuatro-ojos.md).
      const solicitante = await solicitanteDePrestamo(manager, id);
      if (!puedeResolverQuien(solicitante.id, contexto.actor.id)) {
        throw new ErrorNegocio(CODIGOS.aprobadorEsSolicitante, MENSAJES_APROBACIONES.aprobadorEsSolicitante, 403);
      }
      const control = await controlarOperacionDinero(
        manager,
        { operacion: 'desembolso', monto: solicitante.monto, prestamo, clienteId: prestamo.clienteId },
        contexto,
      );
      if (!control.pasa) {
        // Sola, la solicitud pasa el umbral: la aprueba un administrador; sumada con lo del día, el mensaje lo dice.
        const mensaje = control.medida === 'operacion' ? MENSAJES_APROBACIONES.soloAdmin(control.umbral) : control.mensaje;
        throw new ErrorNegocio(CODIGOS.aprobacionSoloAdmin, mensaje, 403);
      }
      // La usura de la solicitud con la tasa de hoy, el día del desembolso: rechazar, o confirmar (auditado).
      const hoy = hoyBogota();
      const solicitud = await this.lectura.obtener(manager, id, contexto.actor);
      await validarFechasPrestamo(manager, { fechaInicio: solicitud.fechaInicio }, hoy);
      const evaluacion = await this.usura.evaluar(
        manager,
        {
          monto: solicitud.monto,
          interes: solicitud.interes,
          cuotas: solicitud.cuotas,
          modalidad: solicitud.modalidad,
          tipoAmortizacion: solicitud.tipoAmortizacion,
          fechaInicio: solicitud.fechaInicio,
          fechaPrimerPago: solicitud.fechaPrimerPago,
        },
        solicitud.tipoCredito,
        hoy,
        solicitud.tasaEfectivaAnual,
      );
      const confirmada = await this.usura.exigir(manager, evaluacion, { confirmada: dto.confirmarUsura, desembolsa: true });
      await manager.query(
        `UPDATE prestamos SET estado = 'activo', fecha = $2, aprobado_por = $3, updated_at = now() WHERE id = $1`,
        [id, hoy, contexto.actor.id],
      );
      if (confirmada)
        await UsuraService.auditarConfirmacion(manager, contexto, { id, numero: prestamo.numero }, evaluacion);
      prestamo.estado = 'activo';
      const { resultado } = await this.plan.generarYRecalcularEn(manager, prestamo, contexto.actor.id);
      await registrarNotificacion(manager, {
        prestamoId: id,
        categoria: 'solicitud',
        titulo: 'Solicitud aprobada',
        mensaje: `${contexto.actor.nombre} aprobó la solicitud y el préstamo se desembolsó`,
      });
      await auditar(manager, contexto, 'Préstamos', {
        accion: 'Aprobar solicitud',
        detalles: `Préstamo #${prestamo.numero} solicitado por ${solicitante.nombre ?? 'nadie registrado'}, aprobado por ${contexto.actor.nombre} y desembolsado`,
        datosAnteriores: { estado: 'solicitado', solicitadoPor: referencia(solicitante) },
        datosNuevos: { ...resultado, aprobadoPor: { _id: contexto.actor.id, nombre: contexto.actor.nombre } },
      });
      return revisarCajaDelDesembolso(manager, id);
    });
    const detalle = await this.detalle(id, contexto);
    return advertencia ? new Respuesta(detalle, undefined, { advertencia }) : detalle;
  }

  async rechazar(id: string, motivo: string, contexto: ContextoSolicitud): Promise<DetallePrestamo> {
    await this.dataSource.transaction(async (manager) => {
      const prestamo = await this.libro.bloquearPrestamo(manager, id);
      await this.rechazarEn(manager, prestamo, motivo, contexto.actor);
      const solicitante = await solicitanteDePrestamo(manager, id);
      await auditar(manager, contexto, 'Préstamos', {
        accion: 'Rechazar solicitud',
        detalles: `Préstamo #${prestamo.numero} solicitado por ${solicitante.nombre ?? 'nadie registrado'}, rechazado por ${contexto.actor.nombre}`,
        datosAnteriores: { estado: 'solicitado', solicitadoPor: referencia(solicitante) },
        datosNuevos: { estado: 'rechazado', motivo, rechazadoPor: { _id: contexto.actor.id, nombre: contexto.actor.nombre } },
      });
    });
    return this.detalle(id, contexto);
  }

  /** Rechaza una solicitud ya bloqueada (sin auditar): queda con su motivo y sin mover dinero. */
  async rechazarEn(
    manager: EntityManager,
    prestamo: PrestamoBloqueado,
    motivo: string,
    actor: { id: string | null; nombre: string },
  ): Promise<void> {
    if (!puedeAprobar(prestamo.estado)) throw conflicto(CODIGOS.prestamoNoSolicitado, MENSAJES_OPERACIONES.noSolicitado);
    await manager.query(
      `UPDATE prestamos SET estado = 'rechazado', motivo_rechazo = $2, aprobado_por = $3, updated_at = now() WHERE id = $1`,
      [prestamo.id, motivo.trim(), actor.id],
    );
    await registrarNotificacion(manager, {
      prestamoId: prestamo.id,
      categoria: 'solicitud',
      titulo: 'Solicitud rechazada',
      mensaje: `${actor.nombre} rechazó la solicitud: ${motivo.trim()}`,
    });
  }

  private async detalle(id: string, contexto: ContextoSolicitud): Promise<DetallePrestamo> {
    return this.lectura.detalle(id, contexto.actor);
  }

  private async bloquearAbierto(
    manager: EntityManager,
    id: string,
    regla: (estado: PrestamoBloqueado['estado']) => boolean = puedeLiquidar,
  ): Promise<PrestamoBloqueado> {
    const prestamo = await this.libro.bloquearPrestamo(manager, id);
    if (!regla(prestamo.estado)) throw conflicto(CODIGOS.prestamoNoAbierto, MENSAJES_OPERACIONES.noLiquidable);
    return prestamo;
  }

  private async saldoCentavos(manager: EntityManager, id: string): Promise<number> {
    return (await this.cuotasAbiertas(manager, id)).reduce((total, cuota) => total + cuota.pendiente, 0);
  }

  private async cuotasAbiertas(manager: EntityManager, id: string): Promise<CuotaAbierta[]> {
    return (await this.libro.cuotasPorCobrar(manager, id)).filter((cuota) => cuota.pendiente > 0);
  }

  /** Condona `centavos` desde las últimas cuotas y asienta la condonación con su reparto. */
  async condonarEn(
    manager: EntityManager,
    prestamo: PrestamoBloqueado,
    centavos: number,
    motivo: string,
    fecha: string,
    registradoPor: string | null,
    capitalPrimero = false,
    /** El reparto ya decidido (el resto de una liquidación: lo perdonado de repartirLiquidacion). */
    decidido?: { interes: number },
  ): Promise<void> {
    if (centavos <= 0) return;
    // Se perdona primero la mora pendiente (docs/decisiones/interes-de-mora.md), después las últimas cuotas.
    const { pendiente } = await estadoMora(manager, prestamo.id, fecha);
    const reparto = repartirMoraPrimero(centavos, pendiente);
    await moverMoraPendiente(manager, prestamo.id, -reparto.mora);
    const cuotas = await this.cuotasAbiertas(manager, prestamo.id);
    const { aplicaciones } = reparto.cuotas > 0 ? asignarACuotasRecientes(cuotas, reparto.cuotas) : { aplicaciones: [] };
    // El capital y el interés del movimiento son los de su comprobante (repartirCondonacion sobre el saldo del libro
    // mayor): la página del préstamo y los libros dicen lo mismo de lo perdonado.
    const interes = decidido
      ? Math.min(decidido.interes, reparto.cuotas)
      : await this.interesCondonado(manager, prestamo.id, reparto.cuotas, capitalPrimero);
    await manager.query(
      `UPDATE cuotas c SET monto_condonado = c.monto_condonado + v.monto, updated_at = now()
       FROM unnest($1::uuid[], $2::numeric[]) AS v(id, monto) WHERE c.id = v.id`,
      [aplicaciones.map((a) => a.cuotaId), aplicaciones.map((a) => aPesos(a.monto))],
    );
    const asiento: Asiento = {
      tipo: 'condonacion',
      fecha,
      monto: reparto.cuotas,
      interes,
      efectivo: 0,
      mora: reparto.mora,
      motivo,
      registradoPor,
      capitalPrimero,
    };
    await this.libro.asentar(manager, prestamo.id, [asiento]);
  }

  /**
   * El interés de una condonación con el reparto de su comprobante. Si las cuotas deben más que el libro mayor (un
   * descuadre que la verificación informa), lo que pasa el saldo contable va como capital.
   */
  private async interesCondonado(
    manager: EntityManager,
    prestamoId: string,
    monto: number,
    capitalPrimero: boolean,
  ): Promise<number> {
    const saldo = await saldoContable(manager, prestamoId);
    return repartirCondonacion(Math.min(monto, saldo.capital + saldo.interes), saldo, capitalPrimero).interes;
  }

  /** Cierra un préstamo anulado o castigado: saldo y capital en 0, sin próxima cuota. */
  private async cerrar(manager: EntityManager, id: string, estado: 'cancelado' | 'castigado', hoy: string): Promise<void> {
    await manager.query(
      `UPDATE prestamos
       SET estado = $2, saldo_pendiente = 0, capital_pendiente = 0, cuotas_vencidas = 0, dias_mora_promedio = 0,
           proxima_fecha = NULL, primera_impaga = NULL, fecha_cierre = $3, updated_at = now()
       WHERE id = $1`,
      [id, estado, hoy],
    );
  }

  /** Los asientos del libro de un préstamo (con el acceso de cada rol). */
  async movimientos(id: string, contexto: ContextoSolicitud) {
    await this.lectura.obtener(this.dataSource.manager, id, contexto.actor);
    return this.libroLectura.movimientos(this.dataSource.manager, id);
  }
}
