// Extractos, suspenso y conciliación (docs/decisiones/pagos-por-transferencia.md): lo que responden sus rutas, leer un
// extracto con las columnas de su banco, aplicar o devolver una línea en suspenso y las diferencias de la conciliación.
// Reglas puras: sin Nest, sin E/S.

import { leerFechaCo, leerValorCop, type LineaExtracto } from './pagosCruce';
import type { Fecha } from './tipos';
import { enumeracion } from './constantes';
import { plegar } from './validacion';

// ——— Extractos, suspenso y conciliación (lo que responden sus rutas) ———

/** POST /api/pagos/extractos, campo `columnas`: el encabezado (o la letra, «A», «B»…) de cada dato en el archivo. */
export interface ColumnasExtracto {
  fecha: string;
  descripcion: string;
  valor: string;
  referencia?: string;
  /** El saldo del banco después de cada línea, si el archivo lo trae: la conciliación lo usa tal cual. */
  saldo?: string;
}

/**
 * Qué pasó con una línea: conciliada (sola, al importar), en_suspenso (espera a la oficina), aplicando (la oficina la
 * está aplicando en este momento), aplicada (a uno o varios préstamos), no_es_nuestro (queda por devolver), anulada (un
 * pago de la pasarela que la pasarela anuló antes de aplicarse) o debito (no es un recaudo: contabilizado a la cuenta de
 * su regla), por_identificar (un débito sin regla, en «Partidas por identificar» hasta que la oficina lo reclasifique),
 * por_confirmar (repite otra línea del mismo extracto: espera a la oficina) o duplicado (la oficina dijo que era la
 * misma línea otra vez: no mueve dinero; docs/decisiones/conciliacion-bancaria.md).
 */
export const { valores: ESTADOS_LINEA_EXTRACTO, etiquetas: ETIQUETAS_ESTADO_LINEA_EXTRACTO } = enumeracion({
  conciliada: 'Conciliada',
  en_suspenso: 'En suspenso',
  aplicando: 'Aplicándose',
  aplicada: 'Aplicada',
  no_es_nuestro: 'No es nuestro',
  devuelta: 'Devuelta',
  anulada: 'Anulada por la pasarela',
  debito: 'Débito',
  por_identificar: 'Débito por identificar',
  por_confirmar: 'Repetida: por confirmar',
  duplicado: 'Duplicado',
});
export type EstadoLineaExtracto = (typeof ESTADOS_LINEA_EXTRACTO)[number];

/** Por qué se cruzó sola una línea conciliada. */
export type TipoCruceLinea = 'referencia' | 'cedula' | 'transferencia' | 'cobro';

export const ETIQUETAS_CRUCE_LINEA: Readonly<Record<TipoCruceLinea, string>> = {
  referencia: 'Referencia de pago',
  cedula: 'Cédula del cliente',
  transferencia: 'Transferencia por confirmar',
  cobro: 'Cobro ya registrado',
};

// ——— Leer un extracto con las columnas de su banco ———

export const MENSAJES_EXTRACTOS = {
  columnasInvalidas:
    'columnas debe ser un objeto JSON con el encabezado (o la letra) de cada dato: {"fecha": "…", "descripcion": "…", "valor": "…", "referencia": "…"}',
  columnasFaltan: 'Es el primer extracto de esta cuenta: indique las columnas (fecha, descripción y valor)',
  columnaNoEsta: (dato: string, columna: string) => `El archivo no tiene la columna «${columna}» (${dato})`,
  sinLineas: 'El extracto no tiene líneas',
  demasiadasLineas: (maximo: number) =>
    `Un extracto puede tener hasta ${maximo.toLocaleString('es-CO')} líneas`,
  fechaInvalida: (fila: number, valor: string) =>
    `Fila ${fila}: «${valor}» no es una fecha (use dd/mm/aaaa o aaaa-mm-dd)`,
  valorInvalido: (fila: number, valor: string) => `Fila ${fila}: «${valor}» no es un valor en pesos`,
  saldoInvalido: (fila: number, valor: string) => `Fila ${fila}: el saldo «${valor}» no es un valor en pesos`,
  lineaNoEncontrada: 'Línea del extracto no encontrada',
  extractoNoEncontrado: 'Extracto no encontrado',
  lineaYaDecidida: 'Esa línea ya se aplicó o se marcó como «no es nuestro»: no se puede aplicar otra vez',
  aplicacionUnaForma: 'Indique exactamente una de estas: prestamo, reparto o noEsNuestro: true',
  repartoVacio: 'El reparto debe tener al menos un préstamo con su monto',
  repartoMonto: 'Cada monto del reparto debe ser mayor que cero, en pesos con hasta dos decimales',
  repartoRepetido: 'Un préstamo aparece dos veces en el reparto: sume sus montos en una sola fila',
  repartoSuma: (suma: string, valor: string) =>
    `El reparto suma ${suma} y la línea es de ${valor}: deben ser iguales`,
  fechasConciliacion: 'Indique desde y hasta (aaaa-mm-dd), con desde antes de hasta y no más de 366 días',
  lineaNoAplicada: 'Esa línea no está aplicada a ningún préstamo: no hay nada que devolver al suspenso',
  devolucionFecha: 'Indique la fecha de la devolución (aaaa-mm-dd), no antes de la línea ni después de hoy',
  devolucionReferencia: 'Indique la referencia del banco de la devolución (hasta 60 caracteres)',
  lineaNoDevolvible: 'Sólo se devuelve una línea en suspenso o marcada «no es nuestro»',
  cobroDeExtracto:
    'Este cobro es el dinero de una línea del extracto: borrarlo, cambiar su monto o su fecha o pasarlo a otro préstamo descuadraría el banco con el extracto. Use «Devolver al suspenso» en Recaudos por aplicar y aplíquelo otra vez',
  cobroDeWompi:
    'Este cobro es un pago aprobado por Wompi: borrarlo o cambiar su monto o su fecha descuadraría la cuenta de Wompi. Se revierte solo cuando Wompi anula el pago',
} as const;

/**
 * El cuerpo de POST /api/pagos/suspenso/:lineaId/devolver: la fecha de la devolución (desde la de la línea hasta hoy) y
 * la referencia del banco; o los errores por campo.
 */
export function validarDevolucionRecaudo(
  cuerpo: unknown,
  linea: { fecha: Fecha },
  hoy: Fecha,
): { fecha: Fecha; referencia: string } | { errores: Record<string, string[]> } {
  const c = (typeof cuerpo === 'object' && cuerpo !== null ? cuerpo : {}) as Record<string, unknown>;
  const errores: Record<string, string[]> = {};
  const fecha = typeof c.fecha === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(c.fecha) ? c.fecha : null;
  const valida =
    fecha !== null &&
    !Number.isNaN(Date.parse(`${fecha}T00:00:00Z`)) &&
    new Date(`${fecha}T00:00:00Z`).toISOString().startsWith(fecha);
  if (!fecha || !valida || fecha < linea.fecha || fecha > hoy)
    errores.fecha = [MENSAJES_EXTRACTOS.devolucionFecha];
  const referencia = typeof c.referencia === 'string' ? c.referencia.trim() : '';
  if (!referencia || referencia.length > 60) errores.referencia = [MENSAJES_EXTRACTOS.devolucionReferencia];
  if (Object.keys(errores).length > 0 || !fecha) return { errores };
  return { fecha, referencia };
}

/** De dónde vino el dinero de un cobro por transferencia que la oficina no corrige a mano (null: de ninguno de esos). */
export type OrigenCobroRecaudo = 'extracto' | 'wompi' | null;

/** Lo que se le pide a un cobro: borrarlo, o cambiarle el monto, la fecha o el préstamo. */
export interface CambioCobro {
  borrar?: boolean;
  monto?: boolean;
  fecha?: boolean;
  prestamo?: boolean;
}

/**
 * Por qué no se puede hacer ese cambio a mano a un cobro, o null si se puede (docs/decisiones/pagos-por-transferencia.md,
 * «Corregir un cobro que vino del banco»). El cobro de una línea del extracto sólo se corrige devolviendo la línea al
 * suspenso (el mayor la pasa otra vez a 2805); el de un pago de Wompi, cuando Wompi lo anula. Pasar un pago de Wompi a
 * otro préstamo sí se puede: su dinero y su cuenta no cambian.
 */
export function motivoCobroNoCorregible(origen: OrigenCobroRecaudo, cambio: CambioCobro): string | null {
  if (origen === 'extracto' && (cambio.borrar || cambio.monto || cambio.fecha || cambio.prestamo))
    return MENSAJES_EXTRACTOS.cobroDeExtracto;
  if (origen === 'wompi' && (cambio.borrar || cambio.monto || cambio.fecha))
    return MENSAJES_EXTRACTOS.cobroDeWompi;
  return null;
}

/** Líneas que admite un extracto: el bench de 10.000 cabe de sobra; un extracto de un año de un banco también. */
export const LINEAS_MAXIMAS_EXTRACTO = 50_000;

/** Las columnas de un extracto (el JSON del campo `columnas`), o el mensaje de error. */
export function validarColumnasExtracto(valor: unknown): ColumnasExtracto | string {
  if (typeof valor !== 'object' || valor === null || Array.isArray(valor))
    return MENSAJES_EXTRACTOS.columnasInvalidas;
  const v = valor as Record<string, unknown>;
  const texto = (x: unknown) => typeof x === 'string' && x.trim().length > 0 && x.length <= 100;
  if (!texto(v.fecha) || !texto(v.descripcion) || !texto(v.valor))
    return MENSAJES_EXTRACTOS.columnasInvalidas;
  for (const opcional of [v.referencia, v.saldo])
    if (opcional !== undefined && opcional !== null && opcional !== '' && !texto(opcional))
      return MENSAJES_EXTRACTOS.columnasInvalidas;
  if (Object.keys(v).some((k) => !['fecha', 'descripcion', 'valor', 'referencia', 'saldo'].includes(k)))
    return MENSAJES_EXTRACTOS.columnasInvalidas;
  const columnas: ColumnasExtracto = {
    fecha: (v.fecha as string).trim(),
    descripcion: (v.descripcion as string).trim(),
    valor: (v.valor as string).trim(),
  };
  if (typeof v.referencia === 'string' && v.referencia.trim()) columnas.referencia = v.referencia.trim();
  if (typeof v.saldo === 'string' && v.saldo.trim()) columnas.saldo = v.saldo.trim();
  return columnas;
}

/** El índice (desde 0) de una columna por su encabezado (sin distinguir mayúsculas ni tildes) o su letra («A», «AB»). */
export function indiceColumna(encabezados: readonly string[], columna: string): number | null {
  const normal = (t: string) => plegar(t).trim();
  const buscado = normal(columna);
  const porNombre = encabezados.findIndex((e) => normal(e) === buscado);
  if (porNombre >= 0) return porNombre;
  if (/^[A-Z]{1,2}$/.test(columna.trim())) {
    const indice = [...columna.trim()].reduce((n, letra) => n * 26 + letra.charCodeAt(0) - 64, 0) - 1;
    return indice < Math.max(encabezados.length, 1) ? indice : null;
  }
  return null;
}

function textoCelda(valor: unknown): string {
  if (valor === null || valor === undefined) return '';
  if (valor instanceof Date) return valor.toISOString().slice(0, 10);
  return String(valor).trim();
}

/**
 * Las líneas de un extracto (encabezados y filas como los leyó el archivo) con sus columnas; o los errores por fila
 * (las filas se cuentan como en la hoja: la 1 es el encabezado). Las filas vacías se saltan. Una fecha de Excel llega
 * como Date y se toma su día.
 */
export function lineasDeExtracto(
  encabezados: readonly string[],
  filas: readonly (readonly unknown[])[],
  columnas: ColumnasExtracto,
): { lineas: LineaExtracto[]; errores: string[] } {
  const indices: Partial<Record<keyof ColumnasExtracto, number>> = {};
  const errores: string[] = [];
  for (const dato of ['fecha', 'descripcion', 'valor', 'referencia', 'saldo'] as const) {
    const columna = columnas[dato];
    if (!columna) continue;
    const indice = indiceColumna(encabezados, columna);
    if (indice === null) errores.push(MENSAJES_EXTRACTOS.columnaNoEsta(dato, columna));
    else indices[dato] = indice;
  }
  if (errores.length > 0) return { lineas: [], errores };
  const lineas: LineaExtracto[] = [];
  filas.forEach((fila, i) => {
    if (fila.every((c) => textoCelda(c) === '')) return;
    const numeroFila = i + 2;
    const crudaFecha = fila[indices.fecha as number];
    const crudoValor = fila[indices.valor as number];
    const fecha =
      crudaFecha instanceof Date
        ? crudaFecha.toISOString().slice(0, 10)
        : leerFechaCo(textoCelda(crudaFecha));
    const valor = leerValorCop(typeof crudoValor === 'number' ? crudoValor : textoCelda(crudoValor));
    if (!fecha) errores.push(MENSAJES_EXTRACTOS.fechaInvalida(numeroFila, textoCelda(crudaFecha)));
    if (valor === null || Math.abs(Math.round(valor * 100) - valor * 100) > 1e-6)
      errores.push(MENSAJES_EXTRACTOS.valorInvalido(numeroFila, textoCelda(crudoValor)));
    const crudoSaldo = indices.saldo === undefined ? undefined : fila[indices.saldo];
    const saldo =
      crudoSaldo === undefined || textoCelda(crudoSaldo) === ''
        ? null
        : leerValorCop(typeof crudoSaldo === 'number' ? crudoSaldo : textoCelda(crudoSaldo));
    if (crudoSaldo !== undefined && textoCelda(crudoSaldo) !== '' && saldo === null)
      errores.push(MENSAJES_EXTRACTOS.saldoInvalido(numeroFila, textoCelda(crudoSaldo)));
    if (!fecha || valor === null) return;
    const referencia = indices.referencia === undefined ? '' : textoCelda(fila[indices.referencia]);
    lineas.push({
      fecha,
      descripcion: textoCelda(fila[indices.descripcion as number]).slice(0, 300),
      valor,
      referencia: referencia ? referencia.slice(0, 120) : null,
      ...(indices.saldo === undefined ? {} : { saldo }),
    });
  });
  if (errores.length === 0 && lineas.length === 0) errores.push(MENSAJES_EXTRACTOS.sinLineas);
  if (lineas.length > LINEAS_MAXIMAS_EXTRACTO)
    errores.push(MENSAJES_EXTRACTOS.demasiadasLineas(LINEAS_MAXIMAS_EXTRACTO));
  return { lineas, errores };
}

// ——— Aplicar una línea en suspenso ———

/** Lo que pide POST /api/pagos/suspenso/:lineaId/aplicar, ya validado (montos en centavos). */
export type DecisionSuspenso =
  { tipo: 'aplicar'; partes: Array<{ prestamo: string; centavos: number }> } | { tipo: 'no_es_nuestro' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Valida la decisión sobre una línea en suspenso de `valor` pesos: exactamente una forma; el préstamo entero, o un
 * reparto entre préstamos distintos con montos positivos que suman exactamente la línea, o «no es nuestro». Devuelve
 * la decisión o los errores por campo.
 */
export function validarAplicacionSuspenso(
  cuerpo: unknown,
  valor: number,
): { decision: DecisionSuspenso } | { errores: Record<string, string[]> } {
  const c = (typeof cuerpo === 'object' && cuerpo !== null && !Array.isArray(cuerpo) ? cuerpo : {}) as Record<
    string,
    unknown
  >;
  const formas = (['prestamo', 'reparto', 'noEsNuestro'] as const).filter((k) => c[k] !== undefined);
  if (formas.length !== 1 || Object.keys(c).length !== 1)
    return { errores: { aplicacion: [MENSAJES_EXTRACTOS.aplicacionUnaForma] } };
  if (formas[0] === 'noEsNuestro') {
    return c.noEsNuestro === true
      ? { decision: { tipo: 'no_es_nuestro' } }
      : { errores: { noEsNuestro: [MENSAJES_EXTRACTOS.aplicacionUnaForma] } };
  }
  const total = Math.round(valor * 100);
  if (formas[0] === 'prestamo') {
    if (typeof c.prestamo !== 'string' || !UUID.test(c.prestamo))
      return { errores: { prestamo: ['Elija el préstamo al que se aplica'] } };
    return { decision: { tipo: 'aplicar', partes: [{ prestamo: c.prestamo, centavos: total }] } };
  }
  if (!Array.isArray(c.reparto) || c.reparto.length === 0 || c.reparto.length > 50)
    return { errores: { reparto: [MENSAJES_EXTRACTOS.repartoVacio] } };
  const partes: Array<{ prestamo: string; centavos: number }> = [];
  for (const parte of c.reparto as unknown[]) {
    const p = (typeof parte === 'object' && parte !== null ? parte : {}) as Record<string, unknown>;
    if (typeof p.prestamo !== 'string' || !UUID.test(p.prestamo))
      return { errores: { reparto: ['Elija el préstamo de cada fila del reparto'] } };
    const monto = p.monto;
    if (
      typeof monto !== 'number' ||
      !Number.isFinite(monto) ||
      monto <= 0 ||
      Math.abs(Math.round(monto * 100) - monto * 100) > 1e-6
    )
      return { errores: { reparto: [MENSAJES_EXTRACTOS.repartoMonto] } };
    if (partes.some((x) => x.prestamo === p.prestamo))
      return { errores: { reparto: [MENSAJES_EXTRACTOS.repartoRepetido] } };
    partes.push({ prestamo: p.prestamo, centavos: Math.round(monto * 100) });
  }
  const suma = partes.reduce((t, p) => t + p.centavos, 0);
  if (suma !== total)
    return {
      errores: { reparto: [MENSAJES_EXTRACTOS.repartoSuma(formatoPesos(suma), formatoPesos(total))] },
    };
  return { decision: { tipo: 'aplicar', partes } };
}

/** «$ 1.234.567» o «$ 1.234,50» (centavos → texto), sin depender de Intl. */
export function formatoPesos(centavos: number): string {
  const entero = Math.trunc(Math.abs(centavos) / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const resto = Math.abs(centavos) % 100;
  return `${centavos < 0 ? '-' : ''}$ ${entero}${resto ? `,${String(resto).padStart(2, '0')}` : ''}`;
}
