/**
 * Límite de intentos de inicio de sesión fallidos (docs/decisiones.md): 5 por cuenta desde una misma IP, 10 por
 * cuenta desde cualquier IP (freno por cuenta, independiente de la IP) o 20 por IP en 15 minutos. Se cuentan en
 * `intentos_login`, anotados antes de comparar la contraseña y bajo candado, así vale con varias réplicas y con
 * ráfagas en paralelo; la ventana se desliza, de modo que el bloqueo dura como mucho 15 minutos.
 */
export const LIMITE_INTENTOS = {
  ventanaMinutos: 15,
  porCuenta: 5,
  porCuentaTotal: 10,
  porIp: 20,
} as const;

export interface FallosRecientes {
  /** Fallos (o intentos en curso) de este email desde esta IP. */
  porCuenta: number;
  /** Fallos de este email desde cualquier IP. */
  porCuentaTotal: number;
  /** Fallos desde esta IP, con cualquier email. */
  porIp: number;
}

export function superaLimiteIntentos(fallos: FallosRecientes): boolean {
  return (
    fallos.porCuenta >= LIMITE_INTENTOS.porCuenta ||
    fallos.porCuentaTotal >= LIMITE_INTENTOS.porCuentaTotal ||
    fallos.porIp >= LIMITE_INTENTOS.porIp
  );
}
