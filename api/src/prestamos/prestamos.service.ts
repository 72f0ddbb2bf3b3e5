import { Injectable } from '@nestjs/common';
import {
  calcularPlan,
  calcularPreview,
  centavosDePesos,
  formatearCOP,
  hoyBogota,
  type AgingMora,
  type DatosReenganche,
  type Prestamo,
  type SaldoReenganche,
  type TipoCredito,
} from '@cartera/dominio';
import { DataSource, type EntityManager } from 'typeorm';
import { errorValidacion } from '../common/errores';
import { Respuesta } from '../common/respuesta';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import { esCobrador } from '../common/acceso-cartera';
import { validarFechasPrestamo } from '../organizacion/ventana-fechas';
import { auditar } from '../auditoria/auditar';
import { LibroService, type PrestamoBloqueado } from '../libro/libro.service';
import { exigirAutorizacionDatos } from '../clientes/autorizacion-datos';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import type { CreatePrestamoDto, UpdatePrestamoDto } from './dto/create-prestamo.dto';
import type { PreviewPrestamoDto } from './dto/preview-prestamo.dto';
import type { ReenganchePrestamoDto } from './dto/reenganche.dto';
import { terminosValidos } from './dto/terminos';
import { OperacionesLibroService } from './libro/operaciones.service';
import { PlanService } from './plan/plan.service';
import { PrestamosLectura } from './prestamos.lectura';
import { prestamoParaAuditoria } from './prestamos.sql';
import { UsuraService, type EvaluacionUsura } from '../usura/usura.service';
import { EdicionDePrestamos, validarCliente, validarCobrador } from './edicion';
import { InformesDePrestamos } from './prestamos.informes';
import { consultasPrestamos } from './prestamos.consultas';
import { ReengancheDePrestamos } from './reenganche';
import {
  MENSAJES_PRESTAMOS,
  figurasDelPlan,
  type ColumnasPrestamo,
  type PreviewJson,
} from './prestamos.terminos';

export { MENSAJES_PRESTAMOS, type PreviewJson } from './prestamos.terminos';
import { revisarCajaDelDesembolso } from '../mayor/caja-disponible';
import { consultasDesembolso } from '../dinero/desembolso.consultas';
import { NucleoDinero } from '../dinero/nucleo.service';
import type { OperacionDinero } from '../dinero/operacion';

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
    this.reengancheDe = new ReengancheDePrestamos(dataSource, libro, plan, lectura, operaciones, usura);
    this.informes = new InformesDePrestamos(dataSource, lectura);
    this.edicion = new EdicionDePrestamos(dataSource, libro, lectura);
    this.reenganche = this.reengancheDe.declararReenganche();
    this.alta = this.declararAlta();
  }

  /** El reenganche declarado para el núcleo de dinero. */
  private readonly reenganche: ReturnType<ReengancheDePrestamos['declararReenganche']>;
  /** El reenganche (reenganche.ts) y lo que la página y el tablero leen (prestamos.informes.ts). */
  private readonly reengancheDe: ReengancheDePrestamos;
  private readonly informes: InformesDePrestamos;
  /** Editar y marcar pagado (edicion.ts). */
  private readonly edicion: EdicionDePrestamos;
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
    const cliente = await validarCliente(manager, dto.cliente);
    if (dto.cobrador) await validarCobrador(manager, dto.cobrador);
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
    const cliente = await validarCliente(manager, dto.cliente);
    if (dto.cobrador) await validarCobrador(manager, dto.cobrador);
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
        if (!(await consultasPrestamos.clienteDelCobrador(manager, dto.cliente, contexto.actor.id))) throw errorValidacion({ cliente: [MENSAJES_PRESTAMOS.clienteAjeno] });
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
      oficina: { de: 'prestamos', id },
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
        await validarCliente(manager, dto.cliente);
        const tipoCredito = dto.tipoCredito ?? (await this.usura.tipoCreditoDefecto(manager));
        return { tipoCredito, evaluacion: await this.evaluarAlta(manager, dto, tipoCredito, hoyBogota()) };
      },
      control: (_efecto, { dto }) => ({
        operacion: 'desembolso',
        monto: centavosDePesos(dto.monto),
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
    return consultasDesembolso.insertarPrestamo(manager, columnas);
  }

  actualizar(id: string, dto: UpdatePrestamoDto, contexto: ContextoSolicitud): Promise<Prestamo> {
    return this.edicion.actualizar(id, dto, contexto);
  }

  /**
   * «Cancelar» de la especificación (cuerpo vacío): anula el desembolso de un préstamo sin cobros. Con cobros se
   * rechaza: entonces se liquida o se castiga (docs/libro.md).
   */
  async cancelar(id: string, contexto: ContextoSolicitud): Promise<Prestamo> {
    await this.operaciones.anular(id, 'Cancelado desde la lista de préstamos', contexto);
    return this.lectura.obtener(this.dataSource.manager, id, contexto.actor);
  }

  cambiarEstado(id: string, estado: string, contexto: ContextoSolicitud): Promise<Prestamo> {
    return this.edicion.cambiarEstado(id, estado, contexto);
  }

  /** El saldo del préstamo nombrado para el reenganche (pesos): capital, interés vencido hasta hoy e interés por vencer. */
  saldoReenganche(id: string, manager: EntityManager = this.dataSource.manager, hoy: string = hoyBogota()): Promise<SaldoReenganche> {
    return this.reengancheDe.saldoReenganche(id, manager, hoy);
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

  /** Reenganche de un préstamo ya bloqueado (reenganche.ts): el préstamo nuevo, su plan y el anterior refinanciado. */
  reengancharEn(
    manager: EntityManager,
    anterior: PrestamoBloqueado,
    dto: ReenganchePrestamoDto,
    hoy: string = hoyBogota(),
    registradoPor: string | null = null,
  ): Promise<{ nuevoId: string; saldo: number; usuraConfirmada: EvaluacionUsura | null }> {
    return this.reengancheDe.reengancharEn(manager, anterior, dto, hoy, registradoPor);
  }

  notificaciones(id: string, actor: Usuario) {
    return this.informes.notificaciones(id, actor);
  }

  /** Aging de mora en las bandas de RANGOS_MORA (prestamos.informes.ts); para un cobrador, sólo su cartera. */
  aging(actor: Usuario): Promise<AgingMora> {
    return this.informes.aging(actor);
  }
}
