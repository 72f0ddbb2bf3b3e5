// Las referencias entre hojas de una revisión en flujo (importacionEnFlujo.ts): las reglas de validarLibroImportacion
// (lo ocupado en Cartera, los idExterno repetidos, cliente, cobrador y préstamo de cada fila, cuotas y cobros de cada
// préstamo) sobre lo leído, con las hojas grandes en su forma compacta. Puro.

import {
  MENSAJES_IMPORTACION,
  rechazarIdsRepetidos,
  rechazarOcupados,
  rechazarReferenciasDesconocidas,
  textoDe,
  type ErrorFilaImportacion,
  type ExisteId,
  type FilaLeida,
  type FilaPrestamo,
  type RechazarFila,
} from './importacion';
import {
  aaaammdd,
  desdeAaaammdd,
  FUERA,
  PRESTAMOS_POR_PASO,
  VALIDA,
  type Grupos,
} from './importacionColumnasCompactas';
import type { ContextoCierre, EstadoRevision } from './importacionEnFlujoEstado';

/** validarLibroImportacion sobre lo leído: lo ocupado en Cartera, los ids repetidos y las referencias entre hojas. */
export function* validarReferenciasEnFlujo(
  estado: EstadoRevision,
  { conocidos, ocupados, cobrosRepetidos }: ContextoCierre,
  cruzados: ErrorFilaImportacion[],
): Generator<void, void> {
  const { Prestamos } = estado.pequenas;
  const rechazar: RechazarFila = (hoja, leida, columna, mensaje) => {
    const valor = leida.valor as Record<string, unknown> | null;
    cruzados.push({ hoja, fila: leida.fila, columna, valor: textoDe(valor?.[columna]), mensaje });
    leida.valor = null;
  };
  const cobros = estado.cobros;
  const cuotas = estado.cuotas;
  const rechazarCompacta = (
    hoja: 'Cobros' | 'Cuotas',
    i: number,
    columna: string,
    valor: string,
    mensaje: string,
  ) => {
    cruzados.push({ hoja, fila: (hoja === 'Cobros' ? cobros : cuotas).numero(i), columna, valor, mensaje });
    (hoja === 'Cobros' ? cobros : cuotas).marcar(i, FUERA);
  };

  rechazarOcupados(estado.pequenas, ocupados, rechazar);

  rechazarIdsRepetidos('Cobradores', estado.pequenas.Cobradores, rechazar);
  rechazarIdsRepetidos('Clientes', estado.pequenas.Clientes, rechazar);
  rechazarIdsRepetidos('Prestamos', Prestamos, rechazar);
  for (const [numero, idExterno] of cobrosRepetidos) {
    const i = cobros.indiceDe(numero);
    if (i >= 0 && cobros.estado(i) === VALIDA)
      rechazarCompacta('Cobros', i, 'idExterno', idExterno, MENSAJES_IMPORTACION.idRepetido);
  }

  const existe: ExisteId = (hoja, id, enArchivo) =>
    enArchivo.has(id) || (conocidos[hoja].has(id) && !estado.idsCrudos[hoja].has(id));
  const cobradores = rechazarReferenciasDesconocidas(estado.pequenas, existe, rechazar);

  // Cuotas y cobros por préstamo (todas sus filas, también las que traen errores), como en el libro entero.
  const prestamosValidos = new Map(
    Prestamos.flatMap((l) => (l.valor ? [[l.valor.idExterno, l] as const] : [])),
  );
  const sinPrestamo = (id: string) =>
    estado.idsCrudos.Prestamos.has(id)
      ? MENSAJES_IMPORTACION.prestamoConErrores
      : MENSAJES_IMPORTACION.prestamoDesconocido;
  const cuotasPor = cuotas.agrupar(estado.prestamos.cantidad);
  const cobrosPor = cobros.agrupar(estado.prestamos.cantidad);
  /**
   * Cada préstamo con filas en la hoja, cediendo el paso cada PRESTAMOS_POR_PASO: las filas de un préstamo que no sirve
   * quedan fuera; las de uno que sirve las revisa `revisar`.
   */
  function* porPrestamo(
    hoja: 'Cuotas' | 'Cobros',
    grupos: Grupos,
    revisar: (prestamo: FilaLeida<'Prestamos'>, valor: FilaPrestamo, filas: Int32Array, k: number) => void,
  ): Generator<void, void> {
    const columnas = hoja === 'Cobros' ? cobros : cuotas;
    for (let k = 0; k < estado.prestamos.cantidad; k += 1) {
      if (k % PRESTAMOS_POR_PASO === PRESTAMOS_POR_PASO - 1) yield;
      const filas = grupos.de(k);
      if (filas.length === 0) continue;
      const id = estado.prestamos.texto(k);
      const prestamo = prestamosValidos.get(id);
      if (prestamo?.valor) revisar(prestamo, prestamo.valor, filas, k);
      else
        for (const i of filas)
          if (columnas.estado(i) === VALIDA) rechazarCompacta(hoja, i, 'prestamo', id, sinPrestamo(id));
    }
  }

  yield* porPrestamo('Cuotas', cuotasPor, (prestamo, valor, filas, k) => {
    const numeros = new Map<number, number>();
    for (const i of filas)
      if (cuotas.estado(i) === VALIDA)
        numeros.set(cuotas.real(i, 0), (numeros.get(cuotas.real(i, 0)) ?? 0) + 1);
    for (const i of filas)
      if (cuotas.estado(i) === VALIDA && (numeros.get(cuotas.real(i, 0)) ?? 0) > 1)
        rechazarCompacta(
          'Cuotas',
          i,
          'numero',
          textoDe(cuotas.real(i, 0)),
          MENSAJES_IMPORTACION.cuotaRepetida,
        );
    if (cobrosPor.de(k).length > 0)
      rechazar('Prestamos', prestamo, 'idExterno', MENSAJES_IMPORTACION.cobrosYCuotas);
    else if (!valor.fechaCorte)
      rechazar('Prestamos', prestamo, 'fechaCorte', MENSAJES_IMPORTACION.corteObligatorio);
    else if (filas.some((i) => cuotas.estado(i) !== VALIDA))
      rechazar('Prestamos', prestamo, 'idExterno', MENSAJES_IMPORTACION.cuotasConErrores);
    else if (filas.reduce((suma, i) => suma + cuotas.real(i, 1), 0) !== valor.monto)
      rechazar('Prestamos', prestamo, 'monto', MENSAJES_IMPORTACION.capitalCuotasDistinto);
  });

  yield* porPrestamo('Cobros', cobrosPor, (prestamo, valor, filas) => {
    const inicio = aaaammdd(valor.fechaInicio);
    const corte = valor.fechaCorte ? aaaammdd(valor.fechaCorte) : null;
    for (const i of filas) {
      if (cobros.estado(i) !== VALIDA) continue;
      const fecha = cobros.entero(i, 0);
      const cobrador = cobros.entero(i, 1);
      if (fecha < inicio)
        rechazarCompacta('Cobros', i, 'fecha', desdeAaaammdd(fecha), MENSAJES_IMPORTACION.cobroAnterior);
      else if (corte !== null && fecha > corte)
        rechazarCompacta(
          'Cobros',
          i,
          'fecha',
          desdeAaaammdd(fecha),
          MENSAJES_IMPORTACION.cobroDespuesDeCorte,
        );
      else if (cobrador >= 0 && !existe('Cobradores', estado.cobradoresDeCobros.texto(cobrador), cobradores))
        rechazarCompacta(
          'Cobros',
          i,
          'cobrador',
          estado.cobradoresDeCobros.texto(cobrador),
          MENSAJES_IMPORTACION.cobradorDesconocido,
        );
    }
    if (filas.some((i) => cobros.estado(i) !== VALIDA))
      rechazar('Prestamos', prestamo, 'idExterno', MENSAJES_IMPORTACION.cobrosConErrores);
  });
  // Un préstamo que quedó fuera por sus cobros o cuotas se lleva a los demás: nada entra a medias.
  for (const [hoja, columnas, grupos] of [
    ['Cuotas', cuotas, cuotasPor],
    ['Cobros', cobros, cobrosPor],
  ] as const)
    for (let k = 0; k < estado.prestamos.cantidad; k += 1) {
      if (k % PRESTAMOS_POR_PASO === PRESTAMOS_POR_PASO - 1) yield;
      const filas = grupos.de(k);
      if (filas.length === 0 || prestamosValidos.get(estado.prestamos.texto(k))?.valor) continue;
      for (const i of filas)
        if (columnas.estado(i) === VALIDA)
          rechazarCompacta(
            hoja,
            i,
            'prestamo',
            estado.prestamos.texto(k),
            MENSAJES_IMPORTACION.prestamoConErrores,
          );
    }
}
