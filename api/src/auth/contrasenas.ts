// Hash de contraseñas: scrypt de Node (nativo, corre en el pool de hilos de libuv, fuera del bucle de eventos),
// con rehash transparente de los hashes bcrypt antiguos al siguiente inicio de sesión correcto
// (docs/decisiones.md, «Endurecimiento de la API»). bcryptjs queda sólo para verificar hashes antiguos.
import { compare } from 'bcryptjs';
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** Parámetros de scrypt: N=2^15, r=8, p=1 → 32 MiB y unos 100 ms por hash en esta máquina libre. */
export const PARAMETROS_SCRYPT = { ln: 15, r: 8, p: 1 } as const;
const LARGO_CLAVE = 32;
const PREFIJO = '$scrypt$';

function derivar(contrasena: string, sal: Buffer, ln: number, r: number, p: number): Promise<Buffer> {
  const opciones: ScryptOptions = { N: 2 ** ln, r, p, maxmem: 256 * 2 ** ln * r + 1024 * 1024 };
  return new Promise((resolver, rechazar) => {
    scrypt(contrasena.normalize('NFC'), sal, LARGO_CLAVE, opciones, (error, clave) =>
      error ? rechazar(error) : resolver(clave),
    );
  });
}

/** `$scrypt$ln=15,r=8,p=1$<sal base64>$<clave base64>`. */
export async function cifrarContrasena(contrasena: string): Promise<string> {
  const { ln, r, p } = PARAMETROS_SCRYPT;
  const sal = randomBytes(16);
  const clave = await derivar(contrasena, sal, ln, r, p);
  return `${PREFIJO}ln=${ln},r=${r},p=${p}$${sal.toString('base64')}$${clave.toString('base64')}`;
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

export async function verificarContrasena(contrasena: string, hashGuardado: string | undefined): Promise<boolean> {
  const guardado = hashGuardado ?? (await obtenerHashFicticio());
  if (guardado.startsWith(PREFIJO)) {
    const partes = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([^$]+)\$([^$]+)$/.exec(guardado);
    if (!partes) return false;
    const esperado = Buffer.from(partes[5], 'base64');
    const clave = await derivar(contrasena, Buffer.from(partes[4], 'base64'), Number(partes[1]), Number(partes[2]), Number(partes[3]));
    return clave.length === esperado.length && timingSafeEqual(clave, esperado);
  }
  // Hash bcrypt de antes del cambio.
  return compare(contrasena, guardado);
}

/** ¿El hash es de otro algoritmo o con otros parámetros? Entonces se rehace al entrar. */
export function necesitaRehash(hashGuardado: string): boolean {
  const { ln, r, p } = PARAMETROS_SCRYPT;
  return !hashGuardado.startsWith(`${PREFIJO}ln=${ln},r=${r},p=${p}$`);
}
