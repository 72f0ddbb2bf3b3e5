// registrar-ts.cjs guarda lo que compila en .cache/registrar-ts: un proceso hijo que vuelve a cargar el mismo archivo
// usa lo guardado, y uno que cambió se compila de nuevo (docs/decisiones/tiempo-de-las-pruebas.md).
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { usarCarpetaTemporal } from './carpeta-temporal';

const REGISTRO_TS = path.join(__dirname, 'registrar-ts.cjs');
const CACHE = path.join(__dirname, '..', '..', '..', '.cache', 'registrar-ts');

describe('registrar-ts: lo compilado se guarda', () => {
  const carpeta = usarCarpetaTemporal('cartera-registrar-ts-');

  it('el mismo archivo se carga de lo guardado; uno que cambió se vuelve a compilar', () => {
    const archivo = path.join(carpeta(), 'programa.ts');
    const ejecutar = () => execFileSync(process.execPath, ['-r', REGISTRO_TS, archivo], { encoding: 'utf8' }).trim();
    const marca = `marca-${randomUUID()}`;
    writeFileSync(archivo, `const texto: string = '${marca}';\nconsole.log(texto);\n`);
    expect(ejecutar()).toBe(marca);

    const guardados = readdirSync(CACHE)
      .map((nombre) => path.join(CACHE, nombre))
      .filter((guardado) => readFileSync(guardado, 'utf8').includes(marca));
    expect(guardados).toHaveLength(1);
    // Lo guardado es lo que se ejecuta la segunda vez.
    writeFileSync(guardados[0], "console.log('desde lo guardado');\n");
    expect(ejecutar()).toBe('desde lo guardado');

    writeFileSync(archivo, `const texto: string = '${marca}-cambiado';\nconsole.log(texto);\n`);
    expect(ejecutar()).toBe(`${marca}-cambiado`);
    rmSync(guardados[0], { force: true });
  });
});
