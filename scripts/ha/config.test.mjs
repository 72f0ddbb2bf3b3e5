// The configuration of `npm run ha` keeps what docs/decisiones/alta-disponibilidad.md promises, and check-infra's
// review of CloudNativePG's objects (lib/cnpg.mjs) catches a Cluster that would not.
/* global describe, it, expect -- jest */
import { problemasCnpg } from '../lib/cnpg.mjs';
import { TIEMPOS_PATRONI, configHaproxy, configPatroni, disposicion, urlEscritura } from './config.mjs';

const d = disposicion({ datos: '/srv/ha', base: 30000, portal: 3090 });
const secretos = { postgres: 'p', replicador: 'r', cartera: 'c' };

describe('la configuración de npm run ha', () => {
  it('Patroni: réplica síncrona estricta, pg_rewind, WAL a pgBackRest y un líder perdido reemplazado a tiempo', () => {
    const { bootstrap, postgresql } = configPatroni(d, d.nodos[0], secretos);
    expect(bootstrap.dcs).toMatchObject({ synchronous_mode: true, synchronous_mode_strict: true });
    expect(bootstrap.dcs.postgresql.use_pg_rewind).toBe(true);
    expect(bootstrap.dcs.postgresql.parameters.archive_command).toMatch(/^pgbackrest .*archive-push %p$/);
    const { ttl, loop_wait, retry_timeout } = TIEMPOS_PATRONI;
    expect(loop_wait + 2 * retry_timeout).toBeLessThanOrEqual(ttl);
    expect(ttl + loop_wait).toBeLessThan(30);
    // trust sólo por el socket Unix; por TCP, contraseña.
    expect(postgresql.pg_hba.filter((l) => l.includes('trust'))).toEqual(['local all all trust']);
  });

  it('HAProxy: escritura al /primary, lectura a las /replica, y corta las sesiones de un nodo caído', () => {
    const cfg = configHaproxy(d);
    const [escritura, lectura] = cfg.split('listen lectura');
    expect(escritura).toContain(`bind 127.0.0.1:${d.haproxy.escritura}`);
    expect(escritura).toContain('uri /primary');
    expect(lectura).toContain(`bind 127.0.0.1:${d.haproxy.lectura}`);
    expect(lectura).toContain('uri /replica');
    for (const parte of [escritura, lectura]) {
      expect(parte).toContain('on-marked-down shutdown-sessions');
      for (const n of d.nodos) expect(parte).toContain(`127.0.0.1:${n.puertoPg} check port ${n.puertoRest}`);
    }
  });

  it('la API entra por el puerto de escritura con su propio rol', () => {
    expect(urlEscritura(d, secretos)).toBe(`postgres://cartera:c@127.0.0.1:${d.haproxy.escritura}/cartera`);
  });
});

describe('la revisión de CloudNativePG de check-infra', () => {
  const cluster = {
    apiVersion: 'postgresql.cnpg.io/v1',
    kind: 'Cluster',
    metadata: { name: 'pg' },
    spec: {
      instances: 3,
      postgresql: { synchronous: { method: 'any', number: 1, dataDurability: 'required' } },
      affinity: { enablePodAntiAffinity: true, podAntiAffinityType: 'required' },
      storage: { size: '1Gi' },
      resources: { requests: { cpu: '1', memory: '1Gi' }, limits: { memory: '1Gi' } },
      backup: { barmanObjectStore: { destinationPath: 's3://b/p', wal: {}, s3Credentials: { accessKeyId: { name: 's3' } } } },
    },
  };
  const secretos = new Set(['s3']);

  it('un Cluster que cumple no tiene problemas', () => {
    expect(problemasCnpg(cluster, [cluster], secretos)).toEqual([]);
  });

  it('menos de tres instancias, réplica preferida, sin respaldo o un Secret que no existe son problemas', () => {
    const malo = {
      ...cluster,
      spec: {
        ...cluster.spec,
        instances: 2,
        postgresql: { synchronous: { method: 'any', number: 1, dataDurability: 'preferred' } },
        backup: { barmanObjectStore: { destinationPath: 's3://b/p', s3Credentials: { accessKeyId: { name: 'otro' } } } },
      },
    };
    const problemas = problemasCnpg(malo, [malo], secretos).join('\n');
    expect(problemas).toContain('necesita 3 instancias');
    expect(problemas).toContain('réplica síncrona');
    expect(problemas).toContain('respaldo continuo');
    expect(problemas).toContain('Secret otro');
  });

  it('un ScheduledBackup de un Cluster que no existe es un problema', () => {
    const respaldo = { apiVersion: 'postgresql.cnpg.io/v1', kind: 'ScheduledBackup', metadata: { name: 'r' }, spec: { schedule: '0 0 3 * * *', cluster: { name: 'otro' } } };
    expect(problemasCnpg(respaldo, [cluster, respaldo], secretos)).toEqual(['ScheduledBackup/r: el Cluster otro no existe']);
  });
});
