import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  EsquemaCacheCedulaLimpia,
  EsquemaClienteDetalle,
  EsquemaClienteResumen,
  EsquemaConsultaCedula,
  EsquemaFotoCliente,
  EsquemaFuenteCedula,
  EsquemaNulo,
} from '@cartera/dominio/esquemas';
import { ParamId } from '../common/id.pipe';
import { Idempotente } from '../common/idempotencia/idempotente.decorator';
import { Mensaje, Respuesta } from '../common/respuesta';
import { Responde } from '../common/responde.decorator';
import { LIMITE_CUERPO_FOTOS_BYTES, LimiteCuerpo } from '../common/limite-cuerpo';
import { Roles } from '../common/roles.decorator';
import { Contexto, UsuarioActual, type ContextoSolicitud } from '../common/usuario-actual.decorator';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { CedulasService } from './cedulas/cedulas.service';
import { ClientesService } from './clientes.service';
import { CreateClienteDto, UpdateClienteDto } from './dto/cliente.dto';
import { ConsultaCedulaDto, ConsultaClientesDto } from './dto/consulta-clientes.dto';

/**
 * /api/clientes (especificación §7 Clients). Admin y gerente administran; un cobrador sólo lee sus propios
 * clientes (docs/decisiones/roles-y-permisos.md).
 */
@ApiTags('Clientes')
@ApiBearerAuth()
@Controller('clientes')
export class ClientesController {
  constructor(
    private readonly clientes: ClientesService,
    private readonly cedulas: CedulasService,
  ) {}

  @Get()
  @Roles('admin', 'gerente', 'cobrador')
  @ApiOperation({ summary: 'Clientes paginados: búsqueda por nombre, cédula o teléfono; filtros estado y cobrador' })
  @Mensaje('Clientes obtenidos')
  @Responde(EsquemaClienteResumen, { pagina: true })
  listar(@Query() consulta: ConsultaClientesDto, @UsuarioActual() actor: Usuario) {
    return this.clientes.listar(consulta, actor);
  }

  // Antes de ':id': 'cedula' no es un identificador.
  @Get('cedula/:cedula')
  @Roles('admin', 'gerente')
  @ApiOperation({ summary: 'Datos de una cédula: cliente existente, caché o registro externo (source)' })
  @Responde(EsquemaConsultaCedula, { junto: { source: EsquemaFuenteCedula } })
  async consultarCedula(
    @Param('cedula') cedula: string,
    @Query() consulta: ConsultaCedulaDto,
    @Contexto() contexto: ContextoSolicitud,
  ) {
    const { source, data } = await this.cedulas.consultar(cedula, consulta, contexto);
    return new Respuesta(data, 'Cédula encontrada', { source });
  }

  @Delete('cedula/:cedula/cache')
  @Roles('admin', 'gerente')
  @HttpCode(200)
  @ApiOperation({ summary: 'Borra la consulta guardada de una cédula' })
  @Mensaje('Caché limpiada')
  @Responde(EsquemaCacheCedulaLimpia)
  limpiarCache(@Param('cedula') cedula: string, @Contexto() contexto: ContextoSolicitud) {
    return this.cedulas.limpiarCache(cedula, contexto);
  }

  @Get(':id')
  @Roles('admin', 'gerente', 'cobrador')
  @Mensaje('Cliente obtenido')
  @Responde(EsquemaClienteDetalle)
  obtener(@ParamId() id: string, @UsuarioActual() actor: Usuario) {
    return this.clientes.obtener(id, actor);
  }

  @Get(':id/foto')
  @Roles('admin', 'gerente', 'cobrador')
  @ApiOperation({ summary: 'Foto del cliente como data URL (data.foto; null si no tiene)' })
  @Mensaje('Foto obtenida')
  @Responde(EsquemaFotoCliente)
  foto(@ParamId() id: string, @UsuarioActual() actor: Usuario) {
    return this.clientes.foto(id, actor);
  }

  @Post()
  @Roles('admin', 'gerente', 'cobrador')
  @Idempotente()
  @LimiteCuerpo(LIMITE_CUERPO_FOTOS_BYTES)
  @Mensaje('Cliente creado exitosamente')
  @Responde(EsquemaClienteDetalle, { estado: 201 })
  @ApiOperation({
    summary: 'Crea un cliente; un cobrador lo registra desde la calle (Mi Ruta) y queda en su cartera',
  })
  crear(@Body() datos: CreateClienteDto, @Contexto() contexto: ContextoSolicitud) {
    return this.clientes.crear(datos, contexto);
  }

  @Put(':id')
  @Roles('admin', 'gerente')
  @LimiteCuerpo(LIMITE_CUERPO_FOTOS_BYTES)
  @Mensaje('Cliente actualizado exitosamente')
  @Responde(EsquemaClienteDetalle)
  actualizar(@ParamId() id: string, @Body() datos: UpdateClienteDto, @Contexto() contexto: ContextoSolicitud) {
    return this.clientes.actualizar(id, datos, contexto);
  }

  @Delete(':id')
  @Roles('admin', 'gerente')
  @HttpCode(200)
  @Mensaje('Cliente eliminado correctamente')
  @Responde(EsquemaNulo)
  async eliminar(@ParamId() id: string, @Contexto() contexto: ContextoSolicitud) {
    await this.clientes.eliminar(id, contexto);
    return null;
  }
}
