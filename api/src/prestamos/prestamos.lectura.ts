import { Injectable } from '@nestjs/common';
import {
  ETIQUETAS_ESTADO_PRESTAMO,
  ETIQUETAS_MODALIDAD,
  ETIQUETAS_TIPO_AMORTIZACION,
  ETIQUETAS_TIPO_CREDITO,
  formatearFecha,
  superaUsura,
  type DetallePrestamo,
  type EstadoCuota,
  type Prestamo,
  type ResumenPrestamos,
  hoyBogota,
  type MoraPrestamo,
} from '@cartera/dominio';
import { sql, type Expression, type InferResult, type SqlBool } from 'kysely';
import { DataSource, type EntityManager } from 'typeorm';
import { aPesos, centavosDe } from '../common/dinero';
import { estadoMora } from '../libro/mora';
import { consultaPreparada } from '../database/consulta-preparada';
import { noEncontrado, prohibido } from '../common/errores';
import { BOM_UTF8, lineaCsv } from '../common/exportes';
import { metaPagina } from '../common/paginacion';
import { Respuesta } from '../common/respuesta';
import { deLaCarteraDe, esCobrador, MENSAJE_PRESTAMO_AJENO } from '../common/acceso-cartera';
import { clientesQueCoinciden, condicionBusquedaCliente, condicionPaginaPorCliente } from '../common/busqueda';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { UsuraService } from '../usura/usura.service';
import type { ConsultaPrestamosDto } from './dto/consulta-prestamos.dto';
import { LibroPrestamoLectura } from './libro/libro.lectura';
import { leerConCursor } from '../common/cursor';
import { db } from '../database/kysely';
import { prestamoAJson, seleccionPrestamos, type FilaPrestamo } from './prestamos.sql';
import {
  condicionFiltro,
  exportePorForma,
  filtrosPrestamos,
  ordenPrestamos,
  paginaPorForma,
  prestamosEnOrden,
  resumenPorFiltros,
  resumenPrestamos,
  resumenRegistrado,
} from './prestamos.lista';

export const MENSAJE_PRESTAMO_NO_ENCONTRADO = 'Préstamo no encontrado';

/** Préstamos por lote del cursor del CSV: la memoria de la API no crece con el número de préstamos. */
const LOTE_EXPORTE = 1000;

/**
 * Las condiciones de una consulta con búsqueda, que se arma en cada petición: las de los filtros (valores en
 * parámetros), la de `busqueda` y, si se pide y `conEstado`, la del estado al final (como en las formas fijas).
 */
function condicionesConBusqueda(
  { filtros, valores }: ReturnType<typeof filtrosPrestamos>,
  busqueda: Expression<SqlBool>,
  conEstado: boolean,
): Array<Expression<SqlBool>> {
  const condiciones = filtros.map((filtro, i) => condicionFiltro(filtro, sql.val(valores[i])));
  const estado = filtros.at(-1) === 'estado' ? condiciones.pop() : undefined;
  return [...condiciones, busqueda, ...(estado && conEstado ? [estado] : [])];
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
  constructor(
    private readonly dataSource: DataSource,
    private readonly libro: LibroPrestamoLectura,
    private readonly usura: UsuraService,
  ) {}

  /**
   * Una página de préstamos: `data` con la página, `meta` y `resumen` (conteos por estado y saldo de los mismos
   * filtros, sin el filtro de estado) en la raíz de la respuesta.
   */
  async listar(consulta: ConsultaPrestamosDto, actor: Usuario): Promise<Respuesta<Prestamo[]>> {
    const filtros = filtrosPrestamos(consulta, actor);
    const orden = ordenPrestamos(consulta.sort);
    const desde = (consulta.page - 1) * consulta.limit;
    const leer = (pagina: ReturnType<typeof paginaPorForma>) => consultaPreparada(this.dataSource, pagina, { instantesIso: true });
    let filas: Awaited<ReturnType<typeof leer>>;
    let conteos: InferResult<ReturnType<typeof resumenRegistrado>>;
    if (consulta.search) {
      // Con búsqueda, la página se elige después del resumen, cuando ya se sabe cuántos préstamos coinciden.
      const k = db(this.dataSource.manager);
      const clientes = clientesQueCoinciden(consulta.search);
      conteos = await consultaPreparada(
        this.dataSource,
        resumenPrestamos(k, condicionesConBusqueda(filtros, condicionBusquedaCliente(clientes, 'p.cliente_id'), false)),
      );
      const coinciden = conteos.reduce((suma, c) => suma + (!consulta.estado || c.estado === consulta.estado ? c.n : 0), 0);
      const condicionPagina = condicionPaginaPorCliente(clientes, 'p.cliente_id', coinciden);
      filas = await leer(
        prestamosEnOrden(k, condicionesConBusqueda(filtros, condicionPagina, true), orden)
          .limit(sql.lit(consulta.limit))
          .offset(sql.lit(desde))
          .compile(),
      );
    } else {
      // Sin más filtros que el estado, el resumen es el de toda la cartera (el registro de conteos).
      const sinEstado = consulta.estado ? filtros.filtros.slice(0, -1) : filtros.filtros;
      [filas, conteos] = await Promise.all([
        leer(paginaPorForma({ filtros: filtros.filtros, orden }, [consulta.limit, desde, ...filtros.valores])),
        consultaPreparada(
          this.dataSource,
          sinEstado.length === 0 ? resumenRegistrado() : resumenPorFiltros(sinEstado, filtros.valores.slice(0, sinEstado.length)),
        ),
      ]);
    }

    const porEstado = new Map(conteos.map((conteo) => [conteo.estado, conteo.n]));
    const de = (estado: string) => porEstado.get(estado) ?? 0;
    const total = conteos.reduce((suma, conteo) => suma + conteo.n, 0);
    const resumenEstados: ResumenPrestamos = {
      total,
      activo: de('activo'),
      pagado: de('pagado'),
      vencido: de('vencido'),
      mora: de('mora'),
      reenganchado: de('reenganchado'),
      cancelado: de('cancelado'),
      solicitado: de('solicitado'),
      rechazado: de('rechazado'),
      castigado: de('castigado'),
      saldoPendiente: aPesos(conteos.reduce((suma, conteo) => suma + centavosDe(conteo.saldo), 0)),
    };
    return new Respuesta(filas.map(prestamoAJson), undefined, {
      meta: metaPagina(consulta.estado ? de(consulta.estado) : total, consulta.page, consulta.limit),
      resumen: resumenEstados,
    });
  }

  /**
   * CSV de todos los préstamos que cumplen los filtros de la lista (sin tope de 1.000), en el orden de la lista, leído
   * con un cursor en una transacción de sólo lectura (una foto consistente) y enviado por lotes: la memoria no crece
   * con el tamaño de la cartera. UTF-8 con BOM y ';' para Excel es-CO.
   */
  async exportarCsv(consulta: ConsultaPrestamosDto, actor: Usuario): Promise<AsyncGenerator<Buffer>> {
    const filtros = filtrosPrestamos(consulta, actor);
    const orden = ordenPrestamos(consulta.sort);
    const { sql: texto, parameters } = consulta.search
      ? prestamosEnOrden(
          db(this.dataSource.manager),
          condicionesConBusqueda(filtros, condicionBusquedaCliente(clientesQueCoinciden(consulta.search), 'p.cliente_id'), true),
          orden,
        ).compile()
      : exportePorForma({ filtros: filtros.filtros, orden }, filtros.valores);
    // El cursor (common/cursor.ts) y el primer lote se leen antes de responder: un error de la consulta llega como
    // respuesta de error (en el sobre), no como un archivo cortado a la mitad.
    const lotes = leerConCursor<FilaPrestamo>(this.dataSource, texto, parameters, LOTE_EXPORTE);
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
    const fila = await seleccionPrestamos(db(manager)).where('p.id', '=', id).executeTakeFirst();
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
