// Los exportes de los estados financieros para el contador, en CSV (UTF-8 con BOM, `;`, para Excel es-CO) o XLSX.
// Montos con sus centavos; los totales suman al peso. El diario tiene su propio exporte (diario.exporte.ts).
import {
  ETIQUETAS_CLASE_CUENTA,
  formatearFecha,
  type BalanceGeneral,
  type BalancePrueba,
  type EstadoResultados,
  type FilaEstadoFinanciero,
  type FormatoTabla,
} from '@cartera/dominio';
import ExcelJS from 'exceljs';
import {
  csvConBom,
  disposicionAdjunto,
  fechaExcel,
  TIPOS_ARCHIVO,
  type ArchivoExportado,
} from '../common/exportes';

/** El archivo `nombre` para descargar como adjunto (el mismo nombre, ASCII, en las dos formas de la cabecera). */
export function archivoContable(formato: 'csv' | 'xlsx', nombre: string, contenido: Buffer): ArchivoExportado {
  return { contenido, tipo: TIPOS_ARCHIVO[formato], nombre, disposicion: disposicionAdjunto(nombre, nombre) };
}

/** De qué libros es un estado (docs/decisiones/libros-por-oficina.md): una oficina o el consolidado. */
const deLosLibros = (oficina: BalancePrueba['oficina']) =>
  oficina ? ` — ${oficina.nombre}` : ' — consolidado, sin las cuentas recíprocas entre oficinas';

/** Una cuenta del balance de prueba como fila del archivo. */
const filaBalancePrueba = (c: BalancePrueba['cuentas'][number]): Celda[] => [
  c.codigo,
  c.nombre,
  ETIQUETAS_CLASE_CUENTA[c.clase],
  c.saldoAnterior,
  c.debitos,
  c.creditos,
  c.saldo,
];

/** Pesos con centavos en XLSX. */
const FORMATO_MONTO_XLSX = '#,##0.00;-#,##0.00';

type Celda = string | number | null;

interface Tabla {
  titulo: string;
  hoja: string;
  encabezados: readonly string[];
  filas: Celda[][];
  /** Índices de las columnas de montos. */
  montos: readonly number[];
  /** Índices de las columnas de fechas 'YYYY-MM-DD'. */
  fechas?: readonly number[];
}

async function archivo(
  tabla: Tabla,
  formato: FormatoTabla,
  base: string,
): Promise<ArchivoExportado> {
  const nombre = `${base}.${formato}`;
  if (formato === 'csv') {
    return archivoContable('csv', nombre, csvConBom([tabla.encabezados, ...tabla.filas]));
  }
  const libro = new ExcelJS.Workbook();
  libro.creator = 'Cartera';
  const hoja = libro.addWorksheet(tabla.hoja);
  hoja.addRow([tabla.titulo]).font = { bold: true };
  hoja.addRow([...tabla.encabezados]).font = { bold: true };
  for (const fila of tabla.filas) {
    hoja.addRow(
      fila.map((celda, i) =>
        typeof celda === 'string' && tabla.fechas?.includes(i) ? fechaExcel(celda) : celda,
      ),
    );
  }
  tabla.encabezados.forEach((_, i) => {
    const columna = hoja.getColumn(i + 1);
    columna.width = tabla.montos.includes(i) ? 18 : 24;
    if (tabla.montos.includes(i)) columna.numFmt = FORMATO_MONTO_XLSX;
    if (tabla.fechas?.includes(i)) columna.numFmt = 'dd/mm/yyyy';
  });
  return archivoContable('xlsx', nombre, Buffer.from(await libro.xlsx.writeBuffer()));
}

const periodo = (desde: string, hasta: string) => `del ${formatearFecha(desde)} al ${formatearFecha(hasta)}`;

export function exportarBalancePrueba(
  balance: BalancePrueba,
  formato: FormatoTabla,
): Promise<ArchivoExportado> {
  return archivo(
    {
      titulo: `Balance de prueba ${periodo(balance.desde, balance.hasta)}${deLosLibros(balance.oficina)}`,
      hoja: 'Balance de prueba',
      encabezados: ['Código', 'Cuenta', 'Clase', 'Saldo anterior', 'Débitos', 'Créditos', 'Saldo'],
      filas: [
        ...balance.cuentas.map(filaBalancePrueba),
        [null, 'Totales', null, null, balance.totalDebitos, balance.totalCreditos, null],
        // El consolidado: lo que se eliminó de la suma de las oficinas, aparte de los totales.
        ...(balance.eliminaciones.length > 0 ? [[null, 'Eliminaciones entre oficinas', null, null, null, null, null]] : []),
        ...balance.eliminaciones.map(filaBalancePrueba),
      ],
      montos: [3, 4, 5, 6],
    },
    formato,
    `balance-de-prueba-${balance.desde}-a-${balance.hasta}`,
  );
}

function filasEstado(
  titulo: string,
  filas: FilaEstadoFinanciero[],
  total: number,
  totalAnterior: number,
): Celda[][] {
  return [
    [titulo, null, null, null],
    ...filas.map((f) => [f.codigo, f.nombre, f.monto, f.anterior]),
    [null, `Total ${titulo.toLowerCase()}`, total, totalAnterior],
  ];
}

export function exportarEstadoResultados(
  estado: EstadoResultados,
  formato: FormatoTabla,
): Promise<ArchivoExportado> {
  return archivo(
    {
      titulo: `Estado de resultados ${periodo(estado.desde, estado.hasta)}${deLosLibros(estado.oficina)}`,
      hoja: 'Estado de resultados',
      encabezados: [
        'Código',
        'Cuenta',
        periodo(estado.desde, estado.hasta),
        periodo(estado.anteriorDesde, estado.anteriorHasta),
      ],
      filas: [
        ...filasEstado('Ingresos', estado.ingresos, estado.totalIngresos, estado.totalIngresosAnterior),
        ...filasEstado('Gastos', estado.gastos, estado.totalGastos, estado.totalGastosAnterior),
        [null, 'Utilidad del periodo', estado.utilidad, estado.utilidadAnterior],
      ],
      montos: [2, 3],
    },
    formato,
    `estado-de-resultados-${estado.desde}-a-${estado.hasta}`,
  );
}

export function exportarBalanceGeneral(
  balance: BalanceGeneral,
  formato: FormatoTabla,
): Promise<ArchivoExportado> {
  return archivo(
    {
      titulo: `Balance general al ${formatearFecha(balance.fecha)}${deLosLibros(balance.oficina)}`,
      hoja: 'Balance general',
      encabezados: [
        'Código',
        'Cuenta',
        `Al ${formatearFecha(balance.fecha)}`,
        `Al ${formatearFecha(balance.fechaAnterior)}`,
      ],
      filas: [
        ...filasEstado('Activos', balance.activos, balance.totalActivos, balance.totalActivosAnterior),
        ...filasEstado('Pasivos', balance.pasivos, balance.totalPasivos, balance.totalPasivosAnterior),
        ...filasEstado(
          'Patrimonio',
          balance.patrimonio,
          balance.totalPatrimonio,
          balance.totalPatrimonioAnterior,
        ),
        // Lo que el balance explica (una caja en negativo dice por qué), también en el archivo.
        ...balance.avisos.map((aviso): Celda[] => [null, `Nota: ${aviso}`, null, null]),
      ],
      montos: [2, 3],
    },
    formato,
    `balance-general-${balance.fecha}`,
  );
}
