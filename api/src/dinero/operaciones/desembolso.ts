// El desembolso declarado para el núcleo de dinero (docs/decisiones/nucleo-de-dinero.md): la aprobación de una
// solicitud. El alta que desembolsa se declara en PrestamosService (`declararAlta`), junto a sus validaciones.
import {
  CODIGOS,
  MENSAJES_APROBACIONES,
  centavosDePesos,
  hoyBogota,
  puedeAprobar,
  puedeResolverQuien,
  type DatosAprobacion,
} from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { solicitanteDePrestamo } from '../../cuatro-ojos/aprobaciones.consultas';
import { ErrorNegocio, conflicto } from '../../common/errores';
import { revisarCajaDelDesembolso } from '../../mayor/caja-disponible';
import type { PrestamoBloqueado } from '../../libro/libro.service';
import type { Usuario } from '../../usuarios/entities/usuario.entity';
import { UsuraService, type EvaluacionUsura } from '../../usura/usura.service';
import { consultasDinero } from '../dinero.consultas';
import type { OperacionDinero } from '../operacion';
import { notificacion } from './cobro';

/**
 * Lo que la aprobación pide a quien la llama (préstamos): la usura de la solicitud con la tasa de `hoy` y el plan del
 * préstamo que se activa, en la transacción del núcleo.
 */
export interface PuertasAprobacion {
  evaluarUsura(manager: EntityManager, prestamoId: string, actor: Usuario, hoy: string): Promise<EvaluacionUsura>;
  generarPlan(manager: EntityManager, prestamo: PrestamoBloqueado, actorId: string): Promise<void>;
}

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
  usura,
  puertas,
}: {
  usura: UsuraService;
  puertas: PuertasAprobacion;
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
      const evaluacion = await puertas.evaluarUsura(manager, prestamo.id, contexto.actor, hoyBogota());
      return { solicitante, evaluacion };
    },
    control: ({ solicitante }, _pedido, { prestamos: [prestamo] }) => ({
      operacion: 'desembolso',
      monto: centavosDePesos(solicitante.monto),
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
      await puertas.generarPlan(manager, { ...prestamo, estado: 'activo' }, contexto.actor.id);
      return { advertencia: await revisarCajaDelDesembolso(manager, prestamo.id) };
    },
    avisar: ({ contexto, prestamos: [prestamo] }) => [
      notificacion(
        prestamo.id,
        'Solicitud aprobada',
        `${contexto.actor.nombre} aprobó la solicitud y el préstamo se desembolsó`,
        'solicitud',
      ),
    ],
    auditar: ({ contexto, prestamos: [prestamo] }, _pedido, { solicitante }, _escrito, [{ resultado }]) => ({
      accion: 'Aprobar solicitud',
      detalles: `Préstamo #${prestamo.numero} solicitado por ${solicitante.nombre ?? 'nadie registrado'}, aprobado por ${contexto.actor.nombre} y desembolsado`,
      datosAnteriores: { estado: 'solicitado', solicitadoPor: referencia(solicitante) },
      datosNuevos: { ...resultado, aprobadoPor: { _id: contexto.actor.id, nombre: contexto.actor.nombre } },
    }),
  };
}
