import { Inject, Injectable } from '@nestjs/common';
import { CODIGOS, hoyBogota, pesosDe } from '@cartera/dominio';
import { DataSource, type EntityManager } from 'typeorm';
import { controlarOperacionDinero, type ResultadoControl } from '../cuatro-ojos/control-aprobaciones';
import { auditar } from '../auditoria/auditar';
import { asegurarAccesoPrestamo } from '../common/acceso-cartera';
import { validarFechaCobroDe } from '../libro/fecha-cobro';
import {
  LibroService,
  MENSAJES_LIBRO,
  type LecturaPrestamo,
  type PlanRecalculado,
  type PrestamoBloqueado,
} from '../libro/libro.service';
import { leerDiasAtrasFechas, validarFechasPrestamo } from '../organizacion/ventana-fechas';
import { ErrorNegocio, errorValidacion } from '../common/errores';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import type { ConfiguracionResuelta } from '../config/configuracion';
import { CONFIGURACION } from '../config/configuracion.module';
import { escribirEventos, eventoRecibo, type ReciboDelLibro } from './eventos';
import type { OperacionDinero, Paso } from './operacion';

/** Cómo terminó una operación: hecha (con lo escrito y los préstamos recalculados) o esperando a un administrador. */
export type Ejecucion<Escrito> =
  | { hecha: true; escrito: Escrito; planes: PlanRecalculado[]; paso: Paso }
  | { hecha: false; control: Extract<ResultadoControl, { pasa: false }> };

export interface OpcionesEjecucion {
  /** La transacción de quien llama (la aprobación que la ejecuta); sin ella, una propia. */
  manager?: EntityManager;
  /** Ya la aprobó un administrador (la segunda persona): el control no vuelve a medirla. */
  aprobada?: boolean;
}

/**
 * El núcleo de dinero (docs/decisiones/nucleo-de-dinero.md): toda operación declarada (`OperacionDinero`) corre los
 * mismos pasos, en este orden y en una transacción: candado de los préstamos → acceso → ventana de fechas → mora
 * causada hasta la fecha de la operación → efecto entero (reglas puras) → cuatro ojos → escritura (libro del préstamo y
 * libro mayor, y el recálculo de cuotas y estado) → avisos y recibos como eventos → auditoría. Ninguna operación elige ni se salta
 * un paso; ningún llamador recalcula a mano.
 */
@Injectable()
export class NucleoDinero {
  constructor(
    private readonly dataSource: DataSource,
    private readonly libro: LibroService,
    @Inject(CONFIGURACION) private readonly config: ConfiguracionResuelta,
  ) {}

  ejecutar<Pedido, Efecto, Escrito>(
    operacion: OperacionDinero<Pedido, Efecto, Escrito>,
    pedido: Pedido,
    contexto: ContextoSolicitud,
    opciones: OpcionesEjecucion = {},
  ): Promise<Ejecucion<Escrito>> {
    const correr = (manager: EntityManager) =>
      this.correr(manager, operacion, pedido, contexto, opciones.aprobada === true);
    return opciones.manager ? correr(opciones.manager) : this.dataSource.transaction(correr);
  }

  private async correr<Pedido, Efecto, Escrito>(
    manager: EntityManager,
    operacion: OperacionDinero<Pedido, Efecto, Escrito>,
    pedido: Pedido,
    contexto: ContextoSolicitud,
    aprobada: boolean,
  ): Promise<Ejecucion<Escrito>> {
    // 1. Candado: los préstamos de la operación, en orden de id (ninguno en un alta).
    const prestamos = await this.bloquear(manager, operacion, pedido);
    const [principal] = prestamos;
    // 2. Acceso: la cartera del cobrador y el estado que admite la operación.
    if (operacion.cartera) {
      for (const prestamo of prestamos) await asegurarAccesoPrestamo(manager, contexto.actor, prestamo.id);
    }
    operacion.admite?.(principal);
    // 3. Ventana de fechas de negocio (la de la organización y la del cobrador), nunca antes del préstamo; las de un
    //    préstamo que se desembolsa, también en la ventana.
    const declarada = operacion.fecha?.(pedido);
    const fecha = declarada?.fecha ?? hoyBogota();
    if (declarada) {
      const ventana = principal?.diasAtrasFechas ?? (await leerDiasAtrasFechas(manager));
      validarFechaCobroDe(
        principal.fechaInicio,
        fecha,
        contexto.actor,
        this.config.cobroRetroactivoDias,
        declarada.campo,
        ventana,
      );
    }
    const fechasPrestamo = operacion.fechasPrestamo?.(pedido, prestamos);
    if (fechasPrestamo) await validarFechasPrestamo(manager, fechasPrestamo);
    // 4. La mora causada hasta la fecha de la operación (o hasta hoy), en cada préstamo: lo que se debe ese día.
    const lecturas: LecturaPrestamo[] = [];
    const hasta = operacion.moraHastaHoy ? hoyBogota() : fecha;
    for (const prestamo of prestamos) lecturas.push(await this.libro.causarMoraLeida(manager, prestamo, hasta));
    const paso: Paso = { manager, contexto, prestamos, fecha, mora: lecturas[0]?.mora.pendiente ?? 0, lecturas };
    // 5. El efecto entero, antes de escribir nada.
    const efecto = await operacion.efecto(paso, pedido);
    // 6. Cuatro ojos: por encima de los umbrales (sumado en el día) queda pedida y nada se mueve.
    if (operacion.control && !aprobada) {
      const medido = operacion.control(efecto, pedido, paso);
      const control = await controlarOperacionDinero(
        manager,
        {
          operacion: medido.operacion,
          monto: pesosDe(medido.monto),
          prestamo: prestamos.length ? principal : null,
          clienteId: medido.clienteId ?? principal.clienteId,
          pedido: medido.datos ? { motivo: medido.motivo, datos: medido.datos } : undefined,
        },
        contexto,
      );
      if (!control.pasa) return { hecha: false, control };
    }
    // 7. Escritura: tablas de trabajo, libro del préstamo y su comprobante; después, cuotas y estado de cada préstamo
    //    (los bloqueados y los que la escritura creó).
    const escrito = await operacion.escribir(paso, pedido, efecto);
    const planes: PlanRecalculado[] = [];
    for (const id of [...prestamos.map((prestamo) => prestamo.id), ...(operacion.nuevos?.(escrito) ?? [])])
      planes.push(await this.libro.recalcularPlan(manager, id, hoyBogota()));
    // 8. Avisos: los recibos de los cobros escritos y lo que la operación avisa, como eventos en la misma transacción
    //    (una sentencia); notificaciones los consume después de confirmar (docs/decisiones/nucleo-sin-puertas.md).
    const recibos = (operacion.recibos?.(escrito) ?? []).filter((recibo): recibo is ReciboDelLibro => recibo !== null);
    await escribirEventos(manager, [
      ...recibos.map(eventoRecibo),
      ...(operacion.avisar?.(paso, pedido, efecto, escrito, planes) ?? []),
    ]);
    // 9. Auditoría: es parte de la escritura (quién hizo qué), no un aviso: queda en la transacción.
    const primero = paso.prestamos[0];
    await auditar(manager, contexto, operacion.modulo, {
      // El evento es de la oficina del préstamo; un alta (sin préstamo bloqueado) dice la suya o toma la de quien actúa.
      ...(primero ? { oficina: { de: 'prestamos', id: primero.id } } : {}),
      ...(await operacion.auditar(paso, pedido, efecto, escrito, planes)),
    });
    return { hecha: true, escrito, planes, paso };
  }

  private async bloquear<Pedido>(
    manager: EntityManager,
    operacion: OperacionDinero<Pedido, unknown, unknown>,
    pedido: Pedido,
  ): Promise<PrestamoBloqueado[]> {
    const ids = operacion.prestamos(pedido);
    const bloqueados = new Map<string, PrestamoBloqueado | null>();
    for (const id of [...new Set(ids)].sort())
      bloqueados.set(id, await this.libro.bloquearPrestamoSiExiste(manager, id));
    return ids.map((id) => {
      const prestamo = bloqueados.get(id);
      if (prestamo) return prestamo;
      if (operacion.campoPrestamo)
        throw errorValidacion({ [operacion.campoPrestamo]: [MENSAJES_LIBRO.prestamoNoEncontrado] });
      throw new ErrorNegocio(CODIGOS.prestamoNoEncontrado, MENSAJES_LIBRO.prestamoNoEncontrado, 404);
    });
  }
}
