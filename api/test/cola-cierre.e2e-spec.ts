// Al detenerse, la cola espera a sus manejadores en curso: ningún trabajador de pg-boss queda vivo después del cierre
// (si quedara, su vigilancia seguiría corriendo en un proceso que ya cerró la aplicación).
import { CONFIGURACION } from '../src/config/configuracion.module';
import type { ConfiguracionResuelta } from '../src/config/configuracion';
import { ColaService } from '../src/cola/cola.service';
import { usarAppPrueba } from './support/app-del-archivo';

describe('Cierre de la cola', () => {

  const { prueba } = usarAppPrueba();

  it('espera al manejador en curso aunque pase la espera de pg-boss, y no empieza trabajos al detenerse', async () => {
    const config = prueba.app.get<ConfiguracionResuelta>(CONFIGURACION);
    const cola = new ColaService(config);
    let empezado = false;
    let terminado = false;
    let corridas = 0;
    cola.programarCada('prueba-cierre', 5, async () => {
      corridas += 1;
      empezado = true;
      await new Promise((listo) => setTimeout(listo, 2500));
      terminado = true;
    });
    await cola.onApplicationBootstrap();
    await cola.dispararAhora('prueba-cierre');
    const limite = Date.now() + 20_000;
    while (!empezado) {
      if (Date.now() > limite) throw new Error('El trabajo no empezó');
      await new Promise((listo) => setTimeout(listo, 50));
    }
    // Un segundo trabajo en la cola mientras se detiene: no se empieza.
    await cola.dispararAhora('prueba-cierre');
    cola.esperaAlDetenerMs = 1000;
    await cola.onApplicationShutdown();
    expect(terminado).toBe(true);
    expect(corridas).toBe(1);
  });
});
