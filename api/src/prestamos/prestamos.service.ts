import { Injectable } from '@nestjs/common';
import {
  CODIGOS,
  RANGOS_MORA,
  calcularPlan,
  calcularPreview,
  condicionesEditables,
  tasaEfectivaDelPlan,
  efectivoReenganche,
  formatearCOP,
  hoyBogota,
  montoAdicionalMinimo,
  MENSAJES_MORA,
  MENSAJES_REENGANCHE,
  prestamoAbierto,
  puedeMarcarPagado,
  validarTerminosPrestamo,
  type AgingMora,
  type CuotaPlan,
  type DatosReenganche,
  type PreviewPrestamoUsura,
  type Prestamo,
  type SaldoReenganche,
  type TipoCredito,
} from '@cartera/dominio';
import { DataSource, type EntityManager } from 'typeorm';
import { ErrorNegocio, conflicto, errorValidacion, type ErroresCampo } from '../common/errores';
import { Respuesta } from '../common/respuesta';
import { interesDelTramo } from '../cartera/reparto.rules';
import { saldoContable } from '../contabilidad/mayor/contabilizar';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import { condicionCarteraCobrador, esCobrador } from '../cartera/acceso';
import { solicitanteDePrestamo } from '../aprobaciones/aprobaciones.sql';
import { validarFechasPrestamo } from '../cartera/ventana-fechas';
import { auditar } from '../auditoria/auditar';
import { estadoMora } from '../cartera/mora';
import { aCentavos, aPesos } from '../cartera/dinero';
import { LibroService, MENSAJES_LIBRO, type PrestamoBloqueado } from '../cartera/libro.service';
import { registrarNotificacion } from '../cartera/notificaciones';
import { exigirAutorizacionDatos } from '../habeas-data/autorizaciones';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import type { CreatePrestamoDto, UpdatePrestamoDto } from './dto/create-prestamo.dto';
import type { PreviewPrestamoDto } from './dto/preview-prestamo.dto';
import type { ReenganchePrestamoDto } from './dto/reenganche.dto';
import { completarTerminos, terminosValidos, type TerminosCompletos } from './dto/terminos';
import { OperacionesLibroService } from './libro/operaciones.service';
import { PlanService } from './plan/plan.service';
import { PrestamosLectura } from './prestamos.lectura';
import { prestamoParaAuditoria } from './prestamos.sql';
import { UsuraService, type EvaluacionUsura } from '../usura/usura.service';
import { revisarCajaDelDesembolso } from '../flujo-caja/caja-disponible';
import { NucleoDinero } from '../dinero/nucleo.service';
import type { OperacionDinero } from '../dinero/operacion';

export const MENSAJES_PRESTAMOS = {
  clienteNoExiste: 'El cliente no existe',
  cobradorNoExiste: 'El cobrador no existe',
  cobradorInactivo: 'El cobrador está inactivo: no se le pueden asignar préstamos',
  condicionesDesembolsado:
    'Las condiciones de un préstamo desembolsado no se cambian: anúlelo si todavía no tiene cobros, o haga un reenganche',
  fechaDesembolsado:
    'La fecha de un préstamo desembolsado no se cambia: es el día en que salió el dinero y así está en el libro y en la ' +
    'caja de ese día. Si se registró con una fecha equivocada, anule el préstamo (sólo si todavía no tiene cobros) y ' +
    'regístrelo de nuevo con la fecha correcta',
  conSaldo:
    'El préstamo tiene saldo pendiente: para cerrarlo use Liquidar (lo recibido se registra como cobro y el resto se condona)',
  clienteAjeno: 'Sólo puede solicitar préstamos para clientes de su cartera',
  noEditable: 'No se puede modificar un préstamo cerrado (cancelado, reenganchado, castigado o rechazado)',
  reengancheFijo: 'El cliente y el monto de un préstamo de reenganche no se pueden modificar',
  noCancelable: 'El préstamo ya está cancelado o reenganchado',
  transicionNoPermitida: 'Transición de estado no permitida',
  noReenganchable: 'Sólo se puede reenganchar un préstamo activo, en mora o vencido',
  sinSaldo: 'El préstamo no tiene saldo pendiente',
} as const;

export interface PreviewJson extends PreviewPrestamoUsura {
  cuotas?: CuotaPlan[];
}

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
      // La EA del plan (lo entregado en fecha_inicio y cada cuota en su fecha), guardada: la lista la filtra y ordena.
      tasa_efectiva_anual: tasaEfectivaDelPlan(plan, terminos.fechaInicio),
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
    private readonly operaciones: OperacionesLibroService,
    private readonly usura: UsuraService,
    private readonly nucleo: NucleoDinero,
  ) {
    this.reenganche = this.declararReenganche();
    this.alta = this.declararAlta();
  }

  /** El reenganche declarado para el núcleo de dinero. */
  private readonly reenganche: ReturnType<PrestamosService['declararReenganche']>;
  /** El alta que desembolsa, declarada para el núcleo de dinero. */
  private readonly alta: ReturnType<PrestamosService['declararAlta']>;

  /**
   * Cifras del formulario (el motor de @cartera/dominio) y dónde quedan frente a la tasa de usura del tipo de crédito
   * (el de la organización si no viene) en la fecha del desembolso (`fecha`, o `fechaInicio`).
   */
  async preview(dto: PreviewPrestamoDto, conCuotas: boolean): Promise<PreviewJson> {
    const terminos = terminosValidos(dto);
    const manager = this.dataSource.manager;
    const cifras = calcularPreview(terminos);
    const tipoCredito = dto.tipoCredito ?? (await this.usura.tipoCreditoDefecto(manager));
    const evaluacion = await this.usura.evaluar(
      manager,
      terminos,
      tipoCredito,
      dto.fecha ?? terminos.fechaInicio,
      cifras.tasaEfectivaAnual,
    );
    const preview: PreviewJson = {
      ...cifras,
      tipoCredito,
      tasaUsura: evaluacion.tasaUsura,
      superaUsura: evaluacion.superaUsura,
      interesMaximoUsura: evaluacion.interesMaximoUsura,
    };
    return conCuotas ? { ...preview, cuotas: calcularPlan(terminos).cuotas } : preview;
  }

  /** La evaluación de usura de un alta: sus términos, su tipo y la fecha del desembolso. */
  private evaluarAlta(manager: EntityManager, dto: CreatePrestamoDto, tipoCredito: TipoCredito, hoy: string): Promise<EvaluacionUsura> {
    const terminos = terminosValidos(dto, hoy);
    return this.usura.evaluar(manager, terminos, tipoCredito, dto.fecha ?? hoy);
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

  /**
   * Alta de un préstamo sin plan, con sus cifras. Desembolsarlo es generar su plan (PlanService.generarEn); una
   * solicitud queda sin plan y sin saldo hasta que la aprueben. No audita: lo hace quien llama. Uno importado lleva
   * su `fechaCorte` (docs/decisiones/importacion.md): su historia no pasa por la caja y su mora corre desde ella.
   */
  async crearEn(
    manager: EntityManager,
    dto: CreatePrestamoDto,
    hoy: string = hoyBogota(),
    solicitadoPor: string | null = null,
    importado: { fechaCorte: string } | null = null,
  ): Promise<string> {
    const { columnas } = figurasDelPlan(terminosValidos(dto, hoy));
    const cliente = await this.validarCliente(manager, dto.cliente);
    if (dto.cobrador) await this.validarCobrador(manager, dto.cobrador);
    const id = await this.insertar(manager, {
      ...columnas,
      tipo_credito: dto.tipoCredito ?? (await this.usura.tipoCreditoDefecto(manager)),
      ...(solicitadoPor ? { estado: 'solicitado', saldo_pendiente: 0, solicitado_por: solicitadoPor } : {}),
      cliente_id: dto.cliente,
      cobrador_id: dto.cobrador === undefined ? cliente.cobradorId : dto.cobrador,
      fecha: dto.fecha ?? hoy,
      prestamo_origen_id: null,
      monto_refinanciado: 0,
      ...(importado ? { fecha_corte: importado.fechaCorte } : {}),
    });
    if (!solicitadoPor) await this.libro.recalcular(manager, id);
    return id;
  }

  /** Inserta el préstamo sin plan y sin recalcularlo (el alta del núcleo lo recalcula en su paso de escritura). */
  private async insertarAlta(manager: EntityManager, dto: CreatePrestamoDto & { tipoCredito: TipoCredito }, hoy: string): Promise<string> {
    const { columnas } = figurasDelPlan(terminosValidos(dto, hoy));
    const cliente = await this.validarCliente(manager, dto.cliente);
    if (dto.cobrador) await this.validarCobrador(manager, dto.cobrador);
    return this.insertar(manager, {
      ...columnas,
      tipo_credito: dto.tipoCredito,
      cliente_id: dto.cliente,
      cobrador_id: dto.cobrador === undefined ? cliente.cobradorId : dto.cobrador,
      fecha: dto.fecha ?? hoy,
      prestamo_origen_id: null,
      monto_refinanciado: 0,
    });
  }

  /**
   * Un administrador o gerente desembolsa al crear (el plan nace con el préstamo); un cobrador registra una solicitud
   * para un cliente de su cartera, asignada a él, que un administrador o gerente aprueba o rechaza. El préstamo de un
   * gerente por encima del umbral de la organización tampoco se desembolsa: queda como su solicitud, que sólo un
   * administrador aprueba (docs/decisiones/cuatro-ojos.md); la respuesta lo dice en `message`.
   */
  async crear(dto: CreatePrestamoDto, contexto: ContextoSolicitud): Promise<Prestamo | Respuesta<Prestamo>> {
    const cobrador = esCobrador(contexto.actor);
    const { id, espera, advertencia } = await this.dataSource.transaction(async (manager) => {
      if (cobrador) {
        const [propio]: unknown[] = await manager.query(`SELECT 1 FROM clientes WHERE id = $1 AND cobrador_id = $2`, [
          dto.cliente,
          contexto.actor.id,
        ]);
        if (!propio) throw errorValidacion({ cliente: [MENSAJES_PRESTAMOS.clienteAjeno] });
      }
      await exigirAutorizacionDatos(manager, dto.cliente);
      if (cobrador) {
        await validarFechasPrestamo(manager, { fecha: dto.fecha, fechaInicio: dto.fechaInicio });
        return this.solicitarEn(manager, { ...dto, cobrador: contexto.actor.id }, contexto, null);
      }
      const ejecucion = await this.nucleo.ejecutar(this.alta, { dto }, contexto, { manager });
      // Cuatro ojos: el desembolso de un gerente que pasa un umbral (solo o sumado en el día) queda como su solicitud.
      if (!ejecucion.hecha) return this.solicitarEn(manager, dto, contexto, ejecucion.control.mensaje);
      return { id: ejecucion.escrito.id, espera: null, advertencia: ejecucion.escrito.advertencia };
    });
    const prestamo = await this.lectura.obtener(this.dataSource.manager, id, contexto.actor);
    if (advertencia) return new Respuesta(prestamo, undefined, { advertencia });
    return espera ? new Respuesta(prestamo, espera) : prestamo;
  }

  /**
   * Registra una solicitud (no desembolsa: no mueve dinero, no tiene plan ni saldo): la de un cobrador, o el alta de un
   * gerente que espera a un administrador (`espera`, el mensaje de cuatro ojos). La usura sólo rechaza.
   */
  private async solicitarEn(
    manager: EntityManager,
    dto: CreatePrestamoDto,
    contexto: ContextoSolicitud,
    espera: string | null,
  ): Promise<{ id: string; espera: string | null; advertencia: null }> {
    const hoy = hoyBogota();
    // La usura se mira antes de escribir nada: un préstamo rechazado no deja rastro.
    const tipoCredito = dto.tipoCredito ?? (await this.usura.tipoCreditoDefecto(manager));
    const evaluacion = await this.evaluarAlta(manager, dto, tipoCredito, hoy);
    await this.usura.exigir(manager, evaluacion, { confirmada: dto.confirmarUsura, desembolsa: false });
    const id = await this.crearEn(manager, { ...dto, tipoCredito }, hoy, contexto.actor.id);
    const creado = await this.lectura.obtener(manager, id, contexto.actor);
    await auditar(manager, contexto, 'Préstamos', {
      accion: 'Solicitar préstamo',
      detalles: `Préstamo #${creado.numero} de ${formatearCOP(creado.monto)} para ${creado.cliente.nombre}${espera ? `: ${espera}` : ''}`,
      datosNuevos: prestamoParaAuditoria(creado),
    });
    return { id, espera, advertencia: null };
  }

  /**
   * El alta que desembolsa, declarada para el núcleo: sus fechas en la ventana, cuatro ojos sobre lo prestado (por
   * encima del umbral, quien llama la deja como solicitud), la usura (rechazar, o confirmar y auditar), el préstamo
   * con su plan y su salida de caja (sin caja y la organización en «rechazar», 422).
   */
  private declararAlta(): OperacionDinero<
    { dto: CreatePrestamoDto },
    { tipoCredito: TipoCredito; evaluacion: EvaluacionUsura },
    { id: string; advertencia: string | null }
  > {
    return {
      nombre: 'desembolso',
      modulo: 'Préstamos',
      prestamos: () => [],
      fechasPrestamo: ({ dto }) => ({ fecha: dto.fecha, fechaInicio: dto.fechaInicio }),
      efecto: async ({ manager }, { dto }) => {
        await this.validarCliente(manager, dto.cliente);
        const tipoCredito = dto.tipoCredito ?? (await this.usura.tipoCreditoDefecto(manager));
        return { tipoCredito, evaluacion: await this.evaluarAlta(manager, dto, tipoCredito, hoyBogota()) };
      },
      control: (_efecto, { dto }) => ({
        operacion: 'desembolso',
        monto: dto.monto,
        motivo: 'Alta de un préstamo',
        clienteId: dto.cliente,
      }),
      escribir: async ({ manager, contexto }, { dto }, { tipoCredito, evaluacion }) => {
        const confirmada = await this.usura.exigir(manager, evaluacion, { confirmada: dto.confirmarUsura, desembolsa: true });
        const id = await this.insertarAlta(manager, { ...dto, tipoCredito }, hoyBogota());
        const prestamo = await this.libro.bloquearPrestamo(manager, id);
        if (confirmada) await UsuraService.auditarConfirmacion(manager, contexto, { id, numero: prestamo.numero }, evaluacion);
        await this.plan.generarEn(manager, prestamo, contexto.actor.id);
        return { id, advertencia: await revisarCajaDelDesembolso(manager, id) };
      },
      nuevos: ({ id }) => [id],
      auditar: async ({ manager, contexto }, _pedido, _efecto, { id }) => {
        const creado = await this.lectura.obtener(manager, id, contexto.actor);
        return {
          accion: 'Crear préstamo',
          detalles: `Préstamo #${creado.numero} de ${formatearCOP(creado.monto)} para ${creado.cliente.nombre}`,
          datosNuevos: prestamoParaAuditoria(creado),
        };
      },
    };
  }

  /** Quien edita las condiciones de una solicitud pasa a ser quien la pide; devuelve quién la pedía antes. */
  private async hacerSolicitante(
    manager: EntityManager,
    id: string,
    contexto: ContextoSolicitud,
  ): Promise<{ anterior: { _id: string; nombre: string } | null }> {
    const antes = await solicitanteDePrestamo(manager, id);
    await manager.query(`UPDATE prestamos SET solicitado_por = $2 WHERE id = $1`, [id, contexto.actor.id]);
    return { anterior: antes.id ? { _id: antes.id, nombre: antes.nombre ?? '' } : null };
  }

  private async insertar(
    manager: EntityManager,
    columnas: ColumnasPrestamo & {
      estado?: string;
      solicitado_por?: string;
      tipo_credito: TipoCredito;
      cliente_id: string;
      cobrador_id: string | null;
      fecha: string;
      prestamo_origen_id: string | null;
      monto_refinanciado: number;
      fecha_corte?: string;
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

  async actualizar(id: string, dto: UpdatePrestamoDto, contexto: ContextoSolicitud): Promise<Prestamo> {
    const terminos = terminosValidos(dto);
    const { columnas } = figurasDelPlan(terminos);
    await this.dataSource.transaction(async (manager) => {
      const prestamo = await this.libro.bloquearPrestamo(manager, id);
      const anterior = await this.lectura.obtener(manager, id, contexto.actor);
      if (['cancelado', 'reenganchado', 'castigado', 'rechazado'].includes(prestamo.estado)) {
        throw conflicto(CODIGOS.prestamoNoEditable, MENSAJES_PRESTAMOS.noEditable);
      }
      // El préstamo de un reenganche lleva la deuda del anterior (monto_refinanciado): otro cliente o otro monto la
      // moverían a otra persona o cambiarían el desembolso sin que se mueva dinero.
      if (anterior.prestamoOrigen && (dto.cliente !== anterior.cliente._id || columnas.monto !== anterior.monto)) {
        throw conflicto(CODIGOS.prestamoReengancheFijo, MENSAJES_PRESTAMOS.reengancheFijo);
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
        columnas.fecha_primer_pago !== anterior.fechaPrimerPago ||
        (dto.tipoCredito !== undefined && dto.tipoCredito !== anterior.tipoCredito);
      if (condicionesCambian) {
        // Después del desembolso, la deuda pactada está en el libro: sólo un reenganche (o anular) la cambia.
        if (!condicionesEditables(prestamo.estado)) {
          throw conflicto(CODIGOS.prestamoDesembolsado, MENSAJES_PRESTAMOS.condicionesDesembolsado);
        }
        const cambios = {
          ...columnas,
          saldo_pendiente: 0,
          cliente_id: dto.cliente,
          tipo_credito: dto.tipoCredito ?? anterior.tipoCredito,
        };
        const nombres = Object.keys(cambios);
        await manager.query(
          `UPDATE prestamos SET ${nombres.map((n, i) => `${n} = $${i + 2}`).join(', ')}, updated_at = now() WHERE id = $1`,
          [id, ...Object.values(cambios)],
        );
      }
      // La fecha de un desembolsado es la del dinero que salió (la caja de ese día y, quizá, un periodo ya cerrado):
      // como las condiciones, sólo cambia mientras es una solicitud.
      const fecha = dto.fecha ?? anterior.fecha;
      if (fecha !== anterior.fecha && !condicionesEditables(prestamo.estado)) {
        throw conflicto(CODIGOS.prestamoDesembolsado, MENSAJES_PRESTAMOS.fechaDesembolsado);
      }
      const cobradorId = dto.cobrador === undefined ? anterior.cobrador?._id ?? null : dto.cobrador;
      await manager.query(`UPDATE prestamos SET cobrador_id = $2, fecha = $3, updated_at = now() WHERE id = $1`, [
        id,
        cobradorId,
        fecha,
      ]);
      // Cuatro ojos: quien cambia las condiciones de una solicitud la hace suya, y quien la apruebe tiene que ser otra
      // persona (docs/decisiones/cuatro-ojos.md).
      const solicitante =
        prestamo.estado === 'solicitado' && (condicionesCambian || fecha !== anterior.fecha)
          ? await this.hacerSolicitante(manager, id, contexto)
          : null;
      await this.libro.recalcular(manager, id);
      // El estado lo decide el libro; del formulario sólo 'pagado' significa algo: marcar pagado.
      if (dto.estado === 'pagado') {
        const actual = await this.libro.bloquearPrestamo(manager, id);
        if (actual.estado !== 'pagado') await this.marcarPagadoEn(manager, actual);
      }
      const nuevo = await this.lectura.obtener(manager, id, contexto.actor);
      await auditar(manager, contexto, 'Préstamos', {
        accion: 'Actualizar préstamo',
        detalles:
          `Préstamo #${nuevo.numero} de ${nuevo.cliente.nombre}` +
          (solicitante ? `: ${contexto.actor.nombre} cambió las condiciones de la solicitud y queda como quien la pide` : ''),
        datosAnteriores: {
          ...prestamoParaAuditoria(anterior),
          ...(solicitante ? { solicitadoPor: solicitante.anterior } : {}),
        },
        datosNuevos: {
          ...prestamoParaAuditoria(nuevo),
          ...(solicitante ? { solicitadoPor: { _id: contexto.actor.id, nombre: contexto.actor.nombre } } : {}),
        },
      });
    });
    return this.lectura.obtener(this.dataSource.manager, id, contexto.actor);
  }

  /**
   * «Cancelar» de la especificación (cuerpo vacío): anula el desembolso de un préstamo sin cobros. Con cobros se
   * rechaza: entonces se liquida o se castiga (docs/libro.md).
   */
  async cancelar(id: string, contexto: ContextoSolicitud): Promise<Prestamo> {
    await this.operaciones.anular(id, 'Cancelado desde la lista de préstamos', contexto);
    return this.lectura.obtener(this.dataSource.manager, id, contexto.actor);
  }

  async cambiarEstado(id: string, estado: string, contexto: ContextoSolicitud): Promise<Prestamo> {
    await this.dataSource.transaction(async (manager) => {
      const prestamo = await this.libro.bloquearPrestamo(manager, id);
      if (estado !== 'pagado' || !puedeMarcarPagado(prestamo.estado)) {
        throw conflicto(CODIGOS.transicionNoPermitida, MENSAJES_PRESTAMOS.transicionNoPermitida);
      }
      await this.marcarPagadoEn(manager, prestamo);
    });
    return this.lectura.obtener(this.dataSource.manager, id, contexto.actor);
  }

  /**
   * Marcar pagado ya no inventa un cobro por el saldo (dinero que quizá nunca llegó): un préstamo queda pagado cuando
   * el libro no deja saldo, y el que todavía debe se cierra con Liquidar, que registra lo recibido de verdad.
   */
  private async marcarPagadoEn(manager: EntityManager, prestamo: PrestamoBloqueado): Promise<void> {
    const pendiente = (await this.libro.cuotasPorCobrar(manager, prestamo.id)).reduce((t, c) => t + c.pendiente, 0);
    if (pendiente > 0) throw new ErrorNegocio(CODIGOS.prestamoConSaldo, MENSAJES_PRESTAMOS.conSaldo, 422);
    await this.libro.recalcular(manager, prestamo.id);
  }

  /** El saldo del préstamo nombrado para el reenganche (pesos): capital, interés vencido hasta hoy e interés por vencer. */
  async saldoReenganche(id: string, manager: EntityManager = this.dataSource.manager, hoy: string = hoyBogota()): Promise<SaldoReenganche> {
    const [existe]: unknown[] = await manager.query(`SELECT 1 FROM prestamos WHERE id = $1`, [id]);
    if (!existe) throw new ErrorNegocio(CODIGOS.noEncontrado, MENSAJES_LIBRO.prestamoNoEncontrado, 404);
    const fechas = new Map<string, string>(
      (
        (await manager.query(`SELECT id, fecha_programada::text AS fecha FROM cuotas WHERE prestamo_id = $1`, [id])) as Array<{
          id: string;
          fecha: string;
        }>
      ).map((f) => [f.id, f.fecha]),
    );
    let capital = 0;
    let vencido = 0;
    let porVencer = 0;
    for (const cuota of await this.libro.cuotasPorCobrar(manager, id)) {
      if (cuota.pendiente <= 0) continue;
      const interes = interesDelTramo(cuota, cuota.montoTotal - cuota.pendiente, cuota.montoTotal);
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
   * Reengancha por el núcleo de dinero. El de un gerente cuyo dinero nuevo pasa un umbral (solo o sumado en el día) no
   * se hace: espera a un administrador en /api/aprobaciones y la respuesta trae el préstamo anterior sin cambios, el
   * mensaje que lo dice y `aprobacion` en la raíz (docs/decisiones/cuatro-ojos.md).
   */
  async reenganchar(
    id: string,
    dto: ReenganchePrestamoDto,
    contexto: ContextoSolicitud,
  ): Promise<Prestamo | Respuesta<Prestamo>> {
    const ejecucion = await this.nucleo.ejecutar(this.reenganche, { prestamoId: id, dto }, contexto);
    if (!ejecucion.hecha) {
      const anterior = await this.lectura.obtener(this.dataSource.manager, id, contexto.actor);
      return new Respuesta(anterior, ejecucion.control.mensaje, { aprobacion: ejecucion.control.aprobacion });
    }
    const { nuevoId, advertencia } = ejecucion.escrito;
    const prestamo = await this.lectura.obtener(this.dataSource.manager, nuevoId, contexto.actor);
    return advertencia ? new Respuesta(prestamo, undefined, { advertencia }) : prestamo;
  }

  /** Un reenganche que aprobó un administrador, tal como se pidió, hoy y a su nombre (AprobacionesService). */
  async ejecutarReengancheAprobado(
    manager: EntityManager,
    prestamoId: string,
    datos: DatosReenganche,
    contexto: ContextoSolicitud,
  ): Promise<void> {
    await this.nucleo.ejecutar(this.reenganche, { prestamoId, dto: datos }, contexto, { manager, aprobada: true });
  }

  /**
   * El reenganche declarado para el núcleo: préstamo abierto, fechas del préstamo nuevo en la ventana, sin mora, cuatro
   * ojos sobre el dinero nuevo; escribe el préstamo nuevo y cierra el anterior (reengancharEn). El dinero nuevo sale
   * de la caja: con la organización en «rechazar», sin caja no se hace (422).
   */
  private declararReenganche(): OperacionDinero<
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
        monto: dto.montoAdicional ?? 0,
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
    const entrada = completarTerminos({ ...dto, monto: aPesos(saldo) + montoAdicional }, hoy);
    const errores = errorDeTerminos(entrada);
    if (errores) throw errorValidacion(errores);
    const terminos = entrada as unknown as TerminosCompletos;
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

    const [{ tipo_credito: tipoCredito }]: Array<{ tipo_credito: TipoCredito }> = await manager.query(
      `SELECT tipo_credito FROM prestamos WHERE id = $1`,
      [id],
    );
    // La usura, como en un alta (docs/decisiones/tasa-efectiva-y-usura.md): la EA del préstamo nuevo frente a la tasa
    // del tipo del anterior el día del reenganche, antes de escribirlo. Un 422 deshace la transacción entera (también
    // la condonación del interés por vencer de arriba): el reenganche rechazado o sin confirmar no deja rastro.
    const evaluacion = await this.usura.evaluar(manager, terminos, tipoCredito, hoy, columnas.tasa_efectiva_anual);
    const confirmada = await this.usura.exigir(manager, evaluacion, { confirmada: dto.confirmarUsura, desembolsa: true });
    const nuevoId = await this.insertar(manager, {
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
    await manager.query(
      `UPDATE cuotas SET monto_refinanciado = monto_total - monto_pagado - monto_condonado, updated_at = now()
       WHERE prestamo_id = $1 AND monto_total - monto_pagado - monto_refinanciado - monto_condonado > 0`,
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
    return { nuevoId, saldo: aPesos(saldo), usuraConfirmada: confirmada ? evaluacion : null };
  }

  /** Un reenganche no lleva mora: la causada hasta `hoy` se cobra o se condona antes (422). */
  private async exigirSinMora(manager: EntityManager, anterior: PrestamoBloqueado, hoy: string): Promise<void> {
    const mora = await this.libro.causarMora(manager, anterior, hoy);
    if (mora > 0) {
      throw new ErrorNegocio(CODIGOS.reengancheConMora, MENSAJES_MORA.moraEnReenganche(formatearCOP(aPesos(mora))), 422);
    }
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
  async aging(actor: Usuario): Promise<AgingMora> {
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
    return Object.fromEntries(RANGOS_MORA.map((rango) => [rango.clave, fila[rango.clave]])) as AgingMora;
  }
}
