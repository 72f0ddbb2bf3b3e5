// Lo que lee y escribe la aplicación por lotes de los préstamos (lote-prestamos.ts): unas pocas lecturas por página y
// cada tabla de la página en sentencias de muchas filas, en la transacción de la página.
import { TIPOS_CREDITO } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { aCentavos, aPesos } from '../common/dinero';
import { enPoderDe } from '../libro/libro-cobros';
import { consultasLibro } from '../libro/libro.consultas';
import { registrarNotificaciones } from '../notificaciones/del-prestamo';
import {
  comprobanteAperturaCastigada,
  comprobanteAperturaImportada,
} from '../contabilidad/mayor/comprobantes-importados';
import { escribirComprobantes, type Comprobante } from '../contabilidad/mayor/contabilizar';
import { db, deLista } from '../database/kysely';
import type { PrestamoDelArchivo } from './aplicar-prestamos';
import { consultasLoteFilas } from './lote-filas.consultas';
import { claveDeFila, huellaDeFila } from './huellas';
import { columnasMovimiento, type ContextoLote, type PrestamoLote } from './lote-prestamos';
import type { Paso } from './medir-lote';
import { filaOrganizacion } from '../organizacion/organizacion.sql';

/** Filas por sentencia: un préstamo lleva unas 25 columnas, y PostgreSQL acepta 65.535 parámetros por sentencia. */
const FILAS_POR_SENTENCIA = 1000;

function enTandas<T>(filas: readonly T[], tamano = FILAS_POR_SENTENCIA): T[][] {
  const tandas: T[][] = [];
  for (let i = 0; i < filas.length; i += tamano) tandas.push(filas.slice(i, i + tamano));
  return tandas;
}

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
    // Los préstamos, con su número de la secuencia en el orden de la página (la descripción de sus comprobantes).
    const numeros = new Map<string, string>();
    for (const tanda of enTandas(lote, 500)) {
      const filas = await paso('prestamos', () =>
        db(manager)
          .insertInto('prestamos')
          .values(tanda.map((p) => p.prestamo))
          .returning(['id', 'numero'])
          .execute(),
      );
      for (const fila of filas) numeros.set(fila.id, String(fila.numero));
    }
    const cuotas = lote.flatMap((p) =>
      p.cuotas.map((c) => ({
        id: c.id,
        prestamo_id: p.id,
        numero: c.numero,
        fecha_programada: c.fechaProgramada,
        monto_capital: aPesos(c.montoCapital),
        monto_interes: aPesos(c.montoInteres),
        monto_total: aPesos(c.montoTotal),
        monto_pagado: aPesos(c.montoPagado),
        estado: c.estado,
        fecha_pago: c.fechaPago,
      })),
    );
    for (const tanda of enTandas(cuotas))
      await paso('cuotas', () => db(manager).insertInto('cuotas').values(tanda).execute());
    const cobros = lote.flatMap((p) =>
      p.cobros.map((c) => ({
        id: c.id,
        prestamo_id: p.id,
        cliente_id: p.clienteId,
        cobrador_id: c.cobradorId,
        monto: aPesos(aCentavos(c.monto)),
        fecha: c.fecha,
        observaciones: c.observaciones,
        origen: c.origen,
        cuota_id: c.cuotaId,
        registrado_por: c.registradoPor,
        en_poder_de: enPoderDe(c),
        monto_mora: aPesos(c.mora),
      })),
    );
    // Un arreglo por columna (lote-filas.consultas.ts); un cobro que quedaría en poder de quien lo registró (nunca al
    // importar: lo registra la oficina) lo decide la base en insertarCobros.
    const resueltos = cobros.flatMap(({ en_poder_de, ...c }) =>
      en_poder_de === 'delCobradorSiLoRegistro' ? [] : [{ ...c, en_poder_de }],
    );
    await paso('cobros', () =>
      resueltos.length === cobros.length
        ? consultasLoteFilas.insertarCobros(manager, resueltos)
        : consultasLibro.insertarCobros(
            manager,
            cobros.map((c) => ({ ...c, cuenta_pago_id: null, referencia_pago: null })),
          ),
    );
    await paso('aplicaciones', () =>
      consultasLoteFilas.insertarAplicaciones(
        manager,
        lote.flatMap((p) =>
          p.aplicaciones.map(({ cobroId, aplicacion }) => ({
            cobro_id: cobroId,
            cuota_id: aplicacion.cuotaId,
            monto: aPesos(aplicacion.monto),
          })),
        ),
      ),
    );
    const idsMovimientos = await paso('movimientos', () =>
      consultasLoteFilas.insertarMovimientos(
        manager,
        lote.flatMap((p) => p.movimientos.map((m) => columnasMovimiento(p.id, m, registradoPor))),
      ),
    );
    // Los comprobantes de cada préstamo: su apertura en la fecha de corte (su desembolso menos sus cobros anteriores al
    // corte) o, si llega castigado, la de su castigo, sólo en cuentas de orden; préstamo tras préstamo.
    const comprobantes: Comprobante[] = [];
    let siguiente = 0;
    for (const p of lote) {
      const contable = {
        id: p.id,
        numero: numeros.get(p.id) ?? '',
        clienteId: p.clienteId,
        proporcional: p.proporcional,
      };
      const ids = p.movimientos.map(() => idsMovimientos[siguiente++]);
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
