// Editar un préstamo y marcarlo pagado (PUT /api/prestamos/:id, PATCH …/estado), y las validaciones que comparte con el
// alta: el cliente y el cobrador que existen, y quien edita una solicitud pasa a pedirla (docs/decisiones/cuatro-ojos.md).
import { CODIGOS, condicionesEditables, puedeMarcarPagado, type Prestamo } from '@cartera/dominio';
import type { DataSource, EntityManager } from 'typeorm';
import { ErrorNegocio, conflicto, errorValidacion } from '../common/errores';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import { solicitanteDePrestamo } from '../cuatro-ojos/aprobaciones.consultas';
import { auditar } from '../auditoria/auditar';
import type { LibroService, PrestamoBloqueado } from '../libro/libro.service';
import type { UpdatePrestamoDto } from './dto/create-prestamo.dto';
import { terminosValidos } from './dto/terminos';
import { consultasPrestamos } from './prestamos.consultas';
import { consultasEdicion } from './edicion.consultas';
import type { PrestamosLectura } from './prestamos.lectura';
import { prestamoParaAuditoria } from './prestamos.sql';
import { MENSAJES_PRESTAMOS, figurasDelPlan } from './prestamos.terminos';

export async function validarCliente(manager: EntityManager, clienteId: string): Promise<{ cobradorId: string | null }> {
  const cliente = await consultasPrestamos.cliente(manager, clienteId);
  if (!cliente) throw errorValidacion({ cliente: [MENSAJES_PRESTAMOS.clienteNoExiste] });
  return { cobradorId: cliente.cobrador_id };
}

export async function validarCobrador(manager: EntityManager, cobradorId: string): Promise<void> {
  const cobrador = await consultasPrestamos.cobrador(manager, cobradorId);
  if (!cobrador) throw errorValidacion({ cobrador: [MENSAJES_PRESTAMOS.cobradorNoExiste] });
  if (cobrador.estado !== 'activo') throw errorValidacion({ cobrador: [MENSAJES_PRESTAMOS.cobradorInactivo] });
}


/** Quien edita las condiciones de una solicitud pasa a ser quien la pide; devuelve quién la pedía antes. */
export async function hacerSolicitante(
  manager: EntityManager,
  id: string,
  contexto: ContextoSolicitud,
): Promise<{ anterior: { _id: string; nombre: string } | null }> {
  const antes = await solicitanteDePrestamo(manager, id);
  await consultasEdicion.hacerSolicitante(manager, id, contexto.actor.id);
  return { anterior: antes.id ? { _id: antes.id, nombre: antes.nombre ?? '' } : null };
}


/** La edición de un préstamo y marcarlo pagado (PrestamosService las expone en sus rutas). */
export class EdicionDePrestamos {
  constructor(
    private readonly dataSource: DataSource,
    private readonly libro: LibroService,
    private readonly lectura: PrestamosLectura,
  ) {}

  async actualizar(id: string, dto: UpdatePrestamoDto, contexto: ContextoSolicitud): Promise<Prestamo> {
    const terminos = terminosValidos(dto);
    const { columnas } = figurasDelPlan(terminos);
    await this.dataSource.transaction(async (manager) => {
      const prestamo = await this.libro.bloquearPrestamo(manager, id);
      const anterior = await this.lectura.obtener(manager, id, contexto.actor);
      if (['cancelado', 'reenganchado', 'castigado', 'rechazado'].includes(prestamo.estado)) {
        throw conflicto(CODIGOS.prestamoNoEditable, MENSAJES_PRESTAMOS.noEditable);
      }
      // El préstamo de un reenganche lleva la deuda del anterior (monto_refinanciado): otro cliente o otro monto la
      // moverían a otra persona o cambiarían el desembolso sin que se mueva dinero.
      if (anterior.prestamoOrigen && (dto.cliente !== anterior.cliente._id || columnas.monto !== anterior.monto)) {
        throw conflicto(CODIGOS.prestamoReengancheFijo, MENSAJES_PRESTAMOS.reengancheFijo);
      }
      if (dto.cliente !== anterior.cliente._id) await validarCliente(manager, dto.cliente);
      // Sólo un cobrador nuevo tiene que estar activo: el de siempre, aunque se haya desactivado, no impide editar.
      if (dto.cobrador && dto.cobrador !== anterior.cobrador?._id) {
        await validarCobrador(manager, dto.cobrador);
      }

      const condicionesCambian =
        dto.cliente !== anterior.cliente._id ||
        columnas.monto !== anterior.monto ||
        columnas.interes !== anterior.interes ||
        columnas.cuotas !== anterior.cuotas ||
        columnas.modalidad !== anterior.modalidad ||
        columnas.tipo_amortizacion !== anterior.tipoAmortizacion ||
        columnas.fecha_inicio !== anterior.fechaInicio ||
        columnas.fecha_primer_pago !== anterior.fechaPrimerPago ||
        (dto.tipoCredito !== undefined && dto.tipoCredito !== anterior.tipoCredito);
      if (condicionesCambian) {
        // Después del desembolso, la deuda pactada está en el libro: sólo un reenganche (o anular) la cambia.
        if (!condicionesEditables(prestamo.estado)) {
          throw conflicto(CODIGOS.prestamoDesembolsado, MENSAJES_PRESTAMOS.condicionesDesembolsado);
        }
        const cambios = {
          ...columnas,
          saldo_pendiente: 0,
          cliente_id: dto.cliente,
          tipo_credito: dto.tipoCredito ?? anterior.tipoCredito,
        };
        await consultasEdicion.actualizar(manager, id, cambios);
      }
      // La fecha de un desembolsado es la del dinero que salió (la caja de ese día y, quizá, un periodo ya cerrado):
      // como las condiciones, sólo cambia mientras es una solicitud.
      const fecha = dto.fecha ?? anterior.fecha;
      if (fecha !== anterior.fecha && !condicionesEditables(prestamo.estado)) {
        throw conflicto(CODIGOS.prestamoDesembolsado, MENSAJES_PRESTAMOS.fechaDesembolsado);
      }
      const cobradorId = dto.cobrador === undefined ? anterior.cobrador?._id ?? null : dto.cobrador;
      await consultasEdicion.actualizar(manager, id, { cobrador_id: cobradorId, fecha });
      // Cuatro ojos: quien cambia las condiciones de una solicitud la hace suya, y quien la apruebe tiene que ser otra
      // persona (docs/decisiones/cuatro-ojos.md).
      const solicitante =
        prestamo.estado === 'solicitado' && (condicionesCambian || fecha !== anterior.fecha)
          ? await hacerSolicitante(manager, id, contexto)
          : null;
      await this.libro.recalcular(manager, id);
      // El estado lo decide el libro; del formulario sólo 'pagado' significa algo: marcar pagado.
      if (dto.estado === 'pagado') {
        const actual = await this.libro.bloquearPrestamo(manager, id);
        if (actual.estado !== 'pagado') await this.marcarPagadoEn(manager, actual);
      }
      const nuevo = await this.lectura.obtener(manager, id, contexto.actor);
      await auditar(manager, contexto, 'Préstamos', {
        oficina: { de: 'prestamos', id },
        accion: 'Actualizar préstamo',
        detalles:
          `Préstamo #${nuevo.numero} de ${nuevo.cliente.nombre}` +
          (solicitante ? `: ${contexto.actor.nombre} cambió las condiciones de la solicitud y queda como quien la pide` : ''),
        datosAnteriores: {
          ...prestamoParaAuditoria(anterior),
          ...(solicitante ? { solicitadoPor: solicitante.anterior } : {}),
        },
        datosNuevos: {
          ...prestamoParaAuditoria(nuevo),
          ...(solicitante ? { solicitadoPor: { _id: contexto.actor.id, nombre: contexto.actor.nombre } } : {}),
        },
      });
    });
    return this.lectura.obtener(this.dataSource.manager, id, contexto.actor);
  }

  async cambiarEstado(id: string, estado: string, contexto: ContextoSolicitud): Promise<Prestamo> {
    await this.dataSource.transaction(async (manager) => {
      const prestamo = await this.libro.bloquearPrestamo(manager, id);
      if (estado !== 'pagado' || !puedeMarcarPagado(prestamo.estado)) {
        throw conflicto(CODIGOS.transicionNoPermitida, MENSAJES_PRESTAMOS.transicionNoPermitida);
      }
      await this.marcarPagadoEn(manager, prestamo);
    });
    return this.lectura.obtener(this.dataSource.manager, id, contexto.actor);
  }

  /**
   * Marcar pagado ya no inventa un cobro por el saldo (dinero que quizá nunca llegó): un préstamo queda pagado cuando
   * el libro no deja saldo, y el que todavía debe se cierra con Liquidar, que registra lo recibido de verdad.
   */
  async marcarPagadoEn(manager: EntityManager, prestamo: PrestamoBloqueado): Promise<void> {
    const pendiente = (await this.libro.cuotasPorCobrar(manager, prestamo.id)).reduce((t, c) => t + c.pendiente, 0);
    if (pendiente > 0) throw new ErrorNegocio(CODIGOS.prestamoConSaldo, MENSAJES_PRESTAMOS.conSaldo, 422);
    await this.libro.recalcular(manager, prestamo.id);
  }
}
