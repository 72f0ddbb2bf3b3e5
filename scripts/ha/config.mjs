// What `npm run ha` runs and where: ports, folders and the configuration files of etcd, Patroni, HAProxy and
// pgBackRest (docs/decisiones/alta-disponibilidad.md). Pure functions from a base port and a data folder: the drill
// (scripts/ha-simulacro.mjs) and `npm run ha` read the same layout.
//
// Ports (base HA_PUERTO_BASE, default 25400; below Linux's ephemeral range, away from npm start/test):
//   base+0 etcd clients, base+1 etcd peers, base+10 HAProxy write (the leader), base+11 HAProxy read (replicas),
//   base+21.. PostgreSQL of nodo1.., base+31.. Patroni REST of nodo1... The portal: HA_PUERTO (default 3090).
import path from 'node:path';
import process from 'node:process';
import { root } from '../lib/workspaces.mjs';

export const STANZA = 'cartera';
export const ESCOPO = 'cartera-ha';
export const NODOS = ['nodo1', 'nodo2', 'nodo3'];
/** PostgreSQL of Debian: Patroni and pgBackRest need pg_basebackup, pg_rewind and pg_controldata beside postgres. */
export const MAYOR_PG = 15;
export const BIN_PG = `/usr/lib/postgresql/${MAYOR_PG}/bin`;
export const PAQUETES = [
  { paquete: 'etcd-server', binario: '/usr/bin/etcd' },
  { paquete: 'patroni', binario: '/usr/bin/patroni' },
  { paquete: 'haproxy', binario: '/usr/sbin/haproxy' },
  { paquete: 'pgbackrest', binario: '/usr/bin/pgbackrest' },
  { paquete: `postgresql-${MAYOR_PG}`, binario: `${BIN_PG}/pg_rewind` },
];

/**
 * Leader election timing (Patroni's DCS settings). The leader key lives `ttl` s; a lost leader is replaced after
 * what is left of it plus one `loop_wait` and the promotion: ≈ 10–15 s. loop_wait + 2 × retry_timeout ≤ ttl.
 */
export const TIEMPOS_PATRONI = { ttl: 12, loop_wait: 1, retry_timeout: 4 };

export function disposicion({ datos = path.join(root, '.data-ha'), base = Number(process.env.HA_PUERTO_BASE || 25400), portal = Number(process.env.HA_PUERTO || 3090) } = {}) {
  return {
    datos,
    estado: path.join(datos, 'nodos.json'),
    secretos: path.join(datos, 'secretos.json'),
    registros: path.join(datos, 'registros'),
    repositorio: path.join(datos, 'respaldos'),
    configRespaldo: path.join(datos, 'pgbackrest', 'pgbackrest.conf'),
    etcd: { cliente: base, pares: base + 1, datos: path.join(datos, 'etcd') },
    haproxy: { escritura: base + 10, lectura: base + 11, config: path.join(datos, 'haproxy.cfg') },
    portal: { puerto: portal, datos: path.join(datos, 'api') },
    nodos: NODOS.map((nombre, i) => ({
      nombre,
      puertoPg: base + 21 + i,
      puertoRest: base + 31 + i,
      carpeta: path.join(datos, nombre),
      datos: path.join(datos, nombre, 'datos'),
      socket: path.join(datos, nombre, 'socket'),
      config: path.join(datos, nombre, 'patroni.yml'),
    })),
  };
}

/** etcd's command line: one member on loopback. */
export function argumentosEtcd(d) {
  const cliente = `http://127.0.0.1:${d.etcd.cliente}`;
  const pares = `http://127.0.0.1:${d.etcd.pares}`;
  return [
    '--name', 'ha', '--data-dir', d.etcd.datos,
    '--listen-client-urls', cliente, '--advertise-client-urls', cliente,
    '--listen-peer-urls', pares, '--initial-advertise-peer-urls', pares,
    '--initial-cluster', `ha=${pares}`, '--initial-cluster-state', 'new',
    '--heartbeat-interval', '100', '--election-timeout', '1000',
  ];
}

/**
 * Patroni's configuration of one node (JSON is YAML). `estricto`: synchronous_mode_strict, the choice written down
 * in docs/decisiones/alta-disponibilidad.md (a commit waits for a standby even when none is left).
 */
export function configPatroni(d, nodo, secretos, { estricto = true } = {}) {
  return {
    scope: ESCOPO,
    name: nodo.nombre,
    log: { level: 'INFO' },
    restapi: { listen: `127.0.0.1:${nodo.puertoRest}`, connect_address: `127.0.0.1:${nodo.puertoRest}` },
    etcd3: { hosts: [`127.0.0.1:${d.etcd.cliente}`] },
    bootstrap: {
      dcs: {
        ...TIEMPOS_PATRONI,
        maximum_lag_on_failover: 1024 * 1024,
        synchronous_mode: true,
        synchronous_mode_strict: estricto,
        postgresql: {
          use_pg_rewind: true,
          use_slots: true,
          parameters: {
            wal_level: 'replica',
            hot_standby: 'on',
            wal_log_hints: 'on',
            max_wal_senders: 10,
            max_replication_slots: 10,
            wal_keep_size: '256MB',
            archive_mode: 'on',
            // PGBACKREST_* of each Patroni process (variablesPgbackrest) say which node pushes.
            archive_command: 'pgbackrest --stanza=cartera archive-push %p',
            archive_timeout: 60,
            max_connections: 100,
          },
        },
      },
      initdb: [{ encoding: 'UTF8' }, { locale: 'C.UTF-8' }, 'data-checksums'],
    },
    postgresql: {
      listen: `127.0.0.1:${nodo.puertoPg}`,
      connect_address: `127.0.0.1:${nodo.puertoPg}`,
      data_dir: nodo.datos,
      bin_dir: BIN_PG,
      pgpass: path.join(nodo.carpeta, 'pgpass'),
      authentication: {
        superuser: { username: 'postgres', password: secretos.postgres },
        replication: { username: 'replicador', password: secretos.replicador },
        rewind: { username: 'postgres', password: secretos.postgres },
      },
      parameters: {
        unix_socket_directories: nodo.socket,
        logging_collector: 'on',
        log_directory: 'log',
        log_min_messages: 'warning',
      },
      pg_hba: [
        'local all all trust',
        'host replication replicador 127.0.0.1/32 scram-sha-256',
        'host all all 127.0.0.1/32 scram-sha-256',
      ],
      create_replica_methods: ['basebackup'],
      basebackup: [{ 'checkpoint': 'fast' }],
    },
    tags: { nofailover: false, noloadbalance: false, clonefrom: false, nosync: false },
  };
}

/** Environment of a node's Patroni (and so of its PostgreSQL's archive_command): pgBackRest pushes from this node. */
export function variablesPgbackrest(d, nodo) {
  return {
    PGBACKREST_CONFIG: d.configRespaldo,
    PGBACKREST_STANZA: STANZA,
    PGBACKREST_PG1_PATH: nodo.datos,
    PGBACKREST_PG1_PORT: String(nodo.puertoPg),
    PGBACKREST_PG1_SOCKET_PATH: nodo.socket,
    PGBACKREST_LOG_PATH: path.join(nodo.carpeta, 'pgbackrest'),
    PGBACKREST_LOCK_PATH: path.join(nodo.carpeta, 'pgbackrest', 'candado'),
    PGBACKREST_SPOOL_PATH: path.join(nodo.carpeta, 'pgbackrest', 'cola'),
  };
}

/**
 * pgBackRest's file: the repository (a folder here; S3 in production, see the decision) and the three nodes, so
 * `backup` finds the leader by itself. The archive_command of each node overrides pg1 with its own environment.
 */
export function configPgbackrest(d, { retencionCompletos = 2 } = {}) {
  const nodos = d.nodos.flatMap((n, i) => [
    `pg${i + 1}-path=${n.datos}`,
    `pg${i + 1}-port=${n.puertoPg}`,
    `pg${i + 1}-socket-path=${n.socket}`,
  ]);
  return [
    '[global]',
    `repo1-path=${d.repositorio}`,
    `repo1-retention-full=${retencionCompletos}`,
    'start-fast=y',
    'compress-type=lz4',
    'process-max=1',
    `log-path=${path.join(d.datos, 'pgbackrest', 'registro')}`,
    `lock-path=${path.join(d.datos, 'pgbackrest', 'candado')}`,
    'log-level-console=warn',
    'log-level-file=info',
    '',
    `[${STANZA}]`,
    ...nodos,
    '',
  ].join('\n');
}

/**
 * HAProxy: the write port goes to the node whose Patroni answers 200 on /primary, the read port to those answering
 * on /replica. Checks every half second; a node marked down has its sessions cut, so clients leave a dead leader at once.
 */
export function configHaproxy(d) {
  const servidores = d.nodos.map(
    (n) => `  server ${n.nombre} 127.0.0.1:${n.puertoPg} check port ${n.puertoRest}`,
  );
  const comun = [
    '  option httpchk',
    '  default-server inter 500ms fastinter 250ms downinter 500ms fall 2 rise 1 on-marked-down shutdown-sessions',
  ];
  return [
    'global',
    '  maxconn 400',
    'defaults',
    '  mode tcp',
    '  timeout connect 2s',
    '  timeout client 30m',
    '  timeout server 30m',
    '  timeout check 2s',
    'listen escritura',
    `  bind 127.0.0.1:${d.haproxy.escritura}`,
    ...comun,
    '  http-check send meth GET uri /primary',
    '  http-check expect status 200',
    ...servidores,
    'listen lectura',
    `  bind 127.0.0.1:${d.haproxy.lectura}`,
    '  balance roundrobin',
    ...comun,
    '  http-check send meth GET uri /replica',
    '  http-check expect status 200',
    ...servidores,
    '',
  ].join('\n');
}

/** The API's URL through HAProxy's write port, as the application role (owner of its database, not a superuser). */
export function urlEscritura(d, secretos) {
  return `postgres://cartera:${encodeURIComponent(secretos.cartera)}@127.0.0.1:${d.haproxy.escritura}/cartera`;
}

export function urlSuperusuario(d, secretos, puerto = d.haproxy.escritura, base = 'postgres') {
  return `postgres://postgres:${encodeURIComponent(secretos.postgres)}@127.0.0.1:${puerto}/${base}`;
}
