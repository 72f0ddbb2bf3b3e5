// Una plantilla de la corrida (la de la demostración) se construye una sola vez aunque dos procesos la pidan a la vez,
// y una construcción que falla no deja una plantilla a medias.
import { randomBytes } from 'node:crypto';
import { consultarBase, leerConexionPruebas, urlDeBase } from './entorno';
import { plantillaUnaVez } from './plantilla-demo';

describe('plantilla construida una vez por corrida', () => {
  const sufijo = randomBytes(3).toString('hex');
  const nombre = `cartera_plantilla_prueba_${sufijo}`;
  const copia = `cartera_copia_prueba_${sufijo}`;
  let urlMantenimiento: string;
  let origen: string;

  beforeAll(() => {
    ({ urlMantenimiento, plantilla: origen } = leerConexionPruebas());
  });
  afterAll(async () => {
    for (const base of [copia, nombre, `${nombre}_b`])
      await consultarBase(urlMantenimiento, `DROP DATABASE IF EXISTS ${base} WITH (FORCE)`);
  });

  const marcar = (valor: number) => async (url: string) => {
    await consultarBase(url, `CREATE TABLE marca_plantilla (n int); INSERT INTO marca_plantilla VALUES (${valor})`);
  };

  it('dos pedidos a la vez la construyen una sola vez, y su copia trae lo construido', async () => {
    let construcciones = 0;
    const construir = async (url: string) => {
      construcciones += 1;
      await marcar(7)(url);
    };
    const pedidos = await Promise.all([
      plantillaUnaVez(urlMantenimiento, { origen, nombre, construir }),
      plantillaUnaVez(urlMantenimiento, { origen, nombre, construir }),
    ]);
    expect(pedidos).toEqual([nombre, nombre]);
    expect(construcciones).toBe(1);
    await consultarBase(urlMantenimiento, `CREATE DATABASE ${copia} TEMPLATE ${nombre}`);
    expect(await consultarBase(urlDeBase(urlMantenimiento, copia), 'SELECT n FROM marca_plantilla')).toEqual([{ n: 7 }]);
  });

  it('si construirla falla no queda ninguna base a medias, y el pedido siguiente la construye', async () => {
    const otra = `${nombre}_b`;
    const fallida = async (url: string) => {
      await marcar(1)(url);
      throw new Error('falló la siembra');
    };
    await expect(plantillaUnaVez(urlMantenimiento, { origen, nombre: otra, construir: fallida })).rejects.toThrow(
      'falló la siembra',
    );
    const quedan = await consultarBase(
      urlMantenimiento,
      `SELECT datname FROM pg_database WHERE datname LIKE '${otra}%'`,
    );
    expect(quedan).toEqual([]);
    await plantillaUnaVez(urlMantenimiento, { origen, nombre: otra, construir: marcar(2) });
    expect(await consultarBase(urlDeBase(urlMantenimiento, otra), 'SELECT n FROM marca_plantilla')).toEqual([{ n: 2 }]);
  });
});
