/**
 * Límite de intentos de inicio de sesión fallidos (docs/decisiones.md): 5 por cuenta desde una misma IP o 20 por
 * IP en 15 minutos. Se cuentan en la tabla de auditoría, así vale con varias réplicas; la ventana se desliza, de
 * modo que el bloqueo dura como mucho 15 minutos y los fallos desde otra IP no bloquean al usuario real.
 */
export const LIMITE_INTENTOS = {
  ventanaMinutos: 15,
  porCuenta: 5,
  porIp: 20,
} as const;

export interface FallosRecientes {
  /** Fallos de este email desde esta IP. */
  porCuenta: number;
  /** Fallos desde esta IP, con cualquier email. */
  porIp: number;
}

export function superaLimiteIntentos(fallos: FallosRecientes): boolean {
  return fallos.porCuenta >= LIMITE_INTENTOS.porCuenta || fallos.porIp >= LIMITE_INTENTOS.porIp;
}
