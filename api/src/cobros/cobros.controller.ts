import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { EsquemaCobro, EsquemaDetalleCobro } from '@cartera/dominio/esquemas';
import { DataSource } from 'typeorm';
import { ParamId } from '../common/id.pipe';
import { Idempotente } from '../common/idempotencia/idempotente.decorator';
import { Responde } from '../common/responde.decorator';
import { Mensaje } from '../common/respuesta';
import { Roles } from '../common/roles.decorator';
import { Contexto, UsuarioActual, type ContextoSolicitud } from '../common/usuario-actual.decorator';
import { asegurarCobroCorregible } from '../pagos/cobro-recaudo';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { CobrosService } from './cobros.service';
import { ConsultaCobrosDto } from './dto/consulta-cobros.dto';
import { CorregirPrestamoCobroDto } from './dto/corregir-prestamo.dto';
import { CreateCobroDto } from './dto/create-cobro.dto';
import { UpdateCobroDto } from './dto/update-cobro.dto';

/** /api/cobros (especificación §7 Collections). */
@ApiTags('Cobros')
@ApiBearerAuth()
@Controller('cobros')
export class CobrosController {
  constructor(
    private readonly cobros: CobrosService,
    private readonly dataSource: DataSource,
  ) {}

  @Get()
  @Roles('admin', 'gerente', 'cobrador')
  @Responde(EsquemaCobro, { pagina: true })
  @ApiOperation({ summary: 'Lista paginada; un cobrador sólo ve sus cobros' })
  listar(@Query() consulta: ConsultaCobrosDto, @UsuarioActual() actor: Usuario) {
    return this.cobros.listar(consulta, actor);
  }

  @Get('prestamo/:id')
  @Roles('admin', 'gerente', 'cobrador')
  @ApiOperation({ summary: 'Cobros de un préstamo' })
  porPrestamo(@ParamId() id: string, @UsuarioActual() actor: Usuario) {
    return this.cobros.porPrestamo(id, actor);
  }

  @Get(':id')
  @Roles('admin', 'gerente', 'cobrador')
  @Responde(EsquemaDetalleCobro)
  obtener(@ParamId() id: string, @UsuarioActual() actor: Usuario) {
    return this.cobros.obtener(id, actor);
  }

  @Post()
  @Idempotente()
  @Roles('admin', 'gerente', 'cobrador')
  @Mensaje('Cobro registrado correctamente')
  @Responde(EsquemaDetalleCobro, { estado: 201 })
  @ApiOperation({ summary: 'Registra un cobro aplicado a las cuotas más antiguas' })
  crear(@Body() dto: CreateCobroDto, @Contexto() contexto: ContextoSolicitud) {
    return this.cobros.crear(dto, contexto);
  }

  @Put(':id')
  @Idempotente()
  @Roles('admin', 'gerente')
  @Responde(EsquemaDetalleCobro)
  @Mensaje('Cobro actualizado correctamente')
  async actualizar(@ParamId() id: string, @Body() dto: UpdateCobroDto, @Contexto() contexto: ContextoSolicitud) {
    // Un cobro del extracto o de Wompi no cambia de monto ni de fecha a mano (409 COBRO_DE_RECAUDO).
    await asegurarCobroCorregible(this.dataSource.manager, id, { monto: dto.monto, fecha: dto.fecha });
    return this.cobros.actualizar(id, dto, contexto);
  }

  @Post(':id/corregir-prestamo')
  @Idempotente()
  @Roles('admin', 'gerente')
  @HttpCode(200)
  @Mensaje('Préstamo del cobro corregido')
  @ApiOperation({
    summary: 'Pasa el cobro a otro préstamo (del mismo cliente o de otro) con su fecha, su cobrador y quien tiene el efectivo',
    description:
      'Una reversión en el préstamo de antes y una aplicación nueva en el otro (a sus cuotas más antiguas), en una ' +
      'transacción auditada con el motivo. 422 SIN_CAMBIOS, MONTO_SUPERA_SALDO, COBRO_EN_ENTREGA, PERIODO_CERRADO; ' +
      '409 COBRO_DE_CIERRE.',
  })
  async corregirPrestamo(@ParamId() id: string, @Body() dto: CorregirPrestamoCobroDto, @Contexto() contexto: ContextoSolicitud) {
    await asegurarCobroCorregible(this.dataSource.manager, id, { prestamo: true });
    return this.cobros.corregirPrestamo(id, dto, contexto);
  }

  @Delete(':id')
  @Idempotente()
  @Roles('admin', 'gerente')
  @Mensaje('Cobro eliminado correctamente')
  async eliminar(@ParamId() id: string, @Contexto() contexto: ContextoSolicitud) {
    await asegurarCobroCorregible(this.dataSource.manager, id, { borrar: true });
    return this.cobros.eliminar(id, contexto);
  }
}
