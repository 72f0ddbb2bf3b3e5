// Importación de la cartera de un prestamista (docs/decisiones/importacion.md): el formato del archivo (una hoja por
// entidad, o un CSV por hoja; importacionFormato.ts), la lectura de fechas y montos como los escribe una oficina
// (importacionCeldas.ts), la validación de cada fila con las mismas reglas del resto de Cartera (importacionFilas.ts)
// y, aquí, la del libro entero (las referencias entre hojas y con lo que Cartera ya conoce), su resumen y los estados
// de una importación. Puro: la API lee el XLSX o el CSV y entrega las filas crudas.

import { efectivoDelArchivo } from './importacionSaldos';
import { esPrestamoSinCartera } from './importacionSinCartera';
import { textoDe } from './importacionCeldas';
import { leerFilaImportacion, type FilaCuota, type FilaLeida, type FilasPorHoja } from './importacionFilas';
import {
  HOJAS_IMPORTACION,
  MENSAJES_IMPORTACION,
  type ErrorFilaImportacion,
  type FilaCruda,
  type EstadoPrestamoImportable,
  type HojaImportacion,
} from './importacionFormato';
import { claveDocumento } from './documentos';
import { enumeracion } from './constantes';

export * from './importacionFormato';
export * from './importacionCeldas';
export * from './importacionFilas';

/** Un libro ya leído: por hoja, las filas crudas en orden (la primera es la fila 2 de la hoja). */
export type LibroCrudo = Partial<Record<HojaImportacion, readonly FilaCruda[]>>;

/** Un libro validado: las filas que sirven por hoja y todos los errores. */
export interface LibroValidado {
  filas: { [H in HojaImportacion]: FilasPorHoja[H][] };
  /** El número de fila en la hoja de cada fila de `filas` (para los errores al aplicar). */
  numerosFila: Record<HojaImportacion, number[]>;
  errores: ErrorFilaImportacion[];
  /** Filas leídas por hoja (con y sin errores). */
  totalFilas: Record<HojaImportacion, number>;
}

/** Los idExterno que Cartera ya conoce de importaciones anteriores (para referencias fuera del archivo). */
export interface IdsConocidos {
  Cobradores: ReadonlySet<string>;
  Clientes: ReadonlySet<string>;
  Prestamos: ReadonlySet<string>;
}

const SIN_IDS: IdsConocidos = { Cobradores: new Set(), Clientes: new Set(), Prestamos: new Set() };

/**
 * Lo que ya está en Cartera y una fila no puede tomar: el documento de un cliente (claveDocumento: tipo y número; con el idExterno que la importó, o
 * null si no vino de una importación) y el email de un usuario que no es cobrador.
 */
export interface OcupadosEnCartera {
  cedulasClientes: ReadonlyMap<string, string | null>;
  emailsNoCobradores: ReadonlySet<string>;
}

const SIN_OCUPADOS: OcupadosEnCartera = { cedulasClientes: new Map(), emailsNoCobradores: new Set() };

/** Rechaza una fila de una hoja: anota el error en su columna y la deja sin valor (nada se importa a medias). */
export type RechazarFila = <H extends HojaImportacion>(
  hoja: H,
  leida: FilaLeida<H>,
  columna: string,
  mensaje: string,
) => void;

/** Las hojas pequeñas que se revisan entre sí: cobradores, clientes y préstamos ya leídos. */
export interface HojasReferidas {
  Cobradores: readonly FilaLeida<'Cobradores'>[];
  Clientes: readonly FilaLeida<'Clientes'>[];
  Prestamos: readonly FilaLeida<'Prestamos'>[];
}

/** Lo que ya tiene otro en Cartera: el email de un usuario que no es cobrador, la cédula de otro cliente. */
export function rechazarOcupados(
  hojas: HojasReferidas,
  ocupados: OcupadosEnCartera,
  rechazar: RechazarFila,
): void {
  for (const leida of hojas.Cobradores)
    if (leida.valor && ocupados.emailsNoCobradores.has(leida.valor.email.trim().toLowerCase()))
      rechazar('Cobradores', leida, 'email', MENSAJES_IMPORTACION.emailDeOtroRol);
  for (const leida of hojas.Clientes) {
    if (!leida.valor) continue;
    const cedula = claveDocumento(leida.valor.tipoDocumento, leida.valor.cedula);
    if (
      ocupados.cedulasClientes.has(cedula) &&
      ocupados.cedulasClientes.get(cedula) !== leida.valor.idExterno
    )
      rechazar('Clientes', leida, 'cedula', MENSAJES_IMPORTACION.cedulaEnCartera);
  }
}

/** Un idExterno repetido en la hoja deja fuera todas las filas que lo repiten (entre las que aún sirven). */
export function rechazarIdsRepetidos<H extends 'Cobradores' | 'Clientes' | 'Prestamos' | 'Cobros'>(
  hoja: H,
  filas: readonly FilaLeida<H>[],
  rechazar: RechazarFila,
): void {
  const vistos = new Map<string, number>();
  for (const leida of filas) {
    const id = leida.valor?.idExterno;
    if (id) vistos.set(id, (vistos.get(id) ?? 0) + 1);
  }
  for (const leida of filas) {
    const id = leida.valor?.idExterno;
    if (id && (vistos.get(id) ?? 0) > 1) rechazar(hoja, leida, 'idExterno', MENSAJES_IMPORTACION.idRepetido);
  }
}

/** Si un id existe: una fila del archivo que sirve (`enArchivo`) o uno ya importado. */
export type ExisteId = (hoja: keyof IdsConocidos, id: string, enArchivo: ReadonlySet<string>) => boolean;

/**
 * El cobrador de un cliente, y el cliente y el cobrador de un préstamo, tienen que existir (`existe`). Los clientes
 * que sirven se cuentan después de revisar sus cobradores: un cliente rechazado deja fuera sus préstamos. Devuelve los
 * cobradores del archivo que sirven (los cobros también los nombran).
 */
export function rechazarReferenciasDesconocidas(
  hojas: HojasReferidas,
  existe: ExisteId,
  rechazar: RechazarFila,
): ReadonlySet<string> {
  const validos = (filas: readonly FilaLeida<'Cobradores' | 'Clientes'>[]) =>
    new Set(filas.flatMap((l) => (l.valor?.idExterno ? [l.valor.idExterno] : [])));
  const cobradores = validos(hojas.Cobradores);
  for (const leida of hojas.Clientes) {
    const cobrador = leida.valor?.cobrador;
    if (cobrador && !existe('Cobradores', cobrador, cobradores))
      rechazar('Clientes', leida, 'cobrador', MENSAJES_IMPORTACION.cobradorDesconocido);
  }
  const clientes = validos(hojas.Clientes);
  for (const leida of hojas.Prestamos) {
    if (!leida.valor) continue;
    if (!existe('Clientes', leida.valor.cliente, clientes))
      rechazar('Prestamos', leida, 'cliente', MENSAJES_IMPORTACION.clienteDesconocido);
    else if (leida.valor.cobrador && !existe('Cobradores', leida.valor.cobrador, cobradores))
      rechazar('Prestamos', leida, 'cobrador', MENSAJES_IMPORTACION.cobradorDesconocido);
  }
  return cobradores;
}

/**
 * Valida el libro entero: cada fila (leerFilaImportacion), los idExterno repetidos y las referencias entre hojas
 * (a filas del archivo que sirven o a ids ya importados). Una fila que apunta a otra con errores también queda fuera:
 * nada se importa a medias. Un préstamo trae cobros o cuotas, no los dos; con cuotas lleva fecha de corte y el capital
 * de sus cuotas suma su monto.
 */
export function validarLibroImportacion(
  libro: LibroCrudo,
  conocidos: IdsConocidos = SIN_IDS,
  ocupados: OcupadosEnCartera = SIN_OCUPADOS,
): LibroValidado {
  const errores: ErrorFilaImportacion[] = [];
  const totalFilas = {} as Record<HojaImportacion, number>;
  const leidas = {} as { [H in HojaImportacion]: FilaLeida<H>[] };
  for (const hoja of HOJAS_IMPORTACION) {
    const crudas = libro[hoja] ?? [];
    totalFilas[hoja] = crudas.length;
    const filas = crudas.map((cruda, i) => leerFilaImportacion(hoja, i + 2, cruda));
    (leidas as Record<HojaImportacion, FilaLeida<HojaImportacion>[]>)[hoja] = filas;
  }

  const rechazar: RechazarFila = (hoja, leida, columna, mensaje) => {
    const valor = leida.valor as Record<string, unknown> | null;
    leida.errores.push({ hoja, fila: leida.fila, columna, valor: textoDe(valor?.[columna]), mensaje });
    leida.valor = null;
  };

  // Lo que ya tiene otro en Cartera: la fila no se podría escribir.
  rechazarOcupados(leidas, ocupados, rechazar);

  // idExterno repetidos: todas las filas que lo repiten quedan fuera.
  rechazarIdsRepetidos('Cobradores', leidas.Cobradores, rechazar);
  rechazarIdsRepetidos('Clientes', leidas.Clientes, rechazar);
  rechazarIdsRepetidos('Prestamos', leidas.Prestamos, rechazar);
  rechazarIdsRepetidos('Cobros', leidas.Cobros, rechazar);

  const existe: ExisteId = (hoja, id, enArchivo) =>
    enArchivo.has(id) || (conocidos[hoja].has(id) && !libroTiene(libro, hoja, id));
  const cobradores = rechazarReferenciasDesconocidas(leidas, existe, rechazar);

  // Cuotas por préstamo: números sin repetir; un préstamo con una cuota mala queda fuera con todas las suyas.
  const prestamosValidos = new Map(
    leidas.Prestamos.flatMap((l) => (l.valor ? [[l.valor.idExterno, l] as const] : [])),
  );
  const sinPrestamo = (id: string) =>
    libroTiene(libro, 'Prestamos', id)
      ? MENSAJES_IMPORTACION.prestamoConErrores
      : MENSAJES_IMPORTACION.prestamoDesconocido;
  // Todas las filas de cada préstamo, también las que traen errores: el préstamo de la fila cruda.
  const porPrestamo = <H extends 'Cuotas' | 'Cobros'>(hoja: H): Map<string, FilaLeida<H>[]> => {
    const grupos = new Map<string, FilaLeida<H>[]>();
    for (const leida of leidas[hoja]) {
      const prestamo = textoDe(libro[hoja]?.[leida.fila - 2]?.prestamo);
      if (!prestamo) continue;
      const grupo = grupos.get(prestamo);
      if (grupo) grupo.push(leida);
      else grupos.set(prestamo, [leida]);
    }
    return grupos;
  };
  const cuotasPorPrestamo = porPrestamo('Cuotas');
  const cobrosPorPrestamo = porPrestamo('Cobros');

  for (const [idPrestamo, cuotas] of cuotasPorPrestamo) {
    const prestamo = prestamosValidos.get(idPrestamo);
    if (!prestamo?.valor) {
      for (const c of cuotas) if (c.valor) rechazar('Cuotas', c, 'prestamo', sinPrestamo(idPrestamo));
      continue;
    }
    const numeros = new Map<number, number>();
    for (const c of cuotas) if (c.valor) numeros.set(c.valor.numero, (numeros.get(c.valor.numero) ?? 0) + 1);
    for (const c of cuotas)
      if (c.valor && (numeros.get(c.valor.numero) ?? 0) > 1)
        rechazar('Cuotas', c, 'numero', MENSAJES_IMPORTACION.cuotaRepetida);
    if (cobrosPorPrestamo.has(idPrestamo))
      rechazar('Prestamos', prestamo, 'idExterno', MENSAJES_IMPORTACION.cobrosYCuotas);
    else if (!prestamo.valor?.fechaCorte)
      rechazar('Prestamos', prestamo, 'fechaCorte', MENSAJES_IMPORTACION.corteObligatorio);
    else if (cuotas.some((c) => !c.valor)) {
      // La fila mala ya tiene su error; el préstamo no entra a medias.
      rechazar('Prestamos', prestamo, 'idExterno', MENSAJES_IMPORTACION.cuotasConErrores);
    } else if (cuotas.reduce((suma, c) => suma + (c.valor?.capital ?? 0), 0) !== prestamo.valor.monto)
      rechazar('Prestamos', prestamo, 'monto', MENSAJES_IMPORTACION.capitalCuotasDistinto);
  }

  for (const [idPrestamo, cobros] of cobrosPorPrestamo) {
    const prestamo = prestamosValidos.get(idPrestamo);
    if (!prestamo?.valor) {
      for (const c of cobros) if (c.valor) rechazar('Cobros', c, 'prestamo', sinPrestamo(idPrestamo));
      continue;
    }
    for (const c of cobros) {
      if (!c.valor) continue;
      if (c.valor.fecha < prestamo.valor.fechaInicio)
        rechazar('Cobros', c, 'fecha', MENSAJES_IMPORTACION.cobroAnterior);
      else if (prestamo.valor.fechaCorte && c.valor.fecha > prestamo.valor.fechaCorte)
        rechazar('Cobros', c, 'fecha', MENSAJES_IMPORTACION.cobroDespuesDeCorte);
      else if (c.valor.cobrador && !existe('Cobradores', c.valor.cobrador, cobradores))
        rechazar('Cobros', c, 'cobrador', MENSAJES_IMPORTACION.cobradorDesconocido);
    }
    if (cobros.some((c) => !c.valor))
      rechazar('Prestamos', prestamo, 'idExterno', MENSAJES_IMPORTACION.cobrosConErrores);
  }
  // Un préstamo que quedó fuera por sus cobros o cuotas se lleva a los demás: nada entra a medias.
  for (const [hoja, porPrestamo] of [
    ['Cuotas', cuotasPorPrestamo],
    ['Cobros', cobrosPorPrestamo],
  ] as const) {
    for (const [idPrestamo, lista] of porPrestamo as Map<string, FilaLeida<'Cuotas' | 'Cobros'>[]>) {
      if (prestamosValidos.get(idPrestamo)?.valor) continue;
      for (const fila of lista)
        if (fila.valor) rechazar(hoja, fila, 'prestamo', MENSAJES_IMPORTACION.prestamoConErrores);
    }
  }

  const filas = {} as LibroValidado['filas'];
  const numerosFila = {} as LibroValidado['numerosFila'];
  for (const hoja of HOJAS_IMPORTACION) {
    numerosFila[hoja] = (leidas[hoja] as FilaLeida<HojaImportacion>[]).flatMap((l) =>
      l.valor ? [l.fila] : [],
    );
    for (const leida of leidas[hoja] as FilaLeida<HojaImportacion>[]) errores.push(...leida.errores);
    (filas as Record<HojaImportacion, unknown[]>)[hoja] = (
      leidas[hoja] as FilaLeida<HojaImportacion>[]
    ).flatMap((l) => (l.valor ? [l.valor] : []));
  }
  errores.sort(
    (a, b) => HOJAS_IMPORTACION.indexOf(a.hoja) - HOJAS_IMPORTACION.indexOf(b.hoja) || a.fila - b.fila,
  );
  return { filas, numerosFila, errores, totalFilas };
}

/** Los idExterno de cada hoja de un libro crudo, leídos una vez por libro (se preguntan por cada fila). */
const idsDelLibro = new WeakMap<LibroCrudo, Map<keyof IdsConocidos, Set<string>>>();

function libroTiene(libro: LibroCrudo, hoja: keyof IdsConocidos, id: string): boolean {
  let porHoja = idsDelLibro.get(libro);
  if (!porHoja) idsDelLibro.set(libro, (porHoja = new Map()));
  let ids = porHoja.get(hoja);
  if (!ids) porHoja.set(hoja, (ids = new Set((libro[hoja] ?? []).map((fila) => textoDe(fila.idExterno)))));
  return ids.has(id);
}

/**
 * Saldo de capital y de interés de un préstamo con plan propio, como lo llevará Cartera: lo pagado de cada cuota se
 * reparte entre su capital y su interés en proporción, redondeado al centavo (interesLiquidado de
 * api/src/libro/reparto.rules.ts, la regla de todo cobro).
 */
export function saldoDeCuotas(cuotas: Iterable<Pick<FilaCuota, 'capital' | 'interes' | 'pagado'>>): {
  capital: number;
  interes: number;
} {
  let capital = 0;
  let interes = 0;
  for (const cuota of cuotas) {
    const total = BigInt(Math.round((cuota.capital + cuota.interes) * 100));
    const pagado = Math.round(cuota.pagado * 100);
    const interesCuota = Math.round(cuota.interes * 100);
    const alInteres =
      total === 0n ? 0 : Number((2n * BigInt(pagado) * BigInt(interesCuota) + total) / (2n * total));
    interes += interesCuota - alInteres;
    capital += Math.round(cuota.capital * 100) - (pagado - alInteres);
  }
  return { capital: capital / 100, interes: interes / 100 };
}

export type ComparacionFila = 'nueva' | 'actualizada' | 'sinCambios';

/** Por hoja: filas leídas, nuevas, a actualizar, sin cambios y con errores. */
export interface CuentaHojaImportacion {
  filas: number;
  nuevas: number;
  actualizadas: number;
  sinCambios: number;
  conErrores: number;
}

/** Lo que una revisión dice del archivo, antes de aplicarlo, en pesos (EsquemaResumenImportacion explica cada campo). */
export interface ResumenImportacion {
  hojas: Record<HojaImportacion, CuentaHojaImportacion>;
  prestamosPorEstado: Partial<Record<EstadoPrestamoImportable, { prestamos: number; capital: number }>>;
  totales: {
    capital: number;
    cobrado: number;
    saldoCapitalCuotas: number;
    saldoInteresCuotas: number;
    efectivo?: { oficina: number; cobradores: number };
  };
  clientesSinAutorizacion: number;
  encabezados?: Partial<Record<HojaImportacion, string[]>>;
}

/**
 * El resumen de un libro validado. `comparar` dice si cada fila válida es nueva, cambia algo ya importado o es igual
 * (lo decide quien conoce lo importado: la API con su tabla de ids).
 */
export function resumirImportacion(
  libro: LibroValidado,
  comparar: (hoja: HojaImportacion, fila: FilasPorHoja[HojaImportacion]) => ComparacionFila,
): ResumenImportacion {
  const hojas = {} as ResumenImportacion['hojas'];
  for (const hoja of HOJAS_IMPORTACION) {
    const conErrores = new Set(libro.errores.filter((e) => e.hoja === hoja).map((e) => e.fila)).size;
    const cuenta = { filas: libro.totalFilas[hoja], nuevas: 0, actualizadas: 0, sinCambios: 0, conErrores };
    for (const fila of libro.filas[hoja]) {
      const comparacion = comparar(hoja, fila);
      if (comparacion === 'nueva') cuenta.nuevas += 1;
      else if (comparacion === 'actualizada') cuenta.actualizadas += 1;
      else cuenta.sinCambios += 1;
    }
    hojas[hoja] = cuenta;
  }
  const prestamosPorEstado: ResumenImportacion['prestamosPorEstado'] = {};
  let capital = 0;
  for (const prestamo of libro.filas.Prestamos) {
    const actual = prestamosPorEstado[prestamo.estado] ?? { prestamos: 0, capital: 0 };
    actual.prestamos += 1;
    actual.capital += prestamo.monto;
    prestamosPorEstado[prestamo.estado] = actual;
    // Uno sin cartera (importacionSinCartera.ts) cuenta en su estado, no en el capital que abre la importación.
    if (!esPrestamoSinCartera(prestamo.estado)) capital += prestamo.monto;
  }
  const saldo = saldoDeCuotas(libro.filas.Cuotas);
  return {
    hojas,
    prestamosPorEstado,
    totales: {
      capital,
      cobrado: libro.filas.Cobros.reduce((suma, cobro) => suma + cobro.monto, 0),
      saldoCapitalCuotas: saldo.capital,
      saldoInteresCuotas: saldo.interes,
      ...(libro.filas.Saldos.length > 0 ? { efectivo: efectivoDelArchivo(libro.filas.Saldos) } : {}),
    },
    clientesSinAutorizacion: libro.filas.Clientes.filter((c) => c.autorizacionCanal === null).length,
  };
}

/** Estados de una importación: revisada (simulación), aplicando, aplicada, cancelada, fallida o descartada. */
export const { valores: ESTADOS_IMPORTACION, etiquetas: ETIQUETAS_ESTADO_IMPORTACION } = enumeracion({
  revisada: 'Revisada: nada importado todavía',
  aplicando: 'Aplicando',
  aplicada: 'Aplicada',
  cancelada: 'Cancelada: se puede retomar',
  fallida: 'Fallida: se puede retomar',
  descartada: 'Descartada',
});
export type EstadoImportacion = (typeof ESTADOS_IMPORTACION)[number];
/** Estados desde los que una importación se aplica (o se retoma). */
export const ESTADOS_IMPORTACION_APLICABLES: readonly EstadoImportacion[] = [
  'revisada',
  'cancelada',
  'fallida',
];
