// Al terminar de aplicar una importación con préstamos (docs/decisiones/importacion.md, «Libros abiertos» y «El corte
// queda cerrado»): cierra los libros hasta la fecha de corte, ese día incluido, y compara lo del archivo con lo que Cartera quedó
// teniendo — su cartera, lo cobrado, el libro mayor y la verificación — en `importaciones.apertura`.
import {
  CONCEPTOS_APERTURA,
  cierreDeImportacion,
  compararApertura,
  esPrestamoSinCartera,
  formatearFecha,
  pactadoYCobrado,
  saldoDeCuotas,
  type AperturaImportacion,
  type CifraApertura,
} from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { auditar, type Firmante } from '../auditoria/auditar';
import { SQL_DESCUADRES_MAYOR, SQL_DESCUADRES_PRESTAMOS } from '../contabilidad/verificacion.sql';
import { consultasImportaciones } from './importaciones.consultas';
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
    // Uno castigado abre en cuentas de orden; uno sin cartera (importacionSinCartera.ts) no debe nada.
    if (fila.estado === 'castigado' || esPrestamoSinCartera(fila.estado)) return;
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

/** Cierra los libros hasta el corte, compara y guarda la comparación. Null si el archivo no traía préstamos. */
export async function abrirLibrosImportados(
  manager: EntityManager,
  importacionId: string,
  archivo: CifrasDelArchivo,
  actor: Firmante,
  /** Las cifras del efectivo de la hoja Saldos (saldos-importacion.ts), si el archivo la traía. */
  efectivo: readonly CifraApertura[] = [],
): Promise<AperturaImportacion | null> {
  if (archivo.idsExternos.length === 0)
    return efectivo.length > 0 ? guardarAperturaDeEfectivo(manager, importacionId, efectivo) : null;
  const ids = await consultasImportaciones.prestamosImportados(manager, archivo.idsExternos);
  const prestamoIds = ids.map((f) => f.id);
  // El corte es el de los préstamos con cartera: la fecha de uno sin cartera es la de su cierre, no la del archivo.
  const fechaCorte = ids.reduce<string | null>(
    (max, f) =>
      f.fecha_corte !== null && !esPrestamoSinCartera(f.estado) && (max === null || f.fecha_corte > max)
        ? f.fecha_corte
        : max,
    null,
  );

  const cerradoAntes = await consultasImportaciones.cerradoHastaParaCambiar(manager);
  const cerradoHasta = fechaCorte ? cierreDeImportacion(fechaCorte, cerradoAntes) : cerradoAntes;
  if (cerradoHasta !== null && cerradoHasta !== cerradoAntes) {
    await consultasImportaciones.cerrarHasta(manager, cerradoHasta);
    await auditar(manager, { actor, ip: 'trabajo de importación' }, 'Sistema', {
      accion: 'Cerrar periodo',
      detalles: `Libros cerrados hasta el ${formatearFecha(cerradoHasta)}: la historia y la apertura de la cartera importada`,
      datosAnteriores: { cerradoHasta: cerradoAntes },
      datosNuevos: { cerradoHasta },
    });
  }

  // Lo del archivo (un préstamo que no entró se ve como diferencia). Con plan propio y sin castigar, su saldo al corte.
  const { conPlan } = archivo;
  const { saldoPlanes, cobrado, saldo: saldoArchivo, capital, prestamos } = archivo.totales;

  // Lo de Cartera: sus préstamos, sus cobros importados y el libro mayor de los que tienen plan propio.
  const idsConPlan = ids.filter((f) => conPlan.has(f.id_externo)).map((f) => f.id);
  const cartera = await consultasImportaciones.cifrasDeCartera(manager, prestamoIds, idsConPlan);
  const descuadres = await consultasImportaciones.descuadres(manager, prestamoIds, {
    prestamos: SQL_DESCUADRES_PRESTAMOS,
    mayor: SQL_DESCUADRES_MAYOR,
  });
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
    { concepto: CONCEPTOS_APERTURA.saldoCapital, ...pesos(saldoPlanes.capital, cartera.saldoCapital) },
    { concepto: CONCEPTOS_APERTURA.saldoInteres, ...pesos(saldoPlanes.interes, cartera.saldoInteres) },
    { concepto: CONCEPTOS_APERTURA.interesDiferido, ...pesos(saldoPlanes.interes, cartera.diferido) },
    { concepto: CONCEPTOS_APERTURA.verificacion, unidad: 'cantidad', archivo: 0, cartera: descuadres },
    ...efectivo,
  ]);
  await consultasImportaciones.guardarApertura(manager, importacionId, apertura);
  return apertura;
}

const pesos = (archivo: number, cartera: number) => ({ unidad: 'pesos' as const, archivo, cartera });
