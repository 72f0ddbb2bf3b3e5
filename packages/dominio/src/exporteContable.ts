// El exporte del libro diario para el programa contable del contador (docs/decisiones/exporte-contable.md): el NIT con
// su dígito de verificación, el tipo de comprobante de cada evento, el documento de cada tercero, fechas y números ISO
// o es-CO, y las equivalencias de las cuentas de Cartera en el PUC comercial y en el CUIF. Puro y sin dependencias.
import type { TipoAsientoContable } from './contabilidad';
import { enumeracion } from './constantes';
import { digitoVerificacionNit } from './documentos';

// ——— NIT y dígito de verificación (DIAN) ———

export interface Nit {
  /** Sólo dígitos, sin el de verificación. */
  numero: string;
  dv: number;
}

/** '900.123.456-8', '900123456-8' o '900 123 456 - 8' → { numero, dv }; sin guion antes del dígito, `null`. */
export function leerNit(valor: string | null | undefined): Nit | null {
  if (typeof valor !== 'string') return null;
  const coincidencia = /^([0-9][0-9. ]*)-\s*([0-9])$/.exec(valor.trim());
  if (!coincidencia) return null;
  const numero = coincidencia[1].replace(/[. ]/g, '');
  if (!/^[0-9]{5,15}$/.test(numero)) return null;
  return { numero, dv: Number(coincidencia[2]) };
}

/** '900123456', 8 → '900123456-8'. */
export const formatearNit = (nit: Nit): string => `${nit.numero}-${nit.dv}`;

export const MENSAJES_NIT = {
  obligatorio: 'El NIT del proveedor es obligatorio',
  invalido:
    'El NIT debe tener de 5 a 15 dígitos y su dígito de verificación después de un guion (900123456-8)',
  digito: 'El dígito de verificación no corresponde al NIT: revíselo en el RUT del proveedor',
} as const;

/** El mensaje de error de un NIT con su dígito de verificación, o `null` si es válido (vacío es válido si no es obligatorio). */
export function validarNit(
  valor: string | null | undefined,
  { obligatorio = true }: { obligatorio?: boolean } = {},
): string | null {
  if (valor === undefined || valor === null || valor.trim() === '')
    return obligatorio ? MENSAJES_NIT.obligatorio : null;
  const nit = leerNit(valor);
  if (!nit) return MENSAJES_NIT.invalido;
  return digitoVerificacionNit(nit.numero) === nit.dv ? null : MENSAJES_NIT.digito;
}

// ——— El proveedor de un egreso de la oficina ———

/** Lo que se envía con un egreso de Flujo de Caja: a quién se pagó (los dos o ninguno). */
export interface DatosProveedorEgreso {
  proveedorNombre?: string | null;
  /** Con su dígito de verificación: '900123456-8'. */
  proveedorNit?: string | null;
}

export const MENSAJES_PROVEEDOR = {
  nombreSinNit: 'Escriba el NIT del proveedor o deje los dos campos vacíos',
  nitSinNombre: 'Escriba el nombre del proveedor o deje los dos campos vacíos',
  nombreLargo: 'El nombre del proveedor debe tener entre 1 y 120 caracteres',
  soloEgresos: 'Sólo un egreso lleva proveedor',
} as const;

// ——— Tipo de comprobante ———

/** Los tipos de comprobante del exporte (los de uso común en Colombia). */
export const { valores: TIPOS_COMPROBANTE, etiquetas: NOMBRES_TIPO_COMPROBANTE } = enumeracion({
  RC: 'Recibo de caja',
  CE: 'Comprobante de egreso',
  NC: 'Nota de contabilidad',
});
export type TipoComprobante = (typeof TIPOS_COMPROBANTE)[number];

/** Eventos que nunca son un recibo ni un egreso aunque muevan efectivo: correcciones, traslados y causaciones. */
const SIEMPRE_NOTA: ReadonlySet<TipoAsientoContable> = new Set<TipoAsientoContable>([
  'reverso',
  'reversion',
  'anulacion',
  'entrega',
  'saldo_inicial',
  'condonacion',
  'castigo',
  // Saca un recaudo de «Recaudos por aplicar»: el dinero no sale del banco (su cobro ya es el recibo).
  'aplicacion_recaudo',
]);

/**
 * El tipo de comprobante de un asiento: el efectivo que entra a la empresa es un recibo de caja (RC), el que sale un
 * comprobante de egreso (CE); lo demás (causaciones, correcciones y anulaciones, traslados entre cajas, saldo
 * inicial, condonaciones y castigos) es una nota de contabilidad (NC). `efectoCajaCentavos`: débitos − créditos de
 * las cuentas de efectivo del asiento.
 */
export function tipoComprobante(tipo: TipoAsientoContable, efectoCajaCentavos: number): TipoComprobante {
  if (SIEMPRE_NOTA.has(tipo) || efectoCajaCentavos === 0) return 'NC';
  return efectoCajaCentavos > 0 ? 'RC' : 'CE';
}

// ——— Terceros ———

/** Tipo de documento del tercero: cédula de ciudadanía o NIT (tabla de tipos de documento de la DIAN: 13 y 31). */
export type TipoDocumentoTercero = 'CC' | 'NIT';

// ——— Formatos, catálogos y estilo de fechas y números ———

/** csv y xlsx: el diario con las columnas de Cartera; siigo y worldoffice: los archivos de importación de esos programas. */
export const FORMATOS_EXPORTE_DIARIO = ['csv', 'xlsx', 'siigo', 'worldoffice'] as const;
export type FormatoExporteDiario = (typeof FORMATOS_EXPORTE_DIARIO)[number];

/** Con qué códigos salen las cuentas: los de Cartera, los del PUC comercial o los del CUIF. */
export const CATALOGOS_CUENTAS = ['cartera', 'puc', 'cuif'] as const;
export type CatalogoCuentas = (typeof CATALOGOS_CUENTAS)[number];

/** iso: 2026-11-30 y 1234.5; es-CO: 30/11/2026 y 1234,5 (sin separador de miles). */
export const ESTILOS_REGIONALES = ['iso', 'es-CO'] as const;
export type EstiloRegional = (typeof ESTILOS_REGIONALES)[number];

/** Las columnas del diario en csv y xlsx, en orden; la primera fila del archivo. */
export const COLUMNAS_DIARIO_CONTADOR = [
  'Fecha',
  'Tipo de comprobante',
  'Comprobante',
  'Cuenta',
  'Nombre de la cuenta',
  'Tipo de documento',
  'Documento del tercero',
  'DV',
  'Nombre del tercero',
  'Débito',
  'Crédito',
  'Descripción',
] as const;

/** 'YYYY-MM-DD' en el estilo pedido. */
export function fechaExporte(fecha: string, estilo: EstiloRegional): string {
  if (estilo === 'iso') return fecha;
  const [anio, mes, dia] = fecha.split('-');
  return `${dia}/${mes}/${anio}`;
}

/** Centavos → pesos con dos decimales, punto o coma decimal, sin separador de miles: 123456 → '1234.56' | '1234,56'. */
export function montoExporte(centavos: number, estilo: EstiloRegional): string {
  if (!Number.isSafeInteger(centavos)) throw new Error(`Centavos no enteros: ${centavos}`);
  const signo = centavos < 0 ? '-' : '';
  const absoluto = Math.abs(centavos);
  const texto = `${signo}${Math.trunc(absoluto / 100)}.${String(absoluto % 100).padStart(2, '0')}`;
  return estilo === 'iso' ? texto : texto.replace('.', ',');
}

// ——— Equivalencias de cuentas ———

/** PUT /api/contabilidad/equivalencias/:id. */
export interface DatosEquivalenciaCuenta {
  codigoPuc: string;
  nombrePuc: string;
  codigoCuif: string;
  nombreCuif: string;
}

export const MENSAJES_EXPORTE_CONTABLE = {
  formatoDiario: `El formato debe ser uno de: ${FORMATOS_EXPORTE_DIARIO.join(', ')}`,
  catalogo: `Las cuentas deben ser una de: ${CATALOGOS_CUENTAS.join(', ')}`,
  regional: `El estilo de fechas y números debe ser iso o es-CO`,
  codigoEquivalente: 'El código equivalente debe ser numérico, de 1 a 16 cifras',
  nombreEquivalente: 'El nombre de la cuenta equivalente debe tener entre 1 y 120 caracteres',
  cuentaSinEquivalencia: 'Esa cuenta no existe o es una subcuenta (usa la equivalencia de su cuenta mayor)',
  cedulaSoloCobrador: 'Sólo un cobrador lleva cédula en su cuenta',
} as const;
