// Puertos para los procesos que arrancan los scripts (topología, benchmarks).
//
// Un puerto "libre" que se prueba y se suelta para dárselo a otro proceso puede perderse antes de que ese
// proceso escuche: si está en el rango efímero de Linux (32768–60999), cualquier conexión saliente (el pool de
// PostgreSQL de otra réplica, una sonda HTTP) puede tomarlo como puerto local, y la réplica que lo esperaba
// falla con EADDRINUSE en cada reinicio. Por eso se eligen por debajo del rango efímero, donde sólo llega quien
// escucha a propósito; el kernel nunca los asigna a una conexión saliente.
import fs from 'node:fs';
import net from 'node:net';

const DESDE = 20_000;
const HASTA = primerPuertoEfimero() - 1;
/** Los ya entregados en este proceso: la topología pide varios antes de arrancar nada. */
const entregados = new Set();

function primerPuertoEfimero() {
  try {
    const [desde] = fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    const numero = Number(desde);
    return Number.isInteger(numero) && numero > 1024 ? numero : 32_768;
  } catch {
    return 32_768; // Sin /proc (macOS, Windows): el comienzo por omisión de Linux.
  }
}

/** Escucha en 127.0.0.1:puerto y suelta; resuelve al puerto que tuvo, o null si estaba ocupado. */
function probar(puerto) {
  return new Promise((resolve) => {
    const servidor = net.createServer();
    servidor.once('error', () => resolve(null));
    servidor.listen(puerto, '127.0.0.1', () => {
      const direccion = servidor.address();
      servidor.close(() => resolve(typeof direccion === 'object' && direccion ? direccion.port : null));
    });
  });
}

/**
 * `preferido` si se pide uno (error si está ocupado); si no, uno libre por debajo del rango efímero que este
 * proceso no haya entregado ya. Si ese tramo no existe (rango efímero configurado muy abajo), el que dé el sistema.
 */
export async function puertoLibre(preferido = 0) {
  if (preferido) {
    if ((await probar(preferido)) === null)
      throw new Error(`El puerto ${preferido} está ocupado (use otro, o 0 para uno libre)`);
    entregados.add(preferido);
    return preferido;
  }
  for (let intento = 0; HASTA - DESDE > 100 && intento < 200; intento += 1) {
    const candidato = DESDE + Math.floor(Math.random() * (HASTA - DESDE + 1));
    if (entregados.has(candidato)) continue;
    if ((await probar(candidato)) !== null) {
      entregados.add(candidato);
      return candidato;
    }
  }
  const puerto = await probar(0);
  if (puerto === null) throw new Error('No hay puertos libres en 127.0.0.1');
  entregados.add(puerto);
  return puerto;
}
