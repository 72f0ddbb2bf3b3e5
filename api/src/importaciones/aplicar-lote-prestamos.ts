// Una página de préstamos por el lote (lote-prestamos.ts), en dos tiempos: calcularla (leer lo que nombra y calcular en
// memoria sus préstamos nuevos) y escribirla (en la transacción de la página, en su punto de guardado). La aplicación
// calcula la página siguiente mientras la base escribe la actual (lote-por-adelantado.ts). Los préstamos que el lote
// no cubre, y todos si su escritura falla, siguen de uno en uno (AplicadorPrestamos).
import { Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { enPuntoDeGuardado } from './aplicacion.consultas';
import type { PrestamoDelArchivo } from './aplicar-prestamos';
import { calcularPrestamo, vaPorLote, type PrestamoLote } from './lote-prestamos';
import { consultasLotePrestamos } from './lote-prestamos.consultas';
import { medirLote } from './medir-lote';
import { mensajeDe } from '../common/tipado';

/** Préstamos calculados entre una cesión del turno y la siguiente: la escritura en curso y las otras peticiones siguen. */
const CALCULADOS_POR_TURNO = 20;

const cederTurno = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Los préstamos de la página que van por el lote, calculados con lo que Cartera tiene confirmado al leer (`manager`
 * puede ser otra conexión que la de la escritura: la página anterior puede no estar confirmada todavía, y
 * `escribirPaginaPorLote` lo vuelve a mirar).
 */
export async function calcularPaginaPorLote(
  manager: EntityManager,
  pagina: readonly PrestamoDelArchivo[],
  registradoPor: string | null,
  hoy: string,
): Promise<PrestamoLote[]> {
  if (pagina.length === 0) return [];
  const { contexto, previos } = await consultasLotePrestamos.contexto(manager, pagina, hoy, registradoPor);
  const lote: PrestamoLote[] = [];
  const vistos = new Set<string>();
  for (const [i, datos] of pagina.entries()) {
    if (i > 0 && i % CALCULADOS_POR_TURNO === 0) await cederTurno();
    // Un idExterno repetido en la página: el segundo sigue de uno en uno (ya importado, sin cambios o con su error).
    if (vistos.has(datos.fila.idExterno)) continue;
    vistos.add(datos.fila.idExterno);
    if (!vaPorLote(datos, previos.has(datos.fila.idExterno), contexto)) continue;
    const calculado = calcularPrestamo(datos, contexto);
    if (calculado) lote.push(calculado);
  }
  return lote;
}

/**
 * Escribe en la transacción de la página (`manager`) los préstamos calculados que siguen siendo nuevos; devuelve los
 * idExterno aplicados así.
 */
export async function escribirPaginaPorLote(
  manager: EntityManager,
  importacionId: string,
  calculados: readonly PrestamoLote[],
  registradoPor: string | null,
): Promise<Set<string>> {
  if (calculados.length === 0) return new Set();
  // Uno que una página confirmada mientras ésta se calculaba ya importó (el mismo idExterno en dos páginas) ya no es
  // nuevo: sigue de uno en uno, que lo ve importado.
  const importados = await consultasLotePrestamos.importados(
    manager,
    calculados.map((p) => p.idExterno),
  );
  const lote = calculados.filter((p) => !importados.has(p.idExterno));
  if (lote.length === 0) return new Set();
  try {
    await enPuntoDeGuardado(manager, 'lote_prestamos', () =>
      medirLote(manager, (paso) =>
        consultasLotePrestamos.escribir(manager, lote, importacionId, registradoPor, paso),
      ),
    );
    return new Set(lote.map((p) => p.idExterno));
  } catch (error) {
    new Logger('AplicarLotePrestamos').warn(
      `Página de ${lote.length} préstamos de uno en uno: ${mensajeDe(error)}`,
    );
    return new Set();
  }
}
