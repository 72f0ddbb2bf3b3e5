// El cierre de una revisión en flujo (importacionEnFlujo.ts): las reglas de revisarPrestamosImportacion y
// revisarSaldosImportacion sobre lo que quedó tras las referencias, y el resumen de resumirImportacion. Puro.

import {
  HOJAS_IMPORTACION,
  saldoDeCuotas,
  type ComparacionFila,
  type ErrorFilaImportacion,
  type FilasPorHoja,
  type HojaImportacion,
  type LibroValidado,
  type ResumenImportacion,
} from './importacion';
import {
  aaaammdd,
  desdeAaaammdd,
  FUERA,
  FUTURO,
  PRESTAMOS_POR_PASO,
  VALIDA,
} from './importacionColumnasCompactas';
import { COMPARACIONES, type ContextoCierre, type EstadoRevision } from './importacionEnFlujoEstado';
import { MENSAJES_PRESTAMOS_IMPORTACION, pactadoYCobrado } from './importacionPrestamos';
import { efectivoDelArchivo, revisarSaldosImportacion } from './importacionSaldos';
import { errorPrestamoSinCartera, esPrestamoSinCartera } from './importacionSinCartera';

/** revisarPrestamosImportacion sobre lo que quedó: nada posterior a hoy, lo cobrado cabe en lo pactado, el estado. */
export function* revisarPrestamosEnFlujo(
  estado: EstadoRevision,
  cruzados: ErrorFilaImportacion[],
): Generator<void, void> {
  const hoy = aaaammdd(estado.hoy);
  const fuera = new Set<number>();
  const cobros = estado.cobros;
  for (let i = 0; i < cobros.cantidad; i += 1) {
    if (cobros.estado(i) !== VALIDA || cobros.entero(i, 0) <= hoy) continue;
    cobros.marcar(i, FUTURO);
    fuera.add(cobros.prestamo(i));
    cruzados.push({
      hoja: 'Cobros',
      fila: cobros.numero(i),
      columna: 'fecha',
      valor: desdeAaaammdd(cobros.entero(i, 0)),
      mensaje: MENSAJES_PRESTAMOS_IMPORTACION.cobroFuturo,
    });
  }
  const cobrosPor = cobros.agrupar(estado.prestamos.cantidad, VALIDA);
  const cuotasPor = estado.cuotas.agrupar(estado.prestamos.cantidad, VALIDA);
  let vistos = 0;
  for (const leida of estado.pequenas.Prestamos) {
    vistos += 1;
    if (vistos % PRESTAMOS_POR_PASO === 0) yield;
    const prestamo = leida.valor;
    if (!prestamo) continue;
    const k = estado.prestamos.buscar(prestamo.idExterno);
    const error = (columna: keyof typeof prestamo, mensaje: string) => {
      if (k >= 0) fuera.add(k);
      cruzados.push({
        hoja: 'Prestamos',
        fila: leida.fila,
        columna,
        valor: String(prestamo[columna] ?? ''),
        mensaje,
      });
      leida.valor = null;
    };
    if (k >= 0 && fuera.has(k)) {
      error('idExterno', MENSAJES_PRESTAMOS_IMPORTACION.futuro);
      continue;
    }
    if (prestamo.fechaCorte && prestamo.fechaCorte > estado.hoy) {
      error('fechaCorte', MENSAJES_PRESTAMOS_IMPORTACION.futuro);
      continue;
    }
    const deCobros = k >= 0 ? Array.from(cobrosPor.de(k), (i) => ({ monto: cobros.real(i, 0) })) : [];
    const deCuotas =
      k >= 0
        ? Array.from(cuotasPor.de(k), (i) => ({
            capital: estado.cuotas.real(i, 1),
            interes: estado.cuotas.real(i, 2),
            pagado: estado.cuotas.real(i, 3),
          }))
        : [];
    const sinCartera = errorPrestamoSinCartera(prestamo.estado, {
      cobros: deCobros.length,
      cuotas: deCuotas.length,
    });
    if (sinCartera) {
      error('estado', sinCartera);
      continue;
    }
    const { pactado, cobrado } = pactadoYCobrado(prestamo, deCobros, deCuotas);
    const saldo = Math.round((pactado - cobrado) * 100) / 100;
    if (saldo < 0) error('idExterno', MENSAJES_PRESTAMOS_IMPORTACION.cobradoExcesivo(cobrado, pactado));
    else if (prestamo.estado === 'pagado' && saldo > 0)
      error('estado', MENSAJES_PRESTAMOS_IMPORTACION.pagadoConSaldo(saldo));
    else if (prestamo.estado === 'castigado' && saldo === 0)
      error('estado', MENSAJES_PRESTAMOS_IMPORTACION.castigadoSinSaldo);
  }
  // Los cobros y las cuotas de un préstamo que quedó fuera también quedan fuera, diciendo por qué.
  for (const [hoja, columnas] of [
    ['Cobros', cobros],
    ['Cuotas', estado.cuotas],
  ] as const)
    for (let i = 0; i < columnas.cantidad; i += 1)
      if (columnas.estado(i) === VALIDA && fuera.has(columnas.prestamo(i))) {
        columnas.marcar(i, FUERA);
        cruzados.push({
          hoja,
          fila: columnas.numero(i),
          columna: 'prestamo',
          valor: estado.prestamos.texto(columnas.prestamo(i)),
          mensaje: MENSAJES_PRESTAMOS_IMPORTACION.prestamoFuera,
        });
      }
}

/** revisarSaldosImportacion sobre las filas válidas de Saldos: sus errores, las que quedan y las que salen. */
export function revisarSaldosEnFlujo(
  estado: EstadoRevision,
  contexto: ContextoCierre,
  cruzados: ErrorFilaImportacion[],
) {
  const leidas = estado.pequenas.Saldos.filter((l) => l.valor);
  const vacio = Object.fromEntries(HOJAS_IMPORTACION.map((h) => [h, []]));
  const libro = {
    filas: { ...vacio, Saldos: leidas.map((l) => l.valor) },
    numerosFila: { ...vacio, Saldos: leidas.map((l) => l.fila) },
    errores: [],
    totalFilas: estado.totalFilas,
  } as unknown as LibroValidado;
  const revisado = revisarSaldosImportacion(libro, estado.hoy, {
    delArchivo: estado.pequenas.Cobradores.flatMap((l) => (l.valor ? [l.valor] : [])),
    importados: contexto.conocidos.Cobradores,
    emailsEnCartera: contexto.emailsCobradoresEnCartera,
  });
  for (const error of revisado.errores) cruzados.push(error);
  const quedan = new Set(revisado.numerosFila.Saldos);
  return {
    filas: revisado.filas.Saldos,
    numeros: revisado.numerosFila.Saldos,
    fuera: leidas.flatMap((l) => (quedan.has(l.fila) ? [] : [l.fila])),
  };
}

/** resumirImportacion sobre lo que quedó. */
export function resumirEnFlujo(
  estado: EstadoRevision,
  errores: readonly ErrorFilaImportacion[],
  saldos: { filas: FilasPorHoja['Saldos'][]; numeros: number[] },
): { resumen: ResumenImportacion; validas: number } {
  const conErrores = new Map<HojaImportacion, Set<number>>(HOJAS_IMPORTACION.map((h) => [h, new Set()]));
  for (const error of errores) conErrores.get(error.hoja)?.add(error.fila);
  const hojas = {} as ResumenImportacion['hojas'];
  let validas = 0;
  for (const hoja of HOJAS_IMPORTACION) {
    const cuenta = {
      filas: estado.totalFilas[hoja],
      nuevas: 0,
      actualizadas: 0,
      sinCambios: 0,
      conErrores: conErrores.get(hoja)?.size ?? 0,
    };
    const contar = (comparacion: ComparacionFila | undefined) => {
      validas += 1;
      if (comparacion === 'actualizada') cuenta.actualizadas += 1;
      else if (comparacion === 'sinCambios') cuenta.sinCambios += 1;
      else cuenta.nuevas += 1;
    };
    if (hoja === 'Cobros' || hoja === 'Cuotas') {
      const columnas = hoja === 'Cobros' ? estado.cobros : estado.cuotas;
      for (let i = 0; i < columnas.cantidad; i += 1)
        if (columnas.estado(i) === VALIDA) contar(COMPARACIONES[columnas.comparacion(i)]);
    } else {
      const numeros =
        hoja === 'Saldos' ? saldos.numeros : estado.pequenas[hoja].flatMap((l) => (l.valor ? [l.fila] : []));
      for (const numero of numeros) contar(estado.comparadas.get(hoja)?.get(numero));
    }
    hojas[hoja] = cuenta;
  }
  const prestamosPorEstado: ResumenImportacion['prestamosPorEstado'] = {};
  let capital = 0;
  for (const { valor: prestamo } of estado.pequenas.Prestamos) {
    if (!prestamo) continue;
    const actual = prestamosPorEstado[prestamo.estado] ?? { prestamos: 0, capital: 0 };
    actual.prestamos += 1;
    actual.capital += prestamo.monto;
    prestamosPorEstado[prestamo.estado] = actual;
    // Uno sin cartera (importacionSinCartera.ts) cuenta en su estado, no en el capital que abre la importación.
    if (!esPrestamoSinCartera(prestamo.estado)) capital += prestamo.monto;
  }
  let cobrado = 0;
  for (let i = 0; i < estado.cobros.cantidad; i += 1)
    if (estado.cobros.estado(i) === VALIDA) cobrado += estado.cobros.real(i, 0);
  const saldo = saldoDeCuotas(estado.cuotas.filasValidas());
  return {
    validas,
    resumen: {
      hojas,
      prestamosPorEstado,
      totales: {
        capital,
        cobrado,
        saldoCapitalCuotas: saldo.capital,
        saldoInteresCuotas: saldo.interes,
        ...(saldos.filas.length > 0 ? { efectivo: efectivoDelArchivo(saldos.filas) } : {}),
      },
      clientesSinAutorizacion: estado.pequenas.Clientes.filter(
        (l) => l.valor && l.valor.autorizacionCanal === null,
      ).length,
    },
  };
}
