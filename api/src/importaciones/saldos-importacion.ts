// El efectivo al corte de una importación (docs/decisiones/importacion.md, «Efectivo al corte»): cada fila de la hoja
// Saldos abre la caja de la oficina o la de un cobrador (`caja_saldos_iniciales`) con su comprobante contra «Saldos
// iniciales» (370505), en su fecha de corte. Las reglas (qué cambia una fila corregida, el comprobante) están en
// @cartera/dominio (importacionSaldos.ts) y la escritura en el mayor (mayor/saldo-inicial-importado.ts);
// aquí se lee el archivo, se encuentra el cobrador de cada caja y se dicen los errores de cada fila.
import {
  CONCEPTOS_APERTURA_CAJA,
  compararApertura,
  efectivoDelArchivo,
  esCajaOficina,
  MENSAJES_SALDOS_IMPORTACION,
  type AperturaImportacion,
  type CifraApertura,
  type ErrorFilaImportacion,
  type FilaSaldo,
} from '@cartera/dominio';
import { sql } from 'kysely';
import type { DataSource, EntityManager } from 'typeorm';
import type { Firmante } from '../auditoria/auditar';
import { sumaOCero } from '../common/filas';
import { propiedad } from '../common/tipado';
import { SQL_CUSTODIA_COBRADORES } from '../contabilidad/custodia.sql';
import { abrirCajaAlCorte, SIN_COBRADOR } from '../mayor/saldo-inicial-importado';
import { SQL_DESCUADRES_MAYOR } from '../contabilidad/verificacion.sql';
import { db } from '../database/kysely';
import { consultasAplicacion, enPuntoDeGuardado } from './aplicacion.consultas';
import { ErrorDeFila, periodoCerrado } from './error-de-fila';
import { claveDeFila, huellaDeFila } from './huellas';

/** Una fila de Saldos revisada: su número de fila en la hoja y su valor. */
export interface SaldoDelArchivo {
  numero: number;
  fila: FilaSaldo;
}

/** El cobrador de una caja (null: la oficina): un cobrador importado por su idExterno, o uno de Cartera por su email. */
async function cobradorDeCaja(manager: EntityManager, caja: string): Promise<{ id: string; nombre: string } | null> {
  if (esCajaOficina(caja)) return null;
  const texto = caja.trim();
  const cobrador = await db(manager)
    .selectFrom('usuarios as u')
    .leftJoin('importacion_ids as m', (j) =>
      j.onRef('m.id_cartera', '=', 'u.id').on('m.hoja', '=', 'Cobradores').on('m.id_externo', '=', texto),
    )
    .select(['u.id', 'u.nombre'])
    .where('u.rol', '=', 'cobrador')
    .where((eb) => eb.or([eb('m.id_externo', 'is not', null), eb(sql`lower(u.email)`, '=', texto.toLowerCase())]))
    .orderBy(sql`m.id_externo IS NULL`)
    .executeTakeFirst();
  if (!cobrador) throw new ErrorDeFila('caja', MENSAJES_SALDOS_IMPORTACION.cobradorNoImportado);
  return cobrador;
}

/** Una fila: abre su caja, no hace nada si ya está igual, o la cambia (reverso y comprobante nuevo) si se puede. */
async function aplicarSaldo(
  manager: EntityManager,
  importacionId: string,
  fila: FilaSaldo,
  cerradoHasta: string | null,
  actor: Firmante,
  vistas: Set<string>,
): Promise<void> {
  const cobrador = await cobradorDeCaja(manager, fila.caja);
  const caja = cobrador?.id ?? SIN_COBRADOR;
  if (vistas.has(caja)) throw new ErrorDeFila('caja', MENSAJES_SALDOS_IMPORTACION.repetidaAlAplicar);
  vistas.add(caja);
  // La caja la abre el mayor (mayor/saldo-inicial-importado.ts): su saldo inicial y su comprobante.
  const abierta = await abrirCajaAlCorte(manager, {
    cobrador,
    fila,
    importacionId,
    cerradoHasta,
    registradoPor: actor.id ?? null,
  });
  if ('error' in abierta) throw new ErrorDeFila('monto', abierta.error);
  const { id } = abierta;
  await consultasAplicacion.registrarIds(manager, [
    {
      hoja: 'Saldos',
      id_externo: claveDeFila('Saldos', fila),
      id_cartera: id,
      huella: huellaDeFila(fila),
      importacion_id: importacionId,
    },
  ]);
}


/** Hasta dónde están cerrados los libros ('YYYY-MM-DD', null si nunca), como lo compara la apertura. */
function cerradoHasta(manager: EntityManager) {
  return db(manager)
    .selectFrom('configuracion_organizacion')
    .select((eb) => eb.cast<string | null>('cerrado_hasta', 'text').as('cerrado_hasta'))
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
}
/**
 * Aplica la hoja Saldos en una transacción (es corta: una fila por caja), cada fila en su punto de guardado: la que
 * falla queda en `erroresAplicacion` con su motivo y las demás siguen. Devuelve las filas hechas, o null si la
 * importación dejó de estar «aplicando» (cancelada).
 */
export async function aplicarSaldosImportados(
  dataSource: DataSource,
  importacionId: string,
  saldos: readonly SaldoDelArchivo[],
  actor: Firmante,
  hechas: number,
): Promise<number | null> {
  if (saldos.length === 0) return hechas;
  return dataSource.transaction(async (manager) => {
    if ((await consultasAplicacion.estadoBloqueado(manager, importacionId)) !== 'aplicando') return null;
    const config = await cerradoHasta(manager);
    const errores: ErrorFilaImportacion[] = [];
    const vistas = new Set<string>();
    for (const { numero, fila } of saldos) {
      try {
        await enPuntoDeGuardado(manager, 'saldo_importacion', () =>
          aplicarSaldo(manager, importacionId, fila, config.cerrado_hasta, actor, vistas),
        );
      } catch (error) {
        const cierre = periodoCerrado(error);
        if (!(error instanceof ErrorDeFila) && !cierre) throw error;
        const columna = error instanceof ErrorDeFila ? error.columna : 'fechaCorte';
        errores.push({
          hoja: 'Saldos',
          fila: numero,
          columna,
          valor: String(propiedad(fila, columna) ?? ''),
          mensaje: error instanceof ErrorDeFila ? error.message : MENSAJES_SALDOS_IMPORTACION.cierreAlAbrir(cierre ?? ''),
        });
      }
    }
    await consultasAplicacion.avance(manager, importacionId, hechas + saldos.length, errores);
    return hechas + saldos.length;
  });
}

/**
 * Las cifras del efectivo para el resultado de la importación: lo del archivo (su resumen) junto a lo que abrieron sus
 * cajas en el libro mayor (110505 y las subcuentas de los cobradores), y los descuadres de la custodia y del efectivo
 * en la verificación. Vacío si el archivo no traía la hoja Saldos.
 */
export async function cifrasDeEfectivo(manager: EntityManager, saldos: readonly FilaSaldo[]): Promise<CifraApertura[]> {
  if (saldos.length === 0) return [];
  const archivo = efectivoDelArchivo(saldos);
  let oficina = 0;
  let cobradores = 0;
  for (const fila of saldos) {
    // Una caja que no se pudo abrir (su cobrador no entró) no tiene nada en el mayor: su fila ya dijo por qué.
    const cobrador = await cobradorDeCaja(manager, fila.caja).catch((error: unknown) => {
      if (error instanceof ErrorDeFila) return undefined;
      throw error;
    });
    if (cobrador === undefined) continue;
    const abierto = await db(manager)
      .selectFrom('caja_saldos_iniciales as s')
      .innerJoin('contabilidad_asientos as a', (j) =>
        j.onRef('a.origen_id', '=', 's.id').on('a.origen', '=', 'saldo_inicial'),
      )
      .innerJoin('contabilidad_lineas as l', 'l.asiento_id', 'a.id')
      .innerJoin('contabilidad_cuentas as c', 'c.id', 'l.cuenta_id')
      .select((eb) => sumaOCero(eb, eb('l.debito', '-', eb.ref('l.credito'))).as('monto'))
      .where(sql`coalesce(s.cobrador_id, ${SIN_COBRADOR}::uuid)`, '=', sql`coalesce(${cobrador?.id ?? null}::uuid, ${SIN_COBRADOR}::uuid)`)
      .where((eb) => eb.or([eb('c.clave', '=', 'caja_oficina'), eb('c.cobrador_id', 'is not', null)]))
      .executeTakeFirstOrThrow();
    if (cobrador) cobradores += Number(abierto.monto);
    else oficina += Number(abierto.monto);
  }
  const { descuadres } = await db(manager)
    .selectNoFrom(
      // sql: las reglas son fragmentos sql sin tipo de fila (verificacion.sql.ts): se cuentan como subconsultas de texto
      sql<number>`(SELECT count(*) FROM (${SQL_CUSTODIA_COBRADORES}) c WHERE c.esperado IS DISTINCT FROM c.encontrado)::int
        + (SELECT count(*) FROM (${SQL_DESCUADRES_MAYOR}) d
           WHERE d.regla LIKE 'mayor_efectivo_dia:%' OR d.regla LIKE 'mayor_cobrador:%')::int`.as('descuadres'),
    )
    .executeTakeFirstOrThrow();
  return [
    { concepto: CONCEPTOS_APERTURA_CAJA.oficina, unidad: 'pesos', archivo: archivo.oficina, cartera: oficina },
    { concepto: CONCEPTOS_APERTURA_CAJA.cobradores, unidad: 'pesos', archivo: archivo.cobradores, cartera: cobradores },
    { concepto: CONCEPTOS_APERTURA_CAJA.verificacion, unidad: 'cantidad', archivo: 0, cartera: descuadres },
  ];
}

/** El resultado de una importación sin préstamos, sólo con la hoja Saldos: sus cifras del efectivo, guardadas. */
export async function guardarAperturaDeEfectivo(
  manager: EntityManager,
  importacionId: string,
  efectivo: readonly CifraApertura[],
): Promise<AperturaImportacion> {
  const config = await cerradoHasta(manager);
  const apertura = compararApertura(null, config.cerrado_hasta, efectivo);
  await db(manager)
    .updateTable('importaciones')
    .set({ apertura: JSON.stringify(apertura) })
    .where('id', '=', importacionId)
    .execute();
  return apertura;
}

/** Los emails (en minúsculas) de la columna `caja` de la hoja Saldos que son de cobradores de Cartera. */
export async function emailsDeCobradores(manager: EntityManager, cajas: readonly unknown[]): Promise<Set<string>> {
  const emails = cajas.map((c) => String(c ?? '').trim().toLowerCase()).filter((c) => c.includes('@'));
  if (emails.length === 0) return new Set();
  const filas = await db(manager)
    .selectFrom('usuarios')
    .select((eb) => eb.fn<string>('lower', ['email']).as('email'))
    .where('rol', '=', 'cobrador')
    .where((eb) => eb(eb.fn<string>('lower', ['email']), 'in', emails))
    .execute();
  return new Set(filas.map((f) => f.email));
}
