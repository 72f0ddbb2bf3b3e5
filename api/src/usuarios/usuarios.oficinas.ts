// Las oficinas de una cuenta (docs/decisiones/oficinas.md): cuáles puede recibir según quién la crea o la edita y
// cuántas según su rol (`errorOficinasDeUsuario` de @cartera/dominio), y su lectura para las respuestas.
import {
  MENSAJES_OFICINAS,
  errorOficinasDeUsuario,
  oficinasSinRepetir,
  type Rol,
} from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import type { OficinaDelEvento } from '../auditoria/registrar-evento';
import { errorValidacion } from '../common/errores';
import type { UsuarioSesion } from '../common/usuario-actual.decorator';
import { consultasOficinas } from '../oficinas/oficinas.consultas';
import type { Usuario } from './entities/usuario.entity';

/** Quién cambia las oficinas de qué cuenta. */
export interface CambioDeOficinas {
  actor: Pick<UsuarioSesion, 'id' | 'rol'>;
  usuario: Usuario;
  /** El rol con que queda la cuenta. */
  rol: Rol;
  /** Las oficinas pedidas (`oficinas` del cuerpo); undefined: no vinieron. */
  pedidas: readonly string[] | undefined;
  /** Las que tiene hoy (vacío en un alta). */
  actuales: readonly string[];
  /** Si el rol cambió (o es un alta): las oficinas se revisan aunque no vengan. */
  revisar: boolean;
}

/**
 * Deja a la cuenta con sus oficinas y las anota en `usuario.oficinas`. Un administrador da cualquiera; un gerente,
 * sólo de las suyas. Sin `oficinas` en el cuerpo: un alta (o un cambio de rol) recibe la única oficina posible si hay
 * una sola, un administrador ninguna, y una edición conserva las que tenía.
 */
export async function fijarOficinas(manager: EntityManager, cambio: CambioDeOficinas): Promise<void> {
  const { actor, usuario, rol } = cambio;
  const posibles =
    actor.rol === 'admin' ? await consultasOficinas.ids(manager) : await consultasOficinas.deUsuario(manager, actor.id);
  let oficinas: string[];
  if (cambio.pedidas !== undefined) {
    oficinas = oficinasSinRepetir(cambio.pedidas);
    const fuera = oficinas.some((id) => !posibles.includes(id) && !cambio.actuales.includes(id));
    if (fuera) {
      const mensaje = actor.rol === 'admin' ? MENSAJES_OFICINAS.oficinaNoExiste : MENSAJES_OFICINAS.oficinaAjena;
      throw errorValidacion({ oficinas: [mensaje] });
    }
  } else if (rol === 'admin') {
    oficinas = [];
  } else if (cambio.actuales.length > 0 || !cambio.revisar) {
    oficinas = [...cambio.actuales];
  } else {
    oficinas = posibles.length === 1 ? [...posibles] : [];
  }
  if (cambio.pedidas !== undefined || cambio.revisar) {
    const error = errorOficinasDeUsuario(rol, oficinas);
    if (error !== null) throw errorValidacion({ oficinas: [error] });
  }
  const iguales = oficinas.length === cambio.actuales.length && oficinas.every((id) => cambio.actuales.includes(id));
  if (!iguales) await consultasOficinas.asignar(manager, usuario.id, oficinas);
  await anotarOficinas(manager, [usuario]);
}

/** Cada cuenta con `oficinas`: las suyas por nombre (vacío para un administrador). */
export async function anotarOficinas(manager: EntityManager, usuarios: readonly Usuario[]): Promise<void> {
  const porUsuario = await consultasOficinas.deUsuarios(
    manager,
    usuarios.map((u) => u.id),
  );
  for (const usuario of usuarios) usuario.oficinas = porUsuario.get(usuario.id) ?? [];
}

/**
 * De qué oficina es un evento de auditoría sobre la cuenta: la primera de las suyas (la de un cobrador); un
 * administrador no tiene (de la organización). Con sus oficinas ya leídas, sin otra consulta; si no, en la del evento.
 */
export function oficinaDeCuenta(usuario: Usuario): OficinaDelEvento {
  if (usuario.oficinas === undefined) return { de: 'usuarios', id: usuario.id };
  return usuario.oficinas.map((oficina) => oficina._id.toLowerCase()).sort()[0] ?? null;
}
