import type { ModuloAuditoria, ResultadoAuditoria, TipoEventoAuditoria } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { db } from '../database/kysely';
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
  const json = (datos: unknown) => {
    const limpio = sanitizarObjeto(datos);
    return limpio === null ? null : JSON.stringify(limpio);
  };
  await db(manager)
    .insertInto('auditoria')
    .values({
      usuario_id: evento.usuarioId ?? null,
      usuario: evento.usuario,
      accion: evento.accion,
      modulo: evento.modulo,
      detalles: redactarUrls(evento.detalles),
      ip: evento.ip ?? null,
      tipo: evento.tipo,
      resultado: evento.resultado,
      datos_anteriores: json(evento.datosAnteriores),
      datos_nuevos: json(evento.datosNuevos),
    })
    .execute();
}
