// Lo que la revisión de una importación ya sabe de cada préstamo antes de aplicarlo (docs/decisiones/importacion.md,
// «Préstamos»): con el plan de Cartera (o el propio) y sus cobros, si el estado del archivo es posible y si la historia
// cabe en lo pactado. Así la revisión muestra estos errores y la aplicación no los descubre a mitad. Puro.

import { calcularPlan } from './amortizacion';
import type { Modalidad, TipoAmortizacion } from './constantes';
import { formatearCOP } from './formato';
import { errorPrestamoSinCartera } from './importacionSinCartera';
import { HOJAS_IMPORTACION, type ErrorFilaImportacion, type FilaPrestamo, type HojaImportacion, type LibroValidado } from './importacion';

export const MENSAJES_PRESTAMOS_IMPORTACION = {
  futuro: 'La fecha de corte y los cobros de la historia no pueden ser posteriores a hoy',
  cobroFuturo: 'El cobro no puede ser posterior a hoy',
  cobradoExcesivo: (cobrado: number, pactado: number) =>
    `Sus cobros suman ${formatearCOP(cobrado)}, más de lo que el préstamo pacta con Cartera (${formatearCOP(pactado)})`,
  pagadoConSaldo: (saldo: number) =>
    `El archivo lo trae pagado, pero sus cobros, aplicados por las reglas de Cartera, le dejan un saldo de ${formatearCOP(saldo)}`,
  castigadoSinSaldo:
    'El archivo lo trae castigado, pero sus cobros ya lo pagaron: no queda saldo que castigar',
  prestamoFuera: 'Su préstamo quedó fuera (vea el error de su fila en Prestamos)',
} as const;

/** Lo que un préstamo pacta (capital más interés de sus cuotas) y lo que el archivo dice que se cobró antes del corte. */
export function pactadoYCobrado(
  prestamo: FilaPrestamo,
  cobros: readonly { monto: number }[],
  cuotas: readonly { capital: number; interes: number; pagado: number }[],
): { pactado: number; cobrado: number } {
  const centavos = (n: number) => Math.round(n * 100);
  if (cuotas.length > 0)
    return {
      pactado: cuotas.reduce((t, c) => t + centavos(c.capital) + centavos(c.interes), 0) / 100,
      cobrado: cuotas.reduce((t, c) => t + centavos(c.pagado), 0) / 100,
    };
  const plan = calcularPlan({
    monto: prestamo.monto,
    interes: prestamo.interes,
    cuotas: prestamo.cuotas,
    modalidad: prestamo.modalidad as Modalidad,
    tipoAmortizacion: prestamo.tipoAmortizacion as TipoAmortizacion,
    fechaInicio: prestamo.fechaInicio,
    fechaPrimerPago: prestamo.fechaPrimerPago,
  });
  return { pactado: plan.montoTotal, cobrado: cobros.reduce((t, c) => t + centavos(c.monto), 0) / 100 };
}

/** Las filas de cada préstamo (su `prestamo`), en el orden del archivo. */
export function agruparPorPrestamo<T extends { prestamo: string }>(filas: readonly T[]): Map<string, T[]> {
  const mapa = new Map<string, T[]>();
  for (const fila of filas) {
    const lista = mapa.get(fila.prestamo);
    if (lista) lista.push(fila);
    else mapa.set(fila.prestamo, [fila]);
  }
  return mapa;
}

/**
 * Revisa los préstamos de un libro ya validado a la fecha `hoy`: nada posterior a hoy; uno sin cartera (reenganchado,
 * cancelado, solicitado, rechazado) no trae cobros ni cuotas; lo cobrado no pasa lo pactado; uno «pagado» queda sin
 * saldo y uno «castigado» lo tiene. Un préstamo con error queda fuera con sus cobros y cuotas.
 */
export function revisarPrestamosImportacion(libro: LibroValidado, hoy: string): LibroValidado {
  const errores: ErrorFilaImportacion[] = [];
  const fuera = new Set<string>();
  const numero = (hoja: HojaImportacion, i: number) => libro.numerosFila[hoja][i];
  const cobrosFuturos = new Set<number>();
  libro.filas.Cobros.forEach((cobro, i) => {
    if (cobro.fecha <= hoy) return;
    cobrosFuturos.add(i);
    fuera.add(cobro.prestamo);
    errores.push({
      hoja: 'Cobros',
      fila: numero('Cobros', i),
      columna: 'fecha',
      valor: cobro.fecha,
      mensaje: MENSAJES_PRESTAMOS_IMPORTACION.cobroFuturo,
    });
  });
  // Los cobros y las cuotas de cada préstamo, agrupados una vez (un millón de cobros no se recorre por préstamo).
  const cobrosPor = agruparPorPrestamo(libro.filas.Cobros);
  const cuotasPor = agruparPorPrestamo(libro.filas.Cuotas);
  libro.filas.Prestamos.forEach((prestamo, i) => {
    const error = (columna: keyof FilaPrestamo, mensaje: string) => {
      fuera.add(prestamo.idExterno);
      errores.push({
        hoja: 'Prestamos',
        fila: numero('Prestamos', i),
        columna,
        valor: String(prestamo[columna] ?? ''),
        mensaje,
      });
    };
    if (fuera.has(prestamo.idExterno)) return error('idExterno', MENSAJES_PRESTAMOS_IMPORTACION.futuro);
    if (prestamo.fechaCorte && prestamo.fechaCorte > hoy)
      return error('fechaCorte', MENSAJES_PRESTAMOS_IMPORTACION.futuro);
    const deCobros = cobrosPor.get(prestamo.idExterno) ?? [];
    const deCuotas = cuotasPor.get(prestamo.idExterno) ?? [];
    const sinCartera = errorPrestamoSinCartera(prestamo.estado, { cobros: deCobros.length, cuotas: deCuotas.length });
    if (sinCartera) return error('estado', sinCartera);
    const { pactado, cobrado } = pactadoYCobrado(prestamo, deCobros, deCuotas);
    const saldo = Math.round((pactado - cobrado) * 100) / 100;
    if (saldo < 0)
      return error('idExterno', MENSAJES_PRESTAMOS_IMPORTACION.cobradoExcesivo(cobrado, pactado));
    if (prestamo.estado === 'pagado' && saldo > 0)
      return error('estado', MENSAJES_PRESTAMOS_IMPORTACION.pagadoConSaldo(saldo));
    if (prestamo.estado === 'castigado' && saldo === 0)
      return error('estado', MENSAJES_PRESTAMOS_IMPORTACION.castigadoSinSaldo);
  });
  if (fuera.size === 0) return libro;

  // Los cobros y las cuotas de un préstamo que quedó fuera también quedan fuera, diciendo por qué.
  const filas = { ...libro.filas };
  const numerosFila = { ...libro.numerosFila };
  for (const hoja of ['Prestamos', 'Cobros', 'Cuotas'] as const) {
    const conservar: number[] = [];
    (libro.filas[hoja] as Array<{ idExterno?: string; prestamo?: string }>).forEach((fila, i) => {
      const prestamo = hoja === 'Prestamos' ? (fila.idExterno as string) : (fila.prestamo as string);
      if (!fuera.has(prestamo)) return conservar.push(i);
      if (hoja !== 'Prestamos' && !(hoja === 'Cobros' && cobrosFuturos.has(i)))
        errores.push({
          hoja,
          fila: numero(hoja, i),
          columna: 'prestamo',
          valor: prestamo,
          mensaje: MENSAJES_PRESTAMOS_IMPORTACION.prestamoFuera,
        });
    });
    (filas as Record<string, unknown[]>)[hoja] = conservar.map((i) => libro.filas[hoja][i]);
    numerosFila[hoja] = conservar.map((i) => libro.numerosFila[hoja][i]);
  }
  const orden: readonly string[] = HOJAS_IMPORTACION;
  return {
    ...libro,
    filas,
    numerosFila,
    errores: [...libro.errores, ...errores].sort(
      (a, b) => orden.indexOf(a.hoja) - orden.indexOf(b.hoja) || a.fila - b.fila,
    ),
  };
}
