// Libros que la importación entrega (docs/decisiones/importacion.md): el exporte de la cartera de Cartera en el mismo
// formato de la plantilla, para llevarla a otra instalación, y los errores de una revisión. Se escriben en flujo
// (exceljs WorkbookWriter) y se leen de la base por tandas: un libro grande no se arma entero en memoria.
import { enSuAlcance } from '../database/alcance';
import { Readable } from 'node:stream';
import {
  COLUMNAS_IMPORTACION,
  HOJA_INSTRUCCIONES,
  hoyBogota,
  type ErrorFilaImportacion,
  type HojaImportacion,
} from '@cartera/dominio';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import type { DataSource, EntityManager } from 'typeorm';
import { COLUMNAS_CONTACTO_CLIENTE } from '../clientes/clientes.sql';
import { BOM_UTF8, lineaCsv, xlsxEnFlujo, type PausaXlsx } from '../common/exportes';
import { sumaOCero } from '../common/filas';
import { db } from '../database/kysely';
import { INSTRUCCIONES_IMPORTACION } from './archivo-importacion';
import { escribirNotas } from './exporte-notas';
import { idExterno, planesDelExporte } from './exporte-planes';
import { prestamosSinCartera } from './exporte-sin-cartera';

/** Filas que se leen de la base por consulta mientras se escribe el libro. */
const FILAS_POR_TANDA = 2_000;

type Celda = string | number | null;

function hojaConEncabezados(
  libro: ExcelJS.stream.xlsx.WorkbookWriter,
  nombre: string,
  encabezados: readonly string[],
) {
  const hoja = libro.addWorksheet(nombre);
  hoja.addRow([...encabezados]).commit();
  return hoja;
}

/** Una tanda de filas de una hoja: las que siguen a `ultimo` (por id), hasta `limite`. */
type Tanda = (ultimo: string, limite: number) => Promise<ReadonlyArray<{ id: string }>>;

/** Las celdas de una fila en el orden de las columnas de su hoja (lo que no es texto ni número, vacío). */
function celdas(fila: object, claves: readonly string[]): Celda[] {
  const valores = new Map<string, unknown>(Object.entries(fila));
  return claves.map((clave) => {
    const valor = valores.get(clave);
    return typeof valor === 'string' || typeof valor === 'number' ? valor : null;
  });
}

/** Recorre una hoja por tandas ordenadas por `id`. */
async function* porTandas(tanda: Tanda): AsyncGenerator<{ id: string }> {
  let ultimo = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const filas = await tanda(ultimo, FILAS_POR_TANDA);
    yield* filas;
    if (filas.length < FILAS_POR_TANDA) return;
    ultimo = filas[filas.length - 1].id;
  }
}

/** Escribe una hoja del formato: sus encabezados y cada fila en el orden de sus columnas. */
async function escribirHoja(
  libro: ExcelJS.stream.xlsx.WorkbookWriter,
  pausa: PausaXlsx,
  hoja: HojaImportacion,
  tanda: Tanda,
): Promise<void> {
  const claves = COLUMNAS_IMPORTACION[hoja].map((c) => c.clave);
  const xlsx = hojaConEncabezados(libro, hoja, claves);
  let escritas = 0;
  for await (const fila of porTandas(tanda)) {
    xlsx.addRow(celdas(fila, claves)).commit();
    escritas += 1;
    if (escritas % FILAS_POR_TANDA === 0 && !(await pausa())) return;
  }
  xlsx.commit();
}

// Un cobrador o un cliente sale con el idExterno con que se importó o, si nació en Cartera, con su id: exportar e
// importar en otra instalación, y volver a exportar, da los mismos idExterno.
const cobradores =
  (manager: EntityManager): Tanda =>
  (ultimo, limite) =>
    db(manager)
      .selectFrom('usuarios as u')
      .leftJoin('importacion_ids as m', (j) =>
        j.on('m.hoja', '=', 'Cobradores').onRef('m.id_cartera', '=', 'u.id'),
      )
      .select([
        'u.id',
        idExterno('m.id_externo', 'u.id').as('idExterno'),
        'u.nombre',
        'u.email',
        'u.telefono',
        'u.estado',
      ])
      .where('u.rol', '=', 'cobrador')
      .where('u.id', '>', ultimo)
      .orderBy('u.id')
      .limit(limite)
      .execute();

// Los clientes suprimidos (habeas data) no salen: su ficha ya no tiene los datos de una persona.
const clientes =
  (manager: EntityManager): Tanda =>
  (ultimo, limite) =>
    db(manager)
      .selectFrom('clientes as c')
      .leftJoin('importacion_ids as m', (j) =>
        j.on('m.hoja', '=', 'Clientes').onRef('m.id_cartera', '=', 'c.id'),
      )
      .leftJoin('importacion_ids as mc', (j) =>
        j.on('mc.hoja', '=', 'Cobradores').onRef('mc.id_cartera', '=', 'c.cobrador_id'),
      )
      .leftJoin('clientes_autorizaciones as a', 'a.cliente_id', 'c.id')
      .innerJoin('oficinas as o', 'o.id', 'c.oficina_id')
      .select((eb) => [
        'c.id',
        idExterno('m.id_externo', 'c.id').as('idExterno'),
        ...COLUMNAS_CONTACTO_CLIENTE,
        eb.cast<number | null>('c.latitud', 'float8').as('latitud'),
        eb.cast<number | null>('c.longitud', 'float8').as('longitud'),
        'c.fecha_nacimiento as fechaNacimiento',
        'c.sexo',
        'c.estado_civil as estadoCivil',
        'c.lugar_nacimiento as lugarNacimiento',
        'c.ocupacion',
        eb.cast<number | null>('c.ingresos', 'float8').as('ingresos'),
        'c.referencia1_nombre as referencia1Nombre',
        'c.referencia1_telefono as referencia1Telefono',
        'c.referencia2_nombre as referencia2Nombre',
        'c.referencia2_telefono as referencia2Telefono',
        'c.observaciones',
        'c.estado',
        eb
          .case()
          .when('c.cobrador_id', 'is not', null)
          .then(idExterno('mc.id_externo', 'c.cobrador_id'))
          .end()
          .as('cobrador'),
        'a.canal as autorizacionCanal',
        'a.fecha as autorizacionFecha',
        'c.tipo_documento as tipoDocumento',
        // La oficina por su código: el archivo vuelve a entrar con cada cliente en la suya.
        'o.codigo as oficina',
      ])
      .where('c.suprimido_en', 'is', null)
      .where('c.id', '>', ultimo)
      .orderBy('c.id')
      .limit(limite)
      .execute();

// Los préstamos de clientes no suprimidos: los que tienen cartera (activo, mora, vencido, pagado, castigado), cada uno
// con su plan a la fecha de corte de hoy y, en lo que se debe, el reparto de capital e interés del libro mayor
// (exporte-planes.ts), y entre ellos, por id, los que no la tienen (refinanciados, anulados, solicitados y
// rechazados: exporte-sin-cartera.ts), con sus condiciones y su estado. Cada lectura trae hasta `limite` desde
// `ultimo`: las primeras `limite` de las dos juntas son las que siguen a `ultimo`.
const prestamos =
  (manager: EntityManager, fechaCorte: string): Tanda =>
  async (ultimo, limite) => {
    const conCartera = (await planesDelExporte(manager, fechaCorte, ultimo, limite)).map((plan) => plan.prestamo);
    const sinCartera = await prestamosSinCartera(manager, ultimo, limite);
    return [...conCartera, ...sinCartera].sort((a, b) => (a.id < b.id ? -1 : 1)).slice(0, limite);
  };

/** Préstamos por lectura de la hoja Cuotas (cada uno trae todas sus cuotas). */
const PRESTAMOS_POR_LECTURA = 200;

// Las cuotas van préstamo por préstamo (su `id` es el del préstamo: la tanda siguiente sigue al último préstamo); una
// tanda junta lecturas hasta tener `limite` filas o acabar los préstamos.
const cuotas =
  (manager: EntityManager, fechaCorte: string): Tanda =>
  async (ultimo, limite) => {
    const filas: Array<{ id: string }> = [];
    let desde = ultimo;
    for (;;) {
      const planes = await planesDelExporte(manager, fechaCorte, desde, PRESTAMOS_POR_LECTURA);
      for (const plan of planes) filas.push(...plan.cuotas);
      if (planes.length < PRESTAMOS_POR_LECTURA || filas.length >= limite) return filas;
      desde = planes[planes.length - 1].prestamo.id;
    }
  };

// El efectivo de hoy (docs/decisiones/importacion.md, «Efectivo al corte»): la caja de la oficina (110505) y el de cada
// cobrador (su subcuenta de efectivo) según el libro mayor, con fecha de corte hoy; la oficina va primero (su id es el
// menor después del inicial de porTandas). Una caja en cero o en negativo no sale: la hoja Saldos no abre cajas así.
const ID_OFICINA = '00000000-0000-0000-0000-000000000001';
const saldos =
  (manager: EntityManager, fechaCorte: string): Tanda =>
  (ultimo, limite) => {
    const base = db(manager);
    const oficina = base
      .selectFrom('contabilidad_lineas as l')
      .innerJoin('contabilidad_cuentas as c', 'c.id', 'l.cuenta_id')
      .select((eb) => [
        eb.cast<string>(eb.val(ID_OFICINA), 'uuid').as('id'),
        sql.lit('oficina').as('caja'),
        eb.cast<number>(sumaOCero(eb, eb('l.debito', '-', eb.ref('l.credito'))), 'float8').as('monto'),
      ])
      .where('c.clave', '=', 'caja_oficina')
      .where('l.fecha', '<=', fechaCorte);
    const enPoder = base
      .selectFrom('contabilidad_lineas as l')
      .innerJoin('contabilidad_cuentas as c', 'c.id', 'l.cuenta_id')
      .innerJoin('usuarios as u', 'u.id', 'c.cobrador_id')
      .leftJoin('importacion_ids as m', (j) =>
        j.on('m.hoja', '=', 'Cobradores').onRef('m.id_cartera', '=', 'u.id'),
      )
      .select((eb) => [
        'u.id',
        idExterno('m.id_externo', 'u.id').as('caja'),
        eb.cast<number>(eb.fn.sum(eb('l.debito', '-', eb.ref('l.credito'))), 'float8').as('monto'),
      ])
      .where('l.fecha', '<=', fechaCorte)
      .groupBy(['u.id', 'm.id_externo']);
    return base
      .selectFrom(oficina.unionAll(enPoder).as('s'))
      .select((eb) => ['s.id', 's.caja', 's.monto', eb.cast<string>(eb.val(fechaCorte), 'text').as('fechaCorte')])
      .where('s.monto', '>', 0)
      .where('s.id', '>', ultimo)
      .orderBy('s.id')
      .limit(limite)
      .execute();
  };

/** La tanda de cada hoja del exporte (null: la hoja Cobros, que no se exporta). */
function tandaDeHoja(manager: EntityManager, hoja: HojaImportacion): Tanda | null {
  switch (hoja) {
    case 'Cobradores':
      return cobradores(manager);
    case 'Clientes':
      return clientes(manager);
    case 'Prestamos':
      return prestamos(manager, hoyBogota());
    case 'Cuotas':
      return cuotas(manager, hoyBogota());
    case 'Saldos':
      return saldos(manager, hoyBogota());
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
  const deHoja = tandaDeHoja(dataSource.manager, hoja);
  return Readable.from(
    enSuAlcance((async function* () {
      yield Buffer.concat([BOM_UTF8, Buffer.from(lineaCsv(claves))]);
      if (!deHoja) return;
      let tanda: string[] = [];
      for await (const fila of porTandas(deHoja)) {
        tanda.push(lineaCsv(celdas(fila, claves)));
        if (tanda.length === FILAS_POR_TANDA) {
          yield Buffer.from(tanda.join(''));
          tanda = [];
        }
      }
      if (tanda.length > 0) yield Buffer.from(tanda.join(''));
    })()),
  );
}

/**
 * GET /api/importaciones/exporte: la cartera en el formato de la plantilla — «Instrucciones», Cobradores y Clientes
 * con todos sus campos, Prestamos con su plan propio en Cuotas a la fecha de corte de hoy, el efectivo de hoy en Saldos
 * y «Notas»: lo que el libro no lleva, hoja por hoja, y por qué (la importación no la lee).
 */
export function exporteXlsx(dataSource: DataSource): Readable {
  return Readable.from(
    enSuAlcance(xlsxEnFlujo(async (libro, pausa) => {
      const instrucciones = hojaConEncabezados(libro, HOJA_INSTRUCCIONES, [
        'Hoja',
        'Columna',
        'Obligatoria',
        'Qué lleva',
      ]);
      for (const texto of INSTRUCCIONES_IMPORTACION) instrucciones.addRow(['', '', '', texto]).commit();
      for (const [hoja, columnas] of Object.entries(COLUMNAS_IMPORTACION))
        for (const columna of columnas)
          instrucciones
            .addRow([hoja, columna.clave, columna.obligatoria ? 'Sí' : 'No', columna.ayuda])
            .commit();
      instrucciones.commit();
      for (const hoja of ['Cobradores', 'Clientes', 'Prestamos', 'Cuotas', 'Saldos'] as const) {
        const tanda = tandaDeHoja(dataSource.manager, hoja);
        if (tanda) await escribirHoja(libro, pausa, hoja, tanda);
      }
      await escribirNotas(libro, dataSource.manager);
    })),
  );
}

const ENCABEZADOS_ERRORES = ['Hoja', 'Fila', 'Columna', 'Valor', 'Error'];

/**
 * GET /api/importaciones/:id/errores?formato=xlsx: cada fila con error de la revisión (hoja «Revisión») y, si la
 * aplicación dejó filas fuera, las suyas (hoja «Aplicación»): hoja, fila, columna, valor y mensaje.
 */
export function erroresXlsx(
  errores: readonly ErrorFilaImportacion[],
  erroresAplicacion: readonly ErrorFilaImportacion[],
): Readable {
  return Readable.from(
    xlsxEnFlujo(async (libro) => {
      const listas: [string, readonly ErrorFilaImportacion[]][] = [['Revisión', errores]];
      if (erroresAplicacion.length > 0) listas.push(['Aplicación', erroresAplicacion]);
      for (const [nombre, lista] of listas) {
        const hoja = hojaConEncabezados(libro, nombre, ENCABEZADOS_ERRORES);
        for (const e of lista) hoja.addRow([e.hoja, e.fila, e.columna, e.valor, e.mensaje]).commit();
        hoja.commit();
      }
    }),
  );
}
