// Un PostgreSQL embebido en un proceso hijo (postgres-embebido.runner.ts, con el código real de la API): la prueba
// lo arranca sobre una carpeta, recibe su URL y lo detiene por stdin.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';

const RUNNER = path.join(__dirname, 'postgres-embebido.runner.ts');
const REGISTRO_TS = path.join(__dirname, 'registrar-ts.cjs');

export interface EmbebidoHijo {
  url: string;
  salida: string[];
  proceso: ChildProcessWithoutNullStreams;
  /** Lo detiene por stdin; devuelve su código de salida. */
  detener(): Promise<number | null>;
}

export function arrancarEmbebidoHijo(dataDir: string, puerto: number): Promise<EmbebidoHijo> {
  const proceso = spawn(process.execPath, ['-r', REGISTRO_TS, RUNNER, dataDir, String(puerto)], {
    cwd: path.join(__dirname, '..', '..', '..'),
    stdio: 'pipe',
  });
  const salida: string[] = [];
  const fin = new Promise<number | null>((resolver) => proceso.on('exit', resolver));
  return new Promise((resolver, rechazar) => {
    const limite = setTimeout(
      () => rechazar(new Error(`PostgreSQL no arrancó a tiempo:\n${salida.join('\n')}`)),
      60_000,
    );
    proceso.stderr.on('data', (datos: Buffer) => salida.push(datos.toString()));
    proceso.stdout.on('data', (datos: Buffer) => {
      for (const linea of datos.toString().split('\n').filter(Boolean)) {
        salida.push(linea);
        if (linea.startsWith('LISTO ')) {
          clearTimeout(limite);
          resolver({
            url: linea.slice('LISTO '.length),
            salida,
            proceso,
            async detener() {
              if (proceso.exitCode !== null) return proceso.exitCode;
              proceso.stdin.write('detener\n');
              return fin;
            },
          });
        }
        if (linea.startsWith('ERROR ')) {
          clearTimeout(limite);
          rechazar(new Error(salida.join('\n')));
        }
      }
    });
    proceso.on('exit', (codigo) => {
      clearTimeout(limite);
      rechazar(
        new Error(`PostgreSQL terminó (código ${codigo}) antes de estar listo:\n${salida.join('\n')}`),
      );
    });
  });
}
