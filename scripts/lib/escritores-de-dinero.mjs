// Who writes the tables that hold money (docs/decisiones/escritores-de-dinero.md). The money core is the only writer
// a lender can trust: its steps (lock, access, window, late interest, effect, four eyes, write, notices, audit) run
// for every operation. Any other file of api/src that writes one of these tables is a door around the core; the known
// doors are listed in PUERTAS_PENDIENTES with what still has to move, and the list can only shrink.
// Reads the files as text: Kysely writes (`insertInto('t')`, `updateTable('t as x')`, `deleteFrom('t')`,
// `mergeInto('t')`) and SQL written by hand (`INSERT INTO t`, `UPDATE t`, `DELETE FROM t`).
import fs from 'node:fs';
import path from 'node:path';

/** The tables that hold money or say where it is, each with what it holds. */
export const TABLAS_DE_DINERO = {
  prestamos: 'capital, cuota, saldo y estado de cada préstamo',
  cuotas: 'lo que se debe y lo que se pagó de cada cuota',
  cobros: 'cada pago recibido y quién tiene su efectivo',
  cobros_aplicaciones: 'el reparto de cada cobro entre cuotas, interés y mora',
  prestamos_movimientos: 'el libro de cada préstamo',
  contabilidad_asientos: 'los comprobantes del mayor',
  contabilidad_lineas: 'las líneas débito/crédito del mayor',
  contabilidad_saldos_mes: 'los saldos del mayor por mes',
  contabilidad_causaciones: 'el interés causado por día',
  contabilidad_ingreso_causado: 'el ingreso causado por préstamo',
  caja_entregas: 'el efectivo que cada cobrador entrega a la oficina',
  caja_gastos: 'los gastos pagados con el efectivo de la caja',
  caja_saldos_iniciales: 'el efectivo con que abrió la caja',
  caja_diaria: 'el cierre de la caja de cada día',
  movimientos_caja: 'las entradas y salidas del flujo de caja',
  caja_transferencias_oficinas: 'el efectivo que la caja de una oficina manda a la de otra',
  pagos_transferencias: 'las transferencias por confirmar',
  pagos_lineas_cobros: 'qué cobro aplicó cada línea de un extracto',
};

/** The money core: the files that may write those tables. */
export const NUCLEO = ['api/src/dinero/', 'api/src/libro/', 'api/src/mayor/', 'api/src/prestamos/plan/plan.consultas.ts'];

/** Writes that touch a money table but no money: the columns they change, and why they stay outside the core. */
export const SIN_DINERO = {
  'api/src/prestamos/edicion.consultas.ts': {
    tablas: ['prestamos'],
    motivo:
      'la edición cambia las condiciones y la fecha de una solicitud (no desembolsada: sin plan ni saldo), el cobrador y quién la pide; después del desembolso la deuda sólo la cambia el núcleo',
  },
  'api/src/prestamos/libro/libro.consultas.ts': {
    tablas: ['prestamos'],
    motivo: 'rechazar una solicitud escribe su estado, el motivo y quién la rechazó: nunca se desembolsó, no tiene plan ni saldo',
  },
  'api/src/prestamos/prestamos-semilla.consultas.ts': {
    tablas: ['cobros', 'prestamos'],
    motivo:
      'la demostración sólo pone horas creíbles (created_at) a los préstamos y cobros que ya escribieron el alta y el libro; no toca montos ni estados',
  },
  'api/src/habeas-data/supresion.consultas.ts': {
    tablas: ['cobros', 'pagos_transferencias'],
    motivo: 'la supresión de datos personales borra ubicaciones, notas y fotos; no toca montos ni estados',
  },
  'api/src/flujo-caja/flujo-caja-semilla.consultas.ts': {
    tablas: ['movimientos_caja'],
    motivo:
      'la demostración escribe sus movimientos por el comando del mayor y después sólo les pone la hora de registro (created_at) en horario de oficina',
  },
};

/**
 * The doors that still write money around the core (issue 67, «Every door through it»): each file, the tables it
 * writes and what moves it into the core. The test fails on a writer outside this list and on an entry that no longer
 * writes what it says (delete it when its door goes through the core). Empty: every door goes through the core, and the
 * test keeps it so.
 */
export const PUERTAS_PENDIENTES = {
};

const ESCRITURA_KYSELY = /\b(?:insertInto|updateTable|deleteFrom|mergeInto)\(\s*['"`](\w+)/g;
const ESCRITURA_SQL = /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+(\w+)/g;

/** The money tables a file's text writes, sorted. */
export function tablasEscritas(texto) {
  const tablas = new Set();
  for (const patron of [ESCRITURA_KYSELY, ESCRITURA_SQL])
    for (const [, tabla] of texto.matchAll(patron)) if (Object.hasOwn(TABLAS_DE_DINERO, tabla)) tablas.add(tabla);
  return [...tablas].sort();
}

function archivosDeLaApi(raiz) {
  const archivos = [];
  const recorrer = (carpeta) => {
    for (const entrada of fs.readdirSync(path.join(raiz, carpeta), { withFileTypes: true })) {
      const relativo = `${carpeta}/${entrada.name}`;
      if (entrada.isDirectory()) {
        // Migrations and their frozen copies write what the schema was; they are history, not doors.
        if (!['migrations', 'congelado'].includes(entrada.name)) recorrer(relativo);
      } else if (entrada.name.endsWith('.ts') && !/\.(spec|e2e-spec)\.ts$/.test(entrada.name)) archivos.push(relativo);
    }
  };
  recorrer('api/src');
  return archivos.sort();
}

/** Every file of api/src (no tests, no migrations) that writes a money table, with the tables. */
export function escritores(raiz) {
  const encontrados = {};
  for (const archivo of archivosDeLaApi(raiz)) {
    const tablas = tablasEscritas(fs.readFileSync(path.join(raiz, archivo), 'utf8'));
    if (tablas.length > 0) encontrados[archivo] = tablas;
  }
  return encontrados;
}

/**
 * What is wrong with the writers found: a file outside the core that writes money and is not a listed door, a table
 * a listed door or a no-money entry does not name, and a listed entry that no longer writes what it names.
 */
export function problemasDeEscritores(encontrados) {
  const problemas = [];
  const listas = { ...SIN_DINERO, ...PUERTAS_PENDIENTES };
  for (const [archivo, tablas] of Object.entries(encontrados)) {
    if (NUCLEO.some((n) => archivo.startsWith(n))) continue;
    const entrada = listas[archivo];
    if (!entrada) {
      problemas.push(`${archivo} escribe ${tablas.join(', ')} fuera del núcleo de dinero`);
      continue;
    }
    const otras = tablas.filter((t) => !entrada.tablas.includes(t));
    if (otras.length > 0) problemas.push(`${archivo} escribe además ${otras.join(', ')} fuera del núcleo de dinero`);
  }
  for (const [archivo, { tablas }] of Object.entries(listas)) {
    const escritas = encontrados[archivo] ?? [];
    const ya = tablas.filter((t) => !escritas.includes(t));
    if (ya.length > 0)
      problemas.push(`${archivo} ya no escribe ${ya.join(', ')}: quítelo de scripts/lib/escritores-de-dinero.mjs`);
  }
  return problemas;
}
