// What scripts/check-infra.mjs checks of CloudNativePG's objects (postgresql.cnpg.io/v1), which the Kubernetes schemas
// of kubernetes-models do not know: the promises of docs/decisiones/alta-disponibilidad.md, field by field.
export const API_CNPG = 'postgresql.cnpg.io/v1';

const CAMPOS_CLUSTER = new Set([
  'instances', 'imageName', 'primaryUpdateStrategy', 'primaryUpdateMethod', 'inheritedMetadata', 'bootstrap',
  'postgresql', 'affinity', 'storage', 'walStorage', 'resources', 'failoverDelay', 'switchoverDelay', 'backup',
  'superuserSecret', 'enableSuperuserAccess', 'monitoring', 'description', 'startDelay', 'stopDelay', 'env', 'managed',
]);

/**
 * Problems of one CloudNativePG object (`todos`: every object rendered with it; `secretos`: the Secrets that exist or
 * are created outside git). Returns a list of texts, empty when it keeps the promises.
 */
export function problemasCnpg(objeto, todos, secretos) {
  const nombre = `${objeto.kind}/${objeto.metadata?.name}`;
  const spec = objeto.spec ?? {};
  const problemas = [];
  if (objeto.kind === 'Cluster') {
    for (const campo of Object.keys(spec))
      if (!CAMPOS_CLUSTER.has(campo)) problemas.push(`${nombre}: campo spec.${campo} desconocido`);
    if (!(spec.instances >= 3)) problemas.push(`${nombre}: necesita 3 instancias o más (tiene ${spec.instances})`);
    const sincrona = spec.postgresql?.synchronous;
    if (!(sincrona?.number >= 1) || !['any', 'first'].includes(sincrona?.method) || sincrona?.dataDurability !== 'required')
      problemas.push(`${nombre}: cada commit debe esperar una réplica síncrona (postgresql.synchronous: method any|first, number ≥ 1, dataDurability required)`);
    const almacen = spec.backup?.barmanObjectStore;
    if (!almacen?.destinationPath?.startsWith('s3://') || !almacen.wal)
      problemas.push(`${nombre}: falta el respaldo continuo (backup.barmanObjectStore con destinationPath s3:// y wal)`);
    for (const ref of Object.values(almacen?.s3Credentials ?? {}))
      if (ref?.name && !secretos.has(ref.name)) problemas.push(`${nombre}: el Secret ${ref.name} no se genera ni es externo`);
    if (!spec.resources?.requests?.cpu || !spec.resources?.requests?.memory || !spec.resources?.limits?.memory)
      problemas.push(`${nombre}: faltan requests de cpu y memoria o el límite de memoria`);
    if (spec.affinity?.enablePodAntiAffinity !== true || spec.affinity?.podAntiAffinityType !== 'required')
      problemas.push(`${nombre}: las instancias deben ir en máquinas distintas (affinity required)`);
    if (!spec.storage?.size) problemas.push(`${nombre}: falta storage.size`);
  } else if (objeto.kind === 'ScheduledBackup') {
    const cluster = spec.cluster?.name;
    if (!todos.some((o) => o.apiVersion === API_CNPG && o.kind === 'Cluster' && o.metadata?.name === cluster))
      problemas.push(`${nombre}: el Cluster ${cluster} no existe`);
    if (String(spec.schedule ?? '').trim().split(/\s+/).length !== 6)
      problemas.push(`${nombre}: schedule lleva seis campos (segundos primero)`);
  } else {
    problemas.push(`${nombre}: tipo de CloudNativePG sin revisión`);
  }
  return problemas;
}

/** The Secret the operator creates for the application of each Cluster (`<cluster>-app`, keys username, password, uri). */
export const secretosDeClusters = (objetos) =>
  objetos.filter((o) => o.apiVersion === API_CNPG && o.kind === 'Cluster').map((o) => `${o.metadata.name}-app`);
