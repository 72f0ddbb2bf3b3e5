// Los puertos que la topología y las pruebas entregan a otros procesos (scripts/lib/puertos.mjs): fuera del rango
// efímero, donde una conexión saliente no puede tomarlos antes de que el proceso escuche, y nunca dos veces.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { puertoLibre } from '../../scripts/lib/puertos.mjs';

const primerEfimero = Number(
  readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0],
);

function escuchar(puerto: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const servidor = createServer();
    servidor.once('error', reject);
    servidor.listen(puerto, '127.0.0.1', () => resolve(servidor));
  });
}

describe('puertoLibre', () => {
  it('entrega puertos distintos, por debajo del rango efímero, en los que se puede escuchar', async () => {
    const puertos: number[] = [];
    for (let i = 0; i < 30; i += 1) puertos.push(await puertoLibre());
    expect(new Set(puertos).size).toBe(puertos.length);
    for (const puerto of puertos) expect(puerto).toBeLessThan(primerEfimero);
    const servidores = await Promise.all(puertos.map(escuchar));
    await Promise.all(servidores.map((s) => new Promise((resolve) => s.close(resolve))));
  });

  it('un puerto pedido que está ocupado es un error, no otro puerto', async () => {
    const ocupado = await escuchar(0);
    const direccion = ocupado.address();
    const puerto = typeof direccion === 'object' && direccion ? direccion.port : 0;
    try {
      await expect(puertoLibre(puerto)).rejects.toThrow(`El puerto ${puerto} está ocupado`);
    } finally {
      await new Promise((resolve) => ocupado.close(resolve));
    }
  });
});
