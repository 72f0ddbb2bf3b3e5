import { Injectable } from '@nestjs/common';
import {
  DIAS_MAXIMOS_DIARIO,
  MENSAJES_EXTRACTOS,
  MENSAJES_PAGOS,
  TIPOS_CUENTA_PAGO,
  diferenciasConciliacion,
  esFechaRecibida,
  leerFechaCo,
  saldoAlDia,
  saldosDelExtracto,
  type ConciliacionCuenta,
  type DiaConciliacion,
} from '@cartera/dominio';
import { DataSource } from 'typeorm';
import { errorValidacion } from '../common/errores';
import { db, deLista } from '../database/kysely';
import {
  debitosPorDia,
  lineasParaSaldo,
  partidasPendientes,
  primeraLinea,
  saldoMayorAntes,
} from './conciliacion-saldos.consultas';
import { UUID } from '../common/entrada';

/**
 * La conciliación de una cuenta de recaudo por día (docs/decisiones/pagos-por-transferencia.md, «Conciliación»): los
 * créditos de sus extractos, sus cobros por transferencia, lo que sigue en «Recaudos por aplicar» y el movimiento de
 * su subcuenta de Bancos, lado a lado (consultas tipadas: database/kysely.ts); además, el saldo del banco contra el del
 * mayor al cierre de cada día y lo que falta conciliar (docs/decisiones/conciliacion-bancaria.md, lecturas en
 * conciliacion-saldos.consultas.ts). Las diferencias las explica `diferenciasConciliacion`. SQL lee, el dominio decide.
 */
@Injectable()
export class ConciliacionService {
  constructor(private readonly dataSource: DataSource) {}

  async conciliar(consulta: {
    cuenta?: string;
    desde?: string;
    hasta?: string;
  }): Promise<ConciliacionCuenta> {
    // Cada fecha, la regla de toda fecha recibida (1900 a 2100, del calendario): el error en su campo.
    const recibida = (valor: string | undefined) => {
      const fecha = leerFechaCo(valor ?? '');
      return esFechaRecibida(fecha) ? fecha : null;
    };
    const desde = recibida(consulta.desde);
    const hasta = recibida(consulta.hasta);
    const errores: Record<string, string[]> = {};
    if (!consulta.cuenta || !UUID.test(consulta.cuenta)) errores.cuenta = [MENSAJES_PAGOS.cuentaObligatoria];
    if (!hasta) errores.hasta = [MENSAJES_EXTRACTOS.fechasConciliacion];
    if (
      !desde ||
      !hasta ||
      desde > hasta ||
      (Date.parse(hasta) - Date.parse(desde)) / 86_400_000 >= DIAS_MAXIMOS_DIARIO
    )
      errores.desde = [MENSAJES_EXTRACTOS.fechasConciliacion];
    if (Object.keys(errores).length > 0 || !desde || !hasta || !consulta.cuenta)
      throw errorValidacion(errores);
    const base = db(this.dataSource.manager);
    const cuenta = await base
      .selectFrom('pagos_cuentas as pc')
      .innerJoin('contabilidad_cuentas as cc', 'cc.cuenta_pago_id', 'pc.id')
      .select(['pc.id', 'pc.nombre', 'pc.tipo', 'cc.codigo'])
      .where('pc.id', '=', consulta.cuenta)
      .executeTakeFirst();
    if (!cuenta) throw errorValidacion({ cuenta: [MENSAJES_PAGOS.cuentaNoEncontrada] });
    /** La suma por día del rango de las líneas de extractos de la cuenta (cada lectura agrega su filtro). */
    const lineasPorDia = () =>
      base
        .selectFrom('pagos_extracto_lineas')
        .select(['fecha', (eb) => eb.fn.sum<string>('valor').as('monto')])
        .where('cuenta_pago_id', '=', cuenta.id)
        .where((w) => w.between('fecha', desde, hasta))
        .groupBy('fecha');
    // Cuatro lecturas por día (SQL lee); el lado a lado y las diferencias, aquí y en el dominio.
    const manager = this.dataSource.manager;
    const [extracto, cobros, suspenso, mayor, devoluciones, debitos, lineasSaldo, primera, mayorAntes, partidas] = await Promise.all([
      lineasPorDia().where('origen', '=', 'extracto').where('valor', '>', '0').where('estado', '<>', 'duplicado').execute(),
      base
        .selectFrom('cobros')
        .select(['fecha', (eb) => eb.fn.sum<string>('monto').as('monto')])
        .where('cuenta_pago_id', '=', cuenta.id)
        .where((w) => w.between('fecha', desde, hasta))
        .groupBy('fecha')
        .execute(),
      // Una línea devuelta entró al suspenso su día; su devolución sale el día en que se hizo (devoluciones).
      lineasPorDia()
        .where('estado', 'in', ['en_suspenso', 'aplicando', 'no_es_nuestro', 'devuelta'])
        .execute(),
      base
        .selectFrom('contabilidad_lineas as l')
        .innerJoin('contabilidad_cuentas as c', 'c.id', 'l.cuenta_id')
        .select((eb) => ['l.fecha', eb.fn.sum<string>(eb('l.debito', '-', eb.ref('l.credito'))).as('monto')])
        .where('c.cuenta_pago_id', '=', cuenta.id)
        .where((w) => w.between('l.fecha', desde, hasta))
        .groupBy('l.fecha')
        .execute(),
      base
        .selectFrom('pagos_extracto_lineas')
        .select((eb) => [
          eb.cast<string>('devolucion_fecha', 'text').as('fecha'),
          eb.fn.sum<string>('valor').as('monto'),
        ])
        .where('cuenta_pago_id', '=', cuenta.id)
        .where('estado', '=', 'devuelta')
        .where((w) => w.between('devolucion_fecha', desde, hasta))
        .groupBy('devolucion_fecha')
        .execute(),
      debitosPorDia(manager, cuenta.id, desde, hasta),
      lineasParaSaldo(manager, cuenta.id, hasta),
      primeraLinea(manager, cuenta.id),
      saldoMayorAntes(manager, cuenta.id, desde),
      partidasPendientes(manager, cuenta.id, desde, hasta),
    ]);
    const porDia = new Map<string, DiaConciliacion>();
    const dia = (fecha: string) => {
      const existente = porDia.get(fecha);
      if (existente) return existente;
      const nuevo: DiaConciliacion = { fecha, extracto: 0, cobros: 0, suspenso: 0, mayor: 0 };
      porDia.set(fecha, nuevo);
      return nuevo;
    };
    for (const f of extracto) dia(f.fecha).extracto = Number(f.monto);
    for (const f of cobros) dia(f.fecha).cobros = Number(f.monto);
    for (const f of suspenso) dia(f.fecha).suspenso = Number(f.monto);
    for (const f of mayor) dia(f.fecha).mayor = Number(f.monto);
    for (const f of devoluciones) dia(f.fecha).devoluciones = Number(f.monto);
    for (const f of debitos) {
      if (Number(f.debitos) !== 0) dia(f.fecha).debitos = Number(f.debitos);
      if (Number(f.cargos) !== 0) dia(f.fecha).cargos = Number(f.cargos);
    }
    const dias = [...porDia.values()].sort((x, y) => (x.fecha < y.fecha ? -1 : x.fecha > y.fecha ? 1 : 0));
    // El saldo del banco: sin columna de saldo, lo que el mayor tenía antes de su primera línea más las líneas.
    const apertura = primera ? await saldoMayorAntes(manager, cuenta.id, primera) : 0;
    const cierres = saldosDelExtracto(apertura, lineasSaldo);
    let saldoMayor = Math.round(mayorAntes * 100);
    for (const d of dias) {
      saldoMayor += Math.round(d.mayor * 100);
      const saldoExtracto = saldoAlDia(cierres, d.fecha, null);
      d.saldoExtracto = saldoExtracto;
      d.saldoMayor = saldoMayor / 100;
      d.diferencia = saldoExtracto === null ? null : (Math.round(saldoExtracto * 100) - saldoMayor) / 100;
    }
    const suma = (k: 'extracto' | 'cobros' | 'suspenso' | 'mayor' | 'devoluciones' | 'debitos' | 'cargos') =>
      Math.round(dias.reduce((t, d) => t + (d[k] ?? 0) * 100, 0)) / 100;
    return {
      cuenta: {
        _id: cuenta.id,
        nombre: cuenta.nombre,
        tipo: deLista(TIPOS_CUENTA_PAGO, cuenta.tipo, 'pagos_cuentas.tipo'),
        cuentaContable: cuenta.codigo,
      },
      desde,
      hasta,
      dias,
      totales: {
        extracto: suma('extracto'),
        cobros: suma('cobros'),
        suspenso: suma('suspenso'),
        mayor: suma('mayor'),
        devoluciones: suma('devoluciones'),
        debitos: suma('debitos'),
        cargos: suma('cargos'),
      },
      diferencias: diferenciasConciliacion(dias),
      partidas,
    };
  }
}
