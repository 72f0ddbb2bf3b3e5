import type { ModuloAuditoria } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { registrarEvento } from '../auditoria/registrar-evento';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';

export interface EventoCartera {
  accion: string;
  detalles: string;
  datosAnteriores?: unknown;
  datosNuevos?: unknown;
}

/** Auditoría de una escritura exitosa de préstamos o cobros, en la transacción de la escritura. */
export function auditar(
  manager: EntityManager,
  contexto: ContextoSolicitud,
  modulo: Extract<ModuloAuditoria, 'Préstamos' | 'Cobros'>,
  evento: EventoCartera,
): Promise<void> {
  return registrarEvento(manager, {
    usuarioId: contexto.actor.id,
    usuario: contexto.actor.nombre,
    ip: contexto.ip,
    modulo,
    tipo: 'success',
    resultado: 'exitoso',
    ...evento,
  });
}
