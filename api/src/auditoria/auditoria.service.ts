import {
  DESFASE_BOGOTA,
  ETIQUETAS_RESULTADO_AUDITORIA,
  ETIQUETAS_TIPO_EVENTO_AUDITORIA,
  hoyBogota,
  MODULOS_AUDITORIA,
  type OpcionesAuditoria,
  sumarDias,
  type FormatoExporteAuditoria,
  type ResumenAuditoria,
} from '@cartera/dominio';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, type DataSource, type SelectQueryBuilder } from 'typeorm';
import { leerConCursor } from '../common/cursor';
import { errorValidacion } from '../common/errores';
import { disposicionAdjunto, TIPOS_ARCHIVO } from '../common/exportes';
import { leerOrden, paginaDe, patronContiene } from '../common/paginacion';
import { Pagina } from '../common/respuesta';
import type { ConsultaAuditoriaDto } from './dto/consulta-auditoria.dto';
import { consultasAuditoria } from './auditoria.consultas';
import { EventoAuditoria } from './entities/evento-auditoria.entity';
import { frecuenciaPalabra, sondaBusqueda, type MuestraColumna } from './busqueda.rules';
import { csvAuditoria, xlsxAuditoria, type FilaExporte } from './exporte-auditoria';
import { registrarEvento, type NuevoEventoAuditoria } from './registrar-evento';


export interface DescargaAuditoria {
  tipo: string;
  disposicion: string;
  contenido: AsyncIterable<Buffer>;
}

const COLUMNAS_ORDEN = {
  fecha: 'e.fecha',
  usuario: 'e.usuario',
  modulo: 'e.modulo',
  accion: 'e.accion',
} as const;

const SOLO_FECHA = /^\d{4}-\d{2}-\d{2}$/;
/** Filas que se leen del cursor en cada vuelta al exportar: memoria acotada con cualquier cantidad de eventos. */
const LOTE_EXPORTE = 2000;
/** Cuánto se guardan las estadísticas de texto (cambian con cada ANALYZE automático, no con cada evento). */
const VIGENCIA_MUESTRA_MS = 10 * 60 * 1000;
/** Usuarios o módulos distintos que se ofrecen como opciones de filtro, como mucho. */
const MAXIMO_OPCIONES = 1000;

/**
 * Dónde se aplican los filtros: sobre los eventos, o sobre `auditoria_conteos` (totales por día de Bogotá, usuario,
 * módulo, tipo y resultado, que mantiene un disparador; la tabla de eventos sólo crece, así que son exactos).
 */
type Fuente = 'eventos' | 'conteos';

@Injectable()
export class AuditoriaService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Registra un evento que no acompaña a ninguna escritura (intentos de inicio de sesión). */
  registrarAparte(evento: NuevoEventoAuditoria): Promise<void> {
    return registrarEvento(this.dataSource.manager, evento);
  }

  async listar(consulta: ConsultaAuditoriaDto): Promise<Pagina<EventoAuditoria>> {
    const orden = leerOrden(consulta.sort, COLUMNAS_ORDEN, 'fecha_desc');
    if ('error' in orden) throw errorValidacion({ sort: [orden.error] });
    const sonda = await this.sondaBusqueda(consulta);
    const qb = this.eventos(consulta, sonda)
      .orderBy(orden.expresion, orden.direccion)
      .addOrderBy('e.id', orden.direccion)
      .offset((consulta.page - 1) * consulta.limit)
      .limit(consulta.limit);
    const [eventos, { total }] = await Promise.all([qb.getMany(), this.resumen(consulta, sonda)]);
    return paginaDe(eventos, total, consulta);
  }

  /**
   * Usuarios y módulos que aparecen en la auditoría, para los filtros de la pantalla: los módulos conocidos del
   * dominio más los que otros módulos hayan empezado a registrar. Se leen de `auditoria_conteos` saltando de valor
   * en valor por su índice (unas pocas lecturas aunque haya millones de eventos).
   */
  async opciones(): Promise<OpcionesAuditoria> {
    const distintos = (columna: 'usuario' | 'modulo') =>
      consultasAuditoria.valoresDistintos(this.dataSource.manager, columna, MAXIMO_OPCIONES);
    const [usuarios, modulos] = await Promise.all([distintos('usuario'), distintos('modulo')]);
    const todos = new Set<string>([...MODULOS_AUDITORIA, ...modulos]);
    const orden = (a: string, b: string) => a.localeCompare(b, 'es');
    return { usuarios: usuarios.sort(orden), modulos: [...todos].sort(orden) };
  }

  /**
   * Total, exitosos, fallidos y advertencias con los filtros. Sin texto libre y con fechas de día completo se suman
   * los conteos por día (pocas filas aunque haya millones de eventos); si no, se cuenta sobre los eventos con sus
   * índices. Siempre exacto.
   */
  async resumen(consulta: ConsultaAuditoriaDto, sondaCalculada?: string | null): Promise<ResumenAuditoria> {
    const porConteos = !consulta.search && [consulta.fechaDesde, consulta.fechaHasta].every((f) => !f || SOLO_FECHA.test(f));
    const fila = porConteos
      ? await this.filtrar(
          // Sin filtro de usuario basta la tabla sin usuario (muchas menos filas por día).
          this.dataSource.createQueryBuilder().from(consulta.usuario ? 'auditoria_conteos' : 'auditoria_conteos_modulo', 'e'),
          consulta,
          'conteos',
        )
          .select('coalesce(sum(e.cantidad), 0)::bigint', 'total')
          .addSelect(`coalesce(sum(e.cantidad) FILTER (WHERE e.resultado = 'exitoso'), 0)::bigint`, 'exitosos')
          .addSelect(`coalesce(sum(e.cantidad) FILTER (WHERE e.resultado = 'fallido'), 0)::bigint`, 'fallidos')
          .addSelect(`coalesce(sum(e.cantidad) FILTER (WHERE e.tipo = 'warning'), 0)::bigint`, 'advertencias')
          .getRawOne<Record<keyof ResumenAuditoria, string>>()
      : await this.eventos(consulta, sondaCalculada === undefined ? await this.sondaBusqueda(consulta) : sondaCalculada)
          .select('count(*)', 'total')
          .addSelect(`count(*) FILTER (WHERE e.resultado = 'exitoso')`, 'exitosos')
          .addSelect(`count(*) FILTER (WHERE e.resultado = 'fallido')`, 'fallidos')
          .addSelect(`count(*) FILTER (WHERE e.tipo = 'warning')`, 'advertencias')
          .getRawOne<Record<keyof ResumenAuditoria, string>>();
    return {
      total: Number(fila?.total ?? 0),
      exitosos: Number(fila?.exitosos ?? 0),
      fallidos: Number(fila?.fallidos ?? 0),
      advertencias: Number(fila?.advertencias ?? 0),
    };
  }

  /**
   * Descarga de los eventos filtrados, del más reciente al más antiguo. Se leen con un cursor de servidor dentro de
   * una transacción de sólo lectura (una foto coherente) en lotes de 2000 y se escriben a medida que llegan: ni un
   * millón de eventos queda en memoria. La conexión se libera al terminar o si el cliente corta la descarga.
   */
  async exportar(consulta: ConsultaAuditoriaDto, formato: FormatoExporteAuditoria): Promise<DescargaAuditoria> {
    const [sql, parametros] = this.eventos(consulta, await this.sondaBusqueda(consulta))
      .select([
        'e.id AS id',
        `to_char(e.fecha AT TIME ZONE 'UTC' - interval '5 hours', 'YYYY-MM-DD HH24:MI:SS') AS fecha`,
        'e.usuario AS usuario',
        'e.ip AS ip',
        'e.accion AS accion',
        'e.modulo AS modulo',
        'e.tipo AS tipo',
        'e.resultado AS resultado',
        'e.detalles AS detalles',
        'e.datos_anteriores::text AS anteriores',
        'e.datos_nuevos::text AS nuevos',
      ])
      .orderBy('e.fecha', 'DESC')
      .addOrderBy('e.id', 'DESC')
      .getQueryAndParameters();
    const filas = this.leerConCursor(sql, parametros);
    const hoy = hoyBogota();
    const nombre = `auditoria-${hoy}.${formato}`;
    return {
      tipo: TIPOS_ARCHIVO[formato],
      disposicion: disposicionAdjunto(nombre, nombre),
      contenido: formato === 'csv' ? csvAuditoria(filas) : xlsxAuditoria(filas),
    };
  }

  private async *leerConCursor(sql: string, parametros: unknown[]): AsyncGenerator<FilaExporte[]> {
    for await (const lote of leerConCursor<FilaCruda>(this.dataSource, sql, parametros, LOTE_EXPORTE))
      yield lote.map(aFilaExporte);
  }

  private eventos(consulta: ConsultaAuditoriaDto, sonda: string | null): SelectQueryBuilder<EventoAuditoria> {
    return this.filtrar(this.dataSource.getRepository(EventoAuditoria).createQueryBuilder('e'), consulta, 'eventos', sonda);
  }

  /**
   * La sonda del texto libre para los índices de trigramas (busqueda.rules.ts): sus palabras poco frecuentes según
   * las estadísticas de ANALYZE de los índices (pg_stats, sin leer la tabla; se guardan unos minutos).
   */
  private async sondaBusqueda(consulta: ConsultaAuditoriaDto): Promise<string | null> {
    if (!consulta.search) return null;
    const columnas = await this.muestraTexto();
    const sonda = sondaBusqueda(consulta.search, (palabra) => frecuenciaPalabra(palabra, columnas));
    if (sonda) return sonda;
    // Sólo palabras frecuentes: con un filtro selectivo (usuario, módulo o fechas, por sus índices) el texto se
    // comprueba sólo en esas filas; sin él, el índice de trigramas con el texto entero (como siempre).
    return consulta.usuario || consulta.modulo || consulta.fechaDesde || consulta.fechaHasta
      ? null
      : patronContiene(consulta.search);
  }

  private muestra: { columnas: MuestraColumna[]; vence: number } | undefined;

  private async muestraTexto(): Promise<MuestraColumna[]> {
    if (this.muestra && this.muestra.vence > Date.now()) return this.muestra.columnas;
    const filas = await consultasAuditoria.estadisticasDeTexto(this.dataSource.manager);
    const columnas = filas.map((fila) => ({
      comunes: (fila.comunes ?? []).map((valor, i) => ({ valor, fraccion: Number(fila.fracciones?.[i] ?? 0) })),
      histograma: fila.histograma ?? [],
    }));
    this.muestra = { columnas, vence: Date.now() + VIGENCIA_MUESTRA_MS };
    return columnas;
  }

  /** El único lugar donde se traducen los filtros: lista, resumen y exportes usan este mismo WHERE. */
  private filtrar<T extends object>(
    qb: SelectQueryBuilder<T>,
    consulta: ConsultaAuditoriaDto,
    fuente: Fuente,
    sonda: string | null = null,
  ): SelectQueryBuilder<T> {
    if (fuente === 'conteos') {
      // Sólo se llega aquí con fechas de día completo (ver `resumen`).
      if (consulta.fechaDesde) qb.andWhere('e.dia >= :desde', { desde: consulta.fechaDesde });
      if (consulta.fechaHasta) qb.andWhere('e.dia <= :hasta', { hasta: consulta.fechaHasta });
    } else {
      if (consulta.fechaDesde) qb.andWhere('e.fecha >= :desde', { desde: inicioDe(consulta.fechaDesde) });
      if (consulta.fechaHasta) {
        if (SOLO_FECHA.test(consulta.fechaHasta)) {
          qb.andWhere('e.fecha < :hasta', { hasta: inicioDe(sumarDias(consulta.fechaHasta, 1)) });
        } else {
          qb.andWhere('e.fecha <= :hasta', { hasta: consulta.fechaHasta });
        }
      }
    }
    if (consulta.usuario) qb.andWhere('e.usuario = :usuario', { usuario: consulta.usuario });
    if (consulta.modulo) qb.andWhere('e.modulo = :modulo', { modulo: consulta.modulo });
    if (consulta.tipo) qb.andWhere('e.tipo = :tipo', { tipo: consulta.tipo });
    if (consulta.resultado) qb.andWhere('e.resultado = :resultado', { resultado: consulta.resultado });
    if (consulta.search && fuente === 'eventos') {
      // Cada columna: la sonda por su índice de trigramas (si la hay) y el texto completo con strpos, que ningún
      // índice usa: se comprueba sólo en las filas candidatas (busqueda.rules.ts y `sondaBusqueda`).
      const texto = consulta.search;
      const condicion = (columna: string) =>
        `${sonda ? `sin_acentos(e.${columna}) LIKE sin_acentos(:sonda) AND ` : ''}strpos(sin_acentos(e.${columna}), sin_acentos(:texto)) > 0`;
      qb.andWhere(
        new Brackets((o) =>
          o
            .where(`(${condicion('usuario')})`, { texto, sonda })
            .orWhere(`(${condicion('accion')})`, { texto, sonda })
            .orWhere(`(${condicion('detalles')})`, { texto, sonda }),
        ),
      );
    }
    return qb;
  }
}

interface FilaCruda {
  id: string;
  fecha: string;
  usuario: string;
  ip: string | null;
  accion: string;
  modulo: string;
  tipo: keyof typeof ETIQUETAS_TIPO_EVENTO_AUDITORIA;
  resultado: keyof typeof ETIQUETAS_RESULTADO_AUDITORIA;
  detalles: string;
  anteriores: string | null;
  nuevos: string | null;
}

function aFilaExporte(f: FilaCruda): FilaExporte {
  return [
    f.id,
    f.fecha,
    f.usuario,
    f.ip ?? '',
    f.accion,
    f.modulo,
    ETIQUETAS_TIPO_EVENTO_AUDITORIA[f.tipo] ?? f.tipo,
    ETIQUETAS_RESULTADO_AUDITORIA[f.resultado] ?? f.resultado,
    f.detalles,
    f.anteriores ?? '',
    f.nuevos ?? '',
  ];
}

function inicioDe(fecha: string): string {
  return SOLO_FECHA.test(fecha) ? `${fecha}T00:00:00${DESFASE_BOGOTA}` : fecha;
}
