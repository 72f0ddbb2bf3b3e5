import type { ModuloAuditoria, ResultadoAuditoria, TipoEventoAuditoria } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { EventoAuditoria } from './entities/evento-auditoria.entity';
import { redactarUrls, sanitizarObjeto } from './sanitizar';

export interface NuevoEventoAuditoria {
  usuarioId?: string | null;
  /** Nombre de quien actúa, o el email escrito en un inicio de sesión fallido. */
  usuario: string;
  accion: string;
  modulo: ModuloAuditoria;
  detalles: string;
  ip?: string | null;
  tipo: TipoEventoAuditoria;
  resultado: ResultadoAuditoria;
  datosAnteriores?: unknown;
  datosNuevos?: unknown;
}

/**
 * Escribe un evento con el `manager` recibido: dentro de una transacción, el evento se confirma o se deshace
 * junto con la escritura que describe. Los datos pasan siempre por `sanitizar`; los detalles, sin consultas de URL.
 */
export async function registrarEvento(manager: EntityManager, evento: NuevoEventoAuditoria): Promise<void> {
  const registro = manager.create(EventoAuditoria, {
    usuarioId: evento.usuarioId ?? null,
    usuario: evento.usuario,
    accion: evento.accion,
    modulo: evento.modulo,
    detalles: redactarUrls(evento.detalles),
    ip: evento.ip ?? null,
    tipo: evento.tipo,
    resultado: evento.resultado,
    datosAnteriores: sanitizarObjeto(evento.datosAnteriores),
    datosNuevos: sanitizarObjeto(evento.datosNuevos),
  });
  await manager.save(registro);
}
