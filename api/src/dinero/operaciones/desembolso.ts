// El desembolso declarado para el núcleo de dinero (docs/decisiones/nucleo-de-dinero.md): la aprobación de una
// solicitud. El alta que desembolsa se declara en PrestamosService (`declararAlta`), junto a sus validaciones.
import {
  CODIGOS,
  MENSAJES_APROBACIONES,
  hoyBogota,
  puedeAprobar,
  puedeResolverQuien,
  type DatosAprobacion,
} from '@cartera/dominio';
import { solicitanteDePrestamo } from '../../cuatro-ojos/aprobaciones.consultas';
import { registrarNotificacion } from '../../notificaciones/del-prestamo';
import { ErrorNegocio, conflicto } from '../../common/errores';
import { revisarCajaDelDesembolso } from '../../contabilidad/caja-disponible';
import type { PlanService } from '../../prestamos/plan/plan.service';
import type { PrestamosLectura } from '../../prestamos/prestamos.lectura';
import { UsuraService, type EvaluacionUsura } from '../../usura/usura.service';
import { consultasDinero } from '../dinero.consultas';
import type { OperacionDinero } from '../operacion';

export const MENSAJES_DESEMBOLSO = {
  noSolicitado: 'El préstamo no es una solicitud pendiente',
} as const;

/** Quien pidió, para la auditoría: `{ _id, nombre }` o null. */
const referencia = (usuario: { id: string | null; nombre: string | null }) =>
  usuario.id ? { _id: usuario.id, nombre: usuario.nombre ?? '' } : null;

/**
 * La aprobación de una solicitud declarada para el núcleo: un desembolso de hoy. Quien la pidió (o editó sus
 * condiciones) no la aprueba; su inicio, en la ventana de fechas; cuatro ojos mide lo prestado (por encima del umbral
 * del gerente, sólo un administrador: 403); la usura con la tasa de hoy; escribe el préstamo activo con su plan y su
 * salida de caja (sin caja y la organización en «rechazar», 422).
 */
export function operacionAprobacionSolicitud({
  lectura,
  usura,
  plan,
}: {
  lectura: PrestamosLectura;
  usura: UsuraService;
  plan: PlanService;
}): OperacionDinero<
  { prestamoId: string; dto: DatosAprobacion },
  { solicitante: Awaited<ReturnType<typeof solicitanteDePrestamo>>; evaluacion: EvaluacionUsura },
  { advertencia: string | null }
> {
  return {
    nombre: 'aprobación de una solicitud',
    modulo: 'Préstamos',
    prestamos: ({ prestamoId }) => [prestamoId],
    admite: (prestamo) => {
      if (!puedeAprobar(prestamo.estado))
        throw conflicto(CODIGOS.prestamoNoSolicitado, MENSAJES_DESEMBOLSO.noSolicitado);
    },
    fechasPrestamo: (_pedido, [solicitud]) => ({ fechaInicio: solicitud.fechaInicio }),
    efecto: async ({ manager, contexto, prestamos: [prestamo] }) => {
      const solicitante = await solicitanteDePrestamo(manager, prestamo.id);
      if (!puedeResolverQuien(solicitante.id, contexto.actor.id)) {
        throw new ErrorNegocio(
          CODIGOS.aprobadorEsSolicitante,
          MENSAJES_APROBACIONES.aprobadorEsSolicitante,
          403,
        );
      }
      // La usura de la solicitud con la tasa de hoy, el día del desembolso.
      const solicitud = await lectura.obtener(manager, prestamo.id, contexto.actor);
      const evaluacion = await usura.evaluar(
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
        hoyBogota(),
        solicitud.tasaEfectivaAnual,
      );
      return { solicitante, evaluacion };
    },
    control: ({ solicitante }, _pedido, { prestamos: [prestamo] }) => ({
      operacion: 'desembolso',
      monto: solicitante.monto,
      motivo: `Aprobación de la solicitud del préstamo #${prestamo.numero}`,
    }),
    escribir: async ({ manager, contexto, prestamos: [prestamo] }, { dto }, { evaluacion }) => {
      // Rechazar, o confirmar (auditado), lo que supera la usura.
      const confirmada = await usura.exigir(manager, evaluacion, {
        confirmada: dto.confirmarUsura,
        desembolsa: true,
      });
      await consultasDinero.activarSolicitud(manager, prestamo.id, hoyBogota(), contexto.actor.id);
      if (confirmada)
        await UsuraService.auditarConfirmacion(
          manager,
          contexto,
          { id: prestamo.id, numero: prestamo.numero },
          evaluacion,
        );
      await plan.generarEn(manager, { ...prestamo, estado: 'activo' }, contexto.actor.id);
      return { advertencia: await revisarCajaDelDesembolso(manager, prestamo.id) };
    },
    avisar: async ({ manager, contexto, prestamos: [prestamo] }) => {
      await registrarNotificacion(manager, {
        prestamoId: prestamo.id,
        categoria: 'solicitud',
        titulo: 'Solicitud aprobada',
        mensaje: `${contexto.actor.nombre} aprobó la solicitud y el préstamo se desembolsó`,
      });
    },
    auditar: ({ contexto, prestamos: [prestamo] }, _pedido, { solicitante }, _escrito, [{ resultado }]) => ({
      accion: 'Aprobar solicitud',
      detalles: `Préstamo #${prestamo.numero} solicitado por ${solicitante.nombre ?? 'nadie registrado'}, aprobado por ${contexto.actor.nombre} y desembolsado`,
      datosAnteriores: { estado: 'solicitado', solicitadoPor: referencia(solicitante) },
      datosNuevos: { ...resultado, aprobadoPor: { _id: contexto.actor.id, nombre: contexto.actor.nombre } },
    }),
  };
}
