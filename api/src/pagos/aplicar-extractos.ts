// Aplicar lo cruzado de los extractos en segundo plano (docs/decisiones/pagos-por-transferencia.md, «Aplicar en segundo
// plano»): un trabajo de pg-boss toma las líneas por aplicar por lotes, en el orden del archivo. Cada línea con préstamo
// es un cobro del núcleo de dinero, que la liga a la línea al escribirlo, en la transacción del lote junto con su estado:
// una caída a mitad de lote no deja nada a medias y la línea se aplica una sola vez aunque el trabajo corra dos veces.
import { LINEAS_POR_LOTE_EXTRACTO, centavosDePesos } from '@cartera/dominio';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { CobrosService } from '../cobros/cobros.service';
import { ErrorNegocio } from '../common/errores';
import { ejecutarComando } from '../mayor/comando';
import { comandoConciliarLineas } from '../mayor/ligas-extracto.comandos';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import { trabajarDeAUno } from '../database/candados';
import { db } from '../database/kysely';
import { enPuntoDeGuardado } from '../database/punto-de-guardado';
import { ColaService } from '../cola/cola.service';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { primerAdministradorActivo, usuarioPorId } from '../usuarios/usuarios.filas';
import {
  cerrarExtractos,
  marcarConciliada,
  pasarASuspenso,
  quedanPorAplicar,
  tomarPorAplicar,
  type LineaPorAplicar,
} from './extractos.consultas';
import { contabilizarSuspenso } from './lineas-extracto';
import { cobroSinLinea } from './lineas.consultas';
import { LineasTomadasService } from './lineas-tomadas.service';
import { TransferenciasService } from './transferencias.service';

export const COLA_EXTRACTOS = 'pagos-extractos-aplicar';
/** Cada minuto el trabajo retoma lo que quedó por aplicar (la API se reinició en medio) y asienta las líneas tomadas. */
const MINUTOS_VUELTA = 1;

@Injectable()
export class AplicadorExtractos implements OnModuleInit {
  private readonly actores = new Map<string, Usuario>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly cola: ColaService,
    private readonly cobros: CobrosService,
    private readonly transferencias: TransferenciasService,
    private readonly tomadas: LineasTomadasService,
  ) {}

  onModuleInit(): void {
    this.cola.programarCada(COLA_EXTRACTOS, MINUTOS_VUELTA, () => this.vuelta());
  }

  /** Pide a pg-boss que el trabajo corra ya (lo toma una sola réplica). */
  disparar(): Promise<void> {
    return this.cola.dispararAhora(COLA_EXTRACTOS);
  }

  /** La vuelta del trabajo: lo que espera y, cada minuto, las líneas que un proceso caído dejó tomadas. */
  private async vuelta(): Promise<void> {
    await this.trabajar();
    await this.tomadas.recuperarTomadas();
  }

  /**
   * Aplica todo lo que está por aplicar. Un candado consultivo de sesión deja a un solo trabajador a la vez (el disparo
   * de una importación y la vuelta de cada minuto pueden coincidir, o dos réplicas); devuelve false si otro lo tenía.
   */
  async trabajar(): Promise<boolean> {
    return trabajarDeAUno(
      this.dataSource,
      COLA_EXTRACTOS,
      async () => {
        this.actores.clear();
        while (await this.aplicarLote()) {
          // Lote a lote hasta que no quede nada.
        }
      },
      // Una importación que llegó mientras este trabajador tenía el candado (su disparo no lo tomó): se sigue aquí.
      () => quedanPorAplicar(this.dataSource.manager),
    );
  }

  /**
   * Un lote: primero las líneas que confirman una transferencia (cada una por el servicio de transferencias), después
   * hasta LINEAS_POR_LOTE_EXTRACTO de las demás en una transacción. Devuelve si hizo algo.
   */
  async aplicarLote(): Promise<boolean> {
    const transferencias = await tomarPorAplicar(this.dataSource.manager, LINEAS_POR_LOTE_EXTRACTO, true);
    for (const linea of transferencias) await this.aplicarTransferencia(linea);
    const hechas = await this.dataSource.transaction(async (manager) => {
      const lote = await tomarPorAplicar(manager, LINEAS_POR_LOTE_EXTRACTO, false);
      for (const linea of lote) await this.aplicarLinea(manager, linea);
      await cerrarExtractos(manager, [...new Set(lote.map((l) => l.extractoId).filter((id) => id !== null))]);
      return lote.length;
    });
    if (transferencias.length > 0) {
      await cerrarExtractos(this.dataSource.manager, [
        ...new Set(transferencias.map((l) => l.extractoId).filter((id) => id !== null)),
      ]);
    }
    return hechas + transferencias.length > 0;
  }

  /**
   * Una línea en su punto de guardado: con préstamo, su cobro (mora → interés → capital, recibo, ventana de fechas) y su
   * liga; si ese cobro se rechaza por una regla (préstamo cerrado, monto mayor que la deuda…), se deshace y la línea va
   * al suspenso, como una sin dueño: el dinero está en el banco y la oficina decide.
   */
  private async aplicarLinea(manager: EntityManager, linea: LineaPorAplicar): Promise<void> {
    const contexto = await this.contexto(linea.cargadoPor);
    if (linea.prestamo && (linea.cruce === 'referencia' || linea.cruce === 'cedula')) {
      const prestamo = linea.prestamo;
      try {
        await enPuntoDeGuardado(manager, 'linea_extracto', async () => {
          await this.cobros.crearEn(
            manager,
            {
              prestamo,
              monto: linea.valor,
              fecha: linea.fecha,
              observaciones: `Extracto: ${linea.descripcion}`.slice(0, 500),
              medio: 'transferencia',
              cuenta: linea.cuentaPagoId,
              referencia: (linea.referencia || linea.descripcion || 'Extracto').slice(0, 60),
            },
            contexto,
            linea.id,
          );
          await marcarConciliada(manager, linea.id, null);
        });
        return;
      } catch (error) {
        // Un error que no es una regla (la base se cayó…): el lote se deshace entero y la vuelta siguiente lo retoma.
        if (!(error instanceof ErrorNegocio)) throw error;
      }
    }
    await this.suspender(manager, linea, contexto);
  }

  private async suspender(
    manager: EntityManager,
    linea: LineaPorAplicar,
    contexto: ContextoSolicitud,
  ): Promise<void> {
    await contabilizarSuspenso(manager, linea, contexto.actor.id);
    await pasarASuspenso(manager, linea.id);
  }

  /**
   * Una línea que confirma una transferencia por confirmar. Si la transferencia ya está confirmada con un cobro que
   * ninguna línea concilia (otra vuelta del trabajo la confirmó y se cayó antes de ligarla, o la oficina la confirmó
   * mientras tanto), la línea sólo se liga a ese cobro; si se rechazó o su cobro se rechaza, la línea va al suspenso.
   */
  private async aplicarTransferencia(linea: LineaPorAplicar): Promise<void> {
    const contexto = await this.contexto(linea.cargadoPor);
    const id = linea.transferencia;
    if (id) {
      let previa = await this.confirmada(id);
      if (!previa) {
        try {
          await this.transferencias.confirmar(id, contexto, { buscarEnSuspenso: false });
        } catch (error) {
          if (!(error instanceof ErrorNegocio)) throw error;
        }
        previa = await this.confirmada(id);
      }
      if (previa) {
        const { cobro, prestamo, monto } = previa;
        await this.dataSource.transaction(async (manager) => {
          const ligas = [{ linea: linea.id, prestamo, cobro, monto: centavosDePesos(monto) }];
          await ejecutarComando(manager, comandoConciliarLineas, { ligas }, contexto);
          await marcarConciliada(manager, linea.id, id);
        });
        return;
      }
    }
    await this.dataSource.transaction((manager) => this.suspender(manager, linea, contexto));
  }

  /** El cobro de una transferencia confirmada que ninguna línea concilia todavía; null si no lo hay. */
  private async confirmada(id: string): Promise<{ cobro: string; prestamo: string; monto: number } | null> {
    const fila = await db(this.dataSource.manager)
      .selectFrom('pagos_transferencias as t')
      .innerJoin('cobros as co', 'co.id', 't.cobro_id')
      .select(['co.id', 'co.prestamo_id', 'co.monto'])
      .where('t.id', '=', id)
      .where('t.estado', '=', 'confirmada')
      .where(cobroSinLinea)
      .executeTakeFirst();
    return fila ? { cobro: fila.id, prestamo: fila.prestamo_id, monto: Number(fila.monto) } : null;
  }

  /** Quien importó el extracto firma sus cobros; si ya no existe, el primer administrador activo. */
  private async contexto(usuarioId: string | null): Promise<ContextoSolicitud> {
    const clave = usuarioId ?? '';
    let actor = this.actores.get(clave);
    if (!actor) {
      const manager = this.dataSource.manager;
      const firmante =
        (usuarioId ? await usuarioPorId(manager, usuarioId) : null) ?? (await primerAdministradorActivo(manager));
      if (!firmante) throw new Error('Extractos: no hay quien firme los cobros (ni quien importó ni un administrador activo)');
      actor = firmante;
      this.actores.set(clave, actor);
    }
    return { actor, ip: 'trabajo de extractos' };
  }
}
