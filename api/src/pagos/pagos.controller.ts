import { Body, Controller, Get, HttpCode, Post, Put, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ipCliente } from '../common/ip-cliente';
import { Publico } from '../common/publico.decorator';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  EsquemaAjustesPagos,
  EsquemaCuentaPago,
  EsquemaCuentasPago,
  EsquemaEventoWompiRecibido,
  EsquemaFotoTransferencia,
  EsquemaProveedorWompi,
  EsquemaResultadoTransferencia,
  EsquemaTransferenciaPago,
  EsquemaTransferenciasPago,
} from '@cartera/dominio/esquemas';
import { ParamId } from '../common/id.pipe';
import { Idempotente } from '../common/idempotencia/idempotente.decorator';
import { Responde } from '../common/responde.decorator';
import { Mensaje } from '../common/respuesta';
import { Roles } from '../common/roles.decorator';
import { Contexto, UsuarioActual, type ContextoSolicitud } from '../common/usuario-actual.decorator';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { CuentasPagoService } from './cuentas.service';
import { AjustesPagosDto, CreateCuentaPagoDto, UpdateCuentaPagoDto } from './dto/cuenta-pago.dto';
import { ConsultaTransferenciasDto, CreateTransferenciaDto } from './dto/transferencia.dto';
import { TransferenciasService } from './transferencias.service';
import { ProveedorWompiDto } from './dto/wompi.dto';
import { WompiService } from './wompi.service';

/** /api/pagos: el dinero que llega por transferencia (docs/decisiones/pagos-por-transferencia.md). */
@ApiTags('Pagos')
@ApiBearerAuth()
@Controller('pagos')
export class PagosController {
  constructor(
    private readonly cuentas: CuentasPagoService,
    private readonly transferencias: TransferenciasService,
    private readonly wompi: WompiService,
  ) {}

  @Put('proveedores/wompi')
  @Roles('admin')
  @Mensaje('Wompi configurado')
  @ApiOperation({ summary: 'Guarda el secreto de eventos de Wompi (nunca se devuelve) y la cuenta donde entra lo aprobado' })
  @Responde(EsquemaProveedorWompi)
  configurarWompi(@Body() dto: ProveedorWompiDto, @Contexto() contexto: ContextoSolicitud) {
    return this.wompi.configurar(dto, contexto);
  }

  @Post('eventos/wompi')
  @Publico()
  @HttpCode(200)
  @Mensaje('Evento recibido')
  @ApiOperation({
    summary: 'Evento transaction.updated de Wompi (sin sesión: lo autentica su checksum). 401 firma mala o vencida',
  })
  @Responde(EsquemaEventoWompiRecibido)
  eventoWompi(@Body() cuerpo: unknown, @Req() solicitud: FastifyRequest) {
    return this.wompi.recibir(cuerpo, ipCliente(solicitud));
  }

  @Get('cuentas')
  @Roles('admin', 'gerente', 'cobrador')
  @Responde(EsquemaCuentasPago)
  @ApiOperation({ summary: 'Cuentas de recaudo (banco, Bre-B, Nequi, Daviplata) con su subcuenta de Bancos' })
  listarCuentas() {
    return this.cuentas.listar();
  }

  @Post('cuentas')
  @Roles('admin')
  @Mensaje('Cuenta de recaudo registrada')
  @Responde(EsquemaCuentaPago, { estado: 201 })
  @ApiOperation({ summary: 'Registra una cuenta de recaudo y su subcuenta de Bancos (111005 + nn). Sólo admin' })
  crearCuenta(@Body() dto: CreateCuentaPagoDto, @Contexto() contexto: ContextoSolicitud) {
    return this.cuentas.crear(dto, contexto);
  }

  @Put('cuentas/:id')
  @Roles('admin')
  @Mensaje('Cuenta de recaudo actualizada')
  @Responde(EsquemaCuentaPago)
  @ApiOperation({ summary: 'Cambia nombre, identificador o «activa» (el tipo no cambia). Sólo admin' })
  actualizarCuenta(@ParamId() id: string, @Body() dto: UpdateCuentaPagoDto, @Contexto() contexto: ContextoSolicitud) {
    return this.cuentas.actualizar(id, dto, contexto);
  }

  @Get('ajustes')
  @Roles('admin', 'gerente', 'cobrador')
  @Responde(EsquemaAjustesPagos)
  @ApiOperation({ summary: 'Si las transferencias de Mi Ruta quedan por confirmar o se aplican de una vez' })
  ajustes() {
    return this.cuentas.ajustes();
  }

  @Put('ajustes')
  @Roles('admin')
  @Mensaje('Ajustes de pagos actualizados')
  @Responde(EsquemaAjustesPagos)
  actualizarAjustes(@Body() dto: AjustesPagosDto, @Contexto() contexto: ContextoSolicitud) {
    return this.cuentas.actualizarAjustes(dto, contexto);
  }

  @Get('transferencias')
  @Roles('admin', 'gerente', 'cobrador')
  @ApiOperation({ summary: 'Transferencias registradas en Mi Ruta (un cobrador ve las suyas y las de su cartera)' })
  @Responde(EsquemaTransferenciasPago)
  listarTransferencias(@Query() consulta: ConsultaTransferenciasDto, @UsuarioActual() actor: Usuario) {
    return this.transferencias.listar(consulta, actor);
  }

  @Post('transferencias')
  @Idempotente()
  @Roles('admin', 'gerente', 'cobrador')
  @Mensaje('Transferencia registrada')
  @ApiOperation({
    summary: 'Registra la transferencia que muestra el cliente: por confirmar o aplicada, según la organización',
  })
  @Responde(EsquemaResultadoTransferencia, { estado: 201 })
  registrarTransferencia(@Body() dto: CreateTransferenciaDto, @Contexto() contexto: ContextoSolicitud) {
    return this.transferencias.registrar(dto, contexto);
  }

  @Get('transferencias/:id/foto')
  @Roles('admin', 'gerente', 'cobrador')
  @ApiOperation({ summary: 'La foto del comprobante de una transferencia, como data URL' })
  @Responde(EsquemaFotoTransferencia)
  fotoTransferencia(@ParamId() id: string, @UsuarioActual() actor: Usuario) {
    return this.transferencias.foto(id, actor);
  }

  @Post('transferencias/:id/confirmar')
  @Idempotente()
  @Roles('admin', 'gerente')
  @HttpCode(200)
  @Mensaje('Transferencia confirmada y aplicada al préstamo')
  @Responde(EsquemaTransferenciaPago)
  confirmarTransferencia(@ParamId() id: string, @Contexto() contexto: ContextoSolicitud) {
    return this.transferencias.confirmar(id, contexto);
  }

  @Post('transferencias/:id/rechazar')
  @Idempotente()
  @Roles('admin', 'gerente')
  @HttpCode(200)
  @Mensaje('Transferencia rechazada')
  @Responde(EsquemaTransferenciaPago)
  rechazarTransferencia(@ParamId() id: string, @Contexto() contexto: ContextoSolicitud) {
    return this.transferencias.rechazar(id, contexto);
  }
}
