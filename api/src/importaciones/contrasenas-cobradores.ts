// Las contraseñas al azar de los cobradores nuevos de una página, cifradas a la vez (docs/decisiones/importacion.md,
// «Velocidad de la aplicación»): argon2 corre en el pool de hilos de libuv, así que los de una página usan todos los
// núcleos en vez de cifrarse uno tras otro, de dos en dos: cada argon2 ocupa 19 MiB fuera del heap mientras corre, y
// los cuatro hilos a la vez eran el pico de memoria de la aplicación (docs/decisiones/importacion.md, «Memoria»). Sólo
// los que serán usuarios nuevos (sin id importado ni un usuario con su email): un archivo aplicado otra vez no cifra
// nada.
import { randomBytes } from 'node:crypto';
import type { FilaCobrador } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { cifrarContrasena } from '../usuarios/contrasenas';
import { db } from '../database/kysely';

/** Cifrados a la vez: los núcleos de la máquina más chica en que corre Cartera (dos), no los cuatro hilos de libuv. */
export const CIFRADOS_A_LA_VEZ = 2;

/** El hash de una contraseña al azar por idExterno de cada cobrador nuevo de la página. */
export async function contrasenasDeCobradoresNuevos(
  manager: EntityManager,
  filas: readonly FilaCobrador[],
  cifrar: (contrasena: string) => Promise<string> = cifrarContrasena,
): Promise<Map<string, string>> {
  if (filas.length === 0) return new Map();
  const importados = await db(manager)
    .selectFrom('importacion_ids')
    .select('id_externo')
    .where('hoja', '=', 'Cobradores')
    .where(
      'id_externo',
      'in',
      filas.map((f) => f.idExterno),
    )
    .execute();
  const conEmail = await db(manager)
    .selectFrom('usuarios')
    .select((eb) => eb.fn<string>('lower', ['email']).as('email'))
    .where((eb) =>
      eb(
        eb.fn<string>('lower', ['email']),
        'in',
        filas.map((f) => f.email.toLowerCase()),
      ),
    )
    .execute();
  const yaEstan = new Set([...importados.map((f) => f.id_externo), ...conEmail.map((f) => f.email)]);
  const nuevos = filas.filter((f) => !yaEstan.has(f.idExterno) && !yaEstan.has(f.email.toLowerCase()));
  const hashes: string[] = [];
  for (let i = 0; i < nuevos.length; i += CIFRADOS_A_LA_VEZ) {
    const tanda = nuevos.slice(i, i + CIFRADOS_A_LA_VEZ);
    hashes.push(...(await Promise.all(tanda.map(() => cifrar(randomBytes(24).toString('base64url'))))));
  }
  return new Map(nuevos.map((f, i) => [f.idExterno, hashes[i]]));
}
