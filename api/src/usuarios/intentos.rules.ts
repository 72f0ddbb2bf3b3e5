/**
 * Límite de intentos de inicio de sesión fallidos (docs/seguridad.md, «Límite de intentos de inicio de sesión»): una
 * espera progresiva, nunca un bloqueo de la cuenta para todos, y que nadie puede volver contra el dueño de la cuenta.
 *
 * Qué límites cuentan depende de desde dónde se intenta:
 * - desde un **dispositivo conocido** (trae la cookie `cartera_dispositivo` con la que esta cuenta ya entró bien): sólo
 *   los fallos de esta cuenta con ese dispositivo (`porDispositivo`);
 * - desde una **dirección conocida** (esta cuenta entró bien desde esta IP en los últimos 30 días): sólo los fallos de
 *   esta cuenta desde esta IP (`porCuenta`);
 * - desde un **origen desconocido**: los fallos de esta cuenta desde esta IP, los de esta cuenta desde cualquier parte
 *   (`porCuentaTotal`) y los de esta IP con cualquier email (`porIp`).
 * Así los fallos de otras cuentas (emails inventados incluidos) nunca frenan una cuenta conocida en su dispositivo o
 * su dirección, y quien adivina la contraseña de una cuenta desde muchas IP no deja fuera a su dueño.
 *
 * Pasado un límite, se espera 30 s tras el último fallo que cuenta, el doble por cada fallo más, hasta 5 minutos. Los
 * fallos se cuentan en `intentos_login` (anotados antes de comparar la contraseña y bajo candado, así vale con varias
 * réplicas y con ráfagas en paralelo) en una ventana deslizante de 15 minutos.
 */
export const LIMITE_INTENTOS = {
  ventanaMinutos: 15,
  /** Fallos de una cuenta desde una IP, o con un dispositivo conocido. */
  porCuenta: 5,
  /** Fallos de una cuenta desde cualquier parte: sólo frenan a los orígenes desconocidos. */
  porCuentaTotal: 10,
  /** Fallos desde una IP con cualquier email: sólo frenan a los orígenes desconocidos. */
  porIp: 20,
  esperaInicialSegundos: 30,
  esperaMaximaSegundos: 300,
  /** Días que una dirección sigue siendo conocida para una cuenta tras su último inicio exitoso desde ella. */
  diasDireccionConocida: 30,
  /** Días que vive la cookie del dispositivo (y que el dispositivo sigue conocido tras su último inicio exitoso). */
  diasDispositivoConocido: 180,
} as const;

/** Desde dónde se intenta, para esta cuenta: su dispositivo, su dirección, o ninguno de los dos. */
export type Procedencia = 'dispositivo' | 'direccion' | 'desconocida';

export interface FallosRecientes {
  /** Fallos (o intentos en curso) de este email desde esta IP. */
  porCuenta: number;
  /** Fallos de este email desde cualquier IP. */
  porCuentaTotal: number;
  /** Fallos desde esta IP, con cualquier email. */
  porIp: number;
  /** Fallos de este email con este dispositivo conocido (0 sin dispositivo conocido). */
  porDispositivo: number;
  /** Segundos desde el último fallo de cada conteo (null si no hay). */
  segundosDesdeUltimoPorCuenta: number | null;
  segundosDesdeUltimoPorCuentaTotal: number | null;
  segundosDesdeUltimoPorIp: number | null;
  segundosDesdeUltimoPorDispositivo: number | null;
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

/** Segundos que aún debe esperar esta cuenta desde esta procedencia antes de otro intento (0: puede intentar ya). */
export function segundosDeEspera(fallos: FallosRecientes, procedencia: Procedencia): number {
  const restante = (cantidad: number, limite: number, transcurridos: number | null) => {
    const espera = esperaTrasFallos(cantidad, limite);
    return espera === 0 || transcurridos === null ? 0 : espera - transcurridos;
  };
  const { porCuenta, porCuentaTotal, porIp } = LIMITE_INTENTOS;
  const esperas =
    procedencia === 'dispositivo'
      ? [restante(fallos.porDispositivo, porCuenta, fallos.segundosDesdeUltimoPorDispositivo)]
      : procedencia === 'direccion'
        ? [restante(fallos.porCuenta, porCuenta, fallos.segundosDesdeUltimoPorCuenta)]
        : [
            restante(fallos.porCuenta, porCuenta, fallos.segundosDesdeUltimoPorCuenta),
            restante(fallos.porCuentaTotal, porCuentaTotal, fallos.segundosDesdeUltimoPorCuentaTotal),
            restante(fallos.porIp, porIp, fallos.segundosDesdeUltimoPorIp),
          ];
  return Math.ceil(Math.max(...esperas, 0));
}

/**
 * Segundos que una cuenta sigue bloqueada para todo origen desconocido (un dispositivo nuevo, otra red): los fallos de
 * la cuenta desde cualquier parte (`porCuentaTotal`) pasaron su límite y la espera aún no termina. 0: no lo está. Es lo
 * que la lista de Usuarios muestra como `bloqueadoHasta` y lo que el desbloqueo de un administrador borra.
 */
export function segundosDeBloqueoDeCuenta(fallosDeLaCuenta: number, segundosDesdeUltimo: number | null): number {
  const espera = esperaTrasFallos(fallosDeLaCuenta, LIMITE_INTENTOS.porCuentaTotal);
  if (espera === 0 || segundosDesdeUltimo === null) return 0;
  return Math.max(0, Math.ceil(espera - segundosDesdeUltimo));
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
