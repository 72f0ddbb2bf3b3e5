// La espera de pg-boss en las pruebas no pide módulos al llamarse (support/esperas-pg-boss.ts): una vuelta tardía de su
// vigilancia no puede tumbar el archivo de pruebas siguiente.
describe('espera de pg-boss en las pruebas', () => {
  it('no hace require al esperar, y se puede abortar', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { delay } = require('pg-boss/src/tools') as {
      delay: (ms: number) => Promise<void> & { abort: () => void };
    };
    expect(delay.toString()).not.toContain('require(');
    const inicio = Date.now();
    const espera = delay(10_000);
    espera.abort();
    await espera;
    expect(Date.now() - inicio).toBeLessThan(1_000);
  });
});
