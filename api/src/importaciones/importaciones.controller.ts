import { CODIGOS, HOJAS_IMPORTACION, hojaDeNombre, type HojaImportacion } from '@cartera/dominio';
import { Query, Req } from '@nestjs/common';
import { EsquemaImportacion, EsquemaMapeoColumnas } from '@cartera/dominio/esquemas';
import { ApiBody, ApiConsumes, ApiOperation } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ErrorNegocio } from '../common/errores';
import { adjunto, TIPOS_ARCHIVO } from '../common/exportes';
import { ParamId } from '../common/id.pipe';
import { Contexto, type ContextoSolicitud } from '../common/usuario-actual.decorator';
import { plantillaCsv, plantillaXlsx } from './archivo-importacion';
import { erroresXlsx } from './exporte-importacion';
import { ImportacionesService } from './importaciones.service';
import { conMemoriaMedida } from './medir-memoria';
import { SOLO_ADMIN } from '../common/roles.decorator';
import { Ruta, descarga, Recurso } from '../common/ruta.decorator';

/**
 * El formato de una descarga de la plantilla o del exporte (xlsx si no lo piden) y, en CSV, su hoja (`porDefecto` si no
 * la piden): 400 FORMATO_INVALIDO si alguno no vale.
 */
function formatoYHoja(
  formato: string | undefined,
  hoja: string | undefined,
  porDefecto = '',
): { tipo: 'xlsx'; hoja: null } | { tipo: 'csv'; hoja: HojaImportacion } {
  const tipo = formato ?? 'xlsx';
  if (tipo === 'xlsx') return { tipo, hoja: null };
  if (tipo !== 'csv') throw new ErrorNegocio(CODIGOS.formatoInvalido, 'El formato debe ser xlsx o csv', 400);
  const deHoja = hojaDeNombre(hoja ?? porDefecto);
  if (!deHoja)
    throw new ErrorNegocio(CODIGOS.formatoInvalido, `La hoja debe ser ${HOJAS_IMPORTACION.join(', ')}`, 400);
  return { tipo, hoja: deHoja };
}

/**
 * /api/importaciones: la cartera de un prestamista que llega a Cartera (docs/decisiones/importacion.md). Sólo el
 * administrador: plantilla, revisión (simulación con resumen y errores, sin escribir nada del negocio), consulta y
 * descarte de una revisión.
 */
@Recurso('importaciones', 'Importaciones')
export class ImportacionesController {
  constructor(private readonly importaciones: ImportacionesService) {}

  @Ruta.get('plantilla', SOLO_ADMIN, descarga('xlsx', 'csv'))
  @ApiOperation({
    summary: 'La plantilla: XLSX con «Instrucciones» y una hoja por entidad, o el CSV de una hoja',
  })
  async plantilla(@Query('formato') formato: string | undefined, @Query('hoja') hoja: string | undefined) {
    const pedido = formatoYHoja(formato, hoja, 'Clientes');
    const contenido = pedido.tipo === 'xlsx' ? await plantillaXlsx() : plantillaCsv(pedido.hoja);
    const nombre = pedido.tipo === 'xlsx' ? 'plantilla-importacion.xlsx' : `${pedido.hoja}.csv`;
    return adjunto(TIPOS_ARCHIVO[pedido.tipo], nombre, contenido);
  }

  @Ruta.post('/', SOLO_ADMIN, EsquemaImportacion, {
    mensaje: 'Archivo revisado: nada se ha importado todavía',
  })
  @ApiOperation({
    summary: 'multipart: archivo (XLSX o CSV, ≤ 50 MB), columnas (JSON opcional) → revisión sin escribir',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['archivo'],
      properties: {
        archivo: { type: 'string', format: 'binary' },
        columnas: {
          type: 'string',
          description: 'JSON del mapeo de columnas (encabezado → columna, o por hoja)',
        },
      },
    },
  })
  revisar(@Req() request: FastifyRequest, @Contexto() contexto: ContextoSolicitud) {
    return conMemoriaMedida('revisión', () => this.importaciones.revisar(request, contexto));
  }

  @Ruta.get('exporte', SOLO_ADMIN, descarga('xlsx', 'csv'))
  @ApiOperation({
    summary:
      'La cartera de Cartera en el formato de la plantilla (XLSX, o el CSV de una hoja), para llevarla a otra instalación',
  })
  exporte(@Query('formato') formato: string | undefined, @Query('hoja') hoja: string | undefined) {
    const pedido = formatoYHoja(formato, hoja);
    const nombre = pedido.hoja
      ? `${pedido.hoja}.csv`
      : `cartera-${new Date().toISOString().slice(0, 10)}.xlsx`;
    return adjunto(TIPOS_ARCHIVO[pedido.tipo], nombre, this.importaciones.exporte(pedido.hoja ?? undefined));
  }

  @Ruta.get('columnas', SOLO_ADMIN, EsquemaMapeoColumnas)
  @ApiOperation({
    summary: 'El último mapeo de columnas de la organización (encabezado del archivo → columna)',
  })
  columnas() {
    return this.importaciones.columnas();
  }

  @Ruta.get(':id/errores', SOLO_ADMIN, descarga('xlsx'))
  @ApiOperation({ summary: 'Las filas con error de la revisión (y de la aplicación) como XLSX' })
  async errores(@ParamId() id: string, @Query('formato') formato: string | undefined) {
    if ((formato ?? 'xlsx') !== 'xlsx')
      throw new ErrorNegocio(CODIGOS.formatoInvalido, 'El formato debe ser xlsx', 400);
    const importacion = await this.importaciones.obtener(id);
    const nombre = 'errores-importacion.xlsx';
    return adjunto(
      TIPOS_ARCHIVO.xlsx,
      nombre,
      erroresXlsx(importacion.errores, importacion.erroresAplicacion),
    );
  }

  @Ruta.get(':id', SOLO_ADMIN, EsquemaImportacion)
  @ApiOperation({ summary: 'Estado, progreso, resumen y errores de una importación' })
  obtener(@ParamId() id: string) {
    return this.importaciones.obtener(id);
  }

  @Ruta.post(':id/aplicar', SOLO_ADMIN, EsquemaImportacion, {
    idempotente: true,
    mensaje: 'Aplicación en curso: el avance se ve en la importación',
  })
  @ApiOperation({
    summary: 'Aplica la importación en segundo plano (pg-boss), por lotes; retoma una cancelada o fallida',
  })
  aplicar(@ParamId() id: string, @Contexto() contexto: ContextoSolicitud) {
    return this.importaciones.aplicar(id, contexto);
  }

  @Ruta.delete(':id', SOLO_ADMIN, EsquemaImportacion, { mensaje: 'Importación descartada o cancelada' })
  @ApiOperation({ summary: 'Descarta una revisión que no se aplicó o cancela una aplicación en curso' })
  descartar(@ParamId() id: string, @Contexto() contexto: ContextoSolicitud) {
    return this.importaciones.descartar(id, contexto);
  }
}
