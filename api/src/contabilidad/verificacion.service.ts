import { Injectable, Logger } from '@nestjs/common';
import type { Descuadre, VerificacionContable } from '@cartera/dominio';
import { CODIGOS, DESCUADRES_CON_DETALLE, formatearCOP } from '@cartera/dominio';
import { DataSource } from 'typeorm';
import { sql } from 'kysely';
import { conflicto } from '../common/errores';
import { instanteJson } from '../database/consulta-preparada';
import { db } from '../database/kysely';
import { SQL_DESCUADRES_CARTERA, SQL_DESCUADRES_MAYOR, SQL_DESCUADRES_PRESTAMOS } from './verificacion.sql';
import { SQL_DESCUADRES_FALTANTES, SQL_DESCUADRES_MORA } from './verificacion.sql';
import { SQL_DESCUADRES_REPORTES_CERRADOS, SQL_DESCUADRES_REPORTES_REPARTO } from './verificacion.sql';

/** Clave del candado consultivo: una verificación a la vez en todas las réplicas ('libro' en ASCII). */
const CANDADO_VERIFICACION = 0x6c6962726f;

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
  reporte_capital: 'capital recalculado del libro de préstamos vs. capital de los reportes (140505 del libro mayor)',
  reporte_interes: 'interés recalculado del libro de préstamos vs. interés de los reportes (140510 del libro mayor)',
  reporte_cerrado_prestado:
    'monto prestado del mes cerrado recalculado de los préstamos y sus anulaciones vs. el libro mayor de ese mes',
  faltantes_cobrador: 'deuda del cobrador recalculada de sus entregas y abonos vs. su saldo en 136530',
  custodia_cobrador:
    'efectivo en poder del cobrador recontado de sus cobros, gastos y entregas vs. su subcuenta del libro mayor',
  custodia_entregado: 'efectivo que el cobrador entregó de más mientras se le borraron cobros que tenía en su poder',
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
      const [{ tomado }]: Array<{ tomado: boolean }> = await manager.query(
        `SELECT pg_try_advisory_xact_lock($1) AS tomado`,
        [CANDADO_VERIFICACION],
      );
      if (!tomado) throw conflicto(CODIGOS.verificacionEnCurso, MENSAJES_VERIFICACION.enCurso);
      await manager.query(`SET TRANSACTION READ ONLY`).catch(() => undefined);
      // Recorre la cartera entera: el límite de cada sentencia de las peticiones (DB_STATEMENT_TIMEOUT_MS, 30 s) no
      // le alcanza en un portátil lento o con la máquina ocupada, y una verificación cortada no dice nada.
      await sql`SET LOCAL statement_timeout = '15min'`.execute(db(manager));
      const [{ n }]: Array<{ n: number }> = await manager.query(`SELECT count(*)::int AS n FROM prestamos`);
      const prestamos: Array<{
        prestamo_id: string;
        numero: string;
        regla: string;
        esperado: string;
        encontrado: string;
      }> = await manager.query(SQL_DESCUADRES_PRESTAMOS);
      const cartera: Array<{ regla: string; esperado: string; encontrado: string }> =
        await manager.query(SQL_DESCUADRES_CARTERA);
      const mayor: Array<{
        prestamo_id: string | null;
        numero: string | null;
        regla: string;
        esperado: string;
        encontrado: string;
      }> = await manager.query(SQL_DESCUADRES_MAYOR);
      // El interés de mora y la deuda de los cobradores, recalculados de sus fuentes (funciones aparte).
      // Sin `push(...filas)`: con cientos de miles de filas, pasarlas como argumentos desborda la pila.
      const agregar = (filas: typeof mayor) => {
        for (const fila of filas) mayor.push(fila);
      };
      agregar(await manager.query(SQL_DESCUADRES_MORA));
      agregar(await manager.query(SQL_DESCUADRES_FALTANTES));
      // El capital y el interés de los reportes, recalculados del libro de préstamos (función aparte).
      agregar(await manager.query(SQL_DESCUADRES_REPORTES_REPARTO));
      // Lo prestado de cada mes cerrado contra el libro mayor de ese mes (función aparte).
      agregar(await manager.query(SQL_DESCUADRES_REPORTES_CERRADOS));
      const descuadres: Descuadre[] = [
        ...cartera.map((fila) => ({ prestamo: null, fila })),
        ...mayor.map((fila) => ({
          prestamo: fila.prestamo_id ? { _id: fila.prestamo_id, numero: Number(fila.numero) } : null,
          fila,
        })),
        ...prestamos.map((fila) => ({
          prestamo: { _id: fila.prestamo_id, numero: Number(fila.numero) },
          fila,
        })),
      ].map(({ prestamo, fila }) => {
        const esperado = Number(fila.esperado ?? 0);
        const encontrado = Number(fila.encontrado ?? 0);
        return {
          prestamo,
          regla: fila.regla,
          esperado,
          encontrado,
          detalle: detalle(fila.regla, esperado, encontrado),
        };
      });
      return { prestamosRevisados: n, descuadres };
    });
    const duracionMs = Date.now() - inicio;
    const [guardada]: Array<{ fecha: Date }> = await this.dataSource.query(
      `INSERT INTO verificaciones_contables (prestamos_revisados, duracion_ms, descuadres, cantidad_descuadres)
       VALUES ($1, $2, $3, $4) RETURNING fecha`,
      [
        resultado.prestamosRevisados,
        duracionMs,
        JSON.stringify(resultado.descuadres.slice(0, DESCUADRES_CON_DETALLE)),
        resultado.descuadres.length,
      ],
    );
    if (resultado.descuadres.length > 0) {
      this.logger.error(
        `Verificación del libro: ${resultado.descuadres.length} descuadres (ver Configuración → Sistema)`,
      );
    }
    return {
      fecha: instanteJson(guardada.fecha),
      duracionMs,
      prestamosRevisados: resultado.prestamosRevisados,
      cantidadDescuadres: resultado.descuadres.length,
      descuadres: resultado.descuadres.slice(0, DESCUADRES_CON_DETALLE),
    };
  }

  /** La última verificación guardada (sin ninguna: fecha null y sin descuadres). */
  async ultima(): Promise<VerificacionContable> {
    const [fila]: Array<{
      fecha: Date;
      prestamos_revisados: number;
      duracion_ms: number;
      cantidad_descuadres: number;
      descuadres: Descuadre[];
    }> = await this.dataSource.query(
      `SELECT fecha, prestamos_revisados, duracion_ms, cantidad_descuadres, descuadres FROM verificaciones_contables
         ORDER BY fecha DESC LIMIT 1`,
    );
    if (!fila) return { fecha: null, prestamosRevisados: 0, duracionMs: 0, cantidadDescuadres: 0, descuadres: [] };
    return {
      fecha: instanteJson(fila.fecha),
      prestamosRevisados: fila.prestamos_revisados,
      duracionMs: fila.duracion_ms,
      cantidadDescuadres: fila.cantidad_descuadres,
      descuadres: fila.descuadres,
    };
  }
}
