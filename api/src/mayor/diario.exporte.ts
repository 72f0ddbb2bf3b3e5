// El libro diario para el programa contable del contador (docs/decisiones/exporte-contable.md). La primera fila son
// los encabezados y cada fila siguiente una línea de un comprobante: ni título ni totales entre los datos (el XLSX de
// Cartera lleva sus totales en una hoja aparte). Tres disposiciones:
// - csv | xlsx: las columnas de Cartera (COLUMNAS_DIARIO_CONTADOR), con fechas y números ISO o es-CO en el CSV;
// - siigo: el modelo básico de movimiento contable de Siigo (XLSX, una línea con su naturaleza D/C y su valor);
// - worldoffice: la plantilla de documentos contables de World Office (XLSX, encabezado y detalle en cada fila).
import {
  COLUMNAS_DIARIO_CONTADOR,
  esTipoDocumento,
  fechaExporte,
  montoExporte,
  partesDocumento,
  TIPOS_ASIENTO_CONTABLE,
  tipoComprobante,
  type CatalogoCuentas,
  type EstiloRegional,
  type FormatoExporteDiario,
  type TipoComprobante,
} from '@cartera/dominio';
import ExcelJS from 'exceljs';
import { aPesos, centavosDe } from '../common/dinero';
import { csvConBom, fechaExcel, type ArchivoExportado } from '../common/exportes';
import { deLista } from '../database/kysely';
import type { FilaExporte } from './mayor.consultas';
import { archivoContable } from './mayor.exportes';

/** Una línea del diario lista para cualquier disposición: montos en centavos, la cuenta en el catálogo pedido. */
interface LineaDiario {
  fecha: string;
  tipoComprobante: TipoComprobante;
  numero: number;
  cuenta: string;
  nombreCuenta: string;
  terceroTipo: string | null;
  terceroDocumento: string | null;
  terceroDv: string | null;
  terceroNombre: string | null;
  debito: number;
  credito: number;
  descripcion: string;
}

export interface OpcionesExporteDiario {
  formato: FormatoExporteDiario;
  cuentas: CatalogoCuentas;
  regional: EstiloRegional;
  /** El nombre de la empresa (columna «Encab: Empresa» de World Office). */
  empresa: string;
}

/** La cuenta en el catálogo pedido; sin equivalencia, la de Cartera (la pantalla de equivalencias la muestra vacía). */
function cuentaEn(fila: FilaExporte, catalogo: CatalogoCuentas): { codigo: string; nombre: string } {
  if (catalogo === 'puc' && fila.codigo_puc && fila.nombre_puc) {
    return { codigo: fila.codigo_puc, nombre: fila.nombre_puc };
  }
  if (catalogo === 'cuif' && fila.codigo_cuif && fila.nombre_cuif) {
    return { codigo: fila.codigo_cuif, nombre: fila.nombre_cuif };
  }
  return { codigo: fila.codigo, nombre: fila.cuenta };
}

/**
 * El documento del tercero como lo lee el programa contable: el número como se expidió y, de un NIT de un cliente
 * (guardado '900123456-8'), el número sin el dígito y el dígito en su columna, como el del proveedor de un egreso.
 */
function documentoTercero(fila: FilaExporte): { terceroDocumento: string | null; terceroDv: string | null } {
  if (fila.tercero_documento === null || fila.tercero_dv !== null || !esTipoDocumento(fila.tercero_tipo)) {
    return { terceroDocumento: fila.tercero_documento, terceroDv: fila.tercero_dv };
  }
  const { numero, digitoVerificacion } = partesDocumento(fila.tercero_tipo, fila.tercero_documento);
  return { terceroDocumento: numero, terceroDv: digitoVerificacion };
}

function lineaDiario(fila: FilaExporte, catalogo: CatalogoCuentas): LineaDiario {
  const cuenta = cuentaEn(fila, catalogo);
  const tipo = deLista(TIPOS_ASIENTO_CONTABLE, fila.tipo, 'contabilidad_asientos.tipo');
  return {
    fecha: fila.fecha,
    tipoComprobante: tipoComprobante(tipo, centavosDe(fila.efecto_caja)),
    numero: Number(fila.numero),
    cuenta: cuenta.codigo,
    nombreCuenta: cuenta.nombre,
    terceroTipo: fila.tercero_tipo,
    ...documentoTercero(fila),
    terceroNombre: fila.tercero_nombre,
    debito: centavosDe(fila.debito),
    credito: centavosDe(fila.credito),
    descripcion: fila.descripcion,
  };
}

type Celda = string | number | Date | null;

async function xlsx(
  hojas: ReadonlyArray<{ nombre: string; encabezados: readonly string[]; filas: Celda[][]; formatos?: Record<number, string> }>,
  nombre: string,
): Promise<ArchivoExportado> {
  const libro = new ExcelJS.Workbook();
  libro.creator = 'Cartera';
  for (const datos of hojas) {
    const hoja = libro.addWorksheet(datos.nombre);
    hoja.addRow([...datos.encabezados]).font = { bold: true };
    for (const fila of datos.filas) hoja.addRow(fila);
    datos.encabezados.forEach((_, i) => {
      const columna = hoja.getColumn(i + 1);
      columna.width = 18;
      const formato = datos.formatos?.[i];
      if (formato) columna.numFmt = formato;
    });
  }
  return archivoContable('xlsx', nombre, Buffer.from(await libro.xlsx.writeBuffer()));
}

const MONTO_XLSX = '0.00';

/**
 * La disposición de Cartera: una fila por línea con las columnas de COLUMNAS_DIARIO_CONTADOR. La fecha y los montos,
 * como los escribe cada formato: texto regional en CSV, fecha y número en XLSX.
 */
function filasCartera<F, M>(
  lineas: LineaDiario[],
  fecha: (fecha: string) => F,
  monto: (centavos: LineaDiario['debito']) => M,
) {
  return lineas.map((l) => [
    fecha(l.fecha),
    l.tipoComprobante,
    l.numero,
    l.cuenta,
    l.nombreCuenta,
    l.terceroTipo,
    l.terceroDocumento,
    l.terceroDv,
    l.terceroNombre,
    monto(l.debito),
    monto(l.credito),
    l.descripcion,
  ]);
}

/** Las columnas del modelo básico de movimiento contable de Siigo, en su orden. */
const COLUMNAS_SIIGO = [
  'TIPO DE COMPROBANTE (OBLIGATORIO)',
  'CÓDIGO COMPROBANTE (OBLIGATORIO)',
  'NÚMERO DE DOCUMENTO',
  'CUENTA CONTABLE (OBLIGATORIO)',
  'DÉBITO O CRÉDITO (OBLIGATORIO)',
  'VALOR DE LA SECUENCIA (OBLIGATORIO)',
  'AÑO DEL DOCUMENTO',
  'MES DEL DOCUMENTO',
  'DÍA DEL DOCUMENTO',
  'NIT',
  'DESCRIPCIÓN DE LA SECUENCIA',
] as const;

/** La letra del tipo de comprobante en Siigo: R recibo de caja, G comprobante de egreso, L nota contable. */
const LETRA_SIIGO: Readonly<Record<TipoComprobante, string>> = { RC: 'R', CE: 'G', NC: 'L' };

function filasSiigo(lineas: LineaDiario[]): Celda[][] {
  return lineas.map((l) => {
    const [anio, mes, dia] = l.fecha.split('-').map(Number);
    const debito = l.debito > 0;
    return [
      LETRA_SIIGO[l.tipoComprobante],
      1,
      l.numero,
      l.cuenta,
      debito ? 'D' : 'C',
      aPesos(debito ? l.debito : l.credito),
      anio,
      mes,
      dia,
      l.terceroDocumento,
      l.descripcion,
    ];
  });
}

/** Las columnas de la plantilla de documentos contables de World Office que Cartera llena, en su orden. */
const COLUMNAS_WORLD_OFFICE = [
  'Encab: Empresa',
  'Encab: Tipo Documento',
  'Encab: Prefijo',
  'Encab: Documento Número',
  'Encab: Fecha',
  'Encab: Tercero Interno',
  'Encab: Tercero Externo',
  'Encab: Nota',
  'Encab: Verificado',
  'Encab: Anulado',
  'Detalle Con: IdCuentaContable',
  'Detalle Con: Nota',
  'Detalle Con: Tercero_Externo',
  'Detalle Con: Débito',
  'Detalle Con: Crédito',
  'Detalle Con: Vencimiento',
  'Detalle Con: Centro costos',
] as const;

function filasWorldOffice(lineas: LineaDiario[], empresa: string): Celda[][] {
  // El tercero del encabezado: el primero que tenga documento en el comprobante.
  const terceroDe = new Map<number, string>();
  for (const l of lineas) {
    if (l.terceroDocumento && !terceroDe.has(l.numero)) terceroDe.set(l.numero, l.terceroDocumento);
  }
  return lineas.map((l) => [
    empresa,
    l.tipoComprobante,
    null,
    l.numero,
    fechaExporte(l.fecha, 'es-CO'),
    null,
    terceroDe.get(l.numero) ?? null,
    l.descripcion,
    -1,
    null,
    l.cuenta,
    l.descripcion,
    l.terceroDocumento,
    aPesos(l.debito),
    aPesos(l.credito),
    null,
    null,
  ]);
}

/** El diario del periodo en la disposición pedida. */
export function exportarDiarioContador(
  datos: { desde: string; hasta: string; filas: FilaExporte[] },
  opciones: OpcionesExporteDiario,
): Promise<ArchivoExportado> {
  const lineas = datos.filas.map((f) => lineaDiario(f, opciones.cuentas));
  const base = `libro-diario-${datos.desde}-a-${datos.hasta}`;
  switch (opciones.formato) {
    case 'csv': {
      const filas = filasCartera(
        lineas,
        (fecha) => fechaExporte(fecha, opciones.regional),
        (centavos) => montoExporte(centavos, opciones.regional),
      );
      return Promise.resolve(archivoContable('csv', `${base}.csv`, csvConBom([COLUMNAS_DIARIO_CONTADOR, ...filas])));
    }
    case 'xlsx': {
      const debitos = lineas.reduce((t, l) => t + l.debito, 0);
      const creditos = lineas.reduce((t, l) => t + l.credito, 0);
      return xlsx(
        [
          {
            nombre: 'Libro diario',
            encabezados: COLUMNAS_DIARIO_CONTADOR,
            filas: filasCartera(lineas, fechaExcel, (centavos) => aPesos(centavos)),
            formatos: { 0: 'dd/mm/yyyy', 9: MONTO_XLSX, 10: MONTO_XLSX },
          },
          {
            nombre: 'Totales',
            encabezados: ['Desde', 'Hasta', 'Líneas', 'Débitos', 'Créditos'],
            filas: [[fechaExcel(datos.desde), fechaExcel(datos.hasta), lineas.length, aPesos(debitos), aPesos(creditos)]],
            formatos: { 0: 'dd/mm/yyyy', 1: 'dd/mm/yyyy', 3: MONTO_XLSX, 4: MONTO_XLSX },
          },
        ],
        `${base}.xlsx`,
      );
    }
    case 'siigo':
      return xlsx(
        [{ nombre: 'Movimiento contable', encabezados: COLUMNAS_SIIGO, filas: filasSiigo(lineas), formatos: { 5: MONTO_XLSX } }],
        `${base}-siigo.xlsx`,
      );
    case 'worldoffice':
      return xlsx(
        [
          {
            nombre: 'Documentos contables',
            encabezados: COLUMNAS_WORLD_OFFICE,
            filas: filasWorldOffice(lineas, opciones.empresa),
            formatos: { 13: MONTO_XLSX, 14: MONTO_XLSX },
          },
        ],
        `${base}-worldoffice.xlsx`,
      );
  }
}
