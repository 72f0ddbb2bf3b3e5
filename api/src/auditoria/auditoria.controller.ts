import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  EsquemaEventoAuditoria,
  EsquemaOpcionesAuditoria,
  EsquemaResumenAuditoria,
} from '@cartera/dominio/esquemas';
import { ErrorNegocio } from '../common/errores';
import { Responde, RespondeArchivo } from '../common/responde.decorator';
import { Mensaje } from '../common/respuesta';
import { Roles } from '../common/roles.decorator';
import { CODIGOS, esValorDe, FORMATOS_EXPORTE_AUDITORIA } from '@cartera/dominio';
import { AuditoriaService } from './auditoria.service';
import { ConsultaAuditoriaDto } from './dto/consulta-auditoria.dto';
import { enviarArchivo } from '../common/exportes';

/**
 * Sólo lectura: no hay ruta para editar ni borrar eventos, y la base lo impide además con disparadores.
 * Admin y gerente leen la auditoría (docs/decisiones/roles-y-permisos.md); el cobrador recibe 403.
 */
@ApiTags('Auditoría')
@ApiBearerAuth()
@Roles('admin', 'gerente')
@Controller('auditoria')
export class AuditoriaController {
  constructor(private readonly auditoria: AuditoriaService) {}

  @Get()
  @ApiOperation({ summary: 'Eventos de auditoría, del más reciente al más antiguo' })
  @Mensaje('Eventos de auditoría obtenidos')
  @Responde(EsquemaEventoAuditoria, { pagina: true })
  listar(@Query() consulta: ConsultaAuditoriaDto) {
    return this.auditoria.listar(consulta);
  }

  @Get('resumen')
  @ApiOperation({ summary: 'Totales de eventos (exitosos, fallidos, advertencias) con los mismos filtros' })
  @Mensaje('Resumen de auditoría obtenido')
  @Responde(EsquemaResumenAuditoria)
  resumen(@Query() consulta: ConsultaAuditoriaDto) {
    return this.auditoria.resumen(consulta);
  }

  @Get('opciones')
  @ApiOperation({ summary: 'Usuarios y módulos presentes en la auditoría, para los filtros' })
  @Mensaje('Opciones de filtro obtenidas')
  @Responde(EsquemaOpcionesAuditoria)
  opciones() {
    return this.auditoria.opciones();
  }

  @Get('export/:formato')
  @RespondeArchivo('csv', 'xlsx')
  @ApiOperation({ summary: 'Descarga los eventos filtrados en CSV (UTF-8 con BOM, separador ;) o XLSX, en flujo' })
  async exportar(
    @Param('formato') formato: string,
    @Query() consulta: ConsultaAuditoriaDto,
    @Res() respuesta: FastifyReply,
  ): Promise<void> {
    if (!esValorDe(FORMATOS_EXPORTE_AUDITORIA, formato)) {
      throw new ErrorNegocio(CODIGOS.formatoInvalido, 'El formato debe ser csv o xlsx', 400);
    }
    const descarga = await this.auditoria.exportar(consulta, formato);
    await enviarArchivo(respuesta, descarga);
  }
}
