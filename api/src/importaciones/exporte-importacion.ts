// Libros que la importación entrega (docs/decisiones/importacion.md): el exporte de la cartera de Cartera en el mismo
// formato de la plantilla, para llevarla a otra instalación, y los errores de una revisión. Se escriben en flujo
// (exceljs WorkbookWriter) y se leen de la base por tandas: un libro grande no se arma entero en memoria.
import { Readable } from 'node:stream';
import {
  COLUMNAS_IMPORTACION,
  ESTADOS_PRESTAMO_IMPORTABLES,
  HOJA_INSTRUCCIONES,
  hoyBogota,
  type ErrorFilaImportacion,
  type HojaImportacion,
} from '@cartera/dominio';
import ExcelJS from 'exceljs';
import type { DataSource } from 'typeorm';
import { BOM_UTF8, lineaCsv, xlsxEnFlujo, type PausaXlsx } from '../common/exportes';
import { INSTRUCCIONES_IMPORTACION } from './archivo-importacion';

/** Filas que se leen de la base por consulta mientras se escribe el libro. */
const FILAS_POR_TANDA = 2_000;

type Celda = string | number | null;

function hojaConEncabezados(libro: ExcelJS.stream.xlsx.WorkbookWriter, nombre: string, encabezados: readonly string[]) {
  const hoja = libro.addWorksheet(nombre);
  hoja.addRow([...encabezados]).commit();
  return hoja;
}

/**
 * Recorre una consulta por tandas ordenadas por `id`: la consulta recibe el último id visto ($1), el tamaño ($2) y
 * los demás parámetros ($3…).
 */
async function* porTandas<T extends { id: string }>(
  dataSource: DataSource,
  sql: string,
  parametros: unknown[],
): AsyncGenerator<T> {
  let ultimo = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const filas: T[] = await dataSource.query(sql, [ultimo, FILAS_POR_TANDA, ...parametros]);
    yield* filas;
    if (filas.length < FILAS_POR_TANDA) return;
    ultimo = filas[filas.length - 1].id;
  }
}

/** Escribe una hoja del formato: sus encabezados y cada fila en el orden de sus columnas. */
async function escribirHoja<T extends { id: string }>(
  libro: ExcelJS.stream.xlsx.WorkbookWriter,
  pausa: PausaXlsx,
  dataSource: DataSource,
  hoja: HojaImportacion,
  sql: string,
  parametros: unknown[] = [],
): Promise<void> {
  const claves = COLUMNAS_IMPORTACION[hoja].map((c) => c.clave);
  const xlsx = hojaConEncabezados(libro, hoja, claves);
  let escritas = 0;
  for await (const fila of porTandas<T & Record<string, Celda>>(dataSource, sql, parametros)) {
    xlsx.addRow(claves.map((clave) => fila[clave] ?? null)).commit();
    escritas += 1;
    if (escritas % FILAS_POR_TANDA === 0 && !(await pausa())) return;
  }
  xlsx.commit();
}

// Un cobrador o un cliente sale con el idExterno con que se importó o, si nació en Cartera, con su id: exportar e
// importar en otra instalación, y volver a exportar, da los mismos idExterno.
const SQL_COBRADORES = `
  SELECT u.id, coalesce(m.id_externo, u.id::text) AS "idExterno", u.nombre, u.email, u.telefono, u.estado
  FROM usuarios u LEFT JOIN importacion_ids m ON m.hoja = 'Cobradores' AND m.id_cartera = u.id
  WHERE u.rol = 'cobrador' AND u.id > $1
  ORDER BY u.id LIMIT $2`;

// Los clientes suprimidos (habeas data) no salen: su ficha ya no tiene los datos de una persona.
const SQL_CLIENTES = `
  SELECT c.id, coalesce(m.id_externo, c.id::text) AS "idExterno", c.cedula, c.nombre, c.apodo, c.telefono, c.email,
         c.direccion, c.barrio, c.ciudad, c.departamento, c.latitud::float8 AS latitud, c.longitud::float8 AS longitud,
         to_char(c.fecha_nacimiento, 'YYYY-MM-DD') AS "fechaNacimiento", c.sexo, c.estado_civil AS "estadoCivil",
         c.lugar_nacimiento AS "lugarNacimiento", c.ocupacion, c.ingresos::float8 AS ingresos,
         c.referencia1_nombre AS "referencia1Nombre", c.referencia1_telefono AS "referencia1Telefono",
         c.referencia2_nombre AS "referencia2Nombre", c.referencia2_telefono AS "referencia2Telefono",
         c.observaciones, c.estado,
         CASE WHEN c.cobrador_id IS NOT NULL THEN coalesce(mc.id_externo, c.cobrador_id::text) END AS cobrador,
         a.canal AS "autorizacionCanal", to_char(a.fecha, 'YYYY-MM-DD') AS "autorizacionFecha"
  FROM clientes c
  LEFT JOIN importacion_ids m ON m.hoja = 'Clientes' AND m.id_cartera = c.id
  LEFT JOIN importacion_ids mc ON mc.hoja = 'Cobradores' AND mc.id_cartera = c.cobrador_id
  LEFT JOIN clientes_autorizaciones a ON a.cliente_id = c.id
  WHERE c.suprimido_en IS NULL AND c.id > $1
  ORDER BY c.id LIMIT $2`;

// Los préstamos con saldo o terminados (activo, mora, vencido, pagado, castigado) de clientes no suprimidos, cada uno
// con su plan propio a la fecha de corte de hoy: las cuotas con su capital, su interés y lo pagado, tal como están.
// Así la otra instalación abre exactamente la misma cartera (el mismo saldo por cuota), sin volver a repartir cobros.
// Los refinanciados, anulados, solicitados y rechazados no tienen cartera que llevar.
const SQL_PRESTAMOS = `
  SELECT p.id, coalesce(m.id_externo, p.id::text) AS "idExterno", coalesce(mc.id_externo, p.cliente_id::text) AS cliente,
         CASE WHEN p.cobrador_id IS NOT NULL THEN coalesce(mk.id_externo, p.cobrador_id::text) END AS cobrador,
         p.monto::float8 AS monto, p.interes::float8 AS interes,
         (SELECT count(*) FROM cuotas q WHERE q.prestamo_id = p.id)::int AS cuotas,
         p.modalidad, p.tipo_amortizacion AS "tipoAmortizacion", p.tipo_credito AS "tipoCredito",
         to_char(p.fecha_inicio, 'YYYY-MM-DD') AS "fechaInicio", to_char(p.fecha_primer_pago, 'YYYY-MM-DD') AS "fechaPrimerPago",
         p.estado, $4::text AS "fechaCorte"
  FROM prestamos p JOIN clientes c ON c.id = p.cliente_id AND c.suprimido_en IS NULL
  LEFT JOIN importacion_ids m ON m.hoja = 'Prestamos' AND m.id_cartera = p.id
  LEFT JOIN importacion_ids mc ON mc.hoja = 'Clientes' AND mc.id_cartera = p.cliente_id
  LEFT JOIN importacion_ids mk ON mk.hoja = 'Cobradores' AND mk.id_cartera = p.cobrador_id
  WHERE p.plan_generado AND p.estado = ANY($3::text[]) AND p.id > $1
  ORDER BY p.id LIMIT $2`;

const SQL_CUOTAS = `
  SELECT q.id, coalesce(m.id_externo, p.id::text) AS prestamo, q.numero, to_char(q.fecha_programada, 'YYYY-MM-DD') AS fecha,
         q.monto_capital::float8 AS capital, q.monto_interes::float8 AS interes, q.monto_pagado::float8 AS pagado
  FROM cuotas q JOIN prestamos p ON p.id = q.prestamo_id JOIN clientes c ON c.id = p.cliente_id AND c.suprimido_en IS NULL
  LEFT JOIN importacion_ids m ON m.hoja = 'Prestamos' AND m.id_cartera = p.id
  WHERE p.plan_generado AND p.estado = ANY($3::text[]) AND q.id > $1
  ORDER BY q.id LIMIT $2`;

// El efectivo de hoy (docs/decisiones/importacion.md, «Efectivo al corte»): la caja de la oficina (110505) y el de cada
// cobrador (su subcuenta de efectivo) según el libro mayor, con fecha de corte hoy; la oficina va primero (su id es el
// menor después del inicial de porTandas). Una caja en cero o en negativo no sale: la hoja Saldos no abre cajas así.
const ID_OFICINA = '00000000-0000-0000-0000-000000000001';
const SQL_SALDOS = `
  SELECT * FROM (
    SELECT '${ID_OFICINA}'::uuid AS id, 'oficina' AS caja, coalesce(sum(l.debito - l.credito), 0)::float8 AS monto,
           $3::text AS "fechaCorte"
    FROM contabilidad_lineas l JOIN contabilidad_cuentas c ON c.id = l.cuenta_id
    WHERE c.clave = 'caja_oficina' AND l.fecha <= $3::date
    UNION ALL
    SELECT u.id, coalesce(m.id_externo, u.id::text), sum(l.debito - l.credito)::float8, $3::text
    FROM contabilidad_lineas l JOIN contabilidad_cuentas c ON c.id = l.cuenta_id JOIN usuarios u ON u.id = c.cobrador_id
    LEFT JOIN importacion_ids m ON m.hoja = 'Cobradores' AND m.id_cartera = u.id
    WHERE l.fecha <= $3::date
    GROUP BY u.id, m.id_externo
  ) s
  WHERE s.monto > 0 AND s.id > $1
  ORDER BY s.id LIMIT $2`;

/** La consulta de cada hoja del exporte y sus parámetros ($3…). */
function consultaDeHoja(hoja: HojaImportacion): { sql: string; parametros: unknown[] } | null {
  switch (hoja) {
    case 'Cobradores':
      return { sql: SQL_COBRADORES, parametros: [] };
    case 'Clientes':
      return { sql: SQL_CLIENTES, parametros: [] };
    case 'Prestamos':
      return { sql: SQL_PRESTAMOS, parametros: [ESTADOS_PRESTAMO_IMPORTABLES, hoyBogota()] };
    case 'Cuotas':
      return { sql: SQL_CUOTAS, parametros: [ESTADOS_PRESTAMO_IMPORTABLES] };
    case 'Saldos':
      return { sql: SQL_SALDOS, parametros: [hoyBogota()] };
    default:
      return null;
  }
}

/**
 * GET /api/importaciones/exporte?formato=csv&hoja=…: una hoja del exporte como el CSV de la plantilla (UTF-8 con BOM,
 * separador ';'), leída por tandas. Como todo CSV de Cartera, un texto que empieza por = + - @ sale con un apóstrofo
 * delante (no se vuelve fórmula en Excel). La hoja Cobros no se exporta (los préstamos van con su plan): sale vacía.
 */
export function exporteCsv(dataSource: DataSource, hoja: HojaImportacion): Readable {
  const claves = COLUMNAS_IMPORTACION[hoja].map((c) => c.clave);
  const consulta = consultaDeHoja(hoja);
  return Readable.from(
    (async function* () {
      yield Buffer.concat([BOM_UTF8, Buffer.from(lineaCsv(claves))]);
      if (!consulta) return;
      let tanda: string[] = [];
      for await (const fila of porTandas<{ id: string } & Record<string, Celda>>(dataSource, consulta.sql, consulta.parametros)) {
        tanda.push(lineaCsv(claves.map((clave) => fila[clave] ?? null)));
        if (tanda.length === FILAS_POR_TANDA) {
          yield Buffer.from(tanda.join(''));
          tanda = [];
        }
      }
      if (tanda.length > 0) yield Buffer.from(tanda.join(''));
    })(),
  );
}

/**
 * GET /api/importaciones/exporte: la cartera en el formato de la plantilla — «Instrucciones», Cobradores y Clientes
 * con todos sus campos, Prestamos con su plan propio en Cuotas a la fecha de corte de hoy y el efectivo de hoy en Saldos.
 */
export function exporteXlsx(dataSource: DataSource): Readable {
  return Readable.from(xlsxEnFlujo(async (libro, pausa) => {
    const instrucciones = hojaConEncabezados(libro, HOJA_INSTRUCCIONES, ['Hoja', 'Columna', 'Obligatoria', 'Qué lleva']);
    for (const texto of INSTRUCCIONES_IMPORTACION) instrucciones.addRow(['', '', '', texto]).commit();
    for (const [hoja, columnas] of Object.entries(COLUMNAS_IMPORTACION))
      for (const columna of columnas)
        instrucciones.addRow([hoja, columna.clave, columna.obligatoria ? 'Sí' : 'No', columna.ayuda]).commit();
    instrucciones.commit();
    for (const hoja of ['Cobradores', 'Clientes', 'Prestamos', 'Cuotas', 'Saldos'] as const) {
      const { sql, parametros } = consultaDeHoja(hoja)!;
      await escribirHoja(libro, pausa, dataSource, hoja, sql, parametros);
    }
  }));
}

const ENCABEZADOS_ERRORES = ['Hoja', 'Fila', 'Columna', 'Valor', 'Error'];

/**
 * GET /api/importaciones/:id/errores?formato=xlsx: cada fila con error de la revisión (hoja «Revisión») y, si la
 * aplicación dejó filas fuera, las suyas (hoja «Aplicación»): hoja, fila, columna, valor y mensaje.
 */
export function erroresXlsx(errores: readonly ErrorFilaImportacion[], erroresAplicacion: readonly ErrorFilaImportacion[]): Readable {
  return Readable.from(xlsxEnFlujo(async (libro) => {
    const listas: [string, readonly ErrorFilaImportacion[]][] = [['Revisión', errores]];
    if (erroresAplicacion.length > 0) listas.push(['Aplicación', erroresAplicacion]);
    for (const [nombre, lista] of listas) {
      const hoja = hojaConEncabezados(libro, nombre, ENCABEZADOS_ERRORES);
      for (const e of lista) hoja.addRow([e.hoja, e.fila, e.columna, e.valor, e.mensaje]).commit();
      hoja.commit();
    }
  }));
}
