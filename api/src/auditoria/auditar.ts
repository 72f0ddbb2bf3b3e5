import type { ModuloAuditoria } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { registrarEvento, type NuevoEventoAuditoria } from './registrar-evento';

/** Lo que cambia de un evento a otro; quién, desde dónde y (por defecto) éxito salen del contexto. */
export type EventoAuditado = Omit<
  NuevoEventoAuditoria,
  'usuarioId' | 'usuario' | 'ip' | 'modulo' | 'tipo' | 'resultado'
> &
  Partial<Pick<NuevoEventoAuditoria, 'tipo' | 'resultado'>>;

/** Quien firma un evento: el usuario de la solicitud, o un trabajo sin usuario (`id` null) con su nombre. */
export interface Firmante {
  id: string | null;
  nombre: string;
}

/**
 * Auditoría de una escritura hecha por quien hace la solicitud, en la transacción de la escritura: su usuario, su IP
 * y el módulo; tipo 'success' y resultado 'exitoso' salvo que el evento diga otra cosa.
 */
export function auditar(
  manager: EntityManager,
  contexto: { actor: Firmante; ip: string },
  modulo: ModuloAuditoria,
  evento: EventoAuditado,
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
