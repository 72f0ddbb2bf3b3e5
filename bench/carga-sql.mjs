// Cliente SQL de carga para bench/api.mjs, en su propio proceso: `concurrencia` conexiones de `pg`, cada una
// repite en bucle las consultas de una petición (las que la API ejecutó, leídas de su registro) durante `segundos`,
// como sentencias preparadas con nombre (PostgreSQL las analiza y planifica una vez por conexión).
// Entrada por stdin: {url, consultas: [{sql, parametros}], concurrencia, segundos, preparadas}.
// Salida: {completadas, errores, porSegundo}.
import process from 'node:process';
import pg from 'pg';

/* global performance -- Node 20 */

let entrada = '';
for await (const trozo of process.stdin) entrada += trozo;
const { url, consultas, concurrencia, segundos, preparadas = true } = JSON.parse(entrada);

const clientes = await Promise.all(
  Array.from({ length: concurrencia }, async () => {
    const cliente = new pg.Client({ connectionString: url, application_name: 'cartera-bench-sql' });
    await cliente.connect();
    return cliente;
  }),
);
const sentencias = consultas.map(({ sql, parametros }, i) =>
  preparadas ? { name: `bench_${i}`, text: sql, values: parametros } : { text: sql, values: parametros },
);

let completadas = 0;
let errores = 0;
let primerError;
const inicio = performance.now();
const fin = inicio + segundos * 1000;
await Promise.all(
  clientes.map(async (cliente) => {
    while (performance.now() < fin) {
      try {
        for (const sentencia of sentencias) await cliente.query(sentencia);
        completadas += 1;
      } catch (error) {
        errores += 1;
        primerError ??= String(error);
      }
    }
  }),
);
const transcurrido = (performance.now() - inicio) / 1000;
await Promise.all(clientes.map((cliente) => cliente.end()));
process.stdout.write(
  `${JSON.stringify({ completadas, errores, primerError, porSegundo: completadas / transcurrido })}\n`,
);
