import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { EsquemaListaMetas, EsquemaMetaCobrador, EsquemaNulo } from '@cartera/dominio/esquemas';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ParamId } from '../common/id.pipe';
import { Responde } from '../common/responde.decorator';
import { Mensaje } from '../common/respuesta';
import { Roles } from '../common/roles.decorator';
import { Contexto, UsuarioActual, type ContextoSolicitud } from '../common/usuario-actual.decorator';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { ConsultaMetasDto, MetaDto } from './dto/meta.dto';
import { MetasCobradorService } from './metas-cobrador.service';

/** /api/metas-cobrador (especificación §7 Goals). La lista va en `data.data`. */
@ApiTags('Metas de cobradores')
@ApiBearerAuth()
@Controller('metas-cobrador')
export class MetasCobradorController {
  constructor(private readonly metas: MetasCobradorService) {}

  @Get()
  @Roles('admin', 'gerente', 'cobrador')
  @Mensaje('Metas obtenidas')
  @Responde(EsquemaListaMetas)
  @ApiOperation({ summary: 'Metas con su avance; un cobrador sólo ve las suyas. La lista va en data.data' })
  async listar(@Query() consulta: ConsultaMetasDto, @UsuarioActual() actor: Usuario) {
    return (await this.metas.listar(consulta, actor)).anidada();
  }

  @Get(':id')
  @Roles('admin', 'gerente', 'cobrador')
  @Mensaje('Meta obtenida')
  @Responde(EsquemaMetaCobrador)
  obtener(@ParamId() id: string, @UsuarioActual() actor: Usuario) {
    return this.metas.obtener(id, actor);
  }

  @Post()
  @Roles('admin', 'gerente')
  @Mensaje('Meta creada correctamente')
  @Responde(EsquemaMetaCobrador, { estado: 201 })
  crear(@Body() dto: MetaDto, @Contexto() contexto: ContextoSolicitud) {
    return this.metas.crear(dto, contexto);
  }

  @Put(':id')
  @Roles('admin', 'gerente')
  @Mensaje('Meta actualizada correctamente')
  @Responde(EsquemaMetaCobrador)
  actualizar(@ParamId() id: string, @Body() dto: MetaDto, @Contexto() contexto: ContextoSolicitud) {
    return this.metas.actualizar(id, dto, contexto);
  }

  @Delete(':id')
  @Roles('admin', 'gerente')
  @HttpCode(200)
  @Mensaje('Meta eliminada correctamente')
  @Responde(EsquemaNulo)
  eliminar(@ParamId() id: string, @Contexto() contexto: ContextoSolicitud) {
    return this.metas.eliminar(id, contexto);
  }
}
