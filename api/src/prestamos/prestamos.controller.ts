import { Param, ParseIntPipe, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery } from '@nestjs/swagger';
import { CODIGOS, FORMATOS_EXPORTE_PLAN, hoyBogota } from '@cartera/dominio';
import {
  EsquemaAgingMora,
  EsquemaDetallePrestamo,
  EsquemaMovimientosPrestamo,
  EsquemaNotificacionesPrestamo,
  EsquemaPlanPrestamo,
  EsquemaPrestamo,
  EsquemaPreviewPrestamo,
  EsquemaResumenPrestamos,
  EsquemaSaldoReenganche,
  JuntoOperacionPrestamo,
} from '@cartera/dominio/esquemas';
import { Consulta, Cuerpo, Escritura, Peticion } from '../common/entrada.decorator';
import { ErrorNegocio } from '../common/errores';
import { adjunto, enFormato, TIPOS_ARCHIVO } from '../common/exportes';
import { ParamId } from '../common/id.pipe';
import { Contexto, UsuarioActual, type ContextoSolicitud } from '../common/usuario-actual.decorator';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { EsquemaAprobarPrestamo, type AprobarPrestamoDto } from './dto/aprobar.dto';
import { EsquemaCambiarEstadoPrestamo, type CambiarEstadoPrestamoDto } from './dto/cambiar-estado.dto';
import { EsquemaConsultaPrestamos, type ConsultaPrestamosDto } from './dto/consulta-prestamos.dto';
import {
  EsquemaActualizarPrestamo,
  EsquemaCrearPrestamo,
  type CreatePrestamoDto,
  type UpdatePrestamoDto,
} from './dto/create-prestamo.dto';
import {
  EsquemaCondonarPrestamo,
  EsquemaLiquidarPrestamo,
  EsquemaMotivoPrestamo,
  type CondonarPrestamoDto,
  type LiquidarPrestamoDto,
  type MotivoPrestamoDto,
} from './dto/libro.dto';
import { EsquemaPagarCuota, type PagarCuotaDto } from './dto/pagar-cuota.dto';
import { OperacionesLibroService } from './libro/operaciones.service';
import { EsquemaCuerpoPreviewPrestamo, type PreviewPrestamoDto } from './dto/preview-prestamo.dto';
import { EsquemaReenganchePrestamo, type ReenganchePrestamoDto } from './dto/reenganche.dto';
import { ExportesService } from './exportes/exportes.service';
import { PlanService } from './plan/plan.service';
import { PrestamosLectura } from './prestamos.lectura';
import { PrestamosService } from './prestamos.service';
import { OFICINA, TODOS } from '../common/roles.decorator';
import { Ruta, descarga, Recurso } from '../common/ruta.decorator';

/** Número de cuota en la ruta: entero positivo, o 400 en español. */
const NumeroCuota = () =>
  Param(
    'numero',
    new ParseIntPipe({
      exceptionFactory: () => new ErrorNegocio(CODIGOS.cuotaInvalida, 'El número de cuota no es válido', 400),
    }),
  );

/**
 * Las escrituras de la oficina que pueden esperar a un administrador (cuatro ojos) o sacar más efectivo del que tiene
 * la caja: responden 200 con el préstamo, la aprobación o el aviso al lado (`JuntoOperacionPrestamo`), y piden
 * Idempotency-Key.
 */
const PUEDE_ESPERAR = { estado: 200, junto: JuntoOperacionPrestamo, idempotente: true } as const;

/** /api/prestamos (especificación §7 Loans). Un cobrador sólo ve y cobra su cartera; no administra préstamos. */
@Recurso('prestamos', 'Préstamos')
export class PrestamosController {
  constructor(
    private readonly prestamos: PrestamosService,
    private readonly lectura: PrestamosLectura,
    private readonly plan: PlanService,
    private readonly exportes: ExportesService,
    private readonly operaciones: OperacionesLibroService,
  ) {}

  @Ruta.get('/', TODOS, EsquemaPrestamo, { pagina: true, junto: { resumen: EsquemaResumenPrestamos } })
  @ApiOperation({ summary: 'Lista paginada con filtros, orden y resumen por estado' })
  listar(
    @Consulta(EsquemaConsultaPrestamos) consulta: ConsultaPrestamosDto,
    @UsuarioActual() actor: Usuario,
  ) {
    return this.lectura.listar(consulta, actor);
  }

  // Antes de /:id para que 'export' no se lea como un id.
  @Ruta.get('export/csv', TODOS, descarga('csv'))
  @ApiOperation({
    summary:
      'CSV de todos los préstamos con los filtros de la lista (sin tope de filas; en flujo, UTF-8 con BOM y ;)',
  })
  async exportarCsv(
    @Consulta(EsquemaConsultaPrestamos) consulta: ConsultaPrestamosDto,
    @UsuarioActual() actor: Usuario,
  ) {
    const nombre = `prestamos-${hoyBogota()}.csv`;
    return adjunto(TIPOS_ARCHIVO.csv, nombre, await this.lectura.exportarCsv(consulta, actor));
  }

  // Antes de /:id para que 'reportes' no se lea como un id.
  @Ruta.get('reportes/aging', TODOS, EsquemaAgingMora)
  @ApiOperation({ summary: 'Cuotas vencidas por rango de días de atraso (1-8, 9-15, 16-30, 31+)' })
  aging(@UsuarioActual() actor: Usuario) {
    return this.prestamos.aging(actor);
  }

  @Ruta.post('preview', TODOS, EsquemaPreviewPrestamo, { estado: 200 })
  @ApiOperation({ summary: 'Cifras del préstamo sin guardarlo' })
  @ApiQuery({ name: 'detalle', required: false, description: '1 para incluir las cuotas' })
  preview(@Cuerpo(EsquemaCuerpoPreviewPrestamo) dto: PreviewPrestamoDto, @Query('detalle') detalle?: string) {
    return this.prestamos.preview(dto, detalle === '1' || detalle === 'true');
  }

  @Ruta.get(':id', TODOS, EsquemaDetallePrestamo)
  detalle(@ParamId() id: string, @UsuarioActual() actor: Usuario) {
    return this.lectura.detalle(id, actor);
  }

  @Ruta.post('/', TODOS, EsquemaPrestamo, {
    junto: JuntoOperacionPrestamo,
    idempotente: true,
    mensaje: 'Préstamo creado correctamente',
  })
  @ApiOperation({
    summary: 'Un administrador o gerente desembolsa al crear; un cobrador registra una solicitud',
    description:
      'El préstamo de un gerente por encima del umbral de la organización (GET /api/aprobaciones/umbrales) queda ' +
      'solicitado, como su solicitud, hasta que un administrador lo apruebe; `message` lo dice.',
  })
  crear(@Escritura(EsquemaCrearPrestamo) { cuerpo, contexto }: Escritura<CreatePrestamoDto>) {
    return this.prestamos.crear(cuerpo, contexto);
  }

  @Ruta.put(':id', OFICINA, EsquemaPrestamo, { idempotente: true, mensaje: 'Préstamo actualizado' })
  @ApiOperation({
    summary: 'Edita un préstamo; las condiciones y la fecha, sólo mientras es una solicitud',
    description:
      'Quien cambia las condiciones de una solicitud queda como quien la pide: otra persona la aprueba.',
  })
  actualizar(@Peticion(EsquemaActualizarPrestamo) { id, cuerpo, contexto }: Peticion<UpdatePrestamoDto>) {
    return this.prestamos.actualizar(id, cuerpo, contexto);
  }

  @Ruta.patch(':id/cancelar', OFICINA, EsquemaPrestamo, { idempotente: true, mensaje: 'Préstamo cancelado' })
  @ApiOperation({
    summary: 'Anula el desembolso de un préstamo sin cobros (con cobros: liquidar o castigar)',
  })
  cancelar(@ParamId() id: string, @Contexto() contexto: ContextoSolicitud) {
    return this.prestamos.cancelar(id, contexto);
  }

  @Ruta.get(':id/reenganche', OFICINA, EsquemaSaldoReenganche)
  @ApiOperation({
    summary:
      'Lo que se debe del préstamo, nombrado para un reenganche: capital, interés vencido e interés por vencer',
  })
  saldoReenganche(@ParamId() id: string) {
    return this.prestamos.saldoReenganche(id);
  }

  @Ruta.post(':id/reenganche', OFICINA, EsquemaPrestamo, {
    junto: JuntoOperacionPrestamo,
    idempotente: true,
    mensaje: 'Reenganche realizado',
  })
  @ApiOperation({
    summary: 'Préstamo nuevo por el saldo más el monto adicional; el anterior queda reenganchado',
    description:
      'Sale de la caja monto nuevo − interés retenido − saldo anterior (docs/libro.md). 422 REENGANCHE_REQUIERE_PAGO si ' +
      'eso es negativo, con cuánto pagar primero y el monto adicional que alcanza. El préstamo nuevo pasa la regla de ' +
      'usura de un alta (tipo de crédito del anterior, tasa del día): 422 PRESTAMO_SUPERA_USURA en «rechazar»; en ' +
      '«avisar», confirmarUsura: true (auditado) o 422 CONFIRMACION_USURA_REQUERIDA.',
  })
  reenganchar(
    @Peticion(EsquemaReenganchePrestamo) { id, cuerpo, contexto }: Peticion<ReenganchePrestamoDto>,
  ) {
    return this.prestamos.reenganchar(id, cuerpo, contexto);
  }

  @Ruta.patch(':id/estado', OFICINA, EsquemaPrestamo, {
    idempotente: true,
    mensaje: 'Préstamo marcado como pagado',
  })
  cambiarEstado(
    @Peticion(EsquemaCambiarEstadoPrestamo) { id, cuerpo, contexto }: Peticion<CambiarEstadoPrestamoDto>,
  ) {
    return this.prestamos.cambiarEstado(id, cuerpo.estado, contexto);
  }

  @Ruta.post(':id/plan/generar', OFICINA, EsquemaPlanPrestamo, {
    idempotente: true,
    mensaje: 'Plan de pagos generado',
  })
  generarPlan(@ParamId() id: string, @Contexto() contexto: ContextoSolicitud) {
    return this.plan.generar(id, contexto);
  }

  @Ruta.get(':id/plan', TODOS, EsquemaPlanPrestamo)
  obtenerPlan(@ParamId() id: string, @UsuarioActual() actor: Usuario) {
    return this.plan.obtener(id, actor);
  }

  @Ruta.patch(':id/plan/cuota/:numero/pagar', TODOS, EsquemaPlanPrestamo, {
    idempotente: true,
    mensaje: 'Pago aplicado',
  })
  pagarCuota(
    @ParamId() id: string,
    @NumeroCuota() numero: number,
    @Cuerpo(EsquemaPagarCuota) dto: PagarCuotaDto,
    @Contexto() contexto: ContextoSolicitud,
  ) {
    return this.plan.pagarCuota(id, numero, dto, contexto);
  }

  @Ruta.patch(':id/plan/cuota/:numero/revertir', OFICINA, EsquemaPlanPrestamo, {
    idempotente: true,
    mensaje: 'Pago revertido',
  })
  revertirCuota(
    @ParamId() id: string,
    @NumeroCuota() numero: number,
    @Contexto() contexto: ContextoSolicitud,
  ) {
    return this.plan.revertirCuota(id, numero, contexto);
  }

  @Ruta.get(':id/plan/export/:formato', TODOS, descarga('csv', 'xlsx', 'pdf'))
  @ApiOperation({ summary: 'Descarga el plan en CSV (UTF-8 con BOM, separador ;), XLSX o PDF' })
  exportarPlan(@ParamId() id: string, @Param('formato') formato: string, @UsuarioActual() actor: Usuario) {
    return enFormato(FORMATOS_EXPORTE_PLAN, formato, (elegido) => this.exportes.exportar(id, elegido, actor));
  }

  @Ruta.get(':id/movimientos', TODOS, EsquemaMovimientosPrestamo)
  @ApiOperation({ summary: 'El libro del préstamo: sus asientos del más antiguo al más nuevo' })
  movimientos(@ParamId() id: string, @Contexto() contexto: ContextoSolicitud) {
    return this.operaciones.movimientos(id, contexto);
  }

  @Ruta.post(':id/liquidar', OFICINA, EsquemaDetallePrestamo, {
    ...PUEDE_ESPERAR,
    mensaje: 'Préstamo liquidado',
  })
  @ApiOperation({ summary: 'Pago anticipado: lo recibido es un cobro y el resto del saldo se condona' })
  liquidar(@Peticion(EsquemaLiquidarPrestamo) { id, cuerpo, contexto }: Peticion<LiquidarPrestamoDto>) {
    return this.operaciones.liquidar(id, cuerpo, contexto);
  }

  @Ruta.post(':id/condonar', OFICINA, EsquemaDetallePrestamo, {
    ...PUEDE_ESPERAR,
    mensaje: 'Saldo condonado',
  })
  @ApiOperation({
    summary: 'Perdona parte o todo el saldo, desde las últimas cuotas',
    description:
      'La de un gerente por encima del umbral de la organización no se aplica: espera a un administrador ' +
      '(GET /api/aprobaciones); la respuesta trae el préstamo sin cambios, `message` y `aprobacion` en la raíz.',
  })
  condonar(@Peticion(EsquemaCondonarPrestamo) { id, cuerpo, contexto }: Peticion<CondonarPrestamoDto>) {
    return this.operaciones.condonar(id, cuerpo, contexto);
  }

  @Ruta.post(':id/castigar', OFICINA, EsquemaDetallePrestamo, {
    ...PUEDE_ESPERAR,
    mensaje: 'Préstamo castigado',
  })
  @ApiOperation({
    summary: 'Da el saldo por perdido y cierra el préstamo',
    description:
      'El de un gerente con un saldo por encima del umbral de la organización espera a un administrador ' +
      '(GET /api/aprobaciones); la respuesta trae el préstamo sin cambios, `message` y `aprobacion` en la raíz.',
  })
  castigar(@Peticion(EsquemaMotivoPrestamo) { id, cuerpo, contexto }: Peticion<MotivoPrestamoDto>) {
    return this.operaciones.castigar(id, cuerpo.motivo, contexto);
  }

  @Ruta.post(':id/anular', OFICINA, EsquemaDetallePrestamo, {
    estado: 200,
    idempotente: true,
    mensaje: 'Préstamo anulado',
  })
  anular(@Peticion(EsquemaMotivoPrestamo) { id, cuerpo, contexto }: Peticion<MotivoPrestamoDto>) {
    return this.operaciones.anular(id, cuerpo.motivo, contexto);
  }

  @Ruta.patch(':id/aprobar', OFICINA, EsquemaDetallePrestamo, {
    ...PUEDE_ESPERAR,
    mensaje: 'Solicitud aprobada: el préstamo quedó desembolsado',
  })
  @ApiOperation({
    summary: 'Desembolsa una solicitud',
    description:
      'Sobre la tasa de usura: con la organización en «rechazar», 422 PRESTAMO_SUPERA_USURA; en «avisar», el cuerpo ' +
      'debe traer confirmarUsura: true (auditado), si no 422 CONFIRMACION_USURA_REQUERIDA con las dos tasas y el ' +
      'interés más alto que no la supera. Cuatro ojos: quien pidió la solicitud (o cambió sus condiciones) recibe 403 ' +
      'APROBADOR_ES_SOLICITANTE; un gerente, 403 APROBACION_SOLO_ADMIN si el monto pasa el umbral del gerente.',
  })
  aprobar(@Peticion(EsquemaAprobarPrestamo) { id, cuerpo, contexto }: Peticion<AprobarPrestamoDto>) {
    return this.operaciones.aprobar(id, cuerpo, contexto);
  }

  @Ruta.patch(':id/rechazar', OFICINA, EsquemaDetallePrestamo, {
    idempotente: true,
    mensaje: 'Solicitud rechazada',
  })
  rechazar(@Peticion(EsquemaMotivoPrestamo) { id, cuerpo, contexto }: Peticion<MotivoPrestamoDto>) {
    return this.operaciones.rechazar(id, cuerpo.motivo, contexto);
  }

  @Ruta.get(':id/notificaciones', TODOS, EsquemaNotificacionesPrestamo)
  notificaciones(@ParamId() id: string, @UsuarioActual() actor: Usuario) {
    return this.prestamos.notificaciones(id, actor);
  }
}
