// El efectivo al corte de una importación, escrito por el mayor (docs/decisiones/importacion.md, «Efectivo al corte»;
// docs/decisiones/importacion-por-lotes.md): abre la caja de la oficina o la de un cobrador (`caja_saldos_iniciales`)
// con su comprobante contra «Saldos iniciales» (370505) en su fecha de corte, no hace nada si ya está igual, o la
// cambia (reverso y comprobante nuevo) si se puede (`cambioDeSaldoInicial`, @cartera/dominio). La importación lee el
// archivo, encuentra el cobrador de cada caja y convierte el error en el de su fila.
import {
  CAJA_OFICINA,
  cambioDeSaldoInicial,
  reglaSaldoInicialImportado,
  type FilaSaldo,
} from '@cartera/dominio';
import { sql } from 'kysely';
import type { EntityManager } from 'typeorm';
import { aCentavos } from '../common/dinero';
import { db } from '../database/kysely';
import { oficinaDelCobrador } from '../oficinas/oficina-de-alta';
import { escribirComprobante, reversar, vigente } from './escribir-comprobante';

/** La caja de la oficina en las comparaciones por cobrador (su cobrador_id es null). */
export const SIN_COBRADOR = '00000000-0000-0000-0000-000000000000';

/** Lo que ya abrió una caja, bloqueado hasta el fin de la transacción. */
function saldoDeCaja(manager: EntityManager, cobradorId: string | null) {
  return db(manager)
    .selectFrom('caja_saldos_iniciales')
    .select((eb) => ['id', 'monto', eb.cast<string>('fecha', 'text').as('fecha'), 'entrega_id', 'importacion_id'])
    .where(
      sql`coalesce(cobrador_id, ${SIN_COBRADOR}::uuid)`,
      '=',
      sql`coalesce(${cobradorId}::uuid, ${SIN_COBRADOR}::uuid)`,
    )
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Abre (o corrige) la caja de `cobrador` (null: la oficina) con el efectivo de `fila` a su fecha de corte. Devuelve el
 * id de su saldo inicial, o el mensaje por el que no se puede (un periodo ya cerrado, un saldo ya entregado).
 */
export async function abrirCajaAlCorte(
  manager: EntityManager,
  a: {
    cobrador: { id: string; nombre: string } | null;
    fila: FilaSaldo;
    importacionId: string;
    cerradoHasta: string | null;
    registradoPor: string | null;
  },
): Promise<{ id: string } | { error: string }> {
  const { cobrador, fila } = a;
  const previo = await saldoDeCaja(manager, cobrador?.id ?? null);
  const cambio = cambioDeSaldoInicial(
    previo
      ? { monto: Number(previo.monto), fechaCorte: previo.fecha, entregado: previo.entrega_id !== null }
      : null,
    fila,
    a.cerradoHasta,
  );
  if ('error' in cambio) return cambio;
  let id = previo?.id;
  // La caja de un cobrador es de su oficina; la de la oficina, de la principal (una sola en el archivo).
  const oficina = cobrador ? await oficinaDelCobrador(manager, cobrador.id) : null;
  if (cambio.accion === 'abrir') {
    ({ id } = await db(manager)
      .insertInto('caja_saldos_iniciales')
      .values({
        cobrador_id: cobrador?.id ?? null,
        fecha: fila.fechaCorte,
        monto: fila.monto,
        importacion_id: a.importacionId,
        // sql: la función de la base que dice la oficina principal; Kysely no la conoce
        oficina_id: oficina ?? sql<string>`oficina_por_defecto()`,
      })
      .returning('id')
      .executeTakeFirstOrThrow());
  } else if (cambio.accion === 'cambiar' && id) {
    const anterior = await vigente(manager, 'saldo_inicial', id);
    if (anterior)
      await reversar(manager, anterior.id, a.registradoPor, 'Efectivo inicial corregido por una importación');
    await db(manager)
      .updateTable('caja_saldos_iniciales')
      .set({
        fecha: fila.fechaCorte,
        monto: fila.monto,
        importacion_id: a.importacionId,
        updated_at: sql`now()`,
      })
      .where('id', '=', id)
      .execute();
  }
  if (!id) throw new Error('Saldo inicial sin fila');
  if (cambio.accion !== 'nada')
    await escribirComprobante(manager, {
      fecha: fila.fechaCorte,
      tipo: 'saldo_inicial',
      descripcion: cobrador
        ? `Efectivo inicial en poder de ${cobrador.nombre} (importación)`
        : 'Efectivo inicial de la caja de la oficina (importación)',
      origen: 'saldo_inicial',
      origenId: id,
      registradoPor: a.registradoPor,
      oficinaId: oficina,
      lineas: reglaSaldoInicialImportado({
        caja: cobrador ? { tipo: 'cobrador', cobradorId: cobrador.id } : CAJA_OFICINA,
        monto: aCentavos(fila.monto),
      }),
    });
  return { id };
}
