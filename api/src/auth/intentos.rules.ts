/**
 * Límite de intentos de inicio de sesión fallidos (docs/decisiones/acceso-y-contrasenas.md, docs/seguridad.md): una espera progresiva
 * por cuenta e IP, no un bloqueo de la cuenta para todos. Desde el 5.º fallo de una cuenta desde una misma IP (o el
 * 20.º desde una IP con cualquier email), esa cuenta desde esa IP debe esperar antes de probar otra vez: 30 s tras el
 * último fallo, y cada fallo más duplica la espera, hasta 5 minutos. La misma cuenta desde otra IP sigue entrando con
 * su contraseña: quien adivina contraseñas no puede dejar fuera al dueño de la cuenta.
 *
 * Los fallos se cuentan en `intentos_login` (anotados antes de comparar la contraseña y bajo candado, así vale con
 * varias réplicas y con ráfagas en paralelo) en una ventana deslizante de 15 minutos: pasada la ventana sin fallos,
 * la cuenta vuelve a empezar de cero.
 */
export const LIMITE_INTENTOS = {
  ventanaMinutos: 15,
  porCuenta: 5,
  porIp: 20,
  esperaInicialSegundos: 30,
  esperaMaximaSegundos: 300,
} as const;

export interface FallosRecientes {
  /** Fallos (o intentos en curso) de este email desde esta IP. */
  porCuenta: number;
  /** Fallos de este email desde cualquier IP: sólo se informa (auditoría), no frena a nadie. */
  porCuentaTotal: number;
  /** Fallos desde esta IP, con cualquier email. */
  porIp: number;
  /** Segundos desde el último fallo de este email desde esta IP (null si no hay). */
  segundosDesdeUltimoPorCuenta: number | null;
  /** Segundos desde el último fallo desde esta IP (null si no hay). */
  segundosDesdeUltimoPorIp: number | null;
}

/**
 * Espera que exige `fallos` fallos con un límite `limite` (en segundos, contada desde el último fallo): 0 por debajo
 * del límite; en el límite la inicial, y el doble por cada fallo más, hasta la máxima.
 */
export function esperaTrasFallos(fallos: number, limite: number): number {
  if (fallos < limite) return 0;
  const { esperaInicialSegundos, esperaMaximaSegundos } = LIMITE_INTENTOS;
  // El exponente se acota antes de elevar: cien fallos no dan Infinity.
  const exponente = Math.min(fallos - limite, 16);
  return Math.min(esperaInicialSegundos * 2 ** exponente, esperaMaximaSegundos);
}

/** Segundos que aún debe esperar esta cuenta desde esta IP antes de otro intento (0: puede intentar ya). */
export function segundosDeEspera(fallos: FallosRecientes): number {
  const restante = (espera: number, transcurridos: number | null) =>
    espera === 0 || transcurridos === null ? 0 : espera - transcurridos;
  const segundos = Math.max(
    restante(
      esperaTrasFallos(fallos.porCuenta, LIMITE_INTENTOS.porCuenta),
      fallos.segundosDesdeUltimoPorCuenta,
    ),
    restante(esperaTrasFallos(fallos.porIp, LIMITE_INTENTOS.porIp), fallos.segundosDesdeUltimoPorIp),
    0,
  );
  return Math.ceil(segundos);
}

/** «30 segundos», «1 minuto», «5 minutos»: los minutos se redondean hacia arriba (nunca se promete de menos). */
export function describirEspera(segundos: number): string {
  if (segundos < 60) return segundos === 1 ? '1 segundo' : `${segundos} segundos`;
  const minutos = Math.ceil(segundos / 60);
  return minutos === 1 ? '1 minuto' : `${minutos} minutos`;
}

/** Mensaje del 429: cuánto esperar. */
export function mensajeDeEspera(segundos: number): string {
  return `Demasiados intentos fallidos. Espere ${describirEspera(segundos)} antes de intentar de nuevo.`;
}
