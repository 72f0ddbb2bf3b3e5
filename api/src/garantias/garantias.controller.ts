import { Req } from '@nestjs/common';
import { ApiConsumes, ApiOperation } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { EsquemaDocumento, EsquemaDocumentos, EsquemaGarantia } from '@cartera/dominio/esquemas';
import { Consulta, Escritura, Peticion } from '../common/entrada.decorator';
import { ParamId } from '../common/id.pipe';
import { Contexto, UsuarioActual, type ContextoSolicitud } from '../common/usuario-actual.decorator';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { DocumentosService } from './documentos.service';
import {
  EsquemaConsultaDocumentos,
  type ConsultaDocumentosDto,
  EsquemaConsultaGarantias,
  type ConsultaGarantiasDto,
  EsquemaCrearGarantia,
  type CreateGarantiaDto,
  EsquemaActualizarGarantia,
  type UpdateGarantiaDto,
} from './dto/garantias.dto';
import { GarantiasService } from './garantias.service';
import { OFICINA, TODOS } from '../common/roles.decorator';
import { Ruta, descarga, Recurso } from '../common/ruta.decorator';

/** /api/garantias (especificación §7 Collateral and documents). */
@Recurso('garantias', 'Garantías')
export class GarantiasController {
  constructor(private readonly garantias: GarantiasService) {}

  @Ruta.get('/', TODOS, EsquemaGarantia, { pagina: true })
  @ApiOperation({
    summary: 'Lista paginada (estado, prestamo, cliente, search); un cobrador ve sólo su cartera',
  })
  listar(
    @Consulta(EsquemaConsultaGarantias) consulta: ConsultaGarantiasDto,
    @UsuarioActual() actor: Usuario,
  ) {
    return this.garantias.listar(consulta, actor);
  }

  @Ruta.get(':id', TODOS, EsquemaGarantia)
  obtener(@ParamId() id: string, @UsuarioActual() actor: Usuario) {
    return this.garantias.obtener(id, actor);
  }

  @Ruta.post('/', TODOS, EsquemaGarantia, { mensaje: 'Garantía creada correctamente' })
  crear(@Escritura(EsquemaCrearGarantia) { cuerpo, contexto }: Escritura<CreateGarantiaDto>) {
    return this.garantias.crear(cuerpo, contexto);
  }

  @Ruta.put(':id', OFICINA, EsquemaGarantia, { mensaje: 'Garantía actualizada' })
  @ApiOperation({
    summary: 'Cambia el estado (pendiente → verificada → liberada | ejecutada) o el valor de avalúo',
  })
  actualizar(@Peticion(EsquemaActualizarGarantia) { id, cuerpo, contexto }: Peticion<UpdateGarantiaDto>) {
    return this.garantias.actualizar(id, cuerpo, contexto);
  }

  @Ruta.post(':id/documentos/:documentId', TODOS, EsquemaGarantia, { mensaje: 'Documento vinculado' })
  vincular(
    @ParamId() id: string,
    @ParamId('documentId') documentoId: string,
    @Contexto() contexto: ContextoSolicitud,
  ) {
    return this.garantias.vincular(id, documentoId, contexto);
  }
}

/** /api/documentos: subida, lista por relación, descarga autorizada y borrado lógico. */
@Recurso('documentos', 'Documentos')
export class DocumentosController {
  constructor(private readonly documentos: DocumentosService) {}

  @Ruta.get('/', TODOS, EsquemaDocumentos)
  @ApiOperation({ summary: 'Documentos de una garantía o de un préstamo (relacionadoTipo, relacionadoId)' })
  listar(
    @Consulta(EsquemaConsultaDocumentos) consulta: ConsultaDocumentosDto,
    @UsuarioActual() actor: Usuario,
  ) {
    return this.documentos.listar(consulta, actor);
  }

  @Ruta.post('upload', TODOS, EsquemaDocumento, { mensaje: 'Documento subido correctamente' })
  @ApiOperation({
    summary:
      'multipart: file (PDF, JPEG, PNG o WebP, ≤ 10 MB), tipo, relacionadoTipo, relacionadoId, metadata',
  })
  @ApiConsumes('multipart/form-data')
  subir(@Req() request: FastifyRequest, @Contexto() contexto: ContextoSolicitud) {
    return this.documentos.subir(request, contexto);
  }

  @Ruta.get(':id/archivo', TODOS, descarga('pdf', 'image/jpeg', 'image/png', 'image/webp'))
  @ApiOperation({ summary: 'Descarga el archivo con su nombre original' })
  archivo(@ParamId() id: string, @UsuarioActual() actor: Usuario) {
    return this.documentos.descargar(id, actor);
  }

  @Ruta.delete(':id', OFICINA, EsquemaDocumento, { mensaje: 'Documento eliminado' })
  eliminar(@ParamId() id: string, @Contexto() contexto: ContextoSolicitud) {
    return this.documentos.eliminar(id, contexto);
  }
}
