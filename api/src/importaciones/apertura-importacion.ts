// Al terminar de aplicar una importación con préstamos (docs/decisiones/importacion.md, «Libros abiertos»): cierra
// los libros hasta el fin del mes anterior a la fecha de corte y compara lo del archivo con lo que Cartera quedó
// teniendo — su cartera, lo cobrado, el libro mayor y la verificación — en `importaciones.apertura`.
import {
  CONCEPTOS_APERTURA,
  cierreDeImportacion,
  compararApertura,
  formatearFecha,
  pactadoYCobrado,
  saldoDeCuotas,
  type AperturaImportacion,
  type CifraApertura,
} from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { auditar } from '../auditoria/auditar';
import { SQL_DESCUADRES_MAYOR, SQL_DESCUADRES_PRESTAMOS } from '../contabilidad/verificacion.sql';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { guardarAperturaDeEfectivo } from './saldos-importacion';
import type { PrestamoDelArchivo } from './aplicar-prestamos';

/**
 * Lo que el archivo dice de sus préstamos, sumado préstamo por préstamo (con sus cobros o sus cuotas) mientras la
 * aplicación recorre sus páginas: el archivo nunca está entero en memoria. Las sumas van en centavos.
 */
export class CifrasDelArchivo {
  readonly idsExternos: string[] = [];
  /** Los de plan propio sin castigar: su saldo al corte se compara con el libro mayor. */
  readonly conPlan = new Set<string>();
  private capital = 0;
  private cobrado = 0;
  private saldo = 0;
  private saldoPlanCapital = 0;
  private saldoPlanInteres = 0;

  agregar({ fila, cobros, cuotas }: PrestamoDelArchivo): void {
    const centavos = (pesos: number) => Math.round(pesos * 100);
    this.idsExternos.push(fila.idExterno);
    this.capital += centavos(fila.monto);
    this.cobrado +=
      cobros.reduce((t, c) => t + centavos(c.monto), 0) + cuotas.reduce((t, c) => t + centavos(c.pagado), 0);
    if (fila.estado === 'castigado') return;
    if (cuotas.length > 0) {
      this.conPlan.add(fila.idExterno);
      const plan = saldoDeCuotas(cuotas);
      this.saldoPlanCapital += centavos(plan.capital);
      this.saldoPlanInteres += centavos(plan.interes);
    }
    // Lo que debe al corte: lo pactado (plan de Cartera o el propio) menos lo cobrado.
    const { pactado, cobrado } = pactadoYCobrado(fila, cobros, cuotas);
    this.saldo += Math.round((pactado - cobrado) * 100);
  }

  get totales() {
    return {
      prestamos: this.idsExternos.length,
      capital: this.capital / 100,
      cobrado: this.cobrado / 100,
      saldo: this.saldo / 100,
      saldoPlanes: { capital: this.saldoPlanCapital / 100, interes: this.saldoPlanInteres / 100 },
    };
  }
}

/** Cierra el periodo anterior al corte, compara y guarda la comparación. Null si el archivo no traía préstamos. */
export async function abrirLibrosImportados(
  manager: EntityManager,
  importacionId: string,
  archivo: CifrasDelArchivo,
  actor: Usuario,
  hoy: string,
  /** Las cifras del efectivo de la hoja Saldos (saldos-importacion.ts), si el archivo la traía. */
  efectivo: readonly CifraApertura[] = [],
): Promise<AperturaImportacion | null> {
  if (archivo.idsExternos.length === 0)
    return efectivo.length > 0 ? guardarAperturaDeEfectivo(manager, importacionId, efectivo) : null;
  const ids: Array<{ id_externo: string; id: string; fecha_corte: string }> = await manager.query(
    `SELECT m.id_externo, p.id, p.fecha_corte::text AS fecha_corte
     FROM importacion_ids m JOIN prestamos p ON p.id = m.id_cartera
     WHERE m.hoja = 'Prestamos' AND m.id_externo = ANY($1::text[])`,
    [archivo.idsExternos],
  );
  const prestamoIds = ids.map((f) => f.id);
  const fechaCorte = ids.reduce<string | null>(
    (max, f) => (max === null || f.fecha_corte > max ? f.fecha_corte : max),
    null,
  );

  const [config]: Array<{ cerrado_hasta: string | null }> = await manager.query(
    `SELECT cerrado_hasta::text AS cerrado_hasta FROM configuracion_organizacion WHERE id = 1 FOR UPDATE`,
  );
  const cerradoHasta = fechaCorte
    ? cierreDeImportacion(fechaCorte, hoy, config.cerrado_hasta)
    : config.cerrado_hasta;
  if (cerradoHasta !== config.cerrado_hasta) {
    await manager.query(`UPDATE configuracion_organizacion SET cerrado_hasta = $1 WHERE id = 1`, [
      cerradoHasta,
    ]);
    await auditar(manager, { actor, ip: 'trabajo de importación' }, 'Sistema', {
      accion: 'Cerrar periodo',
      detalles: `Libros cerrados hasta el ${formatearFecha(cerradoHasta as string)}: la historia de la cartera importada`,
      datosAnteriores: { cerradoHasta: config.cerrado_hasta },
      datosNuevos: { cerradoHasta },
    });
  }

  // Lo del archivo (un préstamo que no entró se ve como diferencia). Con plan propio y sin castigar, su saldo al corte.
  const { conPlan } = archivo;
  const { saldoPlanes, cobrado, saldo: saldoArchivo, capital, prestamos } = archivo.totales;

  // Lo de Cartera: sus préstamos, sus cobros importados y el libro mayor de los que tienen plan propio.
  const idsConPlan = ids.filter((f) => conPlan.has(f.id_externo)).map((f) => f.id);
  const [cartera]: Array<{
    capital: string;
    cobrado: string;
    saldo: string;
    mayor: string;
    saldo_capital: string;
    saldo_interes: string;
    diferido: string;
  }> = await manager.query(
    `SELECT (SELECT coalesce(sum(monto), 0) FROM prestamos WHERE id = ANY($1::uuid[])) AS capital,
              (SELECT coalesce(sum(monto), 0) FROM cobros WHERE prestamo_id = ANY($1::uuid[]) AND origen = 'importacion') AS cobrado,
              (SELECT coalesce(sum(saldo_pendiente), 0) FROM prestamos WHERE id = ANY($1::uuid[])) AS saldo,
              (SELECT coalesce(sum(l.debito - l.credito), 0) FROM contabilidad_lineas l
               JOIN contabilidad_cuentas c ON c.id = l.cuenta_id
               WHERE l.prestamo_id = ANY($1::uuid[]) AND c.clave IN ('cartera_capital', 'cartera_intereses')) AS mayor,
              coalesce(sum(l.debito - l.credito) FILTER (WHERE c.clave = 'cartera_capital'), 0) AS saldo_capital,
              coalesce(sum(l.debito - l.credito) FILTER (WHERE c.clave = 'cartera_intereses'), 0) AS saldo_interes,
              coalesce(sum(l.credito - l.debito) FILTER (WHERE c.clave = 'intereses_diferidos'), 0) AS diferido
       FROM contabilidad_lineas l JOIN contabilidad_cuentas c ON c.id = l.cuenta_id
       WHERE l.prestamo_id = ANY($2::uuid[])`,
    [prestamoIds, idsConPlan],
  );
  const descuadres = await contarDescuadres(manager, prestamoIds);
  const apertura = compararApertura(fechaCorte, cerradoHasta, [
    {
      concepto: CONCEPTOS_APERTURA.prestamos,
      unidad: 'cantidad',
      archivo: prestamos,
      cartera: ids.length,
    },
    {
      concepto: CONCEPTOS_APERTURA.capital,
      ...pesos(capital, cartera.capital),
    },
    { concepto: CONCEPTOS_APERTURA.cobrado, ...pesos(cobrado, cartera.cobrado) },
    { concepto: CONCEPTOS_APERTURA.saldo, ...pesos(saldoArchivo, cartera.saldo) },
    { concepto: CONCEPTOS_APERTURA.saldoMayor, ...pesos(saldoArchivo, cartera.mayor) },
    { concepto: CONCEPTOS_APERTURA.saldoCapital, ...pesos(saldoPlanes.capital, cartera.saldo_capital) },
    { concepto: CONCEPTOS_APERTURA.saldoInteres, ...pesos(saldoPlanes.interes, cartera.saldo_interes) },
    { concepto: CONCEPTOS_APERTURA.interesDiferido, ...pesos(saldoPlanes.interes, cartera.diferido) },
    { concepto: CONCEPTOS_APERTURA.verificacion, unidad: 'cantidad', archivo: 0, cartera: descuadres },
    ...efectivo,
  ]);
  await manager.query(`UPDATE importaciones SET apertura = $2 WHERE id = $1`, [
    importacionId,
    JSON.stringify(apertura),
  ]);
  return apertura;
}

const pesos = (archivo: number, cartera: string) => ({
  unidad: 'pesos' as const,
  archivo,
  cartera: Number(cartera),
});

/** Las diferencias de la verificación del libro (préstamos y libro mayor) en los préstamos importados. */
async function contarDescuadres(manager: EntityManager, prestamoIds: readonly string[]): Promise<number> {
  if (prestamoIds.length === 0) return 0;
  const [fila]: Array<{ n: number }> = await manager.query(
    `SELECT (SELECT count(*) FROM (${SQL_DESCUADRES_PRESTAMOS}) d WHERE d.prestamo_id = ANY($1::uuid[]))::int
          + (SELECT count(*) FROM (${SQL_DESCUADRES_MAYOR}) d WHERE d.prestamo_id = ANY($1::uuid[]))::int AS n`,
    [prestamoIds],
  );
  return fila.n;
}
