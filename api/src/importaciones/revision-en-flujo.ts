// La revisión de una importación en flujo (docs/decisiones/importacion.md, «Revisión en flujo»): cada fila válida por sí
// sola se guarda en `importaciones_filas` por tandas mientras se lee el archivo, cada tanda comparada con lo ya
// importado (`importacion_ids`) en una lectura; las reglas entre hojas las decide RevisionEnFlujo (@cartera/dominio).
import type { FilasPorHoja, HojaImportacion, IdsConocidos, RevisionEnFlujo } from '@cartera/dominio';
import { setImmediate as turno } from 'node:timers/promises';
import type { EntityManager } from 'typeorm';
import { cualquieraDe } from '../database/fragmentos';
import { db } from '../database/kysely';
import { FILAS_POR_TANDA, consultasFilasRevisadas } from './filas-revisadas.consultas';
import { claveDeFila, huellaDeFila } from './huellas';

/** Los idExterno ya importados de las hojas a las que otra fila puede referirse (no los de cobros ni cuotas). */
export async function idsConocidos(manager: EntityManager): Promise<IdsConocidos> {
  const filas = await db(manager)
    .selectFrom('importacion_ids')
    .select(['hoja', 'id_externo'])
    .where('hoja', 'in', ['Cobradores', 'Clientes', 'Prestamos'])
    .execute();
  const conocidos = {
    Cobradores: new Set<string>(),
    Clientes: new Set<string>(),
    Prestamos: new Set<string>(),
  };
  for (const { hoja, id_externo } of filas)
    if (hoja === 'Cobradores' || hoja === 'Clientes' || hoja === 'Prestamos') conocidos[hoja].add(id_externo);
  return conocidos;
}

/** Las huellas ya importadas de unas claves de una hoja (clave → huella). */
async function huellasImportadas(
  manager: EntityManager,
  hoja: HojaImportacion,
  claves: readonly string[],
): Promise<Map<string, string>> {
  const filas = await db(manager)
    .selectFrom('importacion_ids')
    .select(['id_externo', 'huella'])
    .where('hoja', '=', hoja)
    .where('id_externo', '=', cualquieraDe([...claves], 'text'))
    .execute();
  return new Map(filas.map((f) => [f.id_externo, f.huella]));
}

/**
 * Las filas válidas de una revisión guardadas por tandas de FILAS_POR_TANDA por hoja: al llenarse una tanda se escribe
 * (una sentencia) y se compara con lo ya importado (una lectura) mientras se lee la siguiente, y se cede el turno al
 * resto del servidor.
 */
export class GuardadoPorTandas {
  private readonly tandas = new Map<
    HojaImportacion,
    { numeros: number[]; filas: FilasPorHoja[HojaImportacion][] }
  >();
  private escribiendo: Promise<void> = Promise.resolve();

  constructor(
    private readonly manager: EntityManager,
    private readonly importacionId: string,
    private readonly revision: RevisionEnFlujo,
  ) {}

  async agregar<H extends HojaImportacion>(hoja: H, numero: number, fila: FilasPorHoja[H]): Promise<void> {
    let tanda = this.tandas.get(hoja);
    if (!tanda) this.tandas.set(hoja, (tanda = { numeros: [], filas: [] }));
    tanda.numeros.push(numero);
    tanda.filas.push(fila);
    if (tanda.filas.length >= FILAS_POR_TANDA) await this.vaciar(hoja);
  }

  private async vaciar(hoja: HojaImportacion): Promise<void> {
    const tanda = this.tandas.get(hoja);
    if (!tanda || tanda.filas.length === 0) return;
    this.tandas.delete(hoja);
    // Una tanda en la base a la vez (la conexión de la transacción): mientras se escribe, se lee y valida la siguiente.
    await this.escribiendo;
    this.escribiendo = this.escribir(hoja, tanda.numeros, tanda.filas);
    // Su error se ve al esperarla (la tanda siguiente o terminar); si la lectura falla antes, la transacción se deshace.
    this.escribiendo.catch(() => undefined);
    // Las otras peticiones no esperan a que termine la revisión.
    await turno();
  }

  private async escribir(
    hoja: HojaImportacion,
    numeros: number[],
    filas: FilasPorHoja[HojaImportacion][],
  ): Promise<void> {
    await consultasFilasRevisadas.guardar(this.manager, this.importacionId, hoja, filas, numeros);
    const claves = filas.map((fila) => claveDeFila(hoja, fila));
    const importadas = await huellasImportadas(this.manager, hoja, claves);
    filas.forEach((fila, i) => {
      const huella = importadas.get(claves[i]);
      this.revision.comparar(
        hoja,
        numeros[i],
        huella === undefined ? 'nueva' : huella === huellaDeFila(fila) ? 'sinCambios' : 'actualizada',
      );
    });
  }

  /** Escribe las tandas que quedaron a medias. */
  async terminar(): Promise<void> {
    for (const hoja of [...this.tandas.keys()]) await this.vaciar(hoja);
    await this.escribiendo;
  }
}
