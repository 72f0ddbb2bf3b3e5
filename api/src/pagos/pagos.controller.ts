import { Body, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Consulta, Escritura, Peticion } from '../common/entrada.decorator';
import { ipCliente } from '../common/ip-cliente';
import { ApiOperation } from '@nestjs/swagger';
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
import { Contexto, UsuarioActual, type ContextoSolicitud } from '../common/usuario-actual.decorator';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { CuentasPagoService } from './cuentas.service';
import {
  EsquemaCuerpoAjustesPagos,
  type AjustesPagosDto,
  EsquemaCrearCuentaPago,
  type CreateCuentaPagoDto,
  EsquemaActualizarCuentaPago,
  type UpdateCuentaPagoDto,
  EsquemaConsultaCuentasPago,
  type ConsultaCuentasPagoDto,
} from './dto/cuenta-pago.dto';
import {
  EsquemaConsultaTransferencias,
  type ConsultaTransferenciasDto,
  EsquemaCrearTransferencia,
  type CreateTransferenciaDto,
} from './dto/transferencia.dto';
import { TransferenciasService } from './transferencias.service';
import { EsquemaCuerpoWompi, type ProveedorWompiDto } from './dto/wompi.dto';
import { WompiService } from './wompi.service';
import { PUBLICO, SOLO_ADMIN, TODOS } from '../common/roles.decorator';
import { AlcanceSinSesion } from '../common/publico.decorator';
import { TODAS } from '../database/alcance';
import { Ruta, Recurso } from '../common/ruta.decorator';
import { Decision } from './decision.decorator';

/** /api/pagos: el dinero que llega por transferencia (docs/decisiones/pagos-por-transferencia.md). */
@Recurso('pagos', 'Pagos')
export class PagosController {
  constructor(
    private readonly cuentas: CuentasPagoService,
    private readonly transferencias: TransferenciasService,
    private readonly wompi: WompiService,
  ) {}

  @Ruta.put('proveedores/wompi', SOLO_ADMIN, EsquemaProveedorWompi, { mensaje: 'Wompi configurado' })
  @ApiOperation({
    summary: 'Guarda el secreto de eventos de Wompi (nunca se devuelve) y la cuenta donde entra lo aprobado',
  })
  configurarWompi(@Escritura(EsquemaCuerpoWompi) { cuerpo, contexto }: Escritura<ProveedorWompiDto>) {
    return this.wompi.configurar(cuerpo, contexto);
  }

  @AlcanceSinSesion(
    TODAS,
    'Wompi confirma el pago de un préstamo de cualquier oficina (lo autentica su checksum, no una sesión)',
  )
  @Ruta.post('eventos/wompi', PUBLICO, EsquemaEventoWompiRecibido, {
    estado: 200,
    mensaje: 'Evento recibido',
  })
  @ApiOperation({
    summary:
      'Evento transaction.updated de Wompi (sin sesión: lo autentica su checksum sobre el id, el estado, el monto y la ' +
      'referencia). 401 firma mala, vencida, incompleta o con una propiedad desconocida; 422 anulación por otro monto',
  })
  eventoWompi(@Body() cuerpo: unknown, @Req() solicitud: FastifyRequest) {
    return this.wompi.recibir(cuerpo, ipCliente(solicitud));
  }

  @Ruta.get('cuentas', TODOS, EsquemaCuentasPago)
  @ApiOperation({
    summary:
      'Cuentas de recaudo (banco, Bre-B, Nequi, Daviplata) de las oficinas de quien pide, con su subcuenta de Bancos y su oficina',
  })
  listarCuentas(@Consulta(EsquemaConsultaCuentasPago) consulta: ConsultaCuentasPagoDto) {
    return this.cuentas.listar(consulta.oficina);
  }

  @Ruta.post('cuentas', SOLO_ADMIN, EsquemaCuentaPago, { mensaje: 'Cuenta de recaudo registrada' })
  @ApiOperation({
    summary:
      'Registra una cuenta de recaudo en una oficina (`oficina`, obligatoria si hay varias) y su subcuenta de Bancos (111005 + nn). Sólo admin',
  })
  crearCuenta(@Escritura(EsquemaCrearCuentaPago) { cuerpo, contexto }: Escritura<CreateCuentaPagoDto>) {
    return this.cuentas.crear(cuerpo, contexto);
  }

  @Ruta.put('cuentas/:id', SOLO_ADMIN, EsquemaCuentaPago, { mensaje: 'Cuenta de recaudo actualizada' })
  @ApiOperation({
    summary: 'Cambia nombre, identificador, «activa» u oficina (el tipo no cambia). Sólo admin',
  })
  actualizarCuenta(
    @Peticion(EsquemaActualizarCuentaPago) { id, cuerpo, contexto }: Peticion<UpdateCuentaPagoDto>,
  ) {
    return this.cuentas.actualizar(id, cuerpo, contexto);
  }

  @Ruta.get('ajustes', TODOS, EsquemaAjustesPagos)
  @ApiOperation({ summary: 'Si las transferencias de Mi Ruta quedan por confirmar o se aplican de una vez' })
  ajustes() {
    return this.cuentas.ajustes();
  }

  @Ruta.put('ajustes', SOLO_ADMIN, EsquemaAjustesPagos, { mensaje: 'Ajustes de pagos actualizados' })
  actualizarAjustes(@Escritura(EsquemaCuerpoAjustesPagos) { cuerpo, contexto }: Escritura<AjustesPagosDto>) {
    return this.cuentas.actualizarAjustes(cuerpo, contexto);
  }

  @Ruta.get('transferencias', TODOS, EsquemaTransferenciasPago)
  @ApiOperation({
    summary: 'Transferencias registradas en Mi Ruta (un cobrador ve las suyas y las de su cartera)',
  })
  listarTransferencias(
    @Consulta(EsquemaConsultaTransferencias) consulta: ConsultaTransferenciasDto,
    @UsuarioActual() actor: Usuario,
  ) {
    return this.transferencias.listar(consulta, actor);
  }

  @Ruta.post('transferencias', TODOS, EsquemaResultadoTransferencia, {
    idempotente: true,
    mensaje: 'Transferencia registrada',
  })
  @ApiOperation({
    summary:
      'Registra la transferencia que muestra el cliente: por confirmar o aplicada, según la organización',
  })
  registrarTransferencia(
    @Escritura(EsquemaCrearTransferencia) { cuerpo, contexto }: Escritura<CreateTransferenciaDto>,
  ) {
    return this.transferencias.registrar(cuerpo, contexto);
  }

  @Ruta.get('transferencias/:id/foto', TODOS, EsquemaFotoTransferencia)
  @ApiOperation({ summary: 'La foto del comprobante de una transferencia, como data URL' })
  fotoTransferencia(@ParamId() id: string, @UsuarioActual() actor: Usuario) {
    return this.transferencias.foto(id, actor);
  }

  @Decision(
    'transferencias/:id/confirmar',
    EsquemaTransferenciaPago,
    'Transferencia confirmada y aplicada al préstamo',
  )
  confirmarTransferencia(@ParamId() id: string, @Contexto() contexto: ContextoSolicitud) {
    return this.transferencias.confirmar(id, contexto);
  }

  @Decision('transferencias/:id/rechazar', EsquemaTransferenciaPago, 'Transferencia rechazada')
  rechazarTransferencia(@ParamId() id: string, @Contexto() contexto: ContextoSolicitud) {
    return this.transferencias.rechazar(id, contexto);
  }
}
