import { Body, Controller, Delete, Get, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EsquemaDocumento, EsquemaDocumentos, EsquemaGarantia } from '@cartera/dominio/esquemas';
import { ParamId } from '../common/id.pipe';
import { Responde, RespondeArchivo } from '../common/responde.decorator';
import { Mensaje } from '../common/respuesta';
import { Roles } from '../common/roles.decorator';
import { Contexto, UsuarioActual, type ContextoSolicitud } from '../common/usuario-actual.decorator';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { DocumentosService } from './documentos.service';
import { ConsultaDocumentosDto, ConsultaGarantiasDto, CreateGarantiaDto, UpdateGarantiaDto } from './dto/garantias.dto';
import { GarantiasService } from './garantias.service';

/** /api/garantias (especificación §7 Collateral and documents). */
@ApiTags('Garantías')
@ApiBearerAuth()
@Controller('garantias')
export class GarantiasController {
  constructor(private readonly garantias: GarantiasService) {}

  @Get()
  @Roles('admin', 'gerente', 'cobrador')
  @ApiOperation({ summary: 'Lista paginada (estado, prestamo, cliente, search); un cobrador ve sólo su cartera' })
  @Responde(EsquemaGarantia, { pagina: true })
  listar(@Query() consulta: ConsultaGarantiasDto, @UsuarioActual() actor: Usuario) {
    return this.garantias.listar(consulta, actor);
  }

  @Get(':id')
  @Roles('admin', 'gerente', 'cobrador')
  @Responde(EsquemaGarantia)
  obtener(@ParamId() id: string, @UsuarioActual() actor: Usuario) {
    return this.garantias.obtener(id, actor);
  }

  @Post()
  @Roles('admin', 'gerente', 'cobrador')
  @Mensaje('Garantía creada correctamente')
  @Responde(EsquemaGarantia, { estado: 201 })
  crear(@Body() dto: CreateGarantiaDto, @Contexto() contexto: ContextoSolicitud) {
    return this.garantias.crear(dto, contexto);
  }

  @Put(':id')
  @Roles('admin', 'gerente')
  @Mensaje('Garantía actualizada')
  @Responde(EsquemaGarantia)
  @ApiOperation({ summary: 'Cambia el estado (pendiente → verificada → liberada | ejecutada) o el valor de avalúo' })
  actualizar(@ParamId() id: string, @Body() dto: UpdateGarantiaDto, @Contexto() contexto: ContextoSolicitud) {
    return this.garantias.actualizar(id, dto, contexto);
  }

  @Post(':id/documentos/:documentId')
  @Roles('admin', 'gerente', 'cobrador')
  @Mensaje('Documento vinculado')
  @Responde(EsquemaGarantia, { estado: 201 })
  vincular(
    @ParamId() id: string,
    @ParamId('documentId') documentoId: string,
    @Contexto() contexto: ContextoSolicitud,
  ) {
    return this.garantias.vincular(id, documentoId, contexto);
  }
}

/** /api/documentos: subida, lista por relación, descarga autorizada y borrado lógico. */
@ApiTags('Documentos')
@ApiBearerAuth()
@Controller('documentos')
export class DocumentosController {
  constructor(private readonly documentos: DocumentosService) {}

  @Get()
  @Roles('admin', 'gerente', 'cobrador')
  @ApiOperation({ summary: 'Documentos de una garantía o de un préstamo (relacionadoTipo, relacionadoId)' })
  @Responde(EsquemaDocumentos)
  listar(@Query() consulta: ConsultaDocumentosDto, @UsuarioActual() actor: Usuario) {
    return this.documentos.listar(consulta, actor);
  }

  @Post('upload')
  @Roles('admin', 'gerente', 'cobrador')
  @ApiConsumes('multipart/form-data')
  @Mensaje('Documento subido correctamente')
  @Responde(EsquemaDocumento, { estado: 201 })
  @ApiOperation({ summary: 'multipart: file (PDF, JPEG, PNG o WebP, ≤ 10 MB), tipo, relacionadoTipo, relacionadoId, metadata' })
  subir(@Req() request: FastifyRequest, @Contexto() contexto: ContextoSolicitud) {
    return this.documentos.subir(request, contexto);
  }

  @Get(':id/archivo')
  @RespondeArchivo('pdf', 'image/jpeg', 'image/png', 'image/webp')
  @Roles('admin', 'gerente', 'cobrador')
  @ApiOperation({ summary: 'Descarga el archivo con su nombre original' })
  async archivo(@ParamId() id: string, @UsuarioActual() actor: Usuario, @Res() respuesta: FastifyReply): Promise<void> {
    const archivo = await this.documentos.descargar(id, actor);
    await respuesta
      .header('Content-Type', archivo.mime)
      .header('Content-Disposition', archivo.disposicion)
      .header('Content-Length', archivo.bytes)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'private, no-store')
      .send(archivo.contenido);
  }

  @Delete(':id')
  @Roles('admin', 'gerente')
  @Mensaje('Documento eliminado')
  @Responde(EsquemaDocumento)
  eliminar(@ParamId() id: string, @Contexto() contexto: ContextoSolicitud) {
    return this.documentos.eliminar(id, contexto);
  }
}
