import {
  DESFASE_BOGOTA,
  ETIQUETAS_RESULTADO_AUDITORIA,
  ETIQUETAS_TIPO_EVENTO_AUDITORIA,
  hoyBogota,
  MODULOS_AUDITORIA,
  RESULTADOS_AUDITORIA,
  TIPOS_EVENTO_AUDITORIA,
  type EventoAuditoria as EventoAuditoriaApi,
  type OpcionesAuditoria,
  sumarDias,
  type FormatoTabla,
  type ResumenAuditoria,
} from '@cartera/dominio';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  sql,
  type AggregateFunctionBuilder,
  type Expression,
  type ExpressionBuilder,
  type Selectable,
  type SqlBool,
} from 'kysely';
import type { DataSource } from 'typeorm';
import { leerConCursor } from '../common/cursor';
import { esObjeto } from '../common/tipado';
import { errorValidacion } from '../common/errores';
import { disposicionAdjunto, TIPOS_ARCHIVO } from '../common/exportes';
import { leerOrden, paginaDe, patronContiene } from '../common/paginacion';
import { Pagina } from '../common/respuesta';
import type { ConsultaAuditoriaDto } from './dto/consulta-auditoria.dto';
import { consultasAuditoria } from './auditoria.consultas';
import type { Auditoria, AuditoriaConteosModulo } from '../database/esquema';
import { db, deLista } from '../database/kysely';
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

@Injectable()
export class AuditoriaService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Registra un evento que no acompaña a ninguna escritura (intentos de inicio de sesión). */
  registrarAparte(evento: NuevoEventoAuditoria): Promise<void> {
    return registrarEvento(this.dataSource.manager, evento);
  }

  async listar(consulta: ConsultaAuditoriaDto): Promise<Pagina<EventoAuditoriaApi>> {
    const orden = leerOrden(consulta.sort, COLUMNAS_ORDEN, 'fecha_desc');
    if ('error' in orden) throw errorValidacion({ sort: [orden.error] });
    const sonda = await this.sondaBusqueda(consulta);
    const direccion = orden.direccion === 'ASC' ? 'asc' : 'desc';
    const pagina = this.eventos(consulta, sonda)
      .selectAll('e')
      .orderBy(sql.ref(orden.expresion), direccion)
      .orderBy('e.id', direccion)
      .offset((consulta.page - 1) * consulta.limit)
      .limit(consulta.limit)
      .execute();
    const [eventos, { total }] = await Promise.all([pagina, this.resumen(consulta, sonda)]);
    return paginaDe(eventos.map(eventoJson), total, consulta);
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
      ? await this.conteos(consulta)
      : await this.eventos(consulta, sondaCalculada === undefined ? await this.sondaBusqueda(consulta) : sondaCalculada)
          .select((eb) => [
            eb.fn.countAll<string>().as('total'),
            eb.fn.countAll<string>().filterWhere('e.resultado', '=', 'exitoso').as('exitosos'),
            eb.fn.countAll<string>().filterWhere('e.resultado', '=', 'fallido').as('fallidos'),
            eb.fn.countAll<string>().filterWhere('e.tipo', '=', 'warning').as('advertencias'),
          ])
          .executeTakeFirst();
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
  async exportar(consulta: ConsultaAuditoriaDto, formato: FormatoTabla): Promise<DescargaAuditoria> {
    const { sql: texto, parameters } = this.eventos(consulta, await this.sondaBusqueda(consulta))
      .select((eb) => [
        'e.id',
        // sql: la hora de Colombia como texto: to_char y AT TIME ZONE no tienen constructor en Kysely
        sql<string>`to_char(e.fecha AT TIME ZONE 'UTC' - interval '5 hours', 'YYYY-MM-DD HH24:MI:SS')`.as('fecha'),
        'e.usuario',
        'e.ip',
        'e.accion',
        'e.modulo',
        'e.tipo',
        'e.resultado',
        'e.detalles',
        eb.cast<string | null>('e.datos_anteriores', 'text').as('anteriores'),
        eb.cast<string | null>('e.datos_nuevos', 'text').as('nuevos'),
      ])
      .orderBy('e.fecha', 'desc')
      .orderBy('e.id', 'desc')
      .compile();
    const filas = this.leerConCursor(texto, parameters);
    const hoy = hoyBogota();
    const nombre = `auditoria-${hoy}.${formato}`;
    return {
      tipo: TIPOS_ARCHIVO[formato],
      disposicion: disposicionAdjunto(nombre, nombre),
      contenido: formato === 'csv' ? csvAuditoria(filas) : xlsxAuditoria(filas),
    };
  }

  private async *leerConCursor(texto: string, parametros: readonly unknown[]): AsyncGenerator<FilaExporte[]> {
    for await (const lote of leerConCursor<FilaCruda>(this.dataSource, texto, parametros, LOTE_EXPORTE))
      yield lote.map(aFilaExporte);
  }

  /** Los eventos `e` que cumplen los filtros, sin columnas: quien los lee elige las suyas. */
  private eventos(consulta: ConsultaAuditoriaDto, sonda: string | null) {
    return db(this.dataSource.manager)
      .selectFrom('auditoria as e')
      .where((eb) => eb.and(condicionesEventos(eb, consulta, sonda)));
  }

  /**
   * Los totales del resumen sumando `auditoria_conteos` (sólo se llega con fechas de día completo, ver `resumen`). Sin
   * filtro de usuario basta la tabla sin usuario (muchas menos filas por día).
   */
  private conteos(consulta: ConsultaAuditoriaDto) {
    const base = db(this.dataSource.manager);
    const usuario = consulta.usuario;
    return usuario
      ? base
          .selectFrom('auditoria_conteos as e')
          .where((eb) => eb.and([eb('e.usuario', '=', usuario), ...condicionesConteos(eb, consulta)]))
          .select(sumasConteos)
          .executeTakeFirst()
      : base
          .selectFrom('auditoria_conteos_modulo as e')
          .where((eb) => eb.and(condicionesConteos(eb, consulta)))
          .select(sumasConteos)
          .executeTakeFirst();
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

}

/*
 * El único lugar donde se traducen los filtros: lista, resumen y exportes usan estas mismas condiciones (sobre los
 * eventos, o sobre los conteos por día de `auditoria_conteos`, que mantiene un disparador; la tabla de eventos sólo
 * crece, así que son exactos).
 */

/** Los filtros de la consulta sobre los eventos `e`; con texto libre, su sonda (busqueda.rules.ts). */
function condicionesEventos(
  eb: ExpressionBuilder<{ e: Auditoria }, 'e'>,
  consulta: ConsultaAuditoriaDto,
  sonda: string | null,
): Array<Expression<SqlBool>> {
  const condiciones: Array<Expression<SqlBool>> = [];
  // El instante como lo escribió quien pide (o el inicio del día en Bogotá): PostgreSQL lo lee como timestamptz.
  const instante = (texto: string) => eb.cast<Date>(eb.val(texto), 'timestamptz');
  if (consulta.fechaDesde) condiciones.push(eb('e.fecha', '>=', instante(inicioDe(consulta.fechaDesde))));
  if (consulta.fechaHasta) {
    condiciones.push(
      SOLO_FECHA.test(consulta.fechaHasta)
        ? eb('e.fecha', '<', instante(inicioDe(sumarDias(consulta.fechaHasta, 1))))
        : eb('e.fecha', '<=', instante(consulta.fechaHasta)),
    );
  }
  if (consulta.usuario) condiciones.push(eb('e.usuario', '=', consulta.usuario));
  condiciones.push(...condicionesComunes(eb, consulta));
  if (consulta.search) {
    // Cada columna: la sonda por su índice de trigramas (si la hay) y el texto completo con strpos, que ningún
    // índice usa: se comprueba sólo en las filas candidatas (busqueda.rules.ts y `sondaBusqueda`).
    const texto = consulta.search;
    const sinAcentos = (valor: Expression<string>) => eb.fn<string>('sin_acentos', [valor]);
    const condicion = (columna: 'e.usuario' | 'e.accion' | 'e.detalles') => {
      const enColumna = sinAcentos(eb.ref(columna));
      const contiene = eb(eb.fn<number>('strpos', [enColumna, sinAcentos(eb.val(texto))]), '>', 0);
      return sonda ? eb.and([eb(enColumna, 'like', sinAcentos(eb.val(sonda))), contiene]) : contiene;
    };
    condiciones.push(eb.or([condicion('e.usuario'), condicion('e.accion'), condicion('e.detalles')]));
  }
  return condiciones;
}

/** Los filtros de la consulta sobre los conteos por día `e` (el de usuario, aparte: sólo una de las tablas lo tiene). */
function condicionesConteos(
  eb: ExpressionBuilder<{ e: AuditoriaConteosModulo }, 'e'>,
  consulta: ConsultaAuditoriaDto,
): Array<Expression<SqlBool>> {
  const condiciones: Array<Expression<SqlBool>> = [];
  if (consulta.fechaDesde) condiciones.push(eb('e.dia', '>=', consulta.fechaDesde));
  if (consulta.fechaHasta) condiciones.push(eb('e.dia', '<=', consulta.fechaHasta));
  return [...condiciones, ...condicionesComunes(eb, consulta)];
}

/** Módulo, tipo y resultado: las mismas columnas en los eventos y en los conteos. */
function condicionesComunes(
  eb: ExpressionBuilder<{ e: Pick<AuditoriaConteosModulo, 'modulo' | 'tipo' | 'resultado'> }, 'e'>,
  consulta: ConsultaAuditoriaDto,
): Array<Expression<SqlBool>> {
  const condiciones: Array<Expression<SqlBool>> = [];
  if (consulta.modulo) condiciones.push(eb('e.modulo', '=', consulta.modulo));
  if (consulta.tipo) condiciones.push(eb('e.tipo', '=', consulta.tipo));
  if (consulta.resultado) condiciones.push(eb('e.resultado', '=', consulta.resultado));
  return condiciones;
}

/** Total, exitosos, fallidos y advertencias de los conteos por día (bigint: llegan como texto). */
function sumasConteos(eb: ExpressionBuilder<{ e: AuditoriaConteosModulo }, 'e'>) {
  const suma = (filtro?: (s: AggregateFunctionBuilder<{ e: AuditoriaConteosModulo }, 'e', string>) => Expression<string>) => {
    const total = eb.fn.sum<string>('e.cantidad');
    return eb.cast<string>(eb.fn.coalesce(filtro ? filtro(total) : total, eb.lit(0)), 'bigint');
  };
  return [
    suma().as('total'),
    suma((s) => s.filterWhere('e.resultado', '=', 'exitoso')).as('exitosos'),
    suma((s) => s.filterWhere('e.resultado', '=', 'fallido')).as('fallidos'),
    suma((s) => s.filterWhere('e.tipo', '=', 'warning')).as('advertencias'),
  ];
}

/** Un evento de la base como lo entrega la API (la forma de `EventoAuditoria` de @cartera/dominio). */
function eventoJson(e: Selectable<Auditoria>): EventoAuditoriaApi {
  return {
    id: e.id,
    timestamp: e.fecha.toISOString(),
    usuario: e.usuario,
    accion: e.accion,
    modulo: e.modulo,
    detalles: e.detalles,
    ip: e.ip,
    tipo: deLista(TIPOS_EVENTO_AUDITORIA, e.tipo, 'auditoria.tipo'),
    resultado: deLista(RESULTADOS_AUDITORIA, e.resultado, 'auditoria.resultado'),
    // Se escriben siempre como objeto o null (sanitizarObjeto).
    datosAnteriores: esObjeto(e.datos_anteriores) ? e.datos_anteriores : null,
    datosNuevos: esObjeto(e.datos_nuevos) ? e.datos_nuevos : null,
  };
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
