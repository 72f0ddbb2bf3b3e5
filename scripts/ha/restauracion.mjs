// Point-in-time recovery, as the drill proves it: pgBackRest restores the backup before T into a new data directory
// and replays the archived WAL up to T; a PostgreSQL started there (its own port, archiving off, no standby) must hold
// every cobro confirmed before T and none after.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { root } from '../lib/workspaces.mjs';
import { entornoRespaldo } from './cluster.mjs';
import { BIN_PG } from './config.mjs';
import { carpetaDe, esperarHasta } from './procesos.mjs';

const require = createRequire(path.join(root, 'api', 'package.json'));
const { Client } = require('pg');
const ejecutarAsync = promisify(execFile);

/** A command run to completion without blocking the load (as `usuario` when given). */
export async function correr(comando, args, { usuario, env } = {}) {
  const { stdout } = await ejecutarAsync(comando, args, {
    env,
    maxBuffer: 16 * 1024 * 1024,
    ...(usuario ? { uid: usuario.uid, gid: usuario.gid } : {}),
  });
  return stdout;
}

/** A backup of `tipo` (full, incr) from the leader, found by pgBackRest among the three nodes. */
export async function respaldar(d, usuario, tipo) {
  await correr('/usr/bin/pgbackrest', ['--stanza=cartera', `--type=${tipo}`, 'backup'], { usuario, env: entornoRespaldo(d) });
}

export async function respaldos(d, usuario) {
  const info = JSON.parse(
    await correr('/usr/bin/pgbackrest', ['--stanza=cartera', '--output=json', 'info'], { usuario, env: entornoRespaldo(d) }),
  );
  return info[0]?.backup ?? [];
}

/** Makes the leader close its current WAL segment and waits until pgBackRest has it (`check` does both). */
export async function archivarHastaAhora(d, usuario) {
  await correr('/usr/bin/pgbackrest', ['--stanza=cartera', 'check'], { usuario, env: entornoRespaldo(d) });
}

/**
 * Restores the cluster as it was at `instante` (a Date) into `carpeta`, starts it on `puerto` and returns the
 * `observaciones` of the cobros marked `marca` it holds; stops it and removes the folder after.
 */
export async function restaurarAlInstante(d, usuario, secretos, { carpeta, puerto, instante, marca }) {
  fs.rmSync(carpeta, { recursive: true, force: true });
  carpetaDe(carpeta, usuario);
  const datos = path.join(carpeta, 'datos');
  const socket = path.join(carpeta, 'socket');
  carpetaDe(datos, usuario);
  carpetaDe(socket, usuario);
  const inicio = Date.now();
  await correr(
    '/usr/bin/pgbackrest',
    [
      '--stanza=cartera',
      `--pg1-path=${datos}`,
      '--type=time',
      `--target=${instante.toISOString().replace('T', ' ').replace('Z', '+00')}`,
      '--target-action=promote',
      // The restored copy must never push its own timeline into the cluster's repository.
      '--archive-mode=off',
      'restore',
    ],
    { usuario, env: entornoRespaldo(d) },
  );
  const opciones = [
    `-p ${puerto}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${socket}`,
    "-c synchronous_standby_names=''",
    '-c archive_mode=off',
    "-c primary_conninfo=''",
    `-c hba_file=${path.join(datos, 'pg_hba.conf')}`,
    `-c ident_file=${path.join(datos, 'pg_ident.conf')}`,
  ].join(' ');
  // restore_command (written by the restore) runs pgBackRest: it needs the repository's configuration.
  await correr(`${BIN_PG}/pg_ctl`, ['-D', datos, '-o', opciones, '-l', path.join(carpeta, 'postgres.log'), '-w', '-t', '300', 'start'], {
    usuario,
    env: entornoRespaldo(d),
  });
  try {
    const url = `postgres://postgres:${encodeURIComponent(secretos.postgres)}@127.0.0.1:${puerto}/cartera`;
    await esperarHasta(
      async () => {
        const cliente = new Client({ connectionString: url });
        await cliente.connect();
        try {
          return (await cliente.query('SELECT pg_is_in_recovery() AS r')).rows[0].r === false;
        } finally {
          await cliente.end();
        }
      },
      { limiteMs: 300_000, mensaje: 'La copia restaurada no terminó su recuperación en 5 min' },
    );
    const cliente = new Client({ connectionString: url });
    await cliente.connect();
    try {
      const { rows } = await cliente.query(`SELECT observaciones FROM cobros WHERE observaciones LIKE $1`, [`${marca}-%`]);
      return { claves: rows.map((f) => f.observaciones), segundos: (Date.now() - inicio) / 1000 };
    } finally {
      await cliente.end();
    }
  } finally {
    await correr(`${BIN_PG}/pg_ctl`, ['-D', datos, '-m', 'immediate', '-w', 'stop'], { usuario }).catch(() => undefined);
    fs.rmSync(carpeta, { recursive: true, force: true });
  }
}
