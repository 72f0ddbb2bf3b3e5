// La clave de los respaldos de las aplicaciones de prueba (app-prueba.ts). Una clave dada (RESPALDOS_CLAVE) se
// resuelve siempre igual, y su huella es un scrypt de ≈ 0,12 s de CPU: se calcula una vez por registro de módulos (un
// grupo de archivos, docs/decisiones/tiempo-de-las-pruebas.md), no en cada aplicación. Sin clave dada (la del archivo
// de DATA_DIR, que una prueba puede crear o cambiar), cada vez.
import { resolverClaveRespaldos } from '../../src/sistema/clave-respaldos';
import type { ClaveRespaldosResuelta, Configuracion } from '../../src/config/configuracion';

const clavesDadas = new Map<string, Promise<ClaveRespaldosResuelta>>();

export function claveRespaldosPrueba(
  config: Pick<Configuracion, 'respaldos'>,
): Promise<ClaveRespaldosResuelta> {
  const dada = config.respaldos.clave;
  if (!dada) return resolverClaveRespaldos(config);
  let resuelta = clavesDadas.get(dada);
  if (!resuelta) {
    resuelta = resolverClaveRespaldos(config);
    clavesDadas.set(dada, resuelta);
    resuelta.catch(() => clavesDadas.delete(dada));
  }
  return resuelta;
}
