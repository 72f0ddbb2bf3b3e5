import { FORMATOS_TABLA, MENSAJES_CAJA } from '@cartera/dominio';
import { Param } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import {
  EsquemaCajasCobradores,
  EsquemaEntregaCaja,
  EsquemaFotoGasto,
  EsquemaGastoCobrador,
  EsquemaLimitesGastos,
  EsquemaReporteCaja,
  EsquemaReporteFueraDeSitio,
} from '@cartera/dominio/esquemas';
import { Consulta, Escritura, Peticion } from '../common/entrada.decorator';
import { ParamId } from '../common/id.pipe';
import { Respuesta } from '../common/respuesta';
import { Contexto, UsuarioActual, type ContextoSolicitud } from '../common/usuario-actual.decorator';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { exportarReporteCaja } from './caja.exportes';
import { CajaService } from './caja.service';
import {
  EsquemaAbonoFaltante,
  type AbonoFaltanteDto,
  EsquemaConfirmarEntrega,
  type ConfirmarEntregaDto,
  EsquemaConsultaEntregas,
  type ConsultaEntregasDto,
  EsquemaConsultaGastos,
  type ConsultaGastosDto,
  EsquemaConsultaReporteCaja,
  type ConsultaReporteCajaDto,
  EsquemaCrearEntrega,
  type CrearEntregaDto,
  EsquemaCrearGasto,
  type CrearGastoDto,
  EsquemaCuerpoLimitesGastos,
  type LimitesGastosDto,
  EsquemaConsultaLimitesGastos,
  type ConsultaLimitesGastosDto,
  EsquemaRechazarGasto,
  type RechazarGastoDto,
} from './dto/caja.dto';
import { EsquemaConsultaFueraDeSitio, type ConsultaFueraDeSitioDto } from './dto/fuera-de-sitio.dto';
import { FueraDeSitioService } from './fuera-de-sitio.service';
import { enFormato } from '../common/exportes';
import { OFICINA, SOLO_ADMIN, SOLO_COBRADOR, TODOS } from '../common/roles.decorator';
import { Ruta, descarga, Recurso } from '../common/ruta.decorator';

/**
 * /api/caja: el efectivo en poder de los cobradores, sus gastos y sus entregas (docs/decisiones/caja-de-cobradores.md).
 * Un cobrador registra y ve lo suyo; administrador y gerente ven todo, aprueban o rechazan gastos y confirman entregas.
 */
@Recurso('caja', 'Caja de cobradores')
export class CajaController {
  constructor(
    private readonly caja: CajaService,
    private readonly fueraDeSitio: FueraDeSitioService,
  ) {}

  @Ruta.get('cobradores', TODOS, EsquemaCajasCobradores)
  @ApiOperation({ summary: 'Efectivo en poder de cada cobrador (un cobrador recibe sólo su fila)' })
  cobradores(@UsuarioActual() actor: Usuario) {
    return this.caja.cobradores(actor);
  }

  @Ruta.post('cobradores/:id/abonos-faltante', OFICINA, EsquemaEntregaCaja, { idempotente: true })
  @ApiOperation({
    summary:
      'La oficina recibe del cobrador un abono a su faltante: Cr 136530 contra la caja; nunca más de lo que debe (400 ABONO_SUPERA_DEUDA)',
  })
  async abonarFaltante(@Peticion(EsquemaAbonoFaltante) { id, cuerpo, contexto }: Peticion<AbonoFaltanteDto>) {
    return new Respuesta(await this.caja.abonarFaltante(id, cuerpo, contexto), MENSAJES_CAJA.abonoRegistrado);
  }

  @Ruta.get('limites-gastos', TODOS, EsquemaLimitesGastos)
  @ApiOperation({
    summary:
      'Límites de los gastos de cobradores y días atrás que se pueden fechar (el formulario del gasto los muestra)',
  })
  limitesGastos(
    @Consulta(EsquemaConsultaLimitesGastos) consulta: ConsultaLimitesGastosDto,
    @UsuarioActual() actor: Usuario,
  ) {
    return this.caja.limites(actor, consulta.oficina);
  }

  @Ruta.put('limites-gastos', SOLO_ADMIN, EsquemaLimitesGastos, { mensaje: 'Límites de gastos guardados' })
  @ApiOperation({ summary: 'Cambia los límites de los gastos de cobradores (sólo admin; auditado)' })
  guardarLimitesGastos(
    @Escritura(EsquemaCuerpoLimitesGastos) { cuerpo, contexto }: Escritura<LimitesGastosDto>,
  ) {
    return this.caja.guardarLimites(cuerpo, contexto);
  }

  @Ruta.get('gastos', TODOS, EsquemaGastoCobrador, { pagina: true })
  @ApiOperation({ summary: 'Gastos de cobradores; ?estado=pendiente, los que esperan aprobación' })
  listarGastos(
    @Consulta(EsquemaConsultaGastos) consulta: ConsultaGastosDto,
    @UsuarioActual() actor: Usuario,
  ) {
    return this.caja.listarGastos(consulta, actor);
  }

  @Ruta.get('gastos/:id', TODOS, EsquemaGastoCobrador)
  obtenerGasto(@ParamId() id: string, @UsuarioActual() actor: Usuario) {
    return this.caja.obtenerGasto(id, actor);
  }

  @Ruta.get('gastos/:id/foto', TODOS, EsquemaFotoGasto)
  @ApiOperation({ summary: 'Foto del recibo del gasto como data URL' })
  fotoGasto(@ParamId() id: string, @UsuarioActual() actor: Usuario) {
    return this.caja.fotoGasto(id, actor);
  }

  @Ruta.post('gastos', SOLO_COBRADOR, EsquemaGastoCobrador, { idempotente: true })
  @ApiOperation({ summary: 'El cobrador registra un gasto; si pasa un límite queda pendiente de aprobación' })
  async crearGasto(@Escritura(EsquemaCrearGasto) { cuerpo, contexto }: Escritura<CrearGastoDto>) {
    const gasto = await this.caja.crearGasto(cuerpo, contexto);
    return new Respuesta(
      gasto,
      gasto.estado === 'pendiente' ? MENSAJES_CAJA.gastoPorAprobar : MENSAJES_CAJA.gastoRegistrado,
    );
  }

  @Ruta.patch('gastos/:id/aprobar', OFICINA, EsquemaGastoCobrador, {
    idempotente: true,
    mensaje: 'Gasto aprobado: ahora rebaja lo que el cobrador debe entregar',
  })
  @ApiOperation({
    summary: 'Aprueba un gasto pendiente (nunca quien lo registró: 403 APROBADOR_ES_REGISTRANTE)',
  })
  aprobarGasto(@ParamId() id: string, @Contexto() contexto: ContextoSolicitud) {
    return this.caja.aprobarGasto(id, contexto);
  }

  @Ruta.patch('gastos/:id/rechazar', OFICINA, EsquemaGastoCobrador, {
    idempotente: true,
    mensaje: 'Gasto rechazado',
  })
  rechazarGasto(@Peticion(EsquemaRechazarGasto) { id, cuerpo, contexto }: Peticion<RechazarGastoDto>) {
    return this.caja.rechazarGasto(id, cuerpo, contexto);
  }

  @Ruta.get('entregas', TODOS, EsquemaEntregaCaja, { pagina: true })
  @ApiOperation({ summary: 'Entregas de caja, las pendientes primero' })
  listarEntregas(
    @Consulta(EsquemaConsultaEntregas) consulta: ConsultaEntregasDto,
    @UsuarioActual() actor: Usuario,
  ) {
    return this.caja.listarEntregas(consulta, actor);
  }

  @Ruta.get('entregas/:id', TODOS, EsquemaEntregaCaja)
  obtenerEntrega(@ParamId() id: string, @UsuarioActual() actor: Usuario) {
    return this.caja.obtenerEntrega(id, actor);
  }

  @Ruta.post('entregas', SOLO_COBRADOR, EsquemaEntregaCaja, {
    idempotente: true,
    mensaje: 'Entrega registrada: la oficina la confirmará al contar el efectivo',
  })
  @ApiOperation({
    summary: 'El cobrador entrega lo que tiene en su poder: {esperado, montoEntregado, diferencia, estado}',
  })
  crearEntrega(@Escritura(EsquemaCrearEntrega) { cuerpo, contexto }: Escritura<CrearEntregaDto>) {
    return this.caja.crearEntrega(cuerpo, contexto);
  }

  @Ruta.patch('entregas/:id/confirmar', OFICINA, EsquemaEntregaCaja, {
    idempotente: true,
    mensaje: 'Entrega confirmada',
  })
  @ApiOperation({
    summary: 'La oficina confirma (o corrige) lo recibido; la diferencia queda como faltante o sobrante',
  })
  confirmarEntrega(
    @Peticion(EsquemaConfirmarEntrega) { id, cuerpo, contexto }: Peticion<ConfirmarEntregaDto>,
  ) {
    return this.caja.confirmarEntrega(id, cuerpo, contexto);
  }

  @Ruta.get('reporte', TODOS, EsquemaReporteCaja)
  @ApiOperation({
    summary: 'Cobrado, gastos, entregado, faltantes, sobrantes y días sin entrega por cobrador',
  })
  reporte(
    @Consulta(EsquemaConsultaReporteCaja) consulta: ConsultaReporteCajaDto,
    @UsuarioActual() actor: Usuario,
  ) {
    return this.caja.reporte(consulta, actor);
  }

  @Ruta.get('fuera-de-sitio', TODOS, EsquemaReporteFueraDeSitio)
  @ApiOperation({
    summary:
      'Por cobrador y día, los cobros hechos lejos de las coordenadas del cliente («fuera de sitio») y sin ubicación (un cobrador, los suyos)',
  })
  reporteFueraDeSitio(
    @Consulta(EsquemaConsultaFueraDeSitio) consulta: ConsultaFueraDeSitioDto,
    @UsuarioActual() actor: Usuario,
  ) {
    return this.fueraDeSitio.reporte(consulta, actor);
  }

  @Ruta.get('reporte/export/:formato', TODOS, descarga('csv', 'xlsx'))
  @ApiOperation({ summary: 'El reporte de caja en CSV (UTF-8 con BOM, ;) o XLSX' })
  exportar(
    @Param('formato') formato: string,
    @Consulta(EsquemaConsultaReporteCaja) consulta: ConsultaReporteCajaDto,
    @UsuarioActual() actor: Usuario,
  ) {
    return enFormato(FORMATOS_TABLA, formato, async (elegido) =>
      exportarReporteCaja(await this.caja.reporte(consulta, actor), elegido),
    );
  }
}
