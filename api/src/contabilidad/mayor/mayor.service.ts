import { Injectable } from '@nestjs/common';
import {
  CODIGOS,
  DIAS_MAXIMOS_DIARIO,
  MENSAJES_CONTABILIDAD,
  diferenciaDias,
  finDelMesAnterior,
  hoyBogota,
  periodoAnterior,
  type AsientoContable,
  type BalanceGeneral,
  type BalancePrueba,
  type ClaseCuenta,
  type ClaveCuenta,
  type CuentaContable,
  type EstadoResultados,
  type FilaEstadoFinanciero,
  type NaturalezaCuenta,
  type OrigenAsiento,
  type TipoAsientoContable,
} from '@cartera/dominio';
import { DataSource, type EntityManager } from 'typeorm';
import { auditar } from '../../auditoria/auditar';
import { aPesos, centavosDe } from '../../cartera/dinero';
import { ErrorNegocio, errorValidacion } from '../../common/errores';
import { metaPagina } from '../../common/paginacion';
import { Pagina } from '../../common/respuesta';
import type { ContextoSolicitud } from '../../common/usuario-actual.decorator';
import { instanteJson } from '../../database/consulta-preparada';
import type { ConsultaDiarioDto, CuentaContableDto, RangoContableDto } from './mayor.dto';
import type {
  FilaAsiento,
  FilaCuentaMayor,
  FilaExporteDiario,
  FilaLinea,
  FilaSaldoCuenta,
} from './mayor.filas';

/** Las consultas del libro mayor, por nombre: la prueba de columnas las corre todas contra la base real. */
export const SQL_MAYOR = {
  cuentas: `
    SELECT c.id, c.codigo, c.nombre, c.clase, c.naturaleza, c.clave, c.cobrador_id, u.nombre AS cobrador_nombre,
           p.codigo AS codigo_padre
    FROM contabilidad_cuentas c
    LEFT JOIN usuarios u ON u.id = c.cobrador_id
    LEFT JOIN contabilidad_cuentas p ON p.id = c.padre_id
    ORDER BY c.codigo`,
  /** $1 desde, $2 hasta, $3 cuenta (prefijo) o null, $4 origen o null, $5 tercero (texto) o null, $6 limit, $7 offset. */
  asientos: `
    SELECT a.id, a.numero::text AS numero, a.fecha::text AS fecha, a.tipo, a.descripcion, a.origen, a.origen_id,
           a.reverso_de, a.registrado_por, u.nombre AS registrado_nombre, a.created_at, count(*) OVER ()::int AS total
    FROM contabilidad_asientos a
    LEFT JOIN usuarios u ON u.id = a.registrado_por
    WHERE a.fecha BETWEEN $1 AND $2
      AND ($4::text IS NULL OR a.origen = $4)
      AND ($3::text IS NULL OR EXISTS (
        SELECT 1 FROM contabilidad_lineas l JOIN contabilidad_cuentas c ON c.id = l.cuenta_id
        WHERE l.asiento_id = a.id AND c.codigo LIKE $3 || '%'))
      AND ($5::text IS NULL OR EXISTS (
        SELECT 1 FROM contabilidad_lineas l
        LEFT JOIN clientes cl ON cl.id = l.cliente_id
        LEFT JOIN usuarios co ON co.id = l.cobrador_id
        WHERE l.asiento_id = a.id
          AND (cl.nombre_busqueda LIKE '%' || sin_acentos($5) || '%' OR cl.cedula LIKE $5 || '%'
               OR sin_acentos(co.nombre) LIKE '%' || sin_acentos($5) || '%')))
    ORDER BY a.fecha, a.numero
    LIMIT $6 OFFSET $7`,
  /** $1 ids de los comprobantes. */
  lineas: `
    SELECT l.asiento_id, c.codigo, c.nombre AS cuenta, l.debito, l.credito, l.cliente_id, cl.nombre AS cliente_nombre,
           cl.cedula AS cliente_cedula, l.cobrador_id, co.nombre AS cobrador_nombre, l.prestamo_id,
           p.numero::text AS prestamo_numero
    FROM contabilidad_lineas l
    JOIN contabilidad_cuentas c ON c.id = l.cuenta_id
    LEFT JOIN clientes cl ON cl.id = l.cliente_id
    LEFT JOIN usuarios co ON co.id = l.cobrador_id
    LEFT JOIN prestamos p ON p.id = l.prestamo_id
    WHERE l.asiento_id = ANY($1::uuid[])
    ORDER BY l.asiento_id, l.id`,
  /** Por cuenta: saldo antes de $1 y movimientos de $1 a $2. */
  saldos: `
    SELECT c.codigo, c.nombre, c.clase,
           coalesce(sum(l.debito - l.credito) FILTER (WHERE l.fecha < $1), 0) AS saldo_anterior,
           coalesce(sum(l.debito) FILTER (WHERE l.fecha >= $1), 0) AS debitos,
           coalesce(sum(l.credito) FILTER (WHERE l.fecha >= $1), 0) AS creditos
    FROM contabilidad_cuentas c
    LEFT JOIN contabilidad_lineas l ON l.cuenta_id = c.id AND l.fecha <= $2
    GROUP BY c.id, c.codigo, c.nombre, c.clase
    ORDER BY c.codigo`,
  /** Las líneas del diario de $1 a $2 con las columnas que importan los programas contables. */
  exporte: `
    SELECT a.fecha::text AS fecha, a.numero::text AS numero, c.codigo, c.nombre AS cuenta,
           coalesce(cl.cedula, CASE WHEN co.id IS NOT NULL THEN 'COB-' || substr(co.id::text, 1, 8) END) AS tercero_documento,
           coalesce(cl.nombre, co.nombre) AS tercero_nombre, l.debito, l.credito, a.descripcion
    FROM contabilidad_asientos a
    JOIN contabilidad_lineas l ON l.asiento_id = a.id
    JOIN contabilidad_cuentas c ON c.id = l.cuenta_id
    LEFT JOIN clientes cl ON cl.id = l.cliente_id
    LEFT JOIN usuarios co ON co.id = l.cobrador_id
    WHERE a.fecha BETWEEN $1 AND $2
    ORDER BY a.fecha, a.numero, l.id`,
} as const;

/** Primer y último día del mes de `dia`. */
function mesDe(dia: string): { desde: string; hasta: string } {
  const [anio, mes] = dia.split('-').map(Number);
  const ultimo = new Date(Date.UTC(anio, mes, 0)).getUTCDate();
  return { desde: `${dia.slice(0, 8)}01`, hasta: `${dia.slice(0, 8)}${String(ultimo).padStart(2, '0')}` };
}

/** Los estados financieros leen montos en pesos con centavos exactos. */
const pesos = (valor: string | number | null | undefined) => aPesos(centavosDe(valor));

/**
 * Las lecturas del libro mayor (docs/contabilidad.md): plan de cuentas, libro diario, balance de prueba, estado de
 * resultados y balance general. Cada estado sale de las mismas sumas por cuenta (`SQL_MAYOR.saldos`), así que sus
 * totales cuadran al peso con el balance de prueba.
 */
@Injectable()
export class LibroMayorService {
  constructor(private readonly dataSource: DataSource) {}

  /** El rango pedido, o el mes en curso; desde ≤ hasta. */
  rango(consulta: RangoContableDto, maximoDias?: number): { desde: string; hasta: string } {
    const mes = mesDe(hoyBogota());
    const desde = consulta.desde ?? (consulta.hasta ? mesDe(consulta.hasta).desde : mes.desde);
    const hasta = consulta.hasta ?? (consulta.desde ? mesDe(consulta.desde).hasta : mes.hasta);
    if (hasta < desde) throw errorValidacion({ hasta: [MENSAJES_CONTABILIDAD.rangoInvertido] });
    if (maximoDias && diferenciaDias(desde, hasta) + 1 > maximoDias) {
      throw errorValidacion({ hasta: [MENSAJES_CONTABILIDAD.rangoLargo] });
    }
    return { desde, hasta };
  }

  async cuentas(manager: EntityManager = this.dataSource.manager): Promise<CuentaContable[]> {
    const filas: FilaCuentaMayor[] = await manager.query(SQL_MAYOR.cuentas);
    return filas.map((f) => ({
      id: f.id,
      codigo: f.codigo,
      nombre: f.nombre,
      clase: f.clase as ClaseCuenta,
      naturaleza: f.naturaleza as NaturalezaCuenta,
      clave: f.clave as ClaveCuenta | null,
      cobrador: f.cobrador_id ? { _id: f.cobrador_id, nombre: f.cobrador_nombre ?? '' } : null,
      codigoPadre: f.codigo_padre,
    }));
  }

  /** Cambia el código o el nombre de una cuenta (administrador). Su papel en las reglas no cambia. Auditado. */
  actualizarCuenta(id: string, dto: CuentaContableDto, contexto: ContextoSolicitud): Promise<CuentaContable> {
    return this.dataSource.transaction(async (manager) => {
      const antes = (await this.cuentas(manager)).find((c) => c.id === id);
      if (!antes) throw new ErrorNegocio(CODIGOS.noEncontrado, MENSAJES_CONTABILIDAD.cuentaNoEncontrada, 404);
      if (dto.codigo !== undefined && dto.codigo !== antes.codigo) {
        const [otra]: unknown[] = await manager.query(
          `SELECT 1 FROM contabilidad_cuentas WHERE codigo = $1 AND id <> $2`,
          [dto.codigo, id],
        );
        if (otra) throw errorValidacion({ codigo: [MENSAJES_CONTABILIDAD.codigoCuentaRepetido] });
      }
      await manager.query(
        `UPDATE contabilidad_cuentas SET codigo = coalesce($2, codigo), nombre = coalesce($3, nombre), updated_at = now()
         WHERE id = $1`,
        [id, dto.codigo ?? null, dto.nombre ?? null],
      );
      const despues = (await this.cuentas(manager)).find((c) => c.id === id) as CuentaContable;
      await auditar(manager, contexto, 'Sistema', {
        accion: 'Actualizar cuenta contable',
        detalles: `Cuenta ${antes.codigo} — ${antes.nombre} ahora es ${despues.codigo} — ${despues.nombre}`,
        datosAnteriores: antes,
        datosNuevos: despues,
      });
      return despues;
    });
  }

  async diario(consulta: ConsultaDiarioDto): Promise<Pagina<AsientoContable>> {
    const { desde, hasta } = this.rango(consulta);
    const { page, limit } = consulta;
    const asientos: FilaAsiento[] = await this.dataSource.query(SQL_MAYOR.asientos, [
      desde,
      hasta,
      consulta.cuenta ?? null,
      consulta.origen ?? null,
      consulta.tercero || null,
      limit,
      (page - 1) * limit,
    ]);
    const lineas: FilaLinea[] = asientos.length
      ? await this.dataSource.query(SQL_MAYOR.lineas, [asientos.map((a) => a.id)])
      : [];
    const porAsiento = new Map<string, FilaLinea[]>();
    for (const linea of lineas)
      porAsiento.set(linea.asiento_id, [...(porAsiento.get(linea.asiento_id) ?? []), linea]);
    let total = asientos[0]?.total ?? 0;
    if (asientos.length === 0 && page > 1) {
      const [conteo]: Array<{ total: number }> = await this.dataSource.query(
        `SELECT count(*)::int AS total FROM (${SQL_MAYOR.asientos.replace(/LIMIT \$6 OFFSET \$7/, '')}) t`,
        [desde, hasta, consulta.cuenta ?? null, consulta.origen ?? null, consulta.tercero || null],
      );
      total = conteo.total;
    }
    return new Pagina(
      asientos.map((a) => ({
        id: a.id,
        numero: Number(a.numero),
        fecha: a.fecha,
        tipo: a.tipo as TipoAsientoContable,
        descripcion: a.descripcion,
        origen: a.origen as OrigenAsiento,
        origenId: a.origen_id,
        reversoDe: a.reverso_de,
        registradoPor: a.registrado_por ? { _id: a.registrado_por, nombre: a.registrado_nombre ?? '' } : null,
        createdAt: instanteJson(a.created_at),
        lineas: (porAsiento.get(a.id) ?? []).map((l) => ({
          codigo: l.codigo,
          cuenta: l.cuenta,
          debito: pesos(l.debito),
          credito: pesos(l.credito),
          tercero: l.cliente_id
            ? {
                tipo: 'cliente' as const,
                id: l.cliente_id,
                nombre: l.cliente_nombre ?? '',
                documento: l.cliente_cedula,
              }
            : l.cobrador_id
              ? {
                  tipo: 'cobrador' as const,
                  id: l.cobrador_id,
                  nombre: l.cobrador_nombre ?? '',
                  documento: null,
                }
              : null,
          prestamo: l.prestamo_id ? { id: l.prestamo_id, numero: l.prestamo_numero ?? '' } : null,
        })),
      })),
      metaPagina(total, page, limit),
    );
  }

  private saldos(desde: string, hasta: string): Promise<FilaSaldoCuenta[]> {
    return this.dataSource.query(SQL_MAYOR.saldos, [desde, hasta]);
  }

  async balancePrueba(consulta: RangoContableDto): Promise<BalancePrueba> {
    const { desde, hasta } = this.rango(consulta);
    const filas = await this.saldos(desde, hasta);
    const cuentas = filas
      .map((f) => {
        const saldoAnterior = centavosDe(f.saldo_anterior);
        const debitos = centavosDe(f.debitos);
        const creditos = centavosDe(f.creditos);
        return { f, saldoAnterior, debitos, creditos };
      })
      .filter((c) => c.saldoAnterior !== 0 || c.debitos !== 0 || c.creditos !== 0)
      .map(({ f, saldoAnterior, debitos, creditos }) => ({
        codigo: f.codigo,
        nombre: f.nombre,
        clase: f.clase as ClaseCuenta,
        saldoAnterior: aPesos(saldoAnterior),
        debitos: aPesos(debitos),
        creditos: aPesos(creditos),
        saldo: aPesos(saldoAnterior + debitos - creditos),
      }));
    return {
      desde,
      hasta,
      cuentas,
      totalDebitos: aPesos(filas.reduce((t, f) => t + centavosDe(f.debitos), 0)),
      totalCreditos: aPesos(filas.reduce((t, f) => t + centavosDe(f.creditos), 0)),
    };
  }

  async estadoResultados(consulta: RangoContableDto): Promise<EstadoResultados> {
    const { desde, hasta } = this.rango(consulta);
    const anterior = periodoAnterior(desde, hasta);
    const [actuales, previas] = await Promise.all([
      this.saldos(desde, hasta),
      this.saldos(anterior.desde, anterior.hasta),
    ]);
    const filas = (clase: 'ingreso' | 'gasto'): FilaEstadoFinanciero[] => {
      const signo = clase === 'ingreso' ? -1 : 1;
      const delPeriodo = (f: FilaSaldoCuenta) => signo * (centavosDe(f.debitos) - centavosDe(f.creditos));
      return actuales
        .map((f, i) => ({ f, monto: delPeriodo(f), previo: delPeriodo(previas[i]) }))
        .filter(({ f, monto, previo }) => f.clase === clase && (monto !== 0 || previo !== 0))
        .map(({ f, monto, previo }) => ({
          codigo: f.codigo,
          nombre: f.nombre,
          monto: aPesos(monto),
          anterior: aPesos(previo),
        }));
    };
    const ingresos = filas('ingreso');
    const gastos = filas('gasto');
    const suma = (lista: FilaEstadoFinanciero[], campo: 'monto' | 'anterior') =>
      aPesos(lista.reduce((t, f) => t + Math.round(f[campo] * 100), 0));
    const totalIngresos = suma(ingresos, 'monto');
    const totalGastos = suma(gastos, 'monto');
    const totalIngresosAnterior = suma(ingresos, 'anterior');
    const totalGastosAnterior = suma(gastos, 'anterior');
    return {
      desde,
      hasta,
      anteriorDesde: anterior.desde,
      anteriorHasta: anterior.hasta,
      ingresos,
      gastos,
      totalIngresos,
      totalGastos,
      totalIngresosAnterior,
      totalGastosAnterior,
      utilidad: aPesos(Math.round(totalIngresos * 100) - Math.round(totalGastos * 100)),
      utilidadAnterior: aPesos(
        Math.round(totalIngresosAnterior * 100) - Math.round(totalGastosAnterior * 100),
      ),
    };
  }

  async balanceGeneral(fecha: string = hoyBogota()): Promise<BalanceGeneral> {
    const fechaAnterior = finDelMesAnterior(fecha);
    const inicio = '0001-01-01';
    const [actuales, previas] = await Promise.all([
      this.saldos(inicio, fecha),
      this.saldos(inicio, fechaAnterior),
    ]);
    const saldo = (f: FilaSaldoCuenta) =>
      centavosDe(f.saldo_anterior) + centavosDe(f.debitos) - centavosDe(f.creditos);
    const filas = (
      clase: ClaseCuenta,
    ): Array<{ codigo: string; nombre: string; monto: number; anterior: number }> => {
      const signo = clase === 'activo' ? 1 : -1;
      return actuales
        .map((f, i) => ({ f, monto: signo * saldo(f), previo: signo * saldo(previas[i]) }))
        .filter(({ f, monto, previo }) => f.clase === clase && (monto !== 0 || previo !== 0))
        .map(({ f, monto, previo }) => ({ codigo: f.codigo, nombre: f.nombre, monto, anterior: previo }));
    };
    // Resultados acumulados: ingresos − gastos hasta la fecha (el cierre contable del ejercicio los lleva al patrimonio).
    const resultado = (lista: FilaSaldoCuenta[]) =>
      -lista.filter((f) => f.clase === 'ingreso' || f.clase === 'gasto').reduce((t, f) => t + saldo(f), 0);
    const activos = filas('activo');
    const pasivos = filas('pasivo');
    const patrimonio = [
      ...filas('patrimonio'),
      {
        codigo: '3605',
        nombre: 'Resultados acumulados',
        monto: resultado(actuales),
        anterior: resultado(previas),
      },
    ];
    const total = (lista: Array<{ monto: number; anterior: number }>, campo: 'monto' | 'anterior') =>
      aPesos(lista.reduce((t, f) => t + f[campo], 0));
    const enPesos = (lista: Array<{ codigo: string; nombre: string; monto: number; anterior: number }>) =>
      lista.map((f) => ({ ...f, monto: aPesos(f.monto), anterior: aPesos(f.anterior) }));
    return {
      fecha,
      fechaAnterior,
      activos: enPesos(activos),
      pasivos: enPesos(pasivos),
      patrimonio: enPesos(patrimonio),
      totalActivos: total(activos, 'monto'),
      totalPasivos: total(pasivos, 'monto'),
      totalPatrimonio: total(patrimonio, 'monto'),
      totalActivosAnterior: total(activos, 'anterior'),
      totalPasivosAnterior: total(pasivos, 'anterior'),
      totalPatrimonioAnterior: total(patrimonio, 'anterior'),
    };
  }

  /** Las líneas del diario para el exporte (a lo sumo DIAS_MAXIMOS_DIARIO días). */
  async lineasExporte(
    consulta: RangoContableDto,
  ): Promise<{ desde: string; hasta: string; filas: FilaExporteDiario[] }> {
    const { desde, hasta } = this.rango(consulta, DIAS_MAXIMOS_DIARIO);
    const filas: FilaExporteDiario[] = await this.dataSource.query(SQL_MAYOR.exporte, [desde, hasta]);
    return { desde, hasta, filas };
  }
}
