import { Injectable, Logger } from '@nestjs/common';
import type { Descuadre, VerificacionContable } from '@cartera/dominio';
import { CODIGOS, DESCUADRES_CON_DETALLE, formatearCOP } from '@cartera/dominio';
import { DataSource } from 'typeorm';
import { sql } from 'kysely';
import { conflicto } from '../common/errores';
import { instanteJson } from '../database/consulta-preparada';
import { db } from '../database/kysely';
import { consultasVerificacion } from './verificacion.consultas';

/** Clave del candado consultivo: una verificación a la vez en todas las réplicas ('libro' en ASCII). */
const CANDADO_VERIFICACION = 0x6c6962726f;

/** work_mem de la transacción de la verificación (docs/decisiones/libro-de-prestamos.md, «La verificación a escala»). */
const MEMORIA_DE_TRABAJO = '128MB';

export const MENSAJES_VERIFICACION = {
  enCurso: 'Ya hay una verificación del libro en curso; espere a que termine',
} as const;

const QUE_COMPARA: Readonly<Record<string, string>> = {
  saldo: 'saldo según el libro vs. saldo guardado del préstamo',
  cobrado: 'cobrado según el libro vs. suma de sus cobros',
  recuperado: 'recuperado según el libro vs. suma de sus recuperaciones',
  cuotas_pagado: 'suma de sus cobros vs. pagado en sus cuotas',
  condonado: 'condonado según el libro vs. condonado en sus cuotas',
  cuotas_abierto: 'saldo del préstamo vs. lo que falta de sus cuotas',
  pactado: 'monto total del préstamo vs. pactado en el libro',
  desembolso: 'desembolsos esperados vs. desembolsos en el libro',
  estado_cerrado: 'un préstamo cerrado no tiene saldo',
  estado_abierto: 'un préstamo abierto tiene saldo',
  castigo: 'un préstamo castigado tiene su castigo en el libro',
  caja: 'efectivo de los préstamos según el libro vs. caja diaria (flujo de caja)',
  caja_cobros: 'cobros en efectivo vs. cobros de la caja diaria',
  resumen_cobros: 'cobros vs. el registro de conteos del tablero',
  resumen_saldo: 'saldo de los préstamos vs. el registro de conteos del tablero',
  resumen_capital: 'capital pendiente vs. el registro de conteos del tablero',
  resumen_prestado: 'monto prestado vs. el registro de conteos del tablero',
  resumen_cantidad: 'cantidad de préstamos vs. el registro de conteos del tablero',
  mayor_cuadre: 'débitos vs. créditos del libro mayor',
  mayor_saldos_mes: 'meses de una cuenta cuyo saldo guardado no es la suma de sus líneas',
  mayor_cartera: 'saldo del préstamo según sus cuotas vs. su cartera en el libro mayor',
  mayor_capital: 'capital pendiente de sus cuotas vs. su capital en el libro mayor',
  mayor_cartera_negativa: 'el capital y el interés por cobrar del libro mayor no son negativos',
  mayor_efectivo_dia: 'efectivo del día según las fuentes (préstamos, caja, gastos) vs. el libro mayor',
  mayor_cobrador:
    'efectivo en poder del cobrador (cobros − gastos por entregar) vs. su subcuenta del libro mayor',
  mayor_sin_comprobante: 'eventos de dinero sin comprobante en el libro mayor',
  mora_antes_del_desembolso: 'mora causada en cuotas que no pudieron vencer desde que el préstamo existe',
  mora_sobre_capital: 'mora más alta posible sobre el capital de sus cuotas vencidas vs. mora causada',
  reporte_capital:
    'capital recalculado del libro de préstamos vs. capital de los reportes (140505 del libro mayor)',
  reporte_interes:
    'interés recalculado del libro de préstamos vs. interés de los reportes (140510 del libro mayor)',
  reporte_cerrado_prestado:
    'monto prestado del mes cerrado recalculado de los préstamos y sus anulaciones vs. el libro mayor de ese mes',
  faltantes_cobrador: 'deuda del cobrador recalculada de sus entregas y abonos vs. su saldo en 136530',
  custodia_cobrador:
    'efectivo en poder del cobrador recontado de sus cobros, gastos y entregas vs. su subcuenta del libro mayor',
  custodia_entregado:
    'efectivo que el cobrador entregó de más mientras se le borraron cobros que tenía en su poder',
  ingresos_intereses:
    'interés cobrado (base de caja) o ganado hasta hoy (causación) según el libro del préstamo vs. su 415005 en el libro mayor',
  intereses_diferidos:
    'interés pactado que no es ingreso según el libro del préstamo vs. su 270505 en el libro mayor',
  ingresos_mora: 'mora cobrada según el libro del préstamo vs. su 415020 en el libro mayor',
  mora_diferida: 'mora causada que no se ha cobrado ni perdonado vs. su 270510 en el libro mayor',
  ingresos_intereses_mes:
    'interés cobrado en el mes según los préstamos vs. 415005 del mes en el libro mayor sin las causaciones',
  ingresos_mora_mes: 'mora cobrada en el mes según los préstamos vs. 415020 del mes en el libro mayor',
  ingresos_sin_prestamo: 'movimiento de una cuenta de intereses sin su préstamo',
  resultado_antes_del_corte: 'ingresos y gastos de un préstamo importado con fecha hasta su corte',
  banco: 'extractos del banco más lo asentado sin extracto vs. el saldo de la cuenta en el libro mayor',
  patrimonio:
    'saldo inicial, aportes del dueño o apertura de la importación vs. la cuenta de patrimonio en el libro mayor',
};

function detalle(regla: string, esperado: number, encontrado: number): string {
  const cifra = (valor: number) =>
    regla === 'resumen_cantidad' ||
    regla === 'mayor_sin_comprobante' ||
    regla === 'mayor_saldos_mes' ||
    regla === 'mayor_cartera_negativa' ||
    regla.startsWith('estado') ||
    regla === 'castigo' ||
    regla === 'desembolso'
      ? String(valor)
      : formatearCOP(valor);
  const [clave, sujeto] = regla.split(':');
  const que = QUE_COMPARA[clave] ? `${QUE_COMPARA[clave]}${sujeto ? ` (${sujeto})` : ''}` : regla;
  return `${que}: se esperaba ${cifra(esperado)} y hay ${cifra(encontrado)}`;
}

/**
 * El sistema prueba sus libros: recalcula cada identidad de cada préstamo y de la caja (verificacion.sql.ts) y guarda
 * el resultado. Corre cada noche (la cola, ColaService) y cuando un administrador o gerente la pide.
 */
@Injectable()
export class VerificacionService {
  private readonly logger = new Logger(VerificacionService.name);

  constructor(private readonly dataSource: DataSource) {}

  async verificar(): Promise<VerificacionContable> {
    const inicio = Date.now();
    const resultado = await this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      if (!(await consultasVerificacion.tomarCandado(manager, CANDADO_VERIFICACION))) {
        throw conflicto(CODIGOS.verificacionEnCurso, MENSAJES_VERIFICACION.enCurso);
      }
      await sql`SET TRANSACTION READ ONLY`.execute(db(manager)).catch(() => undefined);
      // Recorre la cartera entera: el límite de cada sentencia de las peticiones (DB_STATEMENT_TIMEOUT_MS, 30 s) no
      // le alcanza en un portátil lento o con la máquina ocupada, y una verificación cortada no dice nada.
      await sql`SET LOCAL statement_timeout = '15min'`.execute(db(manager));
      // Las sumas por préstamo de millones de cuotas, cobros y líneas caben en memoria (agregados por hash, sin ordenar
      // en disco); sólo en esta transacción, y hay una verificación a la vez.
      // (SET no acepta parámetros; set_config con `true` es el mismo SET LOCAL con el valor como parámetro.)
      await sql`SELECT set_config('work_mem', ${MEMORIA_DE_TRABAJO}, true)`.execute(db(manager));
      const prestamosRevisados = await consultasVerificacion.contarPrestamos(manager);
      const base = await consultasVerificacion.baseIngresos(manager);
      // La base cuenta todos los descuadres y devuelve sólo los primeros con su detalle (verificacion.sql.ts).
      const filas = await consultasVerificacion.descuadresPrimeros(manager, DESCUADRES_CON_DETALLE, base);
      const descuadres: Descuadre[] = filas.map((fila) => {
        const esperado = Number(fila.esperado ?? 0);
        const encontrado = Number(fila.encontrado ?? 0);
        return {
          prestamo: fila.prestamo_id ? { _id: fila.prestamo_id, numero: Number(fila.numero) } : null,
          regla: fila.regla,
          esperado,
          encontrado,
          detalle: detalle(fila.regla, esperado, encontrado),
        };
      });
      // Cada banco con sus dos lados, cuadre o no: uno sin extractos lo dice (extracto null) en vez de darse por cuadrado.
      const bancos = await consultasVerificacion.bancos(manager);
      return {
        prestamosRevisados,
        cantidad: filas.length > 0 ? Number(filas[0].cantidad) : 0,
        descuadres,
        bancos,
      };
    });
    const duracionMs = Date.now() - inicio;
    const fecha = await consultasVerificacion.guardar(this.dataSource.manager, { ...resultado, duracionMs });
    if (resultado.cantidad > 0) {
      this.logger.error(
        `Verificación del libro: ${resultado.cantidad} descuadres (ver Configuración → Sistema)`,
      );
    }
    return {
      fecha: instanteJson(fecha),
      duracionMs,
      prestamosRevisados: resultado.prestamosRevisados,
      cantidadDescuadres: resultado.cantidad,
      descuadres: resultado.descuadres,
      bancos: resultado.bancos,
    };
  }

  /** La última verificación guardada (sin ninguna: fecha null y sin descuadres). */
  async ultima(): Promise<VerificacionContable> {
    const fila = await consultasVerificacion.ultima(this.dataSource.manager);
    if (!fila)
      return {
        fecha: null,
        prestamosRevisados: 0,
        duracionMs: 0,
        cantidadDescuadres: 0,
        descuadres: [],
        bancos: [],
      };
    return {
      fecha: instanteJson(fila.fecha),
      prestamosRevisados: fila.prestamos_revisados,
      duracionMs: fila.duracion_ms,
      cantidadDescuadres: fila.cantidad_descuadres,
      descuadres: fila.descuadres,
      bancos: fila.bancos,
    };
  }
}
