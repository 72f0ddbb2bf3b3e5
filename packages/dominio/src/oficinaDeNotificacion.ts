// De qué oficina es una notificación (docs/decisiones/notificaciones-por-oficina.md, issue 68): la campaña que envía
// una cuenta es de la oficina que elige (la única suya, sin elegir) y la del administrador sin elegir es de todas (sin
// oficina: sólo la ve quien ve todas); un aviso automático, de la oficina que comparten sus destinatarios.
import { oficinaElegida, type AltaEnOficina } from './oficinas';

export const MENSAJES_OFICINA_NOTIFICACION = {
  obligatoria: 'Elija la oficina de la notificación',
} as const;

/** La oficina de una notificación (null: de todas las oficinas) o por qué no se puede enviar así. */
export type OficinaDeNotificacion = { oficina: string | null } | { error: string };

/**
 * La oficina de una campaña: el administrador, la pedida entre todas o, sin pedirla, ninguna (todas las oficinas); los
 * demás, la pedida entre las suyas o la única suya (con varias, obligatoria).
 */
export function oficinaDeCampana(alta: AltaEnOficina): OficinaDeNotificacion {
  const pedida = alta.pedida ?? undefined;
  if (alta.rol === 'admin' && pedida === undefined) return { oficina: null };
  return oficinaElegida(alta, MENSAJES_OFICINA_NOTIFICACION.obligatoria);
}

/**
 * La oficina de un aviso por las de sus destinatarios (null: un destinatario sin oficina, como un administrador): la
 * que comparten todos, o ninguna si son de varias, alguno no tiene o no hay destinatarios.
 */
export function oficinaComun(oficinas: readonly (string | null)[]): string | null {
  const [primera] = oficinas;
  if (primera === undefined || primera === null) return null;
  return oficinas.every((o) => o === primera) ? primera : null;
}
