// La reserva de un intento de inicio de sesión bajo el límite de intentos (intentos.rules.ts,
// docs/decisiones/acceso-y-contrasenas.md): lo que AuthService.iniciarSesion hace antes de comparar la contraseña.
import type { DataSource } from 'typeorm';
import { consultasIntentos } from '../usuarios/intentos.consultas';
import { LIMITE_INTENTOS, segundosDeEspera, type FallosRecientes, type Procedencia } from '../usuarios/intentos.rules';
import { consultasSesiones } from './sesiones.consultas';

export interface ReservaIntento {
  /** Fila de intentos_login del intento en curso (null si se rechazó por el límite). */
  id: string | null;
  fallos: FallosRecientes;
  procedencia: Procedencia;
  /** Rechazo por la espera progresiva: cuántos segundos faltan. */
  bloqueo: { primeroDeLaVentana: boolean; segundos: number } | null;
}

/**
 * Anota el intento ANTES de comparar la contraseña, bajo candados de transacción por cuenta y por IP: dos
 * intentos simultáneos no pueden leer el mismo conteo, así una ráfaga de N contraseñas en paralelo prueba como
 * mucho el límite. La fila queda como fallo hasta que un inicio exitoso la borra. Si esta cuenta desde esta IP
 * aún debe esperar (intentos.rules.ts) no se anota el intento: se agrega en bloqueos_login. `dispositivo` es la
 * clave del dispositivo de la petición; si esta cuenta ya entró con él, el intento se anota con ella.
 */
export function reservarIntento(
  dataSource: DataSource,
  cuenta: string,
  ip: string,
  dispositivo: string,
): Promise<ReservaIntento> {
  return dataSource.transaction(async (manager) => {
    // Siempre en el mismo orden (cuenta, luego IP): nadie espera una cuenta teniendo una IP, no hay abrazo mortal.
    await consultasSesiones.bloquearIntentos(manager, cuenta, ip);
    // Purga lo que ya no cuenta de esta cuenta y de esta IP: la tabla no crece más que las ventanas vivas.
    await consultasSesiones.purgarIntentos(manager, cuenta, ip, LIMITE_INTENTOS.ventanaMinutos);
    // Conocido = esta cuenta (si existe) ya entró bien con este dispositivo o desde esta IP hace poco.
    const conocido = await consultasSesiones.conocido(
      manager,
      cuenta,
      { dispositivo, direccion: `ip:${ip.slice(0, 64)}` },
      {
        dispositivo: LIMITE_INTENTOS.diasDispositivoConocido,
        direccion: LIMITE_INTENTOS.diasDireccionConocida,
      },
    );
    const procedencia: Procedencia = conocido.dispositivo
      ? 'dispositivo'
      : conocido.direccion
        ? 'direccion'
        : 'desconocida';
    const fallos = await consultasIntentos.fallosRecientes(
      manager,
      cuenta,
      ip,
      dispositivo,
      LIMITE_INTENTOS.ventanaMinutos,
    );
    const segundos = segundosDeEspera(fallos, procedencia);
    if (segundos > 0) {
      const cantidad = await consultasIntentos.anotarBloqueo(
        manager,
        cuenta,
        ip,
        LIMITE_INTENTOS.ventanaMinutos,
      );
      return { id: null, fallos, procedencia, bloqueo: { primeroDeLaVentana: cantidad === 1, segundos } };
    }
    const conDispositivo = procedencia === 'dispositivo' ? dispositivo : null;
    const id = await consultasSesiones.anotarIntento(manager, cuenta, ip, conDispositivo);
    return { id, fallos, procedencia, bloqueo: null };
  });
}
