// Hash de contraseñas: argon2id (paquete argon2, binario precompilado por plataforma, corre en el pool de hilos de
// libuv, fuera del bucle de eventos) con los parámetros mínimos de OWASP: m = 19 MiB, t = 2, p = 1. Los hashes
// anteriores (bcrypt, y scrypt de Node `$scrypt$…`) siguen valiendo y se rehacen con argon2id al siguiente inicio
// de sesión correcto (docs/decisiones/acceso-y-contrasenas.md). bcryptjs y scrypt quedan sólo para
// verificar esos hashes antiguos.
import { argon2id, hash as hashArgon2, verify as verificarArgon2 } from 'argon2';
import { compare } from 'bcryptjs';
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** Parámetros de argon2id: memoria en KiB (19 MiB), iteraciones e hilos. */
export const PARAMETROS_ARGON2 = { memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;
const PREFIJO_ARGON2 = '$argon2id$';
const PREFIJO_SCRYPT = '$scrypt$';

/** `$argon2id$v=19$m=19456,t=2,p=1$<sal>$<clave>` (formato PHC). */
export function cifrarContrasena(contrasena: string): Promise<string> {
  return hashArgon2(contrasena.normalize('NFC'), { type: argon2id, ...PARAMETROS_ARGON2 });
}

/**
 * Hash de una contraseña aleatoria que nadie conoce, con los mismos parámetros. Un email desconocido se compara
 * contra él para que la respuesta tarde lo mismo que con un email existente y no delate qué cuentas existen.
 */
let hashFicticio: Promise<string> | undefined;
function obtenerHashFicticio(): Promise<string> {
  hashFicticio ??= cifrarContrasena(randomBytes(24).toString('base64'));
  return hashFicticio;
}

export async function verificarContrasena(
  contrasena: string,
  hashGuardado: string | undefined,
): Promise<boolean> {
  const guardado = hashGuardado ?? (await obtenerHashFicticio());
  if (guardado.startsWith('$argon2')) {
    // Un hash mal formado en la base no debe tumbar el inicio de sesión: cuenta como contraseña incorrecta.
    return verificarArgon2(guardado, contrasena.normalize('NFC')).catch(() => false);
  }
  if (guardado.startsWith(PREFIJO_SCRYPT)) return verificarScrypt(contrasena, guardado);
  // Hash bcrypt de antes de scrypt.
  return compare(contrasena, guardado);
}

/** ¿El hash es de otro algoritmo o con otros parámetros? Entonces se rehace al entrar. */
export function necesitaRehash(hashGuardado: string): boolean {
  const { memoryCost, timeCost, parallelism } = PARAMETROS_ARGON2;
  return !hashGuardado.startsWith(`${PREFIJO_ARGON2}v=19$m=${memoryCost},t=${timeCost},p=${parallelism}$`);
}

/** `$scrypt$ln=15,r=8,p=1$<sal base64>$<clave base64>`: el formato que usó la API antes de argon2id. */
async function verificarScrypt(contrasena: string, guardado: string): Promise<boolean> {
  const partes = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([^$]+)\$([^$]+)$/.exec(guardado);
  if (!partes) return false;
  const [ln, r, p] = [Number(partes[1]), Number(partes[2]), Number(partes[3])];
  // Sólo los rangos que la API llegó a escribir: un valor absurdo en la base no dispara un cálculo enorme.
  if (ln < 10 || ln > 20 || r < 1 || r > 16 || p < 1 || p > 4) return false;
  const esperado = Buffer.from(partes[5], 'base64');
  const opciones: ScryptOptions = { N: 2 ** ln, r, p, maxmem: 256 * 2 ** ln * r + 1024 * 1024 };
  const clave = await new Promise<Buffer>((resolver, rechazar) => {
    scrypt(
      contrasena.normalize('NFC'),
      Buffer.from(partes[4], 'base64'),
      esperado.length || 32,
      opciones,
      (error, derivada) => (error ? rechazar(error) : resolver(derivada)),
    );
  });
  return clave.length === esperado.length && timingSafeEqual(clave, esperado);
}
