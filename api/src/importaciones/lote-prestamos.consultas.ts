// Lo que lee y escribe la aplicación por lotes de los préstamos (lote-prestamos.ts): unas pocas lecturas por página y
// cada tabla de la página en sentencias de muchas filas, en la transacción de la página.
import { TIPOS_CREDITO } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { enTandas, escribirLibrosPorLote } from '../libro/libro-lote';
import { registrarNotificaciones } from '../libro/notificaciones-del-prestamo';
import {
  comprobanteAperturaCastigada,
  comprobanteAperturaImportada,
} from '../mayor/comprobantes-importados';
import { escribirComprobantes, type Comprobante } from '../mayor/contabilizar';
import { db, deLista } from '../database/kysely';
import type { PrestamoDelArchivo } from './aplicar-prestamos';
import { claveDeFila, huellaDeFila } from './huellas';
import type { ContextoLote, PrestamoLote } from './lote-prestamos';
import type { Paso } from './medir-lote';
import { filaOrganizacion } from '../organizacion/organizacion.sql';

export const consultasLotePrestamos = {
  /** Los ids de Cartera de los clientes y cobradores que la página nombra, sus préstamos ya importados y la organización. */
  async contexto(
    manager: EntityManager,
    pagina: readonly PrestamoDelArchivo[],
    hoy: string,
    registradoPor: string | null,
  ): Promise<{ contexto: ContextoLote; previos: Set<string> }> {
    const clientes = [...new Set(pagina.map((p) => p.fila.cliente))];
    const cobradores = [
      ...new Set(
        pagina.flatMap((p) =>
          [p.fila.cobrador, ...p.cobros.map((c) => c.cobrador)].filter((c): c is string => !!c),
        ),
      ),
    ];
    const ids = await db(manager)
      .selectFrom('importacion_ids as m')
      .leftJoin('clientes as c', (j) => j.onRef('c.id', '=', 'm.id_cartera').on('m.hoja', '=', 'Clientes'))
      .select(['m.hoja', 'm.id_externo', 'm.id_cartera', 'c.id as cliente', 'c.cobrador_id'])
      .where((eb) =>
        eb.or([
          eb.and([
            eb('m.hoja', '=', 'Clientes'),
            eb('m.id_externo', 'in', clientes.length ? clientes : ['']),
          ]),
          eb.and([
            eb('m.hoja', '=', 'Cobradores'),
            eb('m.id_externo', 'in', cobradores.length ? cobradores : ['']),
          ]),
          eb.and([
            eb('m.hoja', '=', 'Prestamos'),
            eb(
              'm.id_externo',
              'in',
              pagina.map((p) => p.fila.idExterno),
            ),
          ]),
        ]),
      )
      .execute();
    const organizacion = await filaOrganizacion(manager)
      .select([
        'tipo_credito_defecto',
        'mora_activa',
        'mora_tasa',
        'mora_periodicidad',
        'mora_dias_gracia',
        'mora_desde',
      ])
      .executeTakeFirstOrThrow();
    // Las tasas de usura certificadas (unas pocas por mes y tipo de crédito): la mora de cada préstamo toma la vigente.
    const usura = organizacion.mora_activa
      ? await db(manager)
          .selectFrom('tasas_usura')
          .select(['tipo_credito', 'desde', 'hasta', 'tasa'])
          .execute()
      : [];
    return {
      contexto: {
        hoy,
        registradoPor,
        tipoCreditoDefecto: deLista(
          TIPOS_CREDITO,
          organizacion.tipo_credito_defecto,
          'configuracion_organizacion.tipo_credito_defecto',
        ),
        mora: {
          activa: organizacion.mora_activa,
          tasa: organizacion.mora_tasa,
          periodicidad: organizacion.mora_periodicidad,
          diasGracia: organizacion.mora_dias_gracia,
          desde: organizacion.mora_desde,
          usura: usura.map((t) => ({
            tipoCredito: t.tipo_credito,
            desde: t.desde,
            hasta: t.hasta,
            tasa: t.tasa,
          })),
        },
        // Un cliente importado que ya no está en Cartera (borrado) no va por el lote: crearEn dice su error.
        clientes: new Map(
          ids
            .filter((f) => f.hoja === 'Clientes' && f.cliente !== null)
            .map((f) => [f.id_externo, { id: f.id_cartera, cobradorId: f.cobrador_id }]),
        ),
        cobradores: new Map(
          ids.filter((f) => f.hoja === 'Cobradores').map((f) => [f.id_externo, f.id_cartera]),
        ),
      },
      previos: new Set(ids.filter((f) => f.hoja === 'Prestamos').map((f) => f.id_externo)),
    };
  },

  /** De esos idExterno, los que ya tienen un préstamo importado. */
  async importados(manager: EntityManager, idsExternos: readonly string[]): Promise<Set<string>> {
    const filas = await db(manager)
      .selectFrom('importacion_ids')
      .select('id_externo')
      .where('hoja', '=', 'Prestamos')
      .where('id_externo', 'in', idsExternos)
      .execute();
    return new Set(filas.map((f) => f.id_externo));
  },

  /**
   * Escribe los préstamos calculados de una página: cada tabla en unas pocas sentencias, en este orden (`paso` las
   * cronometra con CARTERA_MEDIR_LOTE=1, medir-lote.ts).
   */
  async escribir(
    manager: EntityManager,
    lote: readonly PrestamoLote[],
    importacionId: string,
    registradoPor: string | null,
    paso: Paso = (_nombre, sentencia) => sentencia(),
  ) {
    if (lote.length === 0) return;
    // El libro de cada préstamo lo escribe el núcleo (libro-lote.ts): préstamos, cuotas, cobros, aplicaciones y
    // movimientos, cada tabla en unas pocas sentencias.
    const { numeros, movimientos } = await escribirLibrosPorLote(manager, lote, registradoPor, paso);
    // Los comprobantes de cada préstamo: su apertura en la fecha de corte (su desembolso menos sus cobros anteriores al
    // corte) o, si llega castigado, la de su castigo, sólo en cuentas de orden; préstamo tras préstamo.
    const comprobantes: Comprobante[] = [];
    for (const p of lote) {
      const contable = {
        id: p.id,
        numero: numeros.get(p.id) ?? '',
        clienteId: p.clienteId,
        proporcional: p.proporcional,
      };
      const ids = movimientos.get(p.id) ?? [];
      const castigo = p.movimientos.findIndex((m) => m.tipo === 'castigo');
      if (castigo >= 0) {
        const movimiento = { ...p.movimientos[castigo], id: ids[castigo], registradoPor, importado: true, mora: 0 };
        comprobantes.push(comprobanteAperturaCastigada(contable, movimiento));
        continue;
      }
      const desembolso = p.movimientos.findIndex((m) => m.tipo === 'desembolso');
      comprobantes.push(
        comprobanteAperturaImportada(contable, {
          fechaCorte: p.fechaCorte,
          desembolso: { ...p.movimientos[desembolso], id: ids[desembolso], registradoPor },
          cobros: p.movimientos.filter((m) => m.tipo === 'cobro'),
        }),
      );
    }
    await paso('mayor', () => escribirComprobantes(manager, comprobantes, new Map()));
    await paso('avisos', () =>
      registrarNotificaciones(
        manager,
        lote.flatMap((p) => p.notificaciones),
      ),
    );
    const ids = lote.flatMap((p) => [
      { hoja: 'Prestamos', id_externo: p.idExterno, id_cartera: p.id, huella: huellaDeFila(p.datos.fila) },
      ...p.datos.cobros.map((c) => ({
        hoja: 'Cobros',
        id_externo: claveDeFila('Cobros', c),
        id_cartera: p.id,
        huella: huellaDeFila(c),
      })),
      ...p.datos.cuotas.map((c) => ({
        hoja: 'Cuotas',
        id_externo: claveDeFila('Cuotas', c),
        id_cartera: p.id,
        huella: huellaDeFila(c),
      })),
    ]);
    for (const tanda of enTandas(ids))
      await paso('importacion_ids', () =>
        db(manager)
          .insertInto('importacion_ids')
          .values(tanda.map((f) => ({ ...f, importacion_id: importacionId })))
          .onConflict((oc) =>
            oc.columns(['hoja', 'id_externo']).doUpdateSet((eb) => ({
              id_cartera: eb.ref('excluded.id_cartera'),
              huella: eb.ref('excluded.huella'),
              importacion_id: eb.ref('excluded.importacion_id'),
            })),
          )
          .execute(),
      );
  },
};
