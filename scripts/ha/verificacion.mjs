// What the drill reads from the leader after the load: how many times each marked cobro is there, whether every
// cobro still equals its allocations, and whether pg-boss's connections are back on the leader.
import { createRequire } from 'node:module';
import path from 'node:path';
import { contarCobrosDescuadrados } from '../lib/invariantes-libro.mjs';
import { root } from '../lib/workspaces.mjs';
import { urlSuperusuario } from './config.mjs';

const require = createRequire(path.join(root, 'api', 'package.json'));
const { Client } = require('pg');

export async function contarCobros(d, secretos, marca) {
  const cliente = new Client({ connectionString: urlSuperusuario(d, secretos, d.haproxy.escritura, 'cartera') });
  await cliente.connect();
  try {
    const { rows } = await cliente.query(
      'SELECT observaciones AS clave, count(*)::int AS n FROM cobros WHERE observaciones LIKE $1 GROUP BY 1',
      [`${marca}-%`],
    );
    const malos = await contarCobrosDescuadrados(cliente);
    const [{ cola }] = (
      await cliente.query(`SELECT count(*)::int AS cola FROM pg_stat_activity WHERE application_name = 'cartera-cola'`)
    ).rows;
    return { veces: new Map(rows.map((f) => [f.clave, f.n])), libroMalo: malos, conexionesCola: cola };
  } finally {
    await cliente.end();
  }
}
