import { Injectable } from '@nestjs/common';
import { ESTADOS_PRESTAMO, LIMITES, type ResumenDashboard } from '@cartera/dominio';
import { sql, type Compilable, type CompiledQuery, type Expression, type Kysely, type SqlBool } from 'kysely';
import { DataSource } from 'typeorm';
import { consultasEnPoder } from '../caja/caja-en-poder.consultas';
import { consultaPreparada, formaFija } from '../database/consulta-preparada';
import type { DB } from '../database/esquema';
import { deLista } from '../database/kysely';
import { cobroDeLaCarteraDe, deLaCarteraDe, esCobrador } from '../common/acceso-cartera';
import { aPesos, centavosDe } from '../common/dinero';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { prestamoAbierto, prestamoDesembolsado, prestamoEnPie } from '../database/estado-prestamo.sql';

/** `coalesce(<suma>, 0)`: la suma de un NUMERIC (texto desde pg) o 0 si no hay filas. */
// sql: coalesce fuera de un `eb` con el tipo T de la suma: eb.fn.coalesce lo tiparía T | '0'
const oCero = <T>(suma: Expression<T | null>) => sql<T>`coalesce(${suma}, 0)`;

/** Los tipos del libro que el tablero suma, escritos en la consulta como los del índice parcial de movimientos. */
const TIPOS_LIBRO = ['condonacion', 'castigo', 'recuperacion'] as const;

/** El cobrador al que se limita una consulta (un valor de la forma) o null: toda la cartera. */
type Cartera = Expression<string> | null;

/**
 * Una consulta del tablero en sus dos formas, cada una armada y compilada una sola vez: toda la cartera y la de un
 * cobrador (su id es el valor 0).
 */
function delTablero<T>(construir: (k: Kysely<DB>, cobrador: Cartera) => Compilable<T>) {
  const toda = formaFija((k) => construir(k, null));
  const deCobrador = formaFija((k, valor) => construir(k, valor<string>(0)));
  return (cobradorId: string | null) => (cobradorId === null ? toda() : deCobrador([cobradorId]));
}

/** Los préstamos de la cartera del cobrador (para filtrar movimientos y líneas del mayor por préstamo). */
const prestamosDeLaCartera = (k: Kysely<DB>, cobrador: Expression<string>) =>
  k.selectFrom('prestamos as p').select('p.id').where(deLaCarteraDe(cobrador));

const recientes = sql.lit(LIMITES.recientes);

// Del registro de conteos que mantienen los disparadores, por estado, cobrador y oficina (sin recorrer los clientes;
// su política por oficina deja ver lo de las oficinas de quien pide, como la de los clientes).
const CLIENTES = delTablero((k, cobrador) => {
  const clientes = k
    .selectFrom('clientes_totales')
    .select((eb) => [
      eb.cast<number>(oCero(eb.fn.sum<string | null>('total')), 'integer').as('total'),
      eb
        .cast<number>(oCero(eb.fn.sum<string | null>('total').filterWhere('estado', '=', sql.lit('activo'))), 'integer')
        .as('activos'),
    ]);
  return cobrador ? clientes.where('cobrador_id', '=', cobrador) : clientes;
});

const PRESTAMOS = delTablero((k, cobrador) =>
  cobrador
    ? k
        .selectFrom('prestamos as p')
        .select((eb) => [
          eb.cast<number>(eb.fn.countAll().filterWhere(prestamoDesembolsado('p.estado')), 'integer').as('total'),
          eb.cast<number>(eb.fn.countAll().filterWhere(prestamoAbierto('p.estado')), 'integer').as('activos'),
          oCero(
            eb.fn.sum<string | null>(eb('p.monto', '-', eb.ref('p.monto_refinanciado'))).filterWhere(prestamoEnPie('p.estado')),
          ).as('prestado'),
          eb.cast<number>(eb.fn.countAll().filterWhere('p.estado', '=', sql.lit('solicitado')), 'integer').as('solicitudes'),
        ])
        .where(deLaCarteraDe(cobrador))
    : // Toda la cartera: del registro de conteos que mantienen los disparadores (sin recorrer los préstamos).
      k.selectFrom('prestamos_resumen').select((eb) => {
        const cantidad = (filtro: Expression<SqlBool>) =>
          eb.cast<number>(oCero(eb.fn.sum<string | null>('cantidad').filterWhere(filtro)), 'integer');
        return [
          cantidad(prestamoDesembolsado()).as('total'),
          cantidad(prestamoAbierto()).as('activos'),
          oCero(eb.fn.sum<string | null>('prestado').filterWhere(prestamoEnPie())).as('prestado'),
          cantidad(eb('estado', '=', sql.lit('solicitado'))).as('solicitudes'),
        ];
      }),
);

const COBROS = delTablero((k, cobrador) =>
  cobrador
    ? k
        .selectFrom('cobros as co')
        .select((eb) => [
          eb.cast<number>(eb.fn.countAll(), 'integer').as('total'),
          oCero(eb.fn.sum<string | null>('co.monto')).as('cobrado'),
        ])
        .where(cobroDeLaCarteraDe(cobrador))
    : k
        .selectFrom('cobros_resumen')
        .select((eb) => [
          eb.cast<number>(oCero(eb.fn.sum<string | null>('cantidad')), 'integer').as('total'),
          oCero(eb.fn.sum<string | null>('monto')).as('cobrado'),
        ]),
);

const LIBRO = delTablero((k, cobrador) => {
  const libro = k
    .selectFrom('prestamos_movimientos as m')
    .select((eb) => {
      const deTipo = (tipo: (typeof TIPOS_LIBRO)[number]) =>
        oCero(eb.fn.sum<string | null>('m.monto').filterWhere('m.tipo', '=', sql.lit(tipo)));
      return [deTipo('condonacion').as('condonado'), deTipo('castigo').as('castigado'), deTipo('recuperacion').as('recuperado')];
    })
    .where('m.tipo', 'in', TIPOS_LIBRO.map((tipo) => sql.lit(tipo)));
  return cobrador ? libro.where('m.prestamo_id', 'in', prestamosDeLaCartera(k, cobrador)) : libro;
});

const ULTIMOS_PRESTAMOS = delTablero((k, cobrador) => {
  const prestamos = k
    .selectFrom('prestamos as p')
    .innerJoin('clientes as c', 'c.id', 'p.cliente_id')
    .select(['p.id', 'p.numero', 'p.monto', 'p.fecha', 'p.estado', 'c.id as cliente_id', 'c.nombre as cliente_nombre']);
  return (cobrador ? prestamos.where(deLaCarteraDe(cobrador)) : prestamos)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(recientes);
});

const ULTIMOS_COBROS = delTablero((k, cobrador) => {
  const cobros = k.selectFrom('cobros as co').selectAll('co');
  return (
    k
      // Primero los cinco cobros; después sus joins (no los de todos los cobros de la cartera).
      .selectFrom(
        (cobrador ? cobros.where(cobroDeLaCarteraDe(cobrador)) : cobros)
          .orderBy('co.fecha', 'desc')
          .orderBy('co.created_at', 'desc')
          .orderBy('co.id', 'desc')
          .limit(recientes)
          .as('co'),
      )
      .innerJoin('prestamos as p', 'p.id', 'co.prestamo_id')
      .innerJoin('clientes as c', 'c.id', 'p.cliente_id')
      .leftJoin('usuarios as u', 'u.id', 'co.cobrador_id')
      .select([
        'co.id',
        'co.monto',
        'co.fecha',
        'co.cobrador_id',
        'u.nombre as cobrador_nombre',
        'p.id as prestamo_id',
        'p.numero',
        'c.id as cliente_id',
        'c.nombre as cliente_nombre',
      ])
      .orderBy('co.fecha', 'desc')
      .orderBy('co.created_at', 'desc')
      .orderBy('co.id', 'desc')
  );
});

/** El capital por cobrar del libro mayor: de toda la cartera, de sus saldos por mes; de un cobrador, de sus préstamos. */
const MAYOR = delTablero((k, cobrador) => {
  const cuenta = k.selectFrom('contabilidad_cuentas').select('id').where('clave', '=', sql.lit('cartera_capital'));
  return cobrador
    ? k
        .selectFrom('contabilidad_lineas as l')
        .select((eb) => oCero(eb.fn.sum<string | null>(eb('l.debito', '-', eb.ref('l.credito')))).as('capital'))
        .where('l.cuenta_id', '=', cuenta)
        .where('l.prestamo_id', 'in', prestamosDeLaCartera(k, cobrador))
    : k
        .selectFrom('contabilidad_saldos_mes as s')
        .select((eb) => oCero(eb.fn.sum<string | null>(eb('s.debitos', '-', eb.ref('s.creditos')))).as('capital'))
        .where('s.cuenta_id', '=', cuenta);
});

/**
 * Cifras del tablero calculadas en la base con unas pocas agregaciones (nunca descargando listas), exactas a
 * cualquier volumen (docs/decisiones/registros-de-conteos.md), con las definiciones del libro (docs/libro.md). Para toda la
 * cartera, préstamos y cobros salen de los registros de conteos (prestamos_resumen, cobros_resumen) que mantienen los
 * disparadores, y lo poco frecuente (condonado, castigado, recuperado) del libro por su índice parcial:
 * - montoPrestado = Σ (monto − monto_refinanciado) de los desembolsos que siguen en pie (ni anulados ni solicitudes):
 *   lo refinanciado en un reenganche no es dinero nuevo;
 * - montoCobrado = cobros netos (los borrados y revertidos ya no están) sin las recuperaciones de castigados;
 * - porcentajeRecuperacion = cobrado ÷ prestado × 100 con un decimal, sobre el mismo conjunto de préstamos (un
 *   anulado no tiene cobros; una recuperación no cuenta en ninguno de los dos);
 * - carteraVigente = capital por cobrar con el reparto del libro mayor (saldo de 140505: el interés retenido de un
 *   préstamo adelantado y el refinanciado en un reenganche son interés, no capital; docs/reportes.md);
 * - totalPrestamos no cuenta solicitudes ni rechazados; prestamosActivos = préstamos con saldo en curso (activo, mora
 *   o vencido); clientesActivos = clientes con estado activo.
 * Para un cobrador, todo se limita a su cartera (sus clientes y los préstamos que tiene asignados o son de sus
 * clientes, y los cobros de esos préstamos).
 */
@Injectable()
export class DashboardService {
  constructor(private readonly dataSource: DataSource) {}

  async resumen(actor: Usuario): Promise<ResumenDashboard> {
    const cobrador = esCobrador(actor) ? actor.id : null;
    const leer = <T>(consulta: (cobradorId: string | null) => CompiledQuery<T>) =>
      consultaPreparada(this.dataSource, consulta(cobrador));
    const [[clientes], [prestamos], [cobros], [libro], ultimosPrestamos, ultimosCobros, enPoder, [mayor]] = await Promise.all([
      leer(CLIENTES),
      leer(PRESTAMOS),
      leer(COBROS),
      leer(LIBRO),
      leer(ULTIMOS_PRESTAMOS),
      leer(ULTIMOS_COBROS),
      consultasEnPoder.total(this.dataSource.manager, cobrador),
      leer(MAYOR),
    ]);

    const prestado = centavosDe(prestamos.prestado);
    const cobrado = centavosDe(cobros.cobrado) - centavosDe(libro.recuperado);
    return {
      totalClientes: clientes.total,
      clientesActivos: clientes.activos,
      totalPrestamos: prestamos.total,
      prestamosActivos: prestamos.activos,
      montoPrestado: aPesos(prestado),
      montoCobrado: aPesos(cobrado),
      totalCobros: cobros.total,
      porcentajeRecuperacion: prestado === 0 ? 0 : Math.round((cobrado * 1000) / prestado) / 10,
      carteraVigente: aPesos(centavosDe(mayor.capital)),
      montoCondonado: aPesos(centavosDe(libro.condonado)),
      montoCastigado: aPesos(centavosDe(libro.castigado)),
      montoRecuperado: aPesos(centavosDe(libro.recuperado)),
      enPoderCobradores: aPesos(centavosDe(enPoder)),
      solicitudesPendientes: prestamos.solicitudes,
      ultimosPrestamos: ultimosPrestamos.map((f) => ({
        _id: f.id,
        numero: Number(f.numero),
        cliente: { _id: f.cliente_id, nombre: f.cliente_nombre },
        monto: Number(f.monto),
        fecha: f.fecha,
        estado: deLista(ESTADOS_PRESTAMO, f.estado, 'prestamos.estado'),
      })),
      ultimosCobros: ultimosCobros.map((f) => ({
        _id: f.id,
        prestamo: {
          _id: f.prestamo_id,
          numero: Number(f.numero),
          cliente: { _id: f.cliente_id, nombre: f.cliente_nombre },
        },
        monto: Number(f.monto),
        fecha: f.fecha,
        cobrador: f.cobrador_id ? { _id: f.cobrador_id, nombre: f.cobrador_nombre ?? '' } : null,
      })),
    };
  }
}
