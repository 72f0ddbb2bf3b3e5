// Cliente HTTP de carga para bench/api.mjs, en su propio proceso (no le quita CPU al proceso que mide SQL ni mide
// su propio bucle de eventos): `concurrencia` conexiones keep-alive que piden `ruta` en bucle durante `segundos`.
// Uso: node bench/carga-http.mjs <url> <token> <concurrencia> <segundos>; imprime {completadas, errores, porSegundo}.
import http from 'node:http';
import process from 'node:process';

/* global performance -- Node 20 */

const [url, token, concurrenciaTexto, segundosTexto] = process.argv.slice(2);
const concurrencia = Number(concurrenciaTexto);
const segundos = Number(segundosTexto);
const destino = new URL(url);
const agente = new http.Agent({ keepAlive: true, maxSockets: concurrencia });
const cabeceras = token ? { authorization: `Bearer ${token}` } : {};

function pedir() {
  return new Promise((resolver, rechazar) => {
    const solicitud = http.request(
      {
        agent: agente,
        host: destino.hostname,
        port: destino.port,
        path: destino.pathname + destino.search,
        headers: cabeceras,
      },
      (respuesta) => {
        respuesta.on('data', () => {});
        respuesta.on('end', () =>
          respuesta.statusCode === 200 ? resolver() : rechazar(new Error(String(respuesta.statusCode))),
        );
        respuesta.on('error', rechazar);
      },
    );
    solicitud.on('error', rechazar);
    solicitud.end();
  });
}

const fin = performance.now() + segundos * 1000;
let completadas = 0;
let errores = 0;
const inicio = performance.now();
await Promise.all(
  Array.from({ length: concurrencia }, async () => {
    while (performance.now() < fin) {
      try {
        await pedir();
        completadas += 1;
      } catch {
        errores += 1;
      }
    }
  }),
);
const transcurrido = (performance.now() - inicio) / 1000;
agente.destroy();
process.stdout.write(`${JSON.stringify({ completadas, errores, porSegundo: completadas / transcurrido })}\n`);
