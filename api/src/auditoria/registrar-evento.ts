import type { ModuloAuditoria, ResultadoAuditoria, TipoEventoAuditoria } from '@cartera/dominio';
import type { ExpressionBuilder } from 'kysely';
import type { EntityManager } from 'typeorm';
import { alcanceActual } from '../database/alcance';
import type { DB } from '../database/esquema';
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
  /**
   * De qué oficina es el evento (docs/decisiones/auditoria-y-habeas-por-oficina.md): la de la fila que toca (se lee en
   * la misma sentencia que lo escribe), una dicha, o `null`: de la organización (sólo la ve quien ve todas). Sin
   * decirla, la única oficina del alcance de quien actúa (un cobrador, un gerente de una); con `TODAS` o varias, null.
   */
  oficina?: OficinaDelEvento;
}

/** Las tablas con `oficina_id` cuya fila puede nombrar un evento; `usuarios` es una cuenta: su primera oficina. */
type TablaConOficina = 'clientes' | 'prestamos' | 'cobros' | 'habeas_solicitudes';

export type OficinaDelEvento = string | null | { de: TablaConOficina | 'usuarios'; id: string };

/** El valor de `oficina_id` del evento: un id, null, o la subconsulta por la clave de la fila que toca. */
function oficinaDelEvento(eb: ExpressionBuilder<DB, 'auditoria'>, oficina: OficinaDelEvento | undefined) {
  if (oficina === undefined) {
    const alcance = alcanceActual();
    return alcance && alcance.oficinas !== 'todas' && alcance.oficinas.length === 1 ? alcance.oficinas[0] : null;
  }
  if (oficina === null || typeof oficina === 'string') return oficina;
  if (oficina.de === 'usuarios') {
    return eb
      .selectFrom('usuarios_oficinas as uo')
      .select('uo.oficina_id')
      .where('uo.usuario_id', '=', oficina.id)
      .orderBy('uo.oficina_id')
      .limit(1);
  }
  return eb.selectFrom(oficina.de).select('oficina_id').where('id', '=', oficina.id);
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
    .values((eb) => ({
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
      oficina_id: oficinaDelEvento(eb, evento.oficina),
    }))
    .execute();
}
