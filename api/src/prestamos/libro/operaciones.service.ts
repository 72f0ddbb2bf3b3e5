import { Injectable } from '@nestjs/common';
import {
  CODIGOS,
  MENSAJES_APROBACIONES,
  MENSAJES_PRESTAMO_IMPORTADO,
  centavosDePesos,
  efectoCastigo,
  efectoCondonacion,
  efectoLiquidacion,
  hoyBogota,
  puedeAnular,
  puedeAprobar,
  type DetallePrestamo,
  type DatosAprobacion,
} from '@cartera/dominio';
import { DataSource, type EntityManager } from 'typeorm';
import {
  solicitanteDePrestamo,
  type DatosOperacionAprobable,
  type TipoOperacionAprobable,
} from '../../cuatro-ojos/aprobaciones.consultas';
import { ErrorNegocio, conflicto } from '../../common/errores';
import { Respuesta } from '../../common/respuesta';
import type { ContextoSolicitud } from '../../common/usuario-actual.decorator';
import { auditar } from '../../auditoria/auditar';
import { centavosDe } from '../../common/dinero';
import { estadoMora, moverMoraPendiente } from '../../libro/mora';
import { LibroService, type PrestamoBloqueado } from '../../libro/libro.service';
import { registrarNotificacion } from '../../libro/notificaciones-del-prestamo';
import type { CondonarPrestamoDto, LiquidarPrestamoDto } from '../dto/libro.dto';
import { fechaDePago } from '../../libro/fecha-cobro';
import { PlanService } from '../plan/plan.service';
import { PrestamosLectura } from '../prestamos.lectura';
import { UsuraService } from '../../usura/usura.service';
import { esPrestamoImportado } from '../../database/prestamos.filas';
import { consultasLibroPrestamo } from './libro.consultas';
import { LibroPrestamoLectura } from './libro.lectura';
import { NucleoDinero } from '../../dinero/nucleo.service';
import { MENSAJES_DESEMBOLSO, operacionAprobacionSolicitud } from '../../dinero/operaciones/desembolso';
import {
  MENSAJES_CIERRE,
  cerrarPrestamo,
  deudaDelPrestamo,
  escribirCastigo,
  escribirCondonacion,
  escribirLiquidacion,
  exigir,
  operacionAnulacion,
  operacionCastigo,
  operacionCondonacion,
  operacionLiquidacion,
} from '../../dinero/operaciones/cierre';
import type { OperacionDinero } from '../../dinero/operacion';

export const MENSAJES_OPERACIONES = {
  ...MENSAJES_CIERRE,
  conCobros:
    'El préstamo ya tiene cobros: no se puede anular. Para cerrarlo use Liquidar (lo recibido y el resto condonado) o Castigar',
  conCondonaciones:
    'El préstamo ya tiene condonaciones: no se puede anular. Para cerrarlo use Liquidar (lo recibido y el resto condonado) o Castigar',
  noAnulable: 'Sólo se anula un préstamo desembolsado que todavía se cobra',
  reengancheNoAnulable: 'Un préstamo de reenganche no se anula: lleva la deuda del préstamo anterior',
  noSolicitado: MENSAJES_DESEMBOLSO.noSolicitado,
  aprobado: 'Solicitud aprobada: el préstamo quedó desembolsado con su plan de pagos',
} as const;

/** El préstamo como quedó, o sin cambios con el mensaje de la aprobación que espera. */
type DetalleORespuesta = DetallePrestamo | Respuesta<DetallePrestamo>;

/** Quien pidió, para la auditoría: `{ _id, nombre }` o null. */
const referencia = (usuario: { id: string | null; nombre: string | null }) =>
  usuario.id ? { _id: usuario.id, nombre: usuario.nombre ?? '' } : null;

/**
 * Las operaciones del libro que cierran o corrigen un préstamo (docs/libro.md): liquidar, condonar, castigar, anular,
 * aprobar y rechazar una solicitud. Cada una bloquea el préstamo, escribe sus asientos, deja cuotas y saldo de acuerdo
 * con el libro, registra su evento y su auditoría, todo en una transacción.
 */
@Injectable()
export class OperacionesLibroService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly libro: LibroService,
    private readonly plan: PlanService,
    private readonly lectura: PrestamosLectura,
    private readonly libroLectura: LibroPrestamoLectura,
    private readonly usura: UsuraService,
    private readonly nucleo: NucleoDinero,
  ) {
    this.liquidacion = operacionLiquidacion(libro);
    this.condonacion = operacionCondonacion(libro);
    this.castigo = operacionCastigo(libro);
    this.anulacion = operacionAnulacion((manager, prestamo, motivo, actor, hoy) => this.anularEn(manager, prestamo, motivo, actor, hoy));
    this.aprobacion = operacionAprobacionSolicitud({
      usura,
      puertas: {
        // La usura de la solicitud como está hoy, con la tasa de `hoy`.
        evaluarUsura: async (manager, prestamoId, actor, hoy) => {
          const solicitud = await lectura.obtener(manager, prestamoId, actor);
          return usura.evaluar(
            manager,
            {
              monto: solicitud.monto,
              interes: solicitud.interes,
              cuotas: solicitud.cuotas,
              modalidad: solicitud.modalidad,
              tipoAmortizacion: solicitud.tipoAmortizacion,
              fechaInicio: solicitud.fechaInicio,
              fechaPrimerPago: solicitud.fechaPrimerPago,
            },
            solicitud.tipoCredito,
            hoy,
            solicitud.tasaEfectivaAnual,
          );
        },
        generarPlan: async (manager, prestamo, actorId) => {
          await plan.generarEn(manager, prestamo, actorId);
        },
      },
    });
  }

  /** Las operaciones declaradas para el núcleo de dinero. */
  private readonly liquidacion: ReturnType<typeof operacionLiquidacion>;
  private readonly condonacion: ReturnType<typeof operacionCondonacion>;
  private readonly castigo: ReturnType<typeof operacionCastigo>;
  private readonly anulacion: ReturnType<typeof operacionAnulacion>;
  private readonly aprobacion: ReturnType<typeof operacionAprobacionSolicitud>;

  /**
   * Pago anticipado: lo recibido es un cobro (a las cuotas más antiguas) y el resto de lo que se debe se condona. El
   * descuento pasa por cuatro ojos: si espera, no se registra nada (ni el cobro). Corre en el núcleo de dinero.
   */
  liquidar(id: string, dto: LiquidarPrestamoDto, contexto: ContextoSolicitud): Promise<DetalleORespuesta> {
    const pedido = { prestamoId: id, montoRecibido: centavosDePesos(dto.montoRecibido), motivo: dto.motivo, fecha: fechaDePago(dto.fecha) };
    return this.ejecutarYResponder(this.liquidacion, pedido, contexto);
  }

  /**
   * Perdona parte o todo lo que se debe, desde las últimas cuotas. La de un gerente que pasa un umbral de la
   * organización (sola o sumada con lo que perdonó hoy) queda esperando a un administrador (la respuesta trae el
   * préstamo sin cambios, el mensaje que lo dice y `aprobacion` en la raíz del sobre; docs/decisiones/cuatro-ojos.md).
   */
  condonar(id: string, dto: CondonarPrestamoDto, contexto: ContextoSolicitud): Promise<DetalleORespuesta> {
    const pedido = { prestamoId: id, monto: centavosDePesos(dto.monto), motivo: dto.motivo, aplicarA: dto.aplicarA };
    return this.ejecutarYResponder(this.condonacion, pedido, contexto);
  }

  /**
   * Da el saldo por perdido: las cuotas abiertas quedan castigadas y el préstamo cerrado. El de un gerente que pasa el
   * umbral (el saldo, o sumado con lo que castigó hoy) espera a un administrador, como una condonación.
   */
  castigar(id: string, motivo: string, contexto: ContextoSolicitud): Promise<DetalleORespuesta> {
    return this.ejecutarYResponder(this.castigo, { prestamoId: id, motivo }, contexto);
  }

  /**
   * Ejecuta una condonación, un castigo o una liquidación que aprobó un administrador, tal como se pidió, por el mismo
   * núcleo que la operación directa (en la transacción de la aprobación, sin volver a medirla): el préstamo se bloquea
   * y se vuelve a mirar que siga abierto y que el monto quepa en lo que se debe hoy. El reenganche lo ejecuta
   * PrestamosService.
   */
  async ejecutarAprobada(
    manager: EntityManager,
    operacion: { tipo: Exclude<TipoOperacionAprobable, 'reenganche'>; prestamoId: string; monto: number; motivo: string; datos: DatosOperacionAprobable },
    contexto: ContextoSolicitud,
  ): Promise<void> {
    const { prestamoId, motivo, datos } = operacion;
    const opciones = { manager, aprobada: true };
    if (operacion.tipo === 'liquidacion') {
      const montoRecibido = centavosDePesos(datos.montoRecibido ?? 0);
      const pedido = { prestamoId, montoRecibido, motivo, fecha: datos.fecha ?? hoyBogota() };
      await this.nucleo.ejecutar(this.liquidacion, pedido, contexto, opciones);
    } else if (operacion.tipo === 'condonacion') {
      const pedido = { prestamoId, monto: centavosDePesos(operacion.monto), motivo, aplicarA: datos.aplicarA };
      await this.nucleo.ejecutar(this.condonacion, pedido, contexto, opciones);
    } else {
      await this.nucleo.ejecutar(this.castigo, { prestamoId, motivo }, contexto, opciones);
    }
  }

  /**
   * Ejecuta la operación de un préstamo en el núcleo de dinero y responde el préstamo como quedó; si la operación quedó
   * esperando, con el mensaje que lo dice y la aprobación en la raíz.
   */
  private async ejecutarYResponder<Pedido extends { prestamoId: string }, Efecto, Escrito>(
    operacion: OperacionDinero<Pedido, Efecto, Escrito>,
    pedido: Pedido,
    contexto: ContextoSolicitud,
  ): Promise<DetalleORespuesta> {
    const ejecucion = await this.nucleo.ejecutar(operacion, pedido, contexto);
    const detalle = await this.detalle(pedido.prestamoId, contexto);
    if (ejecucion.hecha) return detalle;
    return new Respuesta(detalle, ejecucion.control.mensaje, { aprobacion: ejecucion.control.aprobacion });
  }

  /**
   * Liquida un préstamo abierto ya bloqueado con las reglas y la escritura del núcleo, sin pedido ni auditoría: la
   * historia que se carga (cartera de demostración, importación), no una operación de alguien.
   */
  async liquidarEn(
    manager: EntityManager,
    prestamo: PrestamoBloqueado,
    dto: { montoRecibido: number; motivo: string },
    fecha: string,
    registradoPor: string | null,
  ): Promise<void> {
    const mora = await this.libro.causarMora(manager, prestamo, fecha);
    const deuda = await deudaDelPrestamo(manager, this.libro, prestamo.id, mora);
    const montoRecibido = centavosDePesos(dto.montoRecibido);
    const efecto = exigir(efectoLiquidacion(deuda, montoRecibido));
    await escribirLiquidacion(manager, this.libro, prestamo, efecto, { motivo: dto.motivo, montoRecibido, fecha, registradoPor });
    await this.libro.recalcular(manager, prestamo.id, fecha);
  }

  /** Castiga un préstamo abierto ya bloqueado (sin pedido ni auditoría, como liquidarEn). */
  async castigarEn(
    manager: EntityManager,
    prestamo: PrestamoBloqueado,
    motivo: string,
    actor: { id: string | null; nombre: string },
    hoy: string = hoyBogota(),
  ): Promise<void> {
    const mora = await this.libro.causarMora(manager, prestamo, hoy);
    const { castigo } = exigir(efectoCastigo(await deudaDelPrestamo(manager, this.libro, prestamo.id, mora)));
    await escribirCastigo(manager, this.libro, prestamo, castigo, { motivo, fecha: hoy, registradoPor: actor.id });
  }

  /** Deshace el desembolso de un préstamo sin cobros, por el núcleo de dinero: la deuda se anula y el efectivo vuelve a la caja. */
  async anular(id: string, motivo: string, contexto: ContextoSolicitud): Promise<DetallePrestamo> {
    await this.nucleo.ejecutar(this.anulacion, { prestamoId: id, motivo }, contexto);
    return this.detalle(id, contexto);
  }

  /** Anula un préstamo ya bloqueado (sin auditar: lo hace quien llama). */
  async anularEn(
    manager: EntityManager,
    prestamo: PrestamoBloqueado,
    motivo: string,
    actor: { id: string | null; nombre: string },
    hoy: string = hoyBogota(),
  ): Promise<void> {
    const id = prestamo.id;
    const cobros = await consultasLibroPrestamo.cobrosYOrigen(manager, id);
    const desembolso = await consultasLibroPrestamo.desembolso(manager, id);
    if (!puedeAnular(prestamo.estado, { cobrado: 0, condonado: 0 })) {
      throw conflicto(CODIGOS.prestamoNoAnulable, MENSAJES_OPERACIONES.noAnulable);
    }
    if ((cobros.n ?? 0) > 0) throw new ErrorNegocio(CODIGOS.prestamoConCobros, MENSAJES_OPERACIONES.conCobros, 422);
    if (centavosDe(desembolso.condonado) > 0) {
      throw new ErrorNegocio(CODIGOS.prestamoConCondonaciones, MENSAJES_OPERACIONES.conCondonaciones, 422);
    }
    if (cobros.origen) throw conflicto(CODIGOS.prestamoReengancheNoAnulable, MENSAJES_OPERACIONES.reengancheNoAnulable);
    // Lo importado abrió la cartera contra «Saldos iniciales», no salió de la caja: anularlo no devuelve efectivo.
    if (await esPrestamoImportado(manager, id))
      throw conflicto(CODIGOS.prestamoNoAnulable, MENSAJES_PRESTAMO_IMPORTADO.noAnulable);
    // Anular deshace el préstamo entero: también la mora que alcanzó a causar.
    const { pendiente: mora } = await estadoMora(manager, id, hoy);
    await moverMoraPendiente(manager, id, -mora);
    await this.libro.asentar(manager, id, [
      {
        tipo: 'anulacion',
        mora,
        fecha: hoy,
        monto: centavosDe(desembolso.monto),
        interes: centavosDe(desembolso.interes),
        efectivo: -centavosDe(desembolso.efectivo),
        motivo: motivo.trim(),
        registradoPor: actor.id,
      },
    ]);
    await cerrarPrestamo(manager, id, 'cancelado', hoy);
    await registrarNotificacion(manager, {
      prestamoId: id,
      categoria: 'cancelacion',
      titulo: 'Préstamo cancelado',
      mensaje: `${actor.nombre} anuló el desembolso: ${motivo.trim()}`,
    });
  }

  /** Aprueba una solicitud: se desembolsa hoy, con su plan de pagos y la salida de caja. */
  async aprobar(
    id: string,
    dto: DatosAprobacion,
    contexto: ContextoSolicitud,
  ): Promise<DetalleORespuesta> {
    const ejecucion = await this.nucleo.ejecutar(this.aprobacion, { prestamoId: id, dto }, contexto);
    if (!ejecucion.hecha) {
      // Sola, la solicitud pasa el umbral: la aprueba un administrador; sumada con lo del día, el mensaje lo dice.
      const { control } = ejecucion;
      const mensaje = control.medida === 'operacion' ? MENSAJES_APROBACIONES.soloAdmin(control.umbral) : control.mensaje;
      throw new ErrorNegocio(CODIGOS.aprobacionSoloAdmin, mensaje, 403);
    }
    const { advertencia } = ejecucion.escrito;
    const detalle = await this.detalle(id, contexto);
    return advertencia ? new Respuesta(detalle, undefined, { advertencia }) : detalle;
  }

  async rechazar(id: string, motivo: string, contexto: ContextoSolicitud): Promise<DetallePrestamo> {
    await this.dataSource.transaction(async (manager) => {
      const prestamo = await this.libro.bloquearPrestamo(manager, id);
      await this.rechazarEn(manager, prestamo, motivo, contexto.actor);
      const solicitante = await solicitanteDePrestamo(manager, id);
      await auditar(manager, contexto, 'Préstamos', {
        oficina: { de: 'prestamos', id },
        accion: 'Rechazar solicitud',
        detalles: `Préstamo #${prestamo.numero} solicitado por ${solicitante.nombre ?? 'nadie registrado'}, rechazado por ${contexto.actor.nombre}`,
        datosAnteriores: { estado: 'solicitado', solicitadoPor: referencia(solicitante) },
        datosNuevos: { estado: 'rechazado', motivo, rechazadoPor: { _id: contexto.actor.id, nombre: contexto.actor.nombre } },
      });
    });
    return this.detalle(id, contexto);
  }

  /** Rechaza una solicitud ya bloqueada (sin auditar): queda con su motivo y sin mover dinero. */
  async rechazarEn(
    manager: EntityManager,
    prestamo: PrestamoBloqueado,
    motivo: string,
    actor: { id: string | null; nombre: string },
  ): Promise<void> {
    if (!puedeAprobar(prestamo.estado)) throw conflicto(CODIGOS.prestamoNoSolicitado, MENSAJES_OPERACIONES.noSolicitado);
    await consultasLibroPrestamo.rechazar(manager, prestamo.id, motivo.trim(), actor.id);
    await registrarNotificacion(manager, {
      prestamoId: prestamo.id,
      categoria: 'solicitud',
      titulo: 'Solicitud rechazada',
      mensaje: `${actor.nombre} rechazó la solicitud: ${motivo.trim()}`,
    });
  }

  private async detalle(id: string, contexto: ContextoSolicitud): Promise<DetallePrestamo> {
    return this.lectura.detalle(id, contexto.actor);
  }

  /**
   * Condona `centavos` de lo que se debe a `fecha` desde las últimas cuotas, con la regla y la escritura del núcleo (el
   * interés por vencer que un reenganche perdona antes de refinanciar).
   */
  async condonarEn(
    manager: EntityManager,
    prestamo: PrestamoBloqueado,
    centavos: number,
    motivo: string,
    fecha: string,
    registradoPor: string | null,
  ): Promise<void> {
    if (centavos <= 0) return;
    const { pendiente } = await estadoMora(manager, prestamo.id, fecha);
    const { condonacion } = exigir(efectoCondonacion(await deudaDelPrestamo(manager, this.libro, prestamo.id, pendiente), centavos));
    await escribirCondonacion(manager, this.libro, prestamo, condonacion, { motivo, fecha, registradoPor });
  }

  /** Los asientos del libro de un préstamo (con el acceso de cada rol). */
  async movimientos(id: string, contexto: ContextoSolicitud) {
    await this.lectura.obtener(this.dataSource.manager, id, contexto.actor);
    return this.libroLectura.movimientos(this.dataSource.manager, id);
  }
}
