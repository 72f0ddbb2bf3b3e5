// Las páginas de préstamos de una aplicación, cada una preparada por adelantado (docs/decisiones/importacion.md,
// «Velocidad de la aplicación»): mientras la base escribe una página en su transacción, la API lee la siguiente (sus
// filas con sus cobros o sus cuotas) por otra conexión del pool y calcula sus préstamos nuevos (aplicar-lote-prestamos.ts):
// la API y la base trabajan a la vez, cada una en su núcleo. Nunca más de una página adelantada (la memoria de una
// página más). Preparar no escribe nada: si falla, la página en curso se confirma igual, y la siguiente transacción,
// al tomar la página que no se pudo preparar, falla sin escribir; la aplicación queda «fallida» con las páginas
// confirmadas y otra aplicación la completa.
import type { EntityManager } from 'typeorm';
import type { PrestamoDelArchivo } from './aplicar-prestamos';
import { calcularPaginaPorLote } from './aplicar-lote-prestamos';
import { consultasFilasRevisadas, type FilaRevisada } from './filas-revisadas.consultas';
import type { PrestamoLote } from './lote-prestamos';

/** Una página de la hoja Prestamos, lista para escribir. */
export interface PaginaDePrestamos {
  filas: Array<FilaRevisada<'Prestamos'> & { prestamo: PrestamoDelArchivo }>;
  /** Sus préstamos nuevos calculados para el lote (ninguno si la aplicación va de uno en uno). */
  calculados: PrestamoLote[];
}

/** Una página de préstamos, cada uno con sus cobros o sus cuotas del archivo (tres lecturas por página). */
async function leerPagina(
  manager: EntityManager,
  importacionId: string,
  despuesDe: number,
  limite: number,
): Promise<PaginaDePrestamos['filas']> {
  const pagina = await consultasFilasRevisadas.pagina(manager, importacionId, 'Prestamos', despuesDe, limite);
  const ids = pagina.map(({ fila }) => fila.idExterno);
  const cobros = await consultasFilasRevisadas.dePrestamos(manager, importacionId, 'Cobros', ids);
  const cuotas = await consultasFilasRevisadas.dePrestamos(manager, importacionId, 'Cuotas', ids);
  return pagina.map(({ numero, fila }) => ({
    numero,
    fila,
    prestamo: { fila, cobros: cobros.get(fila.idExterno) ?? [], cuotas: cuotas.get(fila.idExterno) ?? [] },
  }));
}

/**
 * Recorre la hoja Prestamos de una importación de `porPagina` en `porPagina` préstamos: `tomar` da la página preparada
 * y empieza a preparar la que sigue. `manager` es el del pool, no el de la transacción de la página: lo que se lee ya
 * está confirmado (las filas revisadas, los clientes y cobradores de las hojas anteriores).
 */
export class PaginasPorAdelantado {
  private siguiente: Promise<PaginaDePrestamos>;

  constructor(
    private readonly manager: EntityManager,
    private readonly importacionId: string,
    private readonly porPagina: number,
    /** Sin lote (la prueba de identidad de los dos caminos), sólo se leen las filas. */
    private readonly lote: { registradoPor: string | null; hoy: string } | null,
  ) {
    this.siguiente = this.preparar(0);
  }

  private preparar(despuesDe: number): Promise<PaginaDePrestamos> {
    const pagina = (async () => {
      const filas = await leerPagina(this.manager, this.importacionId, despuesDe, this.porPagina);
      const calculados = this.lote
        ? await calcularPaginaPorLote(
            this.manager,
            filas.map(({ prestamo }) => prestamo),
            this.lote.registradoPor,
            this.lote.hoy,
          )
        : [];
      return { filas, calculados };
    })();
    // Su error lo recibe quien la toma; si nadie la toma (una cancelación), no queda como un rechazo sin atender.
    pagina.catch(() => undefined);
    return pagina;
  }

  /** La página preparada (vacía: la hoja terminó); desde ya se prepara la siguiente. */
  async tomar(): Promise<PaginaDePrestamos> {
    const pagina = await this.siguiente;
    const ultima = pagina.filas.at(-1);
    if (ultima) this.siguiente = this.preparar(ultima.numero);
    return pagina;
  }

  /** Espera lo que se esté preparando (sin su error): al volver la aplicación, nada sigue leyendo por detrás. */
  async cerrar(): Promise<void> {
    await this.siguiente.catch(() => undefined);
  }
}
