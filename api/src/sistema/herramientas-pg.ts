// pg_dump y pg_restore como procesos hijos: la conexión en argumentos, la contraseña por el entorno y el error con lo
// que la herramienta escribió en stderr.
import { spawn } from 'node:child_process';
import type { Client } from 'pg';

type Conexion = Pick<Client, 'host' | 'port' | 'user' | 'password'>;

/** `-h <host> -p <puerto> -U <usuario>` de la conexión. */
export function argumentosConexion(cliente: Conexion): string[] {
  return ['-h', cliente.host, '-p', String(cliente.port), '-U', cliente.user ?? 'postgres'];
}

/**
 * Las opciones de la sesión de la herramienta con `app.oficinas=todas`: un dueño que no es superusuario (el `cartera`
 * de CloudNativePG) pasa por las políticas por oficina (FORCE ROW LEVEL SECURITY) y, sin alcance, no vería ninguna fila
 * (docs/decisiones/rol-de-la-api-y-alcance.md). Un respaldo y una restauración son de toda la organización.
 */
export function opcionesConTodas(previas: string | undefined): string {
  return [previas, '-c app.oficinas=todas'].filter(Boolean).join(' ');
}

/**
 * Corre `programa` con `argumentos` y la contraseña de `cliente` en PGPASSWORD. Termina bien sólo con código 0; si no,
 * con el error que arma `fallo` con el código y lo que la herramienta escribió en stderr.
 */
export function correrHerramientaPg(
  programa: 'pg_dump' | 'pg_restore',
  argumentos: readonly string[],
  cliente: Conexion,
  fallo: (codigo: number | null, salida: string) => Error,
): Promise<void> {
  return new Promise((resolver, rechazar) => {
    const proceso = spawn(programa, argumentos, {
      env: {
        ...process.env,
        PGPASSWORD: cliente.password ?? '',
        PGOPTIONS: opcionesConTodas(process.env.PGOPTIONS),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const errores: string[] = [];
    proceso.stderr.on('data', (d: Buffer) => errores.push(d.toString()));
    proceso.on('error', rechazar);
    proceso.on('exit', (codigo) =>
      codigo === 0 ? resolver() : rechazar(fallo(codigo, errores.join('').trim())),
    );
  });
}
