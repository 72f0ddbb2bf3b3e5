// Reglas de la cabecera Idempotency-Key: qué clave se acepta y qué huella identifica una solicitud.
import { createHash } from 'node:crypto';

/** Cuánto vale una clave: pasado esto, la misma clave es una solicitud nueva. */
export const VIGENCIA_CLAVE_HORAS = 24;
/**
 * Una clave `en_curso` o `aplicada` sin cambios desde hace tanto es de un intento abandonado (su réplica murió):
 * un reintento puede quedarse con ella. Aunque el intento siguiera vivo, ya no podría confirmar su escritura.
 */
export const ABANDONO_CLAVE_SEGUNDOS = 10;
const CLAVE_VALIDA = /^[\x21-\x7e]{1,255}$/;

export const MENSAJES_IDEMPOTENCIA = {
  requerida:
    'Falta la cabecera Idempotency-Key: cada escritura de dinero lleva una clave única para no aplicarse dos veces. Actualice la página e intente de nuevo.',
  claveInvalida: 'La cabecera Idempotency-Key debe tener de 1 a 255 caracteres visibles, sin espacios',
  otraSolicitud: 'Esta clave de idempotencia ya se usó con otra solicitud',
  enCurso: 'Una solicitud con esta clave de idempotencia todavía está en curso. Intente de nuevo en un momento.',
  aplicada:
    'La operación con esta clave de idempotencia ya se aplicó, pero su respuesta se perdió. Consulte el resultado antes de repetirla.',
} as const;

/**
 * La clave de la cabecera: `undefined` si no vino (en una ruta @Idempotente, 400 IDEMPOTENCIA_REQUERIDA), `null` si
 * vino mal formada. Node junta cabeceras repetidas con ', ': una clave repetida no es válida.
 */
export function leerClave(valor: string | string[] | undefined): string | undefined | null {
  if (valor === undefined) return undefined;
  if (Array.isArray(valor) || !CLAVE_VALIDA.test(valor)) return null;
  return valor;
}

/** Método, ruta y cuerpo: la misma clave con otra huella es otra solicitud, y se rechaza. */
export function huellaSolicitud(metodo: string, url: string, cuerpo: unknown): string {
  return createHash('sha256')
    .update(`${metodo.toUpperCase()} ${url}\n`)
    .update(JSON.stringify(cuerpo ?? null))
    .digest('hex');
}
