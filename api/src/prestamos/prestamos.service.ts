import { Injectable } from '@nestjs/common';
import {
  RANGOS_MORA,
  calcularPlan,
  calcularPreview,
  estadoEditable,
  formatearCOP,
  hoyBogota,
  prestamoAbierto,
  puedeCancelar,
  puedeMarcarPagado,
  validarTerminosPrestamo,
  type CuotaPlan,
  type PreviewPrestamo,
} from '@cartera/dominio';
import { DataSource, type EntityManager } from 'typeorm';
import { conflicto, errorValidacion, type ErroresCampo } from '../common/errores';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import { condicionCarteraCobrador, esCobrador } from '../cartera/acceso';
import { auditar } from '../auditoria/auditar';
import { aPesos } from '../cartera/dinero';
import { LibroService, type PrestamoBloqueado } from '../cartera/libro.service';
import { registrarNotificacion } from '../cartera/notificaciones';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import type { CreatePrestamoDto, UpdatePrestamoDto } from './dto/create-prestamo.dto';
import type { PreviewPrestamoDto } from './dto/preview-prestamo.dto';
import type { ReenganchePrestamoDto } from './dto/reenganche.dto';
import { completarTerminos, terminosValidos, type TerminosCompletos } from './dto/terminos';
import { PlanService } from './plan/plan.service';
import { PrestamosLectura } from './prestamos.lectura';
import { prestamoParaAuditoria, type PrestamoJson } from './prestamos.sql';

export const MENSAJES_PRESTAMOS = {
  clienteNoExiste: 'El cliente no existe',
  cobradorNoExiste: 'El cobrador no existe',
  cobradorInactivo: 'El cobrador está inactivo: no se le pueden asignar préstamos',
  condicionesConPagos: 'No se pueden modificar las condiciones de un préstamo con pagos registrados',
  noEditable: 'No se puede modificar un préstamo cancelado o reenganchado',
  reengancheFijo: 'El cliente y el monto de un préstamo de reenganche no se pueden modificar',
  noCancelable: 'El préstamo ya está cancelado o reenganchado',
  transicionNoPermitida: 'Transición de estado no permitida',
  noReenganchable: 'Sólo se puede reenganchar un préstamo activo, en mora o vencido',
  sinSaldo: 'El préstamo no tiene saldo pendiente',
} as const;

export interface PreviewJson extends PreviewPrestamo {
  cuotas?: CuotaPlan[];
}

export type AgingJson = Record<(typeof RANGOS_MORA)[number]['clave'], number>;

/** Figuras del motor de amortización que se guardan en el préstamo. */
function figurasDelPlan(terminos: TerminosCompletos) {
  const plan = calcularPlan(terminos);
  const primera = plan.cuotas[0];
  const ultima = plan.cuotas[plan.cuotas.length - 1];
  return {
    plan,
    columnas: {
      monto: terminos.monto,
      interes: terminos.interes,
      cuotas: terminos.cuotas,
      modalidad: terminos.modalidad,
      tipo_amortizacion: terminos.tipoAmortizacion,
      fecha_inicio: terminos.fechaInicio,
      // La fecha efectiva (un préstamo diario nunca vence en domingo o festivo).
      fecha_primer_pago: primera.fechaProgramada,
      interes_total: plan.interesTotal,
      monto_total: plan.montoTotal,
      monto_entregado: plan.montoEntregado,
      saldo_pendiente: plan.montoTotal,
      cuota_diaria: plan.cuota,
      fecha_vencimiento: ultima.fechaProgramada,
    },
  };
}

type ColumnasPrestamo = ReturnType<typeof figurasDelPlan>['columnas'];

function errorDeTerminos(terminos: Record<string, unknown>): ErroresCampo | null {
  const errores = validarTerminosPrestamo(terminos);
  const campos = Object.entries(errores);
  return campos.length ? Object.fromEntries(campos.map(([campo, mensaje]) => [campo, [mensaje as string]])) : null;
}

/** Préstamos: alta, edición, vista previa, cancelación, reenganche, marcar pagado, notificaciones y aging. */
@Injectable()
export class PrestamosService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly libro: LibroService,
    private readonly plan: PlanService,
    private readonly lectura: PrestamosLectura,
  ) {}

  /** Cifras del formulario sin tocar la base (el motor de @cartera/dominio). */
  preview(dto: PreviewPrestamoDto, conCuotas: boolean): PreviewJson {
    const terminos = terminosValidos(dto);
    if (!conCuotas) return calcularPreview(terminos);
    const plan = calcularPlan(terminos);
    return { ...calcularPreview(terminos), cuotas: plan.cuotas };
  }

  private async validarCliente(manager: EntityManager, clienteId: string): Promise<{ cobradorId: string | null }> {
    const [cliente]: Array<{ cobrador_id: string | null }> = await manager.query(
      `SELECT cobrador_id FROM clientes WHERE id = $1`,
      [clienteId],
    );
    if (!cliente) throw errorValidacion({ cliente: [MENSAJES_PRESTAMOS.clienteNoExiste] });
    return { cobradorId: cliente.cobrador_id };
  }

  private async validarCobrador(manager: EntityManager, cobradorId: string): Promise<void> {
    const [cobrador]: Array<{ estado: string }> = await manager.query(
      `SELECT estado FROM usuarios WHERE id = $1 AND rol = 'cobrador'`,
      [cobradorId],
    );
    if (!cobrador) throw errorValidacion({ cobrador: [MENSAJES_PRESTAMOS.cobradorNoExiste] });
    if (cobrador.estado !== 'activo') throw errorValidacion({ cobrador: [MENSAJES_PRESTAMOS.cobradorInactivo] });
  }

  /** Alta de un préstamo (sin plan) con sus cifras y su estado según el libro. No audita: lo hace quien llama. */
  async crearEn(manager: EntityManager, dto: CreatePrestamoDto, hoy: string = hoyBogota()): Promise<string> {
    const { columnas } = figurasDelPlan(terminosValidos(dto, hoy));
    const cliente = await this.validarCliente(manager, dto.cliente);
    if (dto.cobrador) await this.validarCobrador(manager, dto.cobrador);
    const id = await this.insertar(manager, {
      ...columnas,
      cliente_id: dto.cliente,
      cobrador_id: dto.cobrador === undefined ? cliente.cobradorId : dto.cobrador,
      fecha: dto.fecha ?? hoy,
      prestamo_origen_id: null,
      monto_refinanciado: 0,
    });
    await this.libro.recalcular(manager, id);
    return id;
  }

  async crear(dto: CreatePrestamoDto, contexto: ContextoSolicitud): Promise<PrestamoJson> {
    const id = await this.dataSource.transaction(async (manager) => {
      const id = await this.crearEn(manager, dto);
      const creado = await this.lectura.obtener(manager, id, contexto.actor);
      await auditar(manager, contexto, 'Préstamos', {
        accion: 'Crear préstamo',
        detalles: `Préstamo #${creado.numero} de ${formatearCOP(creado.monto)} para ${creado.cliente.nombre}`,
        datosNuevos: prestamoParaAuditoria(creado),
      });
      return id;
    });
    return this.lectura.obtener(this.dataSource.manager, id, contexto.actor);
  }

  private async insertar(
    manager: EntityManager,
    columnas: ColumnasPrestamo & {
      cliente_id: string;
      cobrador_id: string | null;
      fecha: string;
      prestamo_origen_id: string | null;
      monto_refinanciado: number;
    },
  ): Promise<string> {
    const nombres = Object.keys(columnas);
    const [{ id }]: Array<{ id: string }> = await manager.query(
      `INSERT INTO prestamos (${nombres.join(', ')}) VALUES (${nombres.map((_, i) => `$${i + 1}`).join(', ')})
       RETURNING id`,
      Object.values(columnas),
    );
    return id;
  }

  async actualizar(id: string, dto: UpdatePrestamoDto, contexto: ContextoSolicitud): Promise<PrestamoJson> {
    const terminos = terminosValidos(dto);
    const { columnas } = figurasDelPlan(terminos);
    await this.dataSource.transaction(async (manager) => {
      const prestamo = await this.libro.bloquearPrestamo(manager, id);
      const anterior = await this.lectura.obtener(manager, id, contexto.actor);
      if (prestamo.estado === 'cancelado' || prestamo.estado === 'reenganchado') {
        throw conflicto('PRESTAMO_NO_EDITABLE', MENSAJES_PRESTAMOS.noEditable);
      }
      // El préstamo de un reenganche lleva la deuda del anterior (monto_refinanciado): otro cliente o otro monto la
      // moverían a otra persona o cambiarían el desembolso sin que se mueva dinero.
      if (anterior.prestamoOrigen && (dto.cliente !== anterior.cliente._id || columnas.monto !== anterior.monto)) {
        throw conflicto('PRESTAMO_REENGANCHE_FIJO', MENSAJES_PRESTAMOS.reengancheFijo);
      }
      if (dto.cliente !== anterior.cliente._id) await this.validarCliente(manager, dto.cliente);
      // Sólo un cobrador nuevo tiene que estar activo: el de siempre, aunque se haya desactivado, no impide editar.
      if (dto.cobrador && dto.cobrador !== anterior.cobrador?._id) {
        await this.validarCobrador(manager, dto.cobrador);
      }

      const condicionesCambian =
        dto.cliente !== anterior.cliente._id ||
        columnas.monto !== anterior.monto ||
        columnas.interes !== anterior.interes ||
        columnas.cuotas !== anterior.cuotas ||
        columnas.modalidad !== anterior.modalidad ||
        columnas.tipo_amortizacion !== anterior.tipoAmortizacion ||
        columnas.fecha_inicio !== anterior.fechaInicio ||
        columnas.fecha_primer_pago !== anterior.fechaPrimerPago;
      if (condicionesCambian) {
        const [conPagos]: unknown[] = await manager.query(`SELECT 1 FROM cobros WHERE prestamo_id = $1 LIMIT 1`, [id]);
        if (conPagos) throw conflicto('PRESTAMO_CON_PAGOS', MENSAJES_PRESTAMOS.condicionesConPagos);
        const cambios = { ...columnas, cliente_id: dto.cliente };
        const nombres = Object.keys(cambios);
        await manager.query(
          `UPDATE prestamos SET ${nombres.map((n, i) => `${n} = $${i + 2}`).join(', ')}, updated_at = now() WHERE id = $1`,
          [id, ...Object.values(cambios)],
        );
        if (prestamo.planGenerado) {
          // Sin pagos no hay aplicaciones: el plan se rehace con las condiciones nuevas en la misma transacción.
          await manager.query(`DELETE FROM cuotas WHERE prestamo_id = $1`, [id]);
          await manager.query(`UPDATE prestamos SET plan_generado = false WHERE id = $1`, [id]);
          prestamo.planGenerado = false;
          await this.plan.generarEn(manager, prestamo);
        }
      }
      const cobradorId = dto.cobrador === undefined ? anterior.cobrador?._id ?? null : dto.cobrador;
      await manager.query(`UPDATE prestamos SET cobrador_id = $2, fecha = $3, updated_at = now() WHERE id = $1`, [
        id,
        cobradorId,
        dto.fecha ?? anterior.fecha,
      ]);
      await this.libro.recalcular(manager, id);
      // El estado lo decide el libro; del formulario sólo 'pagado' significa algo: marcar pagado.
      if (estadoEditable(dto.estado) === 'pagado') {
        const actual = await this.libro.bloquearPrestamo(manager, id);
        if (actual.estado !== 'pagado') await this.marcarPagadoEn(manager, actual, contexto);
      }
      const nuevo = await this.lectura.obtener(manager, id, contexto.actor);
      await auditar(manager, contexto, 'Préstamos', {
        accion: 'Actualizar préstamo',
        detalles: `Préstamo #${nuevo.numero} de ${nuevo.cliente.nombre}`,
        datosAnteriores: prestamoParaAuditoria(anterior),
        datosNuevos: prestamoParaAuditoria(nuevo),
      });
    });
    return this.lectura.obtener(this.dataSource.manager, id, contexto.actor);
  }

  async cancelar(id: string, contexto: ContextoSolicitud): Promise<PrestamoJson> {
    await this.dataSource.transaction(async (manager) => {
      const prestamo = await this.libro.bloquearPrestamo(manager, id);
      await this.cancelarEn(manager, prestamo, contexto.actor.nombre);
      await auditar(manager, contexto, 'Préstamos', {
        accion: 'Cancelar préstamo',
        detalles: `Préstamo #${prestamo.numero}`,
        datosAnteriores: { estado: prestamo.estado, saldoPendiente: prestamo.saldoPendiente },
        datosNuevos: { estado: 'cancelado' },
      });
    });
    return this.lectura.obtener(this.dataSource.manager, id, contexto.actor);
  }

  /** Cancela un préstamo ya bloqueado: queda congelado con el saldo que tenía y sus cuotas abiertas, anuladas. */
  async cancelarEn(manager: EntityManager, prestamo: PrestamoBloqueado, quien: string): Promise<void> {
    if (!puedeCancelar(prestamo.estado)) throw conflicto('PRESTAMO_NO_CANCELABLE', MENSAJES_PRESTAMOS.noCancelable);
    await manager.query(`UPDATE prestamos SET estado = 'cancelado', proxima_fecha = NULL, primera_impaga = NULL, updated_at = now() WHERE id = $1`, [
      prestamo.id,
    ]);
    // Lo que se debía deja de cobrarse: las cuotas abiertas quedan anuladas (fuera del aging y de las rutas de cobro).
    await manager.query(
      `UPDATE cuotas SET estado = 'anulada', updated_at = now()
       WHERE prestamo_id = $1 AND estado IN ('pendiente', 'parcial', 'vencida')`,
      [prestamo.id],
    );
    await registrarNotificacion(manager, {
      prestamoId: prestamo.id,
      categoria: 'cancelacion',
      titulo: 'Préstamo cancelado',
      mensaje: `Cancelado por ${quien} con un saldo de ${formatearCOP(prestamo.saldoPendiente)}`,
    });
  }

  async cambiarEstado(id: string, estado: string, contexto: ContextoSolicitud): Promise<PrestamoJson> {
    await this.dataSource.transaction(async (manager) => {
      const prestamo = await this.libro.bloquearPrestamo(manager, id);
      if (estado !== 'pagado' || !puedeMarcarPagado(prestamo.estado)) {
        throw conflicto('TRANSICION_NO_PERMITIDA', MENSAJES_PRESTAMOS.transicionNoPermitida);
      }
      await this.marcarPagadoEn(manager, prestamo, contexto);
    });
    return this.lectura.obtener(this.dataSource.manager, id, contexto.actor);
  }

  /**
   * Marcar pagado pasa por el libro: un cobro 'marcado_pagado' por todo el saldo, aplicado a las cuotas más
   * antiguas, así cuotas, saldo, cobros y tablero coinciden. Sin plan, el plan se genera primero.
   */
  private async marcarPagadoEn(manager: EntityManager, prestamo: PrestamoBloqueado, contexto: ContextoSolicitud) {
    if (!prestamo.planGenerado) {
      await this.plan.generarYRecalcularEn(manager, prestamo);
    }
    const pendiente = (await this.libro.cuotasPorCobrar(manager, prestamo.id)).reduce((t, c) => t + c.pendiente, 0);
    let cobroId: string | null = null;
    if (pendiente > 0) {
      ({ cobroId } = await this.libro.registrarCobro(manager, prestamo, {
        monto: aPesos(pendiente),
        fecha: hoyBogota(),
        observaciones: 'Saldo registrado al marcar el préstamo como pagado',
        cobradorId: null,
        registradoPor: contexto.actor.id,
        origen: 'marcado_pagado',
      }));
    }
    const resultado = await this.libro.recalcular(manager, prestamo.id);
    await registrarNotificacion(manager, {
      prestamoId: prestamo.id,
      categoria: 'estado',
      titulo: 'Préstamo marcado como pagado',
      mensaje: `${contexto.actor.nombre} lo marcó como pagado; se registró el saldo de ${formatearCOP(aPesos(pendiente))}`,
    });
    await auditar(manager, contexto, 'Préstamos', {
      accion: 'Marcar préstamo pagado',
      detalles: `Préstamo #${prestamo.numero}: saldo de ${formatearCOP(aPesos(pendiente))} registrado`,
      datosAnteriores: { estado: prestamo.estado, saldoPendiente: prestamo.saldoPendiente },
      datosNuevos: { cobro: cobroId, ...resultado },
    });
  }

  async reenganchar(id: string, dto: ReenganchePrestamoDto, contexto: ContextoSolicitud): Promise<PrestamoJson> {
    const nuevoId = await this.dataSource.transaction(async (manager) => {
      const anterior = await this.libro.bloquearPrestamo(manager, id);
      const { nuevoId, saldo } = await this.reengancharEn(manager, anterior, dto);
      const creado = await this.lectura.obtener(manager, nuevoId, contexto.actor);
      await auditar(manager, contexto, 'Préstamos', {
        accion: 'Reenganchar préstamo',
        detalles: `Préstamo #${anterior.numero} reenganchado en el #${creado.numero} por ${formatearCOP(creado.monto)}`,
        datosAnteriores: { prestamo: id, estado: anterior.estado, saldoPendiente: saldo },
        datosNuevos: prestamoParaAuditoria(creado),
      });
      return nuevoId;
    });
    return this.lectura.obtener(this.dataSource.manager, nuevoId, contexto.actor);
  }

  /**
   * Reenganche de un préstamo ya bloqueado: un préstamo nuevo del mismo cliente por el saldo del anterior más el
   * efectivo adicional, con su plan. Las cuotas abiertas del anterior se cierran como 'refinanciada'
   * (monto_refinanciado, nunca un cobro) y el anterior queda reenganchado con saldo 0. `hoy` es la fecha del
   * préstamo nuevo (y su inicio si el cuerpo no trae `fechaInicio`).
   */
  async reengancharEn(
    manager: EntityManager,
    anterior: PrestamoBloqueado,
    dto: ReenganchePrestamoDto,
    hoy: string = hoyBogota(),
  ): Promise<{ nuevoId: string; saldo: number }> {
    const id = anterior.id;
    if (!prestamoAbierto(anterior.estado)) {
      throw conflicto('PRESTAMO_NO_REENGANCHABLE', MENSAJES_PRESTAMOS.noReenganchable);
    }
    if (!anterior.planGenerado) {
      await this.plan.generarYRecalcularEn(manager, anterior);
    }
    const saldo = (await this.libro.cuotasPorCobrar(manager, id)).reduce((t, c) => t + c.pendiente, 0);
    if (saldo <= 0) throw conflicto('PRESTAMO_SIN_SALDO', MENSAJES_PRESTAMOS.sinSaldo);
    const montoAdicional = dto.montoAdicional ?? 0;
    const entrada = completarTerminos({ ...dto, monto: aPesos(saldo) + montoAdicional }, hoy);
    const errores = errorDeTerminos(entrada);
    if (errores) throw errorValidacion(errores);
    const { columnas } = figurasDelPlan(entrada as unknown as TerminosCompletos);

    const nuevoId = await this.insertar(manager, {
      ...columnas,
      cliente_id: anterior.clienteId,
      cobrador_id: anterior.cobradorId,
      fecha: hoy,
      prestamo_origen_id: id,
      monto_refinanciado: aPesos(saldo),
    });
    const nuevo = await this.libro.bloquearPrestamo(manager, nuevoId);
    await this.plan.generarYRecalcularEn(manager, nuevo);

    // El anterior: lo que se debía pasa al préstamo nuevo, sin contar como cobro.
    await manager.query(
      `UPDATE cuotas SET monto_refinanciado = monto_total - monto_pagado, updated_at = now()
       WHERE prestamo_id = $1 AND monto_total - monto_pagado - monto_refinanciado > 0`,
      [id],
    );
    await manager.query(`UPDATE prestamos SET estado = 'reenganchado', updated_at = now() WHERE id = $1`, [id]);
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
    return { nuevoId, saldo: aPesos(saldo) };
  }

  async notificaciones(id: string, actor: Usuario) {
    await this.lectura.obtener(this.dataSource.manager, id, actor);
    const filas: Array<{ id: string; titulo: string; categoria: string; mensaje: string; created_at: Date }> =
      await this.dataSource.query(
        `SELECT id, titulo, categoria, mensaje, created_at FROM prestamos_notificaciones
         WHERE prestamo_id = $1 ORDER BY created_at DESC, id DESC`,
        [id],
      );
    return filas.map((fila) => ({
      _id: fila.id,
      titulo: fila.titulo,
      categoria: fila.categoria,
      mensaje: fila.mensaje,
      createdAt: new Date(fila.created_at).toISOString(),
    }));
  }

  /**
   * Aging de mora: cuotas vencidas sin pagar por días de atraso, en las bandas 8/15/30 de RANGOS_MORA. Las cuotas de
   * préstamos cerrados nunca cuentan: las de un reenganchado quedan 'refinanciada' y las de un cancelado 'anulada'.
   * Se cuentan las marcadas 'vencida' (índice parcial, sin juntar con los préstamos) y, para que la cifra sea exacta
   * aunque el barrido aún no haya pasado hoy, las pendientes o parciales cuya fecha ya pasó: están en los préstamos
   * con `proxima_fecha` anterior a hoy (su índice). Para un cobrador, sólo su cartera.
   */
  async aging(actor: Usuario): Promise<AgingJson> {
    const parametros: unknown[] = [hoyBogota()];
    let cartera = '';
    let carteraPrestamo = '';
    if (esCobrador(actor)) {
      parametros.push(actor.id);
      cartera = `AND c.prestamo_id IN (SELECT p.id FROM prestamos p WHERE ${condicionCarteraCobrador('$2')})`;
      carteraPrestamo = `AND ${condicionCarteraCobrador('$2')}`;
    }
    const columnas = RANGOS_MORA.map(
      (rango) =>
        `count(*) FILTER (WHERE dias >= ${rango.desde}${rango.hasta === null ? '' : ` AND dias <= ${rango.hasta}`})::int AS "${rango.clave}"`,
    ).join(', ');
    const [fila]: Array<Record<string, number>> = await this.dataSource.query(
      `SELECT ${columnas}
       FROM (
         SELECT $1::date - c.fecha_programada AS dias
         FROM cuotas c
         WHERE c.estado = 'vencida' AND c.fecha_programada < $1::date ${cartera}
         UNION ALL
         SELECT $1::date - c.fecha_programada
         FROM prestamos p JOIN cuotas c ON c.prestamo_id = p.id
         WHERE p.proxima_fecha < $1::date ${carteraPrestamo}
           AND c.estado IN ('pendiente', 'parcial') AND c.fecha_programada < $1::date
       ) atrasos`,
      parametros,
    );
    return Object.fromEntries(RANGOS_MORA.map((rango) => [rango.clave, fila[rango.clave]])) as AgingJson;
  }
}
