import { ahora, hace } from '../database/fragmentos';
import { Injectable } from '@nestjs/common';
import { CODIGOS, MENSAJES_EXTRACTOS, formatearCOP, type LineaExtractoPago } from '@cartera/dominio';
import { DataSource, type EntityManager } from 'typeorm';
import { auditar } from '../auditoria/auditar';
import { aCentavos } from '../common/dinero';
import { sumaOCero } from '../common/filas';
import { CobrosService } from '../cobros/cobros.service';
import { ErrorNegocio } from '../common/errores';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import { db } from '../database/kysely';
import { usuarioPorId } from '../usuarios/usuarios.filas';
import { contabilizarAplicacion, contabilizarSuspenso, lineaJson } from './lineas-extracto';
import { SuspensoService } from './suspenso.service';

/** Una línea tomada más tiempo que esto es de un proceso que se cayó: ninguna aplicación dura tanto. */
export const MINUTOS_LINEA_TOMADA = 10;

/**
 * Las líneas tomadas (`aplicando`) que hay que cerrar según lo que de verdad quedó (docs/decisiones/
 * pagos-por-transferencia.md, «Corregir un cobro que vino del banco» y «Una línea que un proceso caído dejó
 * aplicando»): «Devolver al suspenso» y la recuperación al arrancar.
 */
@Injectable()
export class LineasTomadasService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cobros: CobrosService,
    private readonly suspenso: SuspensoService,
  ) {}

  /**
   * «Devolver al suspenso», en una transacción: una línea cruzada o aplicada se toma (→ aplicando), sus cobros se borran
   * por la corrección del núcleo de dinero (cada borrado se lleva su liga con la línea), la línea vuelve a «Recaudos por
   * aplicar» con su dinero otra vez en 2805 (asentarTomadaEn) y queda auditada. Si un cobro no se puede borrar (período
   * cerrado…), no cambia nada: ni los cobros ya borrados, ni la línea, y responde ese error.
   */
  async devolverAlSuspenso(id: string, contexto: ContextoSolicitud): Promise<LineaExtractoPago> {
    await this.dataSource.transaction(async (manager) => {
      const base = db(manager);
      const tomadas = await base
        .updateTable('pagos_extracto_lineas')
        .set({ estado: 'aplicando', decidido_por: contexto.actor.id, decidido_en: ahora() })
        .where('id', '=', id)
        .where('estado', 'in', ['conciliada', 'aplicada'])
        .returning('id')
        .execute();
      if (tomadas.length === 0) {
        await this.suspenso.leer(manager, id);
        throw new ErrorNegocio(CODIGOS.lineaSuspensoDecidida, MENSAJES_EXTRACTOS.lineaNoAplicada, 409);
      }
      const cobros = await base.selectFrom('pagos_lineas_cobros').select('cobro_id').where('linea_id', '=', id).execute();
      for (const { cobro_id } of cobros) await this.cobros.eliminarEn(manager, cobro_id, contexto, { deshace: 'extracto' });
      await this.asentarTomadaEn(manager, id, contexto);
      const linea = await this.suspenso.leer(manager, id);
      await auditar(manager, contexto, 'Cobros', {
        accion: 'Devolver recaudo al suspenso',
        detalles: `${formatearCOP(linea.valor)} del ${linea.fecha} en «${linea.cuenta_nombre}» (${linea.descripcion}) vuelve a «Recaudos por aplicar»`,
        datosNuevos: { linea: id, cobrosBorrados: cobros.map((c) => c.cobro_id) },
      });
    });
    return lineaJson(await this.suspenso.leer(this.dataSource.manager, id));
  }

  /** Estado, valor, cobros (vivos: la liga se borra con su cobro) y saldo en 2805 de una línea (centavos), bloqueada. */
  private async leerEstado(manager: EntityManager, id: string) {
    const fila = await db(manager)
      .selectFrom('pagos_extracto_lineas as l')
      .select((eb) => [
        'l.estado',
        'l.valor',
        eb
          .selectFrom('pagos_lineas_cobros as lc')
          .select((s) => sumaOCero(s, 'lc.monto').as('s'))
          .whereRef('lc.linea_id', '=', 'l.id')
          .as('vivos'),
        eb
          .selectFrom('contabilidad_asientos as a')
          .innerJoin('contabilidad_lineas as cl', 'cl.asiento_id', 'a.id')
          .innerJoin('contabilidad_cuentas as c', 'c.id', 'cl.cuenta_id')
          .select((s) => sumaOCero(s, s('cl.credito', '-', s.ref('cl.debito'))).as('s'))
          .where('a.origen', '=', 'extracto')
          .whereRef('a.origen_id', '=', 'l.id')
          .where('c.clave', '=', 'recaudos_por_aplicar')
          .as('en_2805'),
      ])
      .where('l.id', '=', id)
      .forUpdate('l')
      .executeTakeFirstOrThrow();
    return {
      estado: fila.estado,
      valor: aCentavos(Number(fila.valor)),
      vivos: aCentavos(Number(fila.vivos ?? 0)),
      en2805: aCentavos(Number(fila.en_2805 ?? 0)),
    };
  }

  /** asentarTomadaEn en su propia transacción (la recuperación de una línea que un proceso caído dejó tomada). */
  async asentarTomada(id: string, contexto: ContextoSolicitud): Promise<void> {
    await this.dataSource.transaction((manager) => this.asentarTomadaEn(manager, id, contexto));
  }

  /**
   * Cierra una línea tomada (`aplicando`) según lo que de verdad quedó, sin adivinar, en la transacción dada: si sus
   * cobros suman su valor, queda cruzada o aplicada y su dinero fuera de 2805; si no le queda ninguno, vuelve al
   * suspenso con su dinero en 2805; si quedó a medias (una aplicación repartida de antes), borra por el núcleo los que
   * quedaron y vuelve al suspenso.
   */
  async asentarTomadaEn(manager: EntityManager, id: string, contexto: ContextoSolicitud): Promise<void> {
    let e = await this.leerEstado(manager, id);
    if (e.estado !== 'aplicando') return;
    if (e.vivos > 0 && e.vivos !== e.valor) {
      const vivos = await db(manager).selectFrom('pagos_lineas_cobros').select('cobro_id').where('linea_id', '=', id).execute();
      for (const { cobro_id } of vivos) await this.cobros.eliminarEn(manager, cobro_id, contexto, { deshace: 'extracto' });
      e = await this.leerEstado(manager, id);
    }
    const linea = await this.suspenso.leer(manager, id);
    const datos = { id, cuentaPagoId: linea.cuenta_id, fecha: linea.fecha, valor: linea.valor };
    const base = db(manager);
    if (e.vivos === e.valor) {
      if (e.en2805 === e.valor) {
        const descripcion = `Aplicación del recaudo ${formatearCOP(linea.valor)} del ${linea.fecha} (${linea.descripcion})`;
        await contabilizarAplicacion(manager, datos, descripcion.slice(0, 300), contexto.actor.id);
      }
      await base
        .updateTable('pagos_extracto_lineas')
        .set((eb) => ({
          estado: eb.case().when('cruce', 'is', null).then('aplicada').else('conciliada').end(),
        }))
        .where('id', '=', id)
        .where('estado', '=', 'aplicando')
        .execute();
      return;
    }
    if (e.en2805 === 0) {
      await contabilizarSuspenso(manager, { ...datos, descripcion: linea.descripcion }, contexto.actor.id);
    }
    await base
      .updateTable('pagos_extracto_lineas')
      .set({ estado: 'en_suspenso', cruce: null, transferencia_id: null, decidido_por: null, decidido_en: null })
      .where('id', '=', id)
      .where('estado', '=', 'aplicando')
      .execute();
  }

  /**
   * Las líneas que un proceso caído dejó tomadas (`aplicando` desde hace más de MINUTOS_LINEA_TOMADA): cada una se
   * asienta según lo que quedó (asentarTomada), a nombre de quien la tomó. Corre al arrancar la API.
   */
  async recuperarTomadas(): Promise<number> {
    const filas = await db(this.dataSource.manager)
      .selectFrom('pagos_extracto_lineas')
      .select(['id', 'decidido_por'])
      .where('estado', '=', 'aplicando')
      .where((eb) =>
        eb.or([eb('decidido_en', 'is', null), eb('decidido_en', '<', hace(MINUTOS_LINEA_TOMADA, 'minutos'))]),
      )
      .execute();
    let recuperadas = 0;
    for (const fila of filas) {
      const actor = fila.decidido_por
        ? await usuarioPorId(this.dataSource.manager, fila.decidido_por)
        : null;
      if (!actor) continue;
      await this.asentarTomada(fila.id, { actor, ip: 'recuperación' });
      recuperadas += 1;
    }
    return recuperadas;
  }
}
