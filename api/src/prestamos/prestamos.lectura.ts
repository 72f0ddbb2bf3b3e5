import { Injectable } from '@nestjs/common';
import {
  ESTADOS_PRESTAMO,
  ETIQUETAS_ESTADO_PRESTAMO,
  ETIQUETAS_MODALIDAD,
  ETIQUETAS_TIPO_AMORTIZACION,
  ETIQUETAS_TIPO_CREDITO,
  formatearFecha,
  superaUsura,
  type DetallePrestamo,
  type EstadoCuota,
  type EstadoPrestamo,
  type Prestamo,
  type ResumenPrestamos,
  hoyBogota,
  type MoraPrestamo,
} from '@cartera/dominio';
import { sql } from 'kysely';
import { DataSource, type EntityManager } from 'typeorm';
import { aPesos, centavosDe } from '../common/dinero';
import { estadoMora } from '../libro/mora';
import { consultaPreparada } from '../database/consulta-preparada';
import { noEncontrado, prohibido } from '../common/errores';
import { BOM_UTF8, lineaCsv } from '../common/exportes';
import { metaPagina } from '../common/paginacion';
import { Respuesta } from '../common/respuesta';
import { condicionCarteraCobrador, deLaCarteraDe, esCobrador, MENSAJE_PRESTAMO_AJENO } from '../common/acceso-cartera';
import { clientesQueCoinciden, condicionPaginaPorCliente, crearParametros } from '../common/busqueda';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { UsuraService } from '../usura/usura.service';
import type { ConsultaPrestamosDto } from './dto/consulta-prestamos.dto';
import { LibroPrestamoLectura } from './libro/libro.lectura';
import { leerConCursor } from '../common/cursor';
import { db } from '../database/kysely';
import { prestamoAJson, seleccionPrestamos, type FilaPrestamo } from './prestamos.sql';

export const MENSAJE_PRESTAMO_NO_ENCONTRADO = 'Préstamo no encontrado';

const COLUMNAS_ORDEN: Readonly<Record<string, string>> = {
  createdAt: 'p.created_at',
  monto: 'p.monto',
  fecha: 'p.fecha',
  estado: 'p.orden_estado',
  cliente: 'c.nombre',
  // Los préstamos sin tasa (null) van al final en los dos sentidos.
  tasaEfectivaAnual: 'p.tasa_efectiva_anual',
};

const nulosAlFinal = (campo: string) => (campo === 'tasaEfectivaAnual' ? ' NULLS LAST' : '');

/** Préstamos por lote del cursor del CSV: la memoria de la API no crece con el número de préstamos. */
const LOTE_EXPORTE = 1000;

/** Filtros de la lista y del CSV (sin búsqueda ni estado), con la cartera del cobrador. */
function condicionesFiltro(
  consulta: Omit<ConsultaPrestamosDto, 'page' | 'limit'>,
  actor: Usuario,
  param: (valor: unknown) => string,
): string[] {
  const condiciones: string[] = [];
  if (esCobrador(actor)) condiciones.push(condicionCarteraCobrador(param(actor.id)));
  if (consulta.cobrador) condiciones.push(`p.cobrador_id = ${param(consulta.cobrador)}`);
  if (consulta.cliente) condiciones.push(`p.cliente_id = ${param(consulta.cliente)}`);
  if (consulta.modalidad) condiciones.push(`p.modalidad = ${param(consulta.modalidad)}`);
  if (consulta.fechaDesde) condiciones.push(`p.fecha >= ${param(consulta.fechaDesde)}`);
  if (consulta.fechaHasta) condiciones.push(`p.fecha <= ${param(consulta.fechaHasta)}`);
  if (consulta.tasaEfectivaMin !== undefined) {
    condiciones.push(`p.tasa_efectiva_anual >= ${param(consulta.tasaEfectivaMin)}`);
  }
  if (consulta.tasaEfectivaMax !== undefined) {
    condiciones.push(`p.tasa_efectiva_anual <= ${param(consulta.tasaEfectivaMax)}`);
  }
  if (consulta.tipoCredito) condiciones.push(`p.tipo_credito = ${param(consulta.tipoCredito)}`);
  return condiciones;
}

export const ENCABEZADOS_CSV_PRESTAMOS = [
  'Número',
  'Cliente',
  'Cédula',
  'Teléfono',
  'Monto',
  'Interés (% total)',
  'Cuotas',
  'Cuota',
  'Modalidad',
  'Tipo de amortización',
  'Fecha',
  'Monto total',
  'Saldo pendiente',
  'Estado',
  'Cuotas vencidas',
  'Días de mora promedio',
  'Cobrador',
  'Tasa efectiva anual (% EA)',
  'Tipo de crédito',
] as const;

/** Una fila del CSV de préstamos: pesos enteros como números; el interés con coma decimal (Excel es-CO). */
function lineaPrestamo(p: Prestamo): string {
  return lineaCsv([
    p.numero,
    p.cliente.nombre,
    p.cliente.cedula ?? '',
    p.cliente.telefono ?? '',
    p.monto,
    String(p.interes).replace('.', ','),
    p.cuotas,
    p.cuotaDiaria,
    ETIQUETAS_MODALIDAD[p.modalidad] ?? p.modalidad,
    ETIQUETAS_TIPO_AMORTIZACION[p.tipoAmortizacion] ?? p.tipoAmortizacion,
    formatearFecha(p.fecha),
    p.montoTotal,
    p.saldoPendiente,
    ETIQUETAS_ESTADO_PRESTAMO[p.estado] ?? p.estado,
    p.cuotasVencidas,
    p.diasMoraPromedio,
    p.cobrador?.nombre ?? '',
    p.tasaEfectivaAnual === null ? '' : String(p.tasaEfectivaAnual).replace('.', ','),
    ETIQUETAS_TIPO_CREDITO[p.tipoCredito] ?? p.tipoCredito,
  ]);
}

/** Lecturas de préstamos con la visibilidad de cada rol. */
@Injectable()
export class PrestamosLectura {
  /** `SELECT … FROM prestamos p JOIN clientes c … LEFT JOIN usuarios u` sin parámetros: la lista y el CSV le pegan sus condiciones. */
  private readonly sqlPrestamos: string;

  constructor(
    private readonly dataSource: DataSource,
    private readonly libro: LibroPrestamoLectura,
    private readonly usura: UsuraService,
  ) {
    this.sqlPrestamos = seleccionPrestamos(dataSource.manager).compile().sql;
  }

  /**
   * Una página de préstamos: `data` con la página, `meta` y `resumen` (conteos por estado y saldo de los mismos
   * filtros, sin el filtro de estado) en la raíz de la respuesta.
   */
  async listar(consulta: ConsultaPrestamosDto, actor: Usuario): Promise<Respuesta<Prestamo[]>> {
    const { valores, param } = crearParametros();
    const condiciones = condicionesFiltro(consulta, actor, param);
    // Con búsqueda, la página se elige después del resumen, cuando ya se sabe cuántos préstamos coinciden.
    const clientes = consulta.search ? clientesQueCoinciden(consulta.search, param) : null;
    const busqueda = clientes ? condiciones.push(`p.cliente_id IN (${clientes})`) - 1 : -1;
    const valoresSinEstado = [...valores];
    const whereSinEstado = condiciones.length ? `WHERE ${condiciones.join(' AND ')}` : '';
    if (consulta.estado) condiciones.push(`p.estado = ${param(consulta.estado)}`);

    const [campo, direccion] = (consulta.sort ?? 'createdAt_desc').split('_');
    const sentido = direccion === 'asc' ? 'ASC' : 'DESC';
    const orden = `${COLUMNAS_ORDEN[campo] ?? 'p.created_at'} ${sentido}${nulosAlFinal(campo)}, p.created_at DESC, p.id DESC`;
    const desde = (consulta.page - 1) * consulta.limit;

    // Sin más filtros que el estado, el resumen es el de toda la cartera: sale del registro de conteos
    // (prestamos_resumen, mantenido por disparadores) en vez de recorrer todos los préstamos.
    const resumenSql =
      condiciones.length === (consulta.estado ? 1 : 0)
        ? `SELECT estado, sum(cantidad)::int AS n, sum(saldo) AS saldo FROM prestamos_resumen GROUP BY estado`
        : `SELECT p.estado, count(*)::int AS n, coalesce(sum(p.saldo_pendiente), 0) AS saldo
           FROM prestamos p ${whereSinEstado} GROUP BY p.estado`;
    const pagina = (lista: readonly string[]): Promise<FilaPrestamo[]> =>
      consultaPreparada(this.dataSource, 
        `${this.sqlPrestamos} ${lista.length ? `WHERE ${lista.join(' AND ')}` : ''}
         ORDER BY ${orden} LIMIT ${consulta.limit} OFFSET ${desde}`,
        valores,
        { instantesIso: true },
      );
    const contar = (): Promise<Array<{ estado: EstadoPrestamo; n: number; saldo: string }>> =>
      consultaPreparada(this.dataSource, resumenSql, valoresSinEstado);
    let filas: FilaPrestamo[];
    let conteos: Awaited<ReturnType<typeof contar>>;
    if (clientes) {
      conteos = await contar();
      const coinciden = conteos.reduce((suma, c) => suma + (!consulta.estado || c.estado === consulta.estado ? c.n : 0), 0);
      const condicionPagina = condicionPaginaPorCliente(clientes, 'p', coinciden);
      filas = await pagina(condiciones.map((condicion, i) => (i === busqueda ? condicionPagina : condicion)));
    } else {
      [filas, conteos] = await Promise.all([pagina(condiciones), contar()]);
    }

    const resumen = Object.fromEntries([['total', 0], ...ESTADOS_PRESTAMO.map((e) => [e, 0])]) as ResumenPrestamos;
    let saldoCentavos = 0;
    for (const conteo of conteos) {
      resumen[conteo.estado] = conteo.n;
      resumen.total += conteo.n;
      saldoCentavos += centavosDe(conteo.saldo);
    }
    resumen.saldoPendiente = aPesos(saldoCentavos);
    const total = consulta.estado ? resumen[consulta.estado as EstadoPrestamo] : resumen.total;
    return new Respuesta(filas.map(prestamoAJson), undefined, {
      meta: metaPagina(total, consulta.page, consulta.limit),
      resumen,
    });
  }

  /**
   * CSV de todos los préstamos que cumplen los filtros de la lista (sin tope de 1.000), en el orden de la lista, leído
   * con un cursor en una transacción de sólo lectura (una foto consistente) y enviado por lotes: la memoria no crece
   * con el tamaño de la cartera. UTF-8 con BOM y ';' para Excel es-CO.
   */
  async exportarCsv(consulta: ConsultaPrestamosDto, actor: Usuario): Promise<AsyncGenerator<Buffer>> {
    const { valores, param } = crearParametros();
    const condiciones = condicionesFiltro(consulta, actor, param);
    if (consulta.search) condiciones.push(`p.cliente_id IN (${clientesQueCoinciden(consulta.search, param)})`);
    if (consulta.estado) condiciones.push(`p.estado = ${param(consulta.estado)}`);
    const [campo, direccion] = (consulta.sort ?? 'createdAt_desc').split('_');
    const orden = `${COLUMNAS_ORDEN[campo] ?? 'p.created_at'} ${direccion === 'asc' ? 'ASC' : 'DESC'}${nulosAlFinal(campo)}, p.created_at DESC, p.id DESC`;
    const texto = `${this.sqlPrestamos} ${condiciones.length ? `WHERE ${condiciones.join(' AND ')}` : ''} ORDER BY ${orden}`;
    // El cursor (common/cursor.ts) y el primer lote se leen antes de responder: un error de la consulta llega como
    // respuesta de error (en el sobre), no como un archivo cortado a la mitad.
    const lotes = leerConCursor<FilaPrestamo>(this.dataSource, texto, valores, LOTE_EXPORTE);
    const primero = await lotes.next();
    const lineas = (lote: FilaPrestamo[]) => Buffer.from(lote.map((f) => lineaPrestamo(prestamoAJson(f))).join(''), 'utf8');
    return (async function* () {
      try {
        yield Buffer.concat([
          BOM_UTF8,
          Buffer.from(lineaCsv(ENCABEZADOS_CSV_PRESTAMOS), 'utf8'),
          lineas(primero.done ? [] : primero.value),
        ]);
        for await (const lote of lotes) yield lineas(lote);
      } finally {
        // Si quien lee deja de pedir (cortó la descarga), el cursor se cierra y suelta su conexión.
        await lotes.return(undefined);
      }
    })();
  }

  /** Un préstamo con su cliente y cobrador; 404 si no existe, 403 si un cobrador no lo tiene en su cartera. */
  async obtener(manager: EntityManager, id: string, actor: Usuario): Promise<Prestamo> {
    const fila = await seleccionPrestamos(manager).where('p.id', '=', id).executeTakeFirst();
    if (!fila) throw noEncontrado(MENSAJE_PRESTAMO_NO_ENCONTRADO);
    if (esCobrador(actor)) {
      const propio = await db(manager)
        .selectFrom('prestamos as p')
        .select('p.id')
        .where('p.id', '=', id)
        .where(deLaCarteraDe(actor.id))
        .executeTakeFirst();
      if (!propio) throw prohibido(MENSAJE_PRESTAMO_AJENO);
    }
    return prestamoAJson(fila);
  }

  /** La mora del préstamo: lo causado, lo pendiente y la tasa que se le causa hoy (null si la organización no cobra). */
  private async mora(manager: EntityManager, id: string): Promise<MoraPrestamo> {
    const estado = await estadoMora(manager, id, hoyBogota());
    return {
      tasa: estado.ajustes ? Math.round(estado.ajustes.tasaEA * 100) / 100 : null,
      causado: aPesos(estado.prestamoCausado),
      pendiente: aPesos(estado.pendiente),
      causadoHasta: estado.guardadoHasta,
    };
  }

  async detalle(id: string, actor: Usuario): Promise<DetallePrestamo> {
    const manager = this.dataSource.manager;
    const prestamo = await this.obtener(manager, id, actor);
    const resumen = await db(manager)
      .selectFrom('cuotas')
      .select((eb) => {
        const enEstado = (estado: EstadoCuota) =>
          eb.cast<number>(eb.fn.countAll().filterWhere('estado', '=', estado), 'integer');
        return [
          eb.cast<number>(eb.fn.countAll(), 'integer').as('total'),
          enEstado('pagada').as('pagadas'),
          enEstado('parcial').as('parciales'),
          enEstado('vencida').as('vencidas'),
          enEstado('pendiente').as('pendientes'),
          enEstado('refinanciada').as('refinanciadas'),
          enEstado('anulada').as('anuladas'),
          eb.fn.coalesce(eb.fn.sum<string>('monto_pagado'), sql.lit('0')).as('total_pagado'),
          eb.selectFrom('prestamos').select('id').where('prestamo_origen_id', '=', id).as('reenganche'),
          eb.selectFrom('prestamos').select('motivo_rechazo').where('id', '=', id).as('motivo_rechazo'),
        ];
      })
      .where('prestamo_id', '=', id)
      .executeTakeFirstOrThrow();
    // La tasa que rige el préstamo: la de su tipo el día del desembolso (`fecha`), frente a su EA guardada.
    const tasaUsura = await this.usura.tasaVigente(manager, prestamo.tipoCredito, prestamo.fecha);
    return {
      ...prestamo,
      tasaUsura,
      superaUsura: superaUsura(prestamo.tasaEfectivaAnual, tasaUsura),
      libro: await this.libro.cifras(manager, id),
      mora: await this.mora(manager, id),
      motivoRechazo: resumen.motivo_rechazo ?? null,
      prestamoReenganche: resumen.reenganche ?? null,
      resumenCuotas: {
        total: resumen.total,
        pagadas: resumen.pagadas,
        parciales: resumen.parciales,
        vencidas: resumen.vencidas,
        pendientes: resumen.pendientes,
        refinanciadas: resumen.refinanciadas,
        anuladas: resumen.anuladas,
        totalPagado: Number(resumen.total_pagado),
      },
    };
  }
}
