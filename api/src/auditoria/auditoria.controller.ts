import { Param } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import {
  EsquemaEventoAuditoria,
  EsquemaOpcionesAuditoria,
  EsquemaResumenAuditoria,
} from '@cartera/dominio/esquemas';
import { FORMATOS_TABLA } from '@cartera/dominio';
import { Consulta } from '../common/entrada.decorator';
import { AuditoriaService } from './auditoria.service';
import { EsquemaConsultaAuditoria, type ConsultaAuditoriaDto } from './dto/consulta-auditoria.dto';
import { enFormato } from '../common/exportes';
import { OFICINA } from '../common/roles.decorator';
import { Ruta, descarga, Recurso } from '../common/ruta.decorator';

/**
 * Sólo lectura: no hay ruta para editar ni borrar eventos, y la base lo impide además con disparadores.
 * Admin y gerente leen la auditoría (docs/decisiones/roles-y-permisos.md); el cobrador recibe 403.
 */
@Recurso('auditoria', 'Auditoría')
export class AuditoriaController {
  constructor(private readonly auditoria: AuditoriaService) {}

  @Ruta.get('/', OFICINA, EsquemaEventoAuditoria, { pagina: true, mensaje: 'Eventos de auditoría obtenidos' })
  @ApiOperation({ summary: 'Eventos de auditoría, del más reciente al más antiguo' })
  listar(@Consulta(EsquemaConsultaAuditoria) consulta: ConsultaAuditoriaDto) {
    return this.auditoria.listar(consulta);
  }

  @Ruta.get('resumen', OFICINA, EsquemaResumenAuditoria, { mensaje: 'Resumen de auditoría obtenido' })
  @ApiOperation({ summary: 'Totales de eventos (exitosos, fallidos, advertencias) con los mismos filtros' })
  resumen(@Consulta(EsquemaConsultaAuditoria) consulta: ConsultaAuditoriaDto) {
    return this.auditoria.resumen(consulta);
  }

  @Ruta.get('opciones', OFICINA, EsquemaOpcionesAuditoria, { mensaje: 'Opciones de filtro obtenidas' })
  @ApiOperation({ summary: 'Usuarios y módulos presentes en la auditoría, para los filtros' })
  opciones() {
    return this.auditoria.opciones();
  }

  @Ruta.get('export/:formato', OFICINA, descarga('csv', 'xlsx'))
  @ApiOperation({
    summary: 'Descarga los eventos filtrados en CSV (UTF-8 con BOM, separador ;) o XLSX, en flujo',
  })
  exportar(
    @Param('formato') formato: string,
    @Consulta(EsquemaConsultaAuditoria) consulta: ConsultaAuditoriaDto,
  ) {
    return enFormato(FORMATOS_TABLA, formato, (elegido) =>
      this.auditoria.exportar(consulta, elegido),
    );
  }
}
