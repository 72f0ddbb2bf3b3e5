// Importación de la cartera de un prestamista (docs/decisiones/importacion.md): el formato del archivo (una hoja por
// entidad, o un CSV por hoja), la lectura de fechas y montos como los escribe una oficina y la validación de cada
// fila con las mismas reglas del resto de Cartera. Puro: la API lee el XLSX o el CSV y entrega las filas crudas.

import { validarTerminosPrestamo } from './amortizacion';
import type { Static } from '@sinclair/typebox';
import type {
  EsquemaErrorFilaImportacion,
  EsquemaImportacion,
  EsquemaResumenImportacion,
} from './esquemas/importaciones';
import { ESTADOS_CIVILES, ESTADOS_ACTIVO, LIMITES, SEXOS, esValorDe } from './constantes';
import { aNumeroDia, desdeNumeroDia, esFechaValida } from './fechas';
import { CANALES_AUTORIZACION } from './habeasData';
import { efectivoDelArchivo, errorMontoSaldo, type FilaSaldo } from './importacionSaldos';
import { TIPOS_CREDITO } from './usura';
import { MENSAJES, soloDigitos, validarCedula, validarEmail, validarIngresos, validarMontoPago, validarTelefono } from './validacion';

/** Las hojas del libro, en el orden en que se aplican (un préstamo necesita su cliente; un cobro, su préstamo). */
export const HOJAS_IMPORTACION = ['Cobradores', 'Clientes', 'Prestamos', 'Cobros', 'Cuotas', 'Saldos'] as const;
export type HojaImportacion = (typeof HOJAS_IMPORTACION)[number];
/** La hoja que explica el formato; la lectura la ignora. */
export const HOJA_INSTRUCCIONES = 'Instrucciones';

/** Estados con que un préstamo puede llegar: los que un prestamista lleva (los demás son trámites de Cartera). */
export const ESTADOS_PRESTAMO_IMPORTABLES = ['activo', 'mora', 'vencido', 'pagado', 'castigado'] as const;
export type EstadoPrestamoImportable = (typeof ESTADOS_PRESTAMO_IMPORTABLES)[number];

type TipoColumna = 'texto' | 'fecha' | 'monto' | 'numero';

export interface ColumnaImportacion {
  /** Encabezado de la columna en la plantilla y nombre del campo. */
  clave: string;
  tipo: TipoColumna;
  obligatoria: boolean;
  /** Lo que la hoja «Instrucciones» dice de la columna. */
  ayuda: string;
}

const col = (clave: string, tipo: TipoColumna, obligatoria: boolean, ayuda: string): ColumnaImportacion => ({
  clave,
  tipo,
  obligatoria,
  ayuda,
});

const ID_EXTERNO = col('idExterno', 'texto', true, 'El id de la fila en el sistema de origen; no se repite en la hoja');

/** Las columnas de cada hoja, en el orden de la plantilla. */
export const COLUMNAS_IMPORTACION: Readonly<Record<HojaImportacion, readonly ColumnaImportacion[]>> = {
  Cobradores: [
    ID_EXTERNO,
    col('nombre', 'texto', true, 'Nombre completo'),
    col('email', 'texto', true, 'Correo con que entrará a Cartera'),
    col('telefono', 'texto', false, '10 dígitos'),
    col('estado', 'texto', false, 'activo o inactivo (por defecto activo)'),
  ],
  Clientes: [
    ID_EXTERNO,
    col('cedula', 'texto', true, '11 dígitos'),
    col('nombre', 'texto', true, 'Nombre completo'),
    col('apodo', 'texto', false, ''),
    col('telefono', 'texto', true, '10 dígitos'),
    col('email', 'texto', false, ''),
    col('direccion', 'texto', true, ''),
    col('barrio', 'texto', false, ''),
    col('ciudad', 'texto', true, ''),
    col('departamento', 'texto', false, ''),
    col('latitud', 'numero', false, 'Grados, junto con la longitud'),
    col('longitud', 'numero', false, 'Grados, junto con la latitud'),
    col('fechaNacimiento', 'fecha', false, 'dd/mm/aaaa, aaaa-mm-dd o fecha de Excel'),
    col('sexo', 'texto', false, 'M, F u O'),
    col('estadoCivil', 'texto', false, 'S, C, D, V o U'),
    col('lugarNacimiento', 'texto', false, ''),
    col('ocupacion', 'texto', false, ''),
    col('ingresos', 'monto', false, 'Pesos'),
    col('referencia1Nombre', 'texto', false, ''),
    col('referencia1Telefono', 'texto', false, '10 dígitos'),
    col('referencia2Nombre', 'texto', false, ''),
    col('referencia2Telefono', 'texto', false, '10 dígitos'),
    col('observaciones', 'texto', false, ''),
    col('estado', 'texto', false, 'activo o inactivo (por defecto activo)'),
    col('cobrador', 'texto', false, 'idExterno del cobrador (hoja Cobradores)'),
    col('autorizacionCanal', 'texto', false, `Canal de la autorización de datos: ${CANALES_AUTORIZACION.join(', ')}`),
    col('autorizacionFecha', 'fecha', false, 'Fecha de la autorización de datos'),
  ],
  Prestamos: [
    ID_EXTERNO,
    col('cliente', 'texto', true, 'idExterno del cliente (hoja Clientes)'),
    col('cobrador', 'texto', false, 'idExterno del cobrador (hoja Cobradores)'),
    col('monto', 'monto', true, 'Capital prestado en pesos enteros'),
    col('interes', 'numero', true, 'Porcentaje total del préstamo, de 0 a 100'),
    col('cuotas', 'numero', true, 'Número de cuotas, de 1 a 1000'),
    col('modalidad', 'texto', true, 'diario, semanal, quincenal o mensual'),
    col('tipoAmortizacion', 'texto', true, 'capital_final, amortizable o interes_adelantado'),
    col('tipoCredito', 'texto', false, TIPOS_CREDITO.join(', ')),
    col('fechaInicio', 'fecha', true, 'Fecha del desembolso'),
    col('fechaPrimerPago', 'fecha', false, ''),
    col('estado', 'texto', true, ESTADOS_PRESTAMO_IMPORTABLES.join(', ')),
    col('fechaCorte', 'fecha', false, 'Obligatoria si el préstamo trae su plan en la hoja Cuotas: la mora corre desde ella'),
  ],
  Cobros: [
    ID_EXTERNO,
    col('prestamo', 'texto', true, 'idExterno del préstamo (hoja Prestamos)'),
    col('fecha', 'fecha', true, ''),
    col('monto', 'monto', true, 'Pesos enteros'),
    col('cobrador', 'texto', false, 'idExterno del cobrador que lo recibió'),
  ],
  Cuotas: [
    col('prestamo', 'texto', true, 'idExterno del préstamo (hoja Prestamos)'),
    col('numero', 'numero', true, '1, 2, 3…'),
    col('fecha', 'fecha', true, 'Vencimiento'),
    col('capital', 'monto', true, 'Pesos enteros'),
    col('interes', 'monto', true, 'Pesos enteros'),
    col('pagado', 'monto', true, 'Lo pagado de la cuota a la fecha de corte, pesos enteros'),
  ],
  // El efectivo al corte (importacionSaldos.ts): una fila para la oficina y una por cobrador.
  Saldos: [
    col('caja', 'texto', true, 'oficina, o el idExterno o el email del cobrador que tiene el efectivo'),
    col('monto', 'monto', true, 'Efectivo en esa caja a la fecha de corte, pesos enteros (0 o más)'),
    col('fechaCorte', 'fecha', true, 'El día en que Cartera toma ese efectivo'),
  ],
};

export const MENSAJES_IMPORTACION = {
  obligatorio: 'El valor es obligatorio',
  fechaInvalida: 'La fecha no es válida: use dd/mm/aaaa, aaaa-mm-dd o una fecha de Excel',
  montoInvalido: 'El monto no es válido: use 1234567, 1.234.567 o $ 1.234.567,89',
  numeroInvalido: 'El valor debe ser un número',
  idRepetido: 'El idExterno se repite en la hoja',
  cuotaRepetida: 'El número de cuota se repite en el préstamo',
  estadoInvalido: 'El estado debe ser activo o inactivo',
  estadoPrestamoInvalido: `El estado debe ser ${ESTADOS_PRESTAMO_IMPORTABLES.join(', ')}`,
  tipoCreditoInvalido: 'El tipo de crédito no es válido',
  canalInvalido: `El canal de la autorización debe ser ${CANALES_AUTORIZACION.join(', ')}`,
  autorizacionIncompleta: 'La autorización de datos lleva canal y fecha juntos',
  cedulaEnCartera: 'Ya hay en Cartera un cliente con esa cédula que no vino con este idExterno',
  emailDeOtroRol: 'Ya hay un usuario con ese email que no es cobrador',
  cobradorDesconocido: 'No hay un cobrador con ese idExterno en la hoja Cobradores ni en Cartera',
  clienteDesconocido: 'No hay un cliente con ese idExterno en la hoja Clientes ni en Cartera',
  prestamoDesconocido: 'No hay un préstamo con ese idExterno en la hoja Prestamos',
  prestamoConErrores: 'Su préstamo tiene errores: la fila entra cuando se corrija el préstamo',
  cuotasConErrores: 'Una de sus cuotas tiene errores',
  cobrosConErrores: 'Uno de sus cobros tiene errores',
  cobrosYCuotas: 'Un préstamo trae su historia de cobros o su plan a la fecha de corte, no los dos',
  corteObligatorio: 'Un préstamo con plan propio (hoja Cuotas) necesita fecha de corte',
  corteAnterior: 'La fecha de corte no puede ser anterior a la fecha de inicio',
  capitalCuotasDistinto: 'La suma del capital de las cuotas no es el monto del préstamo',
  pagadoExcesivo: 'Lo pagado no puede superar el capital más el interés de la cuota',
  cobroAnterior: 'El cobro no puede ser anterior a la fecha de inicio del préstamo',
  cobroDespuesDeCorte: 'El cobro no puede ser posterior a la fecha de corte del préstamo',
  latitudLongitud: MENSAJES.coordenadasJuntas,
  encabezadoFaltante: 'Falta la columna obligatoria',
} as const;

/** Un error de una fila: dónde está y qué dice, en español. `fila` es la de la hoja (la 1 es el encabezado). */
export type ErrorFilaImportacion = Static<typeof EsquemaErrorFilaImportacion>;

/** Una fila tal como la leyó el archivo: encabezado → celda (texto, número, fecha de exceljs o vacío). */
export type FilaCruda = Readonly<Record<string, unknown>>;

/** Quita tildes, espacios y mayúsculas: «Fecha Inicio» y «fechaInicio» son el mismo encabezado. */
export function normalizarEncabezado(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase();
}

/**
 * Encabezado del archivo → clave de la columna. `columnas` es el mapeo de la oficina (su encabezado → clave) para
 * los archivos cuyos encabezados no son los de la plantilla; lo demás se reconoce sin tildes ni mayúsculas.
 */
export function claveDeEncabezado(
  hoja: HojaImportacion,
  encabezado: string,
  columnas: Readonly<Record<string, string>> = {},
): string | null {
  const mapeada = columnas[encabezado] ?? encabezado;
  const normal = normalizarEncabezado(mapeada);
  return COLUMNAS_IMPORTACION[hoja].find((c) => normalizarEncabezado(c.clave) === normal)?.clave ?? null;
}

/** Hoja del archivo → hoja del formato (sin tildes ni mayúsculas: «Préstamos» es Prestamos). */
export function hojaDeNombre(nombre: string): HojaImportacion | null {
  const normal = normalizarEncabezado(nombre);
  return HOJAS_IMPORTACION.find((h) => normalizarEncabezado(h) === normal) ?? null;
}

const DIA_CERO_EXCEL = aNumeroDia('1899-12-30');

/**
 * Una fecha como la escribe una oficina → 'YYYY-MM-DD', o null: dd/mm/aaaa (o con guiones), aaaa-mm-dd, un número de
 * serie de Excel (días desde 1899-12-30) o una fecha que ya leyó el XLSX (medianoche UTC).
 */
export function leerFechaImportacion(valor: unknown): string | null {
  if (valor instanceof Date) {
    if (Number.isNaN(valor.getTime())) return null;
    const iso = valor.toISOString().slice(0, 10);
    return esFechaValida(iso) ? iso : null;
  }
  if (typeof valor === 'number') {
    if (!Number.isInteger(valor) || valor < 1 || valor > 2_958_465) return null;
    return desdeNumeroDia(DIA_CERO_EXCEL + valor);
  }
  if (typeof valor !== 'string') return null;
  const texto = valor.trim();
  if (/^\d{1,6}$/.test(texto)) return leerFechaImportacion(Number(texto));
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(texto);
  if (iso) return esFechaValida(texto) ? texto : null;
  const latina = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(texto);
  if (!latina) return null;
  const fecha = `${latina[3]}-${latina[2].padStart(2, '0')}-${latina[1].padStart(2, '0')}`;
  return esFechaValida(fecha) ? fecha : null;
}

/**
 * Un monto como lo escribe una oficina → número, o null. Acepta `$ 1.234.567,89`, `1234567.89`, `1,234,567` y
 * números del XLSX. Con punto y coma a la vez, el último es el decimal; con uno solo, es de miles si se repite o si le
 * siguen exactamente tres dígitos (`1.234` son mil doscientos treinta y cuatro pesos), y decimal si no.
 */
export function leerMontoImportacion(valor: unknown): number | null {
  if (typeof valor === 'number') return Number.isFinite(valor) ? valor : null;
  if (typeof valor !== 'string') return null;
  let texto = valor.replace(/\$|COP|\s/gi, '');
  let signo = 1;
  if (texto.startsWith('-')) {
    signo = -1;
    texto = texto.slice(1);
  }
  if (!/^\d[\d.,]*$/.test(texto)) return null;
  const ultimoPunto = texto.lastIndexOf('.');
  const ultimaComa = texto.lastIndexOf(',');
  let decimal: '.' | ',' | null = null;
  if (ultimoPunto >= 0 && ultimaComa >= 0) decimal = ultimoPunto > ultimaComa ? '.' : ',';
  else if (ultimoPunto >= 0 || ultimaComa >= 0) {
    const separador = ultimoPunto >= 0 ? '.' : ',';
    const veces = texto.split(separador).length - 1;
    const tras = texto.length - texto.lastIndexOf(separador) - 1;
    decimal = veces === 1 && tras !== 3 ? separador : null;
  }
  const miles = decimal === ',' ? '.' : decimal === '.' ? ',' : texto.includes('.') ? '.' : ',';
  const partes = texto.split(decimal ?? '\u0000');
  if (partes.length > 2) return null;
  const entera = partes[0];
  const grupos = entera.split(miles);
  if (grupos.length > 1 && (grupos[0].length > 3 || grupos.slice(1).some((g) => g.length !== 3))) return null;
  const numero = Number(`${grupos.join('')}${partes.length === 2 ? `.${partes[1]}` : ''}`);
  return Number.isFinite(numero) ? signo * numero : null;
}

/** Una celda como texto: lo que un error de fila muestra en `valor`. */
export function textoDe(valor: unknown): string {
  if (valor === null || valor === undefined) return '';
  if (valor instanceof Date) return Number.isNaN(valor.getTime()) ? '' : valor.toISOString().slice(0, 10);
  return String(valor).trim();
}

// Filas ya validadas, con sus tipos. Los campos opcionales vacíos son null.

export interface FilaCobrador {
  idExterno: string;
  nombre: string;
  email: string;
  telefono: string | null;
  estado: 'activo' | 'inactivo';
}

export interface FilaCliente {
  idExterno: string;
  cedula: string;
  nombre: string;
  apodo: string | null;
  telefono: string;
  email: string | null;
  direccion: string;
  barrio: string | null;
  ciudad: string;
  departamento: string | null;
  latitud: number | null;
  longitud: number | null;
  fechaNacimiento: string | null;
  sexo: (typeof SEXOS)[number] | null;
  estadoCivil: (typeof ESTADOS_CIVILES)[number] | null;
  lugarNacimiento: string | null;
  ocupacion: string | null;
  ingresos: number | null;
  referencia1Nombre: string | null;
  referencia1Telefono: string | null;
  referencia2Nombre: string | null;
  referencia2Telefono: string | null;
  observaciones: string | null;
  estado: 'activo' | 'inactivo';
  cobrador: string | null;
  autorizacionCanal: (typeof CANALES_AUTORIZACION)[number] | null;
  autorizacionFecha: string | null;
}

export interface FilaPrestamo {
  idExterno: string;
  cliente: string;
  cobrador: string | null;
  monto: number;
  interes: number;
  cuotas: number;
  modalidad: string;
  tipoAmortizacion: string;
  tipoCredito: (typeof TIPOS_CREDITO)[number] | null;
  fechaInicio: string;
  fechaPrimerPago: string | null;
  estado: EstadoPrestamoImportable;
  fechaCorte: string | null;
}

export interface FilaCobro {
  idExterno: string;
  prestamo: string;
  fecha: string;
  monto: number;
  cobrador: string | null;
}

export interface FilaCuota {
  prestamo: string;
  numero: number;
  fecha: string;
  capital: number;
  interes: number;
  pagado: number;
}

export interface FilasPorHoja {
  Cobradores: FilaCobrador;
  Clientes: FilaCliente;
  Prestamos: FilaPrestamo;
  Cobros: FilaCobro;
  Cuotas: FilaCuota;
  Saldos: FilaSaldo;
}

/** Una fila leída y validada: sus valores (null si tiene errores) y sus errores. */
export interface FilaLeida<H extends HojaImportacion> {
  fila: number;
  valor: FilasPorHoja[H] | null;
  errores: ErrorFilaImportacion[];
}

/**
 * Lee y valida una fila con las reglas de Cartera (cédula, teléfono, email, términos del préstamo…). Cada error dice
 * hoja, fila, columna, el valor tal como vino y el mensaje; con un solo error la fila entera queda fuera.
 */
export function leerFilaImportacion<H extends HojaImportacion>(hoja: H, fila: number, cruda: FilaCruda): FilaLeida<H> {
  const errores: ErrorFilaImportacion[] = [];
  const valores: Record<string, unknown> = {};
  const error = (columna: string, mensaje: string) =>
    errores.push({ hoja, fila, columna, valor: textoDe(cruda[columna]), mensaje });

  for (const columna of COLUMNAS_IMPORTACION[hoja]) {
    const bruto = cruda[columna.clave];
    const texto = textoDe(bruto);
    if (texto === '') {
      if (columna.obligatoria) error(columna.clave, MENSAJES_IMPORTACION.obligatorio);
      valores[columna.clave] = null;
      continue;
    }
    if (columna.tipo === 'fecha') {
      const fecha = leerFechaImportacion(bruto);
      if (fecha === null) error(columna.clave, MENSAJES_IMPORTACION.fechaInvalida);
      valores[columna.clave] = fecha;
    } else if (columna.tipo === 'monto') {
      const monto = leerMontoImportacion(bruto);
      if (monto === null) error(columna.clave, MENSAJES_IMPORTACION.montoInvalido);
      valores[columna.clave] = monto;
    } else if (columna.tipo === 'numero') {
      const numero = typeof bruto === 'number' ? bruto : Number(texto.replace(',', '.'));
      if (!Number.isFinite(numero)) error(columna.clave, MENSAJES_IMPORTACION.numeroInvalido);
      valores[columna.clave] = Number.isFinite(numero) ? numero : null;
    } else {
      valores[columna.clave] = texto;
    }
  }

  const validarCampo = (columna: string, mensaje: string | null) => {
    if (mensaje && !errores.some((e) => e.columna === columna)) error(columna, mensaje);
  };
  const estadoActivo = (clave = 'estado') => {
    const estado = valores[clave] ?? 'activo';
    if (!esValorDe(ESTADOS_ACTIVO, estado)) validarCampo(clave, MENSAJES_IMPORTACION.estadoInvalido);
    valores[clave] = estado;
  };

  if (hoja === 'Cobradores') {
    validarCampo('email', validarEmail(valores.email as string | null, { obligatorio: true }));
    validarCampo('telefono', validarTelefono(valores.telefono as string | null, { obligatorio: false }));
    estadoActivo();
  } else if (hoja === 'Clientes') {
    validarCampo('cedula', validarCedula(valores.cedula as string | null));
    validarCampo('telefono', validarTelefono(valores.telefono as string | null));
    validarCampo('email', validarEmail(valores.email as string | null));
    for (const campo of ['referencia1Telefono', 'referencia2Telefono'])
      validarCampo(campo, validarTelefono(valores[campo] as string | null, { obligatorio: false }));
    validarCampo('ingresos', validarIngresos(valores.ingresos));
    if (valores.sexo !== null && !esValorDe(SEXOS, valores.sexo)) validarCampo('sexo', MENSAJES.sexoInvalido);
    if (valores.estadoCivil !== null && !esValorDe(ESTADOS_CIVILES, valores.estadoCivil))
      validarCampo('estadoCivil', MENSAJES.estadoCivilInvalido);
    if ((valores.latitud === null) !== (valores.longitud === null))
      validarCampo(valores.latitud === null ? 'latitud' : 'longitud', MENSAJES_IMPORTACION.latitudLongitud);
    if (valores.latitud !== null && Math.abs(valores.latitud as number) > 90)
      validarCampo('latitud', MENSAJES.latitudInvalida);
    if (valores.longitud !== null && Math.abs(valores.longitud as number) > 180)
      validarCampo('longitud', MENSAJES.longitudInvalida);
    if (valores.autorizacionCanal !== null && !esValorDe(CANALES_AUTORIZACION, valores.autorizacionCanal))
      validarCampo('autorizacionCanal', MENSAJES_IMPORTACION.canalInvalido);
    if ((valores.autorizacionCanal === null) !== (valores.autorizacionFecha === null))
      validarCampo(
        valores.autorizacionCanal === null ? 'autorizacionCanal' : 'autorizacionFecha',
        MENSAJES_IMPORTACION.autorizacionIncompleta,
      );
    estadoActivo();
  } else if (hoja === 'Prestamos') {
    const terminos = validarTerminosPrestamo(valores);
    for (const [campo, mensaje] of Object.entries(terminos)) validarCampo(campo, mensaje ?? null);
    if (valores.tipoCredito !== null && !esValorDe(TIPOS_CREDITO, valores.tipoCredito))
      validarCampo('tipoCredito', MENSAJES_IMPORTACION.tipoCreditoInvalido);
    if (valores.estado !== null && !esValorDe(ESTADOS_PRESTAMO_IMPORTABLES, valores.estado))
      validarCampo('estado', MENSAJES_IMPORTACION.estadoPrestamoInvalido);
    const { fechaCorte, fechaInicio } = valores as { fechaCorte: string | null; fechaInicio: string | null };
    if (fechaCorte && fechaInicio && fechaCorte < fechaInicio)
      validarCampo('fechaCorte', MENSAJES_IMPORTACION.corteAnterior);
    if (fechaCorte && (fechaCorte < LIMITES.fechaPrestamoMinima || fechaCorte > LIMITES.fechaPrestamoMaxima))
      validarCampo('fechaCorte', MENSAJES.fechaPrestamoFueraDeRango);
  } else if (hoja === 'Cobros') {
    validarCampo('monto', validarMontoPago(valores.monto));
  } else if (hoja === 'Saldos') {
    if (valores.monto !== null) validarCampo('monto', errorMontoSaldo(valores.monto as number));
  } else {
    const numero = valores.numero as number | null;
    if (numero !== null && (!Number.isInteger(numero) || numero < 1 || numero > LIMITES.cuotasMaximo))
      validarCampo('numero', MENSAJES.cuotasRango);
    for (const campo of ['capital', 'interes', 'pagado']) {
      const monto = valores[campo] as number | null;
      if (monto !== null && (monto < 0 || !Number.isInteger(monto))) validarCampo(campo, MENSAJES.montoEntero);
    }
    const { capital, interes, pagado } = valores as { capital: number | null; interes: number | null; pagado: number | null };
    if (capital !== null && interes !== null && pagado !== null && pagado > capital + interes)
      validarCampo('pagado', MENSAJES_IMPORTACION.pagadoExcesivo);
  }

  return { fila, valor: errores.length === 0 ? (valores as unknown as FilasPorHoja[H]) : null, errores };
}

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
 * Lo que ya está en Cartera y una fila no puede tomar: la cédula de un cliente (con el idExterno que la importó, o
 * null si no vino de una importación) y el email de un usuario que no es cobrador.
 */
export interface OcupadosEnCartera {
  cedulasClientes: ReadonlyMap<string, string | null>;
  emailsNoCobradores: ReadonlySet<string>;
}

const SIN_OCUPADOS: OcupadosEnCartera = { cedulasClientes: new Map(), emailsNoCobradores: new Set() };

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

  const rechazar = <H extends HojaImportacion>(hoja: H, leida: FilaLeida<H>, columna: string, mensaje: string) => {
    const valor = leida.valor as Record<string, unknown> | null;
    leida.errores.push({ hoja, fila: leida.fila, columna, valor: textoDe(valor?.[columna]), mensaje });
    leida.valor = null;
  };

  // Lo que ya tiene otro en Cartera: la fila no se podría escribir.
  for (const leida of leidas.Cobradores)
    if (leida.valor && ocupados.emailsNoCobradores.has(leida.valor.email.trim().toLowerCase()))
      rechazar('Cobradores', leida, 'email', MENSAJES_IMPORTACION.emailDeOtroRol);
  for (const leida of leidas.Clientes) {
    if (!leida.valor) continue;
    const cedula = soloDigitos(leida.valor.cedula);
    if (ocupados.cedulasClientes.has(cedula) && ocupados.cedulasClientes.get(cedula) !== leida.valor.idExterno)
      rechazar('Clientes', leida, 'cedula', MENSAJES_IMPORTACION.cedulaEnCartera);
  }

  // idExterno repetidos: todas las filas que lo repiten quedan fuera.
  for (const hoja of ['Cobradores', 'Clientes', 'Prestamos', 'Cobros'] as const) {
    const vistos = new Map<string, number>();
    for (const leida of leidas[hoja]) {
      const id = (leida.valor as { idExterno?: string } | null)?.idExterno;
      if (id) vistos.set(id, (vistos.get(id) ?? 0) + 1);
    }
    for (const leida of leidas[hoja] as FilaLeida<HojaImportacion>[]) {
      const id = (leida.valor as { idExterno?: string } | null)?.idExterno;
      if (id && (vistos.get(id) ?? 0) > 1) rechazar(hoja, leida, 'idExterno', MENSAJES_IMPORTACION.idRepetido);
    }
  }

  const validos = <H extends HojaImportacion>(hoja: H): Set<string> =>
    new Set(
      leidas[hoja].flatMap((l) => {
        const id = (l.valor as { idExterno?: string } | null)?.idExterno;
        return id ? [id] : [];
      }),
    );
  const existe = (hoja: keyof IdsConocidos, id: string, enArchivo: Set<string>) =>
    enArchivo.has(id) || (conocidos[hoja].has(id) && !(libroTiene(libro, hoja, id)));

  const cobradores = validos('Cobradores');
  for (const leida of leidas.Clientes) {
    const cobrador = leida.valor?.cobrador;
    if (cobrador && !existe('Cobradores', cobrador, cobradores))
      rechazar('Clientes', leida, 'cobrador', MENSAJES_IMPORTACION.cobradorDesconocido);
  }
  const clientes = validos('Clientes');
  for (const leida of leidas.Prestamos) {
    if (!leida.valor) continue;
    if (!existe('Clientes', leida.valor.cliente, clientes))
      rechazar('Prestamos', leida, 'cliente', MENSAJES_IMPORTACION.clienteDesconocido);
    else if (leida.valor.cobrador && !existe('Cobradores', leida.valor.cobrador, cobradores))
      rechazar('Prestamos', leida, 'cobrador', MENSAJES_IMPORTACION.cobradorDesconocido);
  }

  // Cuotas por préstamo: números sin repetir; un préstamo con una cuota mala queda fuera con todas las suyas.
  const prestamosValidos = new Map(
    leidas.Prestamos.flatMap((l) => (l.valor ? [[l.valor.idExterno, l] as const] : [])),
  );
  const sinPrestamo = (id: string) =>
    libroTiene(libro, 'Prestamos', id) ? MENSAJES_IMPORTACION.prestamoConErrores : MENSAJES_IMPORTACION.prestamoDesconocido;
  const cuotasPorPrestamo = new Map<string, FilaLeida<'Cuotas'>[]>();
  for (const leida of leidas.Cuotas) {
    const prestamo = textoDe(libro.Cuotas?.[leida.fila - 2]?.prestamo);
    if (!prestamo) continue;
    const lista = cuotasPorPrestamo.get(prestamo) ?? [];
    lista.push(leida);
    cuotasPorPrestamo.set(prestamo, lista);
  }
  const cobrosPorPrestamo = new Map<string, FilaLeida<'Cobros'>[]>();
  for (const leida of leidas.Cobros) {
    const prestamo = textoDe(libro.Cobros?.[leida.fila - 2]?.prestamo);
    if (!prestamo) continue;
    const lista = cobrosPorPrestamo.get(prestamo) ?? [];
    lista.push(leida);
    cobrosPorPrestamo.set(prestamo, lista);
  }

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
    if (cobrosPorPrestamo.has(idPrestamo)) rechazar('Prestamos', prestamo, 'idExterno', MENSAJES_IMPORTACION.cobrosYCuotas);
    else if (!prestamo.valor?.fechaCorte) rechazar('Prestamos', prestamo, 'fechaCorte', MENSAJES_IMPORTACION.corteObligatorio);
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
      if (c.valor.fecha < prestamo.valor.fechaInicio) rechazar('Cobros', c, 'fecha', MENSAJES_IMPORTACION.cobroAnterior);
      else if (prestamo.valor.fechaCorte && c.valor.fecha > prestamo.valor.fechaCorte)
        rechazar('Cobros', c, 'fecha', MENSAJES_IMPORTACION.cobroDespuesDeCorte);
      else if (c.valor.cobrador && !existe('Cobradores', c.valor.cobrador, cobradores))
        rechazar('Cobros', c, 'cobrador', MENSAJES_IMPORTACION.cobradorDesconocido);
    }
    if (cobros.some((c) => !c.valor)) rechazar('Prestamos', prestamo, 'idExterno', MENSAJES_IMPORTACION.cobrosConErrores);
  }
  // Un préstamo que quedó fuera por sus cobros o cuotas se lleva a los demás: nada entra a medias.
  for (const [hoja, porPrestamo] of [
    ['Cuotas', cuotasPorPrestamo],
    ['Cobros', cobrosPorPrestamo],
  ] as const) {
    for (const [idPrestamo, lista] of porPrestamo as Map<string, FilaLeida<'Cuotas' | 'Cobros'>[]>) {
      if (prestamosValidos.get(idPrestamo)?.valor) continue;
      for (const fila of lista) if (fila.valor) rechazar(hoja, fila, 'prestamo', MENSAJES_IMPORTACION.prestamoConErrores);
    }
  }

  const filas = {} as LibroValidado['filas'];
  const numerosFila = {} as LibroValidado['numerosFila'];
  for (const hoja of HOJAS_IMPORTACION) {
    numerosFila[hoja] = (leidas[hoja] as FilaLeida<HojaImportacion>[]).flatMap((l) => (l.valor ? [l.fila] : []));
    for (const leida of leidas[hoja] as FilaLeida<HojaImportacion>[]) errores.push(...leida.errores);
    (filas as Record<HojaImportacion, unknown[]>)[hoja] = (leidas[hoja] as FilaLeida<HojaImportacion>[]).flatMap((l) =>
      l.valor ? [l.valor] : [],
    );
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
 * api/src/cartera/reparto.rules.ts, la regla de todo cobro).
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
    const alInteres = total === 0n ? 0 : Number((2n * BigInt(pagado) * BigInt(interesCuota) + total) / (2n * total));
    interes += interesCuota - alInteres;
    capital += Math.round(cuota.capital * 100) - (pagado - alInteres);
  }
  return { capital: capital / 100, interes: interes / 100 };
}

export type ComparacionFila = 'nueva' | 'actualizada' | 'sinCambios';

/** Lo que una revisión dice del archivo, antes de aplicarlo (su esquema, con cada campo explicado, en esquemas/importaciones.ts). */
export type ResumenImportacion = Static<typeof EsquemaResumenImportacion>;

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
    capital += prestamo.monto;
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
export const ESTADOS_IMPORTACION = ['revisada', 'aplicando', 'aplicada', 'cancelada', 'fallida', 'descartada'] as const;
export type EstadoImportacion = (typeof ESTADOS_IMPORTACION)[number];
export const ETIQUETAS_ESTADO_IMPORTACION: Readonly<Record<EstadoImportacion, string>> = {
  revisada: 'Revisada: nada importado todavía',
  aplicando: 'Aplicando',
  aplicada: 'Aplicada',
  cancelada: 'Cancelada: se puede retomar',
  fallida: 'Fallida: se puede retomar',
  descartada: 'Descartada',
};
/** Estados desde los que una importación se aplica (o se retoma). */
export const ESTADOS_IMPORTACION_APLICABLES: readonly EstadoImportacion[] = ['revisada', 'cancelada', 'fallida'];

/** POST /api/importaciones y GET /api/importaciones/:id. */
export type Importacion = Static<typeof EsquemaImportacion>;
