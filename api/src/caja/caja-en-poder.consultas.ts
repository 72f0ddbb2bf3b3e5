// El efectivo en poder de los cobradores y lo que se lee de él (docs/decisiones/caja-de-cobradores.md), tipado contra
// el esquema (database/esquema.ts). Las tres partes de «en poder» son las de caja.sql.ts, que todavía leen en texto el
// tablero y la verificación del libro mayor: las dos cambian juntas hasta que esos módulos pasen a esta capa.
import { sql } from 'kysely';
import type { EntityManager } from 'typeorm';
import { db, type BaseTipada } from '../database/kysely';
import { filaOrganizacion } from '../organizacion/organizacion.sql';
import { sumaOCero } from '../common/filas';
import { cuentasDelAlcance } from '../usuarios/usuarios.visibles';

export const enPoder = {
  /**
   * Cobros cuyo efectivo tiene todavía un cobrador (alias `co`): los que registró él mismo y no están en una entrega
   * confirmada. Los de una entrega por confirmar siguen en su poder hasta que la oficina los cuente.
   */
  cobros(k: BaseTipada) {
    return k
      .selectFrom('cobros as co')
      .leftJoin('caja_entregas as e_co', 'e_co.id', 'co.entrega_id')
      .where('co.en_poder_de', 'is not', null)
      .where((eb) => eb.or([eb('co.entrega_id', 'is', null), eb('e_co.estado', '=', 'pendiente')]));
  },

  /** Gastos aceptados que todavía rebajan lo que un cobrador tiene (alias `g`). */
  gastos(k: BaseTipada) {
    return k
      .selectFrom('caja_gastos as g')
      .leftJoin('caja_entregas as e_g', 'e_g.id', 'g.entrega_id')
      .where('g.estado', '=', 'aceptado')
      .where((eb) => eb.or([eb('g.entrega_id', 'is', null), eb('e_g.estado', '=', 'pendiente')]));
  },

  /**
   * El efectivo inicial de un cobrador (el de una importación, docs/decisiones/importacion.md «Efectivo al corte») que
   * todavía tiene (alias `s`): como un cobro, hasta que una entrega confirmada lo toma.
   */
  saldos(k: BaseTipada) {
    return k
      .selectFrom('caja_saldos_iniciales as s')
      .leftJoin('caja_entregas as e_s', 'e_s.id', 's.entrega_id')
      .where('s.cobrador_id', 'is not', null)
      .where((eb) => eb.or([eb('s.entrega_id', 'is', null), eb('e_s.estado', '=', 'pendiente')]));
  },
};

export const consultasEnPoder = {
  /**
   * Σ efectivo en poder de todos los cobradores (o sólo de `cobradorId`): cobros y efectivo inicial menos gastos
   * (texto de numeric).
   */
  async total(manager: EntityManager, cobradorId: string | null = null): Promise<string> {
    const k = db(manager);
    const { total } = await k
      .selectNoFrom((eb) =>
        eb(
          eb(
            eb.fn.coalesce(
              enPoder
                .cobros(k)
                .$if(cobradorId !== null, (q) => q.where('co.en_poder_de', '=', cobradorId))
                .select((e) => e.fn.sum<string>('co.monto').as('m')),
              sql.lit('0'),
            ),
            '+',
            eb.fn.coalesce(
              enPoder
                .saldos(k)
                .$if(cobradorId !== null, (q) => q.where('s.cobrador_id', '=', cobradorId))
                .select((e) => e.fn.sum<string>('s.monto').as('m')),
              sql.lit('0'),
            ),
          ),
          '-',
          eb.fn.coalesce(
            enPoder
              .gastos(k)
              .$if(cobradorId !== null, (q) => q.where('g.cobrador_id', '=', cobradorId))
              .select((e) => e.fn.sum<string>('g.monto').as('m')),
            sql.lit('0'),
          ),
        ).as('total'),
      )
      .executeTakeFirstOrThrow();
    return total;
  },

  /**
   * El efectivo en poder de cada cobrador (o sólo de `cobradorId`): sus cobros, sus gastos y su efectivo inicial sin
   * entrega confirmada, su última entrega y su deuda (saldo de 136530 en el libro mayor). Los inactivos sólo si todavía
   * tienen algo en su poder o una entrega por confirmar. Sólo los de las oficinas del alcance en curso.
   */
  cajas(manager: EntityManager, cobradorId: string | null) {
    const k = db(manager);
    const delAlcance = cuentasDelAlcance();
    return (
      k
        .with('cobros_en_poder', () =>
          enPoder
            .cobros(k)
            .select((eb) => [
              'co.en_poder_de as cobrador_id',
              eb.fn.sum<string>('co.monto').as('monto'),
              eb.fn.countAll<string>().as('cantidad'),
            ])
            .groupBy('co.en_poder_de'),
        )
        .with('gastos_en_poder', () =>
          enPoder
            .gastos(k)
            .select((eb) => [
              'g.cobrador_id',
              eb.fn.sum<string>('g.monto').as('monto'),
              eb.fn.countAll<string>().as('cantidad'),
            ])
            .groupBy('g.cobrador_id'),
        )
        // El efectivo inicial de una importación que todavía tiene (docs/decisiones/importacion.md).
        .with('saldos_en_poder', () =>
          enPoder
            .saldos(k)
            .select((eb) => ['s.cobrador_id', eb.fn.sum<string>('s.monto').as('monto')])
            .groupBy('s.cobrador_id'),
        )
        .with('entregas', (k) =>
          k
            .selectFrom('caja_entregas')
            .select((eb) => [
              'cobrador_id',
              eb.fn.max('fecha_confirmacion').filterWhere('abono', '=', false).as('ultima'),
              eb.fn<boolean>('bool_or', [eb('estado', '=', 'pendiente')]).as('pendiente'),
            ])
            .groupBy('cobrador_id'),
        )
        // Lo que debe: su saldo en 136530 del libro mayor (faltantes menos abonos y sobrantes que los pagaron).
        .with('deudas', (k) =>
          k
            .selectFrom('contabilidad_lineas as l')
            .innerJoin('contabilidad_cuentas as k', 'k.id', 'l.cuenta_id')
            .select((eb) => [
              'l.cobrador_id',
              eb.fn.sum<string>(eb('l.debito', '-', eb.ref('l.credito'))).as('deuda'),
            ])
            .where('k.clave', '=', 'faltantes_cobradores')
            .groupBy('l.cobrador_id'),
        )
        .selectFrom('usuarios as u')
        .leftJoin('cobros_en_poder as c', 'c.cobrador_id', 'u.id')
        .leftJoin('gastos_en_poder as g', 'g.cobrador_id', 'u.id')
        .leftJoin('entregas as e', 'e.cobrador_id', 'u.id')
        .leftJoin('deudas as d', 'd.cobrador_id', 'u.id')
        .leftJoin('saldos_en_poder as s', 's.cobrador_id', 'u.id')
        .select((eb) => [
          'u.id',
          'u.nombre',
          eb.fn.coalesce('c.monto', sql.lit('0')).as('cobros'),
          eb.fn.coalesce('c.cantidad', sql.lit('0')).as('cantidad_cobros'),
          eb.fn.coalesce('g.monto', sql.lit('0')).as('gastos'),
          eb.fn.coalesce('g.cantidad', sql.lit('0')).as('cantidad_gastos'),
          'e.ultima',
          eb.fn.coalesce('d.deuda', sql.lit('0')).as('deuda'),
          eb.fn.coalesce('s.monto', sql.lit('0')).as('saldo_inicial'),
        ])
        .where('u.rol', '=', 'cobrador')
        .$if(cobradorId !== null, (q) => q.where('u.id', '=', cobradorId!))
        // Sólo los cobradores que alcanza quien pide (`usuarios` no tiene política de fila: usuarios.visibles.ts).
        .where((eb) => delAlcance ?? eb.lit(true))
        .where((eb) =>
          eb.or([
            eb('u.estado', '=', 'activo'),
            eb('c.monto', 'is not', null),
            eb('g.monto', 'is not', null),
            eb('s.monto', 'is not', null),
            eb(eb.fn.coalesce('e.pendiente', sql.lit(false)), '=', true),
          ]),
        )
        .orderBy('u.nombre')
        .orderBy('u.id')
        .execute()
    );
  },

  /**
   * Por cobrador (de `cobradorIds`) y periodo: lo cobrado en su poder, sus gastos aceptados, lo recibido de sus
   * entregas, cuántas (sin los abonos), faltantes, sobrantes (sin los abonos a faltantes) y los días con cobros sin una
   * entrega registrada ese día. Montos como texto de numeric.
   */
  reporte(manager: EntityManager, desde: string, hasta: string, cobradorIds: string[]) {
    return db(manager)
      .selectFrom('usuarios as u')
      .select((eb) => [
        'u.id as cobrador_id',
        eb
          .selectFrom('cobros')
          .select((e) => sumaOCero(e, 'monto').as('v'))
          .whereRef('en_poder_de', '=', 'u.id')
          .where((w) => w.between('fecha', desde, hasta))
          .as('cobrado'),
        eb
          .selectFrom('caja_gastos')
          .select((e) => sumaOCero(e, 'monto').as('v'))
          .whereRef('cobrador_id', '=', 'u.id')
          .where('estado', '=', 'aceptado')
          .where((w) => w.between('fecha', desde, hasta))
          .as('gastos'),
        eb
          .selectFrom('caja_entregas')
          .select((e) => sumaOCero(e, 'monto_recibido').as('v'))
          .whereRef('cobrador_id', '=', 'u.id')
          .where('estado', '=', 'confirmada')
          .where((w) => w.between('fecha_confirmacion', desde, hasta))
          .as('entregado'),
        eb
          .selectFrom('caja_entregas')
          .select((e) => e.fn.countAll<string>().as('v'))
          .whereRef('cobrador_id', '=', 'u.id')
          .where('estado', '=', 'confirmada')
          .where('abono', '=', false)
          .where((w) => w.between('fecha_confirmacion', desde, hasta))
          .as('entregas'),
        eb
          .selectFrom('movimientos_caja')
          .select((e) => sumaOCero(e, 'monto').as('v'))
          .whereRef('cobrador_id', '=', 'u.id')
          .where('categoria', '=', 'faltante_cobrador')
          .where((w) => w.between('fecha', desde, hasta))
          .as('faltantes'),
        eb
          .selectFrom('movimientos_caja as m')
          .select((e) => sumaOCero(e, 'm.monto').as('v'))
          .whereRef('m.cobrador_id', '=', 'u.id')
          .where('m.categoria', '=', 'sobrante_cobrador')
          .where((w) => w.between('m.fecha', desde, hasta))
          .where((e) =>
            e.not(
              e.exists(
                e
                  .selectFrom('caja_entregas as a')
                  .select(sql.lit(1).as('hay'))
                  .whereRef('a.id', '=', 'm.entrega_id')
                  .where('a.abono', '=', true),
              ),
            ),
          )
          .as('sobrantes'),
        eb
          .selectFrom('cobros as co')
          .select((e) => e.fn.count<string>('co.fecha').distinct().as('v'))
          .whereRef('co.en_poder_de', '=', 'u.id')
          .where((w) => w.between('co.fecha', desde, hasta))
          .where((e) =>
            e.not(
              e.exists(
                e
                  .selectFrom('caja_entregas as e')
                  .select(sql.lit(1).as('hay'))
                  .whereRef('e.cobrador_id', '=', 'u.id')
                  .whereRef('e.fecha', '=', 'co.fecha')
                  .where('e.abono', '=', false),
              ),
            ),
          )
          .as('dias_sin_entrega'),
      ])
      .where((eb) => eb('u.id', '=', eb.fn.any(eb.val(cobradorIds))))
      .execute();
  },

  /** Si la organización avisa la caja sin entregar, y desde qué hora (Bogotá). */
  ajusteAviso(manager: EntityManager) {
    return filaOrganizacion(manager)
      .select(['aviso_entrega_caja', 'entrega_caja_hora'])
      .executeTakeFirst();
  },

  /**
   * Los cobradores con cobros hasta `hoy` en ninguna entrega, alguno registrado antes de `limite`, y sin el aviso de
   * hoy (clave de origen `prefijo<cobrador>:<hoy>`): lo cobrado y cuántos, y sus gastos aceptados sin entrega.
   */
  sinEntregar(manager: EntityManager, limite: Date, hoy: string, prefijo: string) {
    return db(manager)
      .with('cobros_sin_entrega', (k) =>
        k
          .selectFrom('cobros as co')
          .select((eb) => [
            'co.en_poder_de as cobrador_id',
            eb.fn.sum<string>('co.monto').as('monto'),
            eb.fn.countAll<string>().as('cantidad'),
            eb.fn<boolean>('bool_or', [eb('co.created_at', '<', limite)]).as('antes_de_la_hora'),
          ])
          .where('co.en_poder_de', 'is not', null)
          .where('co.entrega_id', 'is', null)
          .where('co.fecha', '<=', hoy)
          .groupBy('co.en_poder_de'),
      )
      .with('gastos_sin_entrega', (k) =>
        k
          .selectFrom('caja_gastos as g')
          .select((eb) => ['g.cobrador_id', eb.fn.sum<string>('g.monto').as('monto')])
          .where('g.estado', '=', 'aceptado')
          .where('g.entrega_id', 'is', null)
          .groupBy('g.cobrador_id'),
      )
      .selectFrom('cobros_sin_entrega as c')
      .innerJoin('usuarios as u', 'u.id', 'c.cobrador_id')
      .leftJoin('gastos_sin_entrega as g', 'g.cobrador_id', 'c.cobrador_id')
      .select((eb) => [
        'u.id',
        'u.nombre',
        'c.monto as cobros',
        'c.cantidad',
        eb.fn.coalesce('g.monto', sql.lit('0')).as('gastos'),
      ])
      .where('c.antes_de_la_hora', '=', true)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('notificaciones as n')
              .select(sql.lit(1).as('hay'))
              .where(
                'n.clave_origen',
                '=',
                eb(eb(eb.val(prefijo), '||', eb.cast<string>('u.id', 'text')), '||', eb.val(`:${hoy}`)),
              ),
          ),
        ),
      )
      .orderBy('u.nombre')
      .orderBy('u.id')
      .execute();
  },
};
