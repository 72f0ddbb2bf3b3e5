// El formato del archivo de una importación (docs/decisiones/importacion.md): las hojas, sus columnas en el orden de
// la plantilla, los mensajes de los errores de fila y cómo un encabezado o el nombre de una hoja se reconocen.

import { CANALES_AUTORIZACION } from './habeasData';
import { TIPOS_CREDITO } from './usura';
import { MENSAJES, plegar } from './validacion';

/** Las hojas del libro, en el orden en que se aplican (un préstamo necesita su cliente; un cobro, su préstamo). */
export const HOJAS_IMPORTACION = [
  'Cobradores',
  'Clientes',
  'Prestamos',
  'Cobros',
  'Cuotas',
  'Saldos',
] as const;
export type HojaImportacion = (typeof HOJAS_IMPORTACION)[number];

/** Un error de una fila: dónde está y qué dice, en español. `fila` es la de la hoja (la 1 es el encabezado). */
export interface ErrorFilaImportacion {
  hoja: HojaImportacion;
  fila: number;
  columna: string;
  valor: string;
  mensaje: string;
}
/** La hoja que explica el formato; la lectura la ignora. */
export const HOJA_INSTRUCCIONES = 'Instrucciones';

/** Estados de un préstamo que abre cartera al importarse: con su historia o su plan, su saldo y su comprobante. */
export const ESTADOS_PRESTAMO_CON_CARTERA = ['activo', 'mora', 'vencido', 'pagado', 'castigado'] as const;
/**
 * Estados que llegan como historia, sin cartera que abrir (importacionSinCartera.ts): refinanciado en un reenganche,
 * anulado, solicitud pendiente y solicitud rechazada. No traen cobros ni cuotas.
 */
export const ESTADOS_PRESTAMO_SIN_CARTERA = ['reenganchado', 'cancelado', 'solicitado', 'rechazado'] as const;
/** Estados con que un préstamo puede llegar. */
export const ESTADOS_PRESTAMO_IMPORTABLES = [
  ...ESTADOS_PRESTAMO_CON_CARTERA,
  ...ESTADOS_PRESTAMO_SIN_CARTERA,
] as const;
export type EstadoPrestamoImportable = (typeof ESTADOS_PRESTAMO_IMPORTABLES)[number];
/** Otros nombres con que un archivo trae un estado de Cartera. */
export const ALIAS_ESTADO_PRESTAMO: ReadonlyMap<string, EstadoPrestamoImportable> = new Map<
  string,
  EstadoPrestamoImportable
>([
  ['anulado', 'cancelado'],
  ['pendiente', 'solicitado'],
  ['refinanciado', 'reenganchado'],
]);

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

const ID_EXTERNO = col(
  'idExterno',
  'texto',
  true,
  'El id de la fila en el sistema de origen; no se repite en la hoja',
);

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
    col(
      'cedula',
      'texto',
      true,
      'El número como se expidió: CC de 3 a 11 dígitos, NIT con su dígito (900123456-8)',
    ),
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
    col(
      'autorizacionCanal',
      'texto',
      false,
      `Canal de la autorización de datos: ${CANALES_AUTORIZACION.join(', ')}`,
    ),
    col('autorizacionFecha', 'fecha', false, 'Fecha de la autorización de datos'),
    col('tipoDocumento', 'texto', false, 'CC, CE, TI, PPT, PEP, PA o NIT (por defecto CC)'),
    col(
      'oficina',
      'texto',
      false,
      'Código o nombre de la oficina del cliente (Configuración › Oficinas); obligatoria si hay más de una',
    ),
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
    col(
      'estado',
      'texto',
      true,
      `${ESTADOS_PRESTAMO_CON_CARTERA.join(', ')}; sin cartera, sin cobros ni cuotas: reenganchado (o refinanciado), ` +
        'cancelado (o anulado), solicitado (o pendiente) o rechazado',
    ),
    col(
      'fechaCorte',
      'fecha',
      false,
      'Obligatoria si el préstamo trae su plan en la hoja Cuotas: la mora corre desde ella. En uno sin cartera, el día de su cierre',
    ),
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

/** Una fila tal como la leyó el archivo: encabezado → celda (texto, número, fecha de exceljs o vacío). */
export type FilaCruda = Readonly<Record<string, unknown>>;

/** Quita tildes, espacios y mayúsculas: «Fecha Inicio» y «fechaInicio» son el mismo encabezado. */
export function normalizarEncabezado(texto: string): string {
  return plegar(texto).replace(/[^a-z0-9]/g, '');
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
