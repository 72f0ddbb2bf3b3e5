import { Inject, Param, Res } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Consulta } from '../common/entrada.decorator';
import { ErrorNegocio, CODIGOS } from '../common/errores';
import type { ConfiguracionResuelta } from '../config/configuracion';
import { CONFIGURACION } from '../config/configuracion.module';
import { Respuesta } from '../common/respuesta';
import { UsuarioActual } from '../common/usuario-actual.decorator';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import {
  esValorDe,
  FORMATOS_TABLA,
  TIPOS_REPORTE,
  type FormatoTabla,
  type TipoReporte,
} from '@cartera/dominio';
import { EsquemaMetaPagina, EsquemaReporte } from '@cartera/dominio/esquemas';
import {
  EsquemaConsultaReporte,
  type ConsultaReporteDto,
  EsquemaFiltrosReporte,
  type FiltrosReporteDto,
} from './reportes.dto';
import { ReportesExportes } from './reportes.exportes';
import { MENSAJES_REPORTES } from './reportes.rules';
import { ReportesService } from './reportes.service';
import { enviarArchivo } from '../common/exportes';
import { enOficina } from '../database/en-oficina';
import { TODOS } from '../common/roles.decorator';
import { Ruta, descarga, Recurso } from '../common/ruta.decorator';

function tipoValido(tipo: string): TipoReporte {
  if (!esValorDe(TIPOS_REPORTE, tipo))
    throw new ErrorNegocio(CODIGOS.validacion, MENSAJES_REPORTES.tipoInvalido, 400, {
      tipo: [MENSAJES_REPORTES.tipoInvalido],
    });
  return tipo;
}

/** /api/reportes (docs/reportes.md). Admin y gerente ven toda la cartera; un cobrador, sólo la suya. */
@Recurso('reportes', 'Reportes')
export class ReportesController {
  /** Usuarios con un exporte en curso en este proceso: uno a la vez por usuario (cada uno lee y escribe miles de filas). */
  private readonly exportando = new Set<string>();

  constructor(
    private readonly reportes: ReportesService,
    private readonly exportes: ReportesExportes,
    @Inject(CONFIGURACION) private readonly config: ConfiguracionResuelta,
  ) {}

  @Ruta.get(':tipo', TODOS, EsquemaReporte, { junto: { meta: EsquemaMetaPagina } })
  @ApiOperation({
    summary:
      'Reporte general, prestamos, cobros o morosos: resumen y gráficos del rango y una página de detalle',
    description:
      '`data.tipo` dice cuál de las cuatro formas es; la página de filas va en `data.filas`, su `meta` al lado.',
  })
  async reporte(
    @Param('tipo') tipo: string,
    @Consulta(EsquemaConsultaReporte) consulta: ConsultaReporteDto,
    @UsuarioActual() actor: Usuario,
  ) {
    const { meta, ...reporte } = await enOficina(consulta.oficina, () =>
      this.reportes.reporte(tipoValido(tipo), consulta, actor),
    );
    // `data` es el reporte (no una lista): la página de detalle va en `data.filas` y su `meta` al lado de `data`.
    return new Respuesta(reporte, undefined, { meta });
  }

  @Ruta.get(':tipo/export/:formato', TODOS, descarga('csv', 'xlsx'))
  @ApiOperation({ summary: 'Exporta el reporte (resumen y todas las filas del rango) a CSV o XLSX' })
  async exportar(
    @Param('tipo') tipo: string,
    @Param('formato') formato: string,
    @Consulta(EsquemaFiltrosReporte) filtros: FiltrosReporteDto,
    @UsuarioActual() actor: Usuario,
    @Res() respuesta: FastifyReply,
  ) {
    const tipoReporte = tipoValido(tipo);
    if (!esValorDe(FORMATOS_TABLA, formato))
      throw new ErrorNegocio(CODIGOS.validacion, MENSAJES_REPORTES.formatoInvalido, 400, {
        formato: [MENSAJES_REPORTES.formatoInvalido],
      });
    if (this.exportando.has(actor.id))
      throw new ErrorNegocio(CODIGOS.exporteEnCurso, MENSAJES_REPORTES.exporteEnCurso, 429);
    this.exportando.add(actor.id);
    let liberado = false;
    const liberar = () => {
      if (!liberado) this.exportando.delete(actor.id);
      liberado = true;
    };
    try {
      await enOficina(filtros.oficina, () =>
        this.enviarExporte(tipoReporte, formato, filtros, actor, respuesta, liberar),
      );
    } catch (error) {
      liberar();
      throw error;
    }
  }

  private async enviarExporte(
    tipoReporte: TipoReporte,
    formato: FormatoTabla,
    filtros: FiltrosReporteDto,
    actor: Usuario,
    respuesta: FastifyReply,
    liberar: () => void,
  ): Promise<void> {
    const resueltos = await this.reportes.resolver(filtros, actor);
    // El resumen (y el total de filas) primero; un rango con más filas que el tope se pide acotar antes de leerlo.
    const maximo = this.config.reportesFilasMaximas;
    const reporte = await this.reportes.calcular(tipoReporte, resueltos, { page: 1, limit: 1 });
    if (reporte.meta.total > maximo)
      throw new ErrorNegocio(
        CODIGOS.exporteDemasiadoGrande,
        MENSAJES_REPORTES.demasiadasFilas(reporte.meta.total, maximo),
        422,
      );
    // Las filas salen de un cursor en lotes y se escriben mientras se envían (CSV y XLSX): la memoria no crece con
    // el rango. El turno del usuario se libera cuando la respuesta termina (o el cliente corta).
    const archivo = this.exportes.exportar(
      reporte,
      this.reportes.filasEnLotes(tipoReporte, resueltos),
      formato,
    );
    respuesta.raw.once('close', liberar).once('finish', liberar);
    await enviarArchivo(respuesta, archivo);
  }
}
