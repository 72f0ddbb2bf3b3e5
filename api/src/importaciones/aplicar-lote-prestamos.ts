// Una página de préstamos por el lote (lote-prestamos.ts): los que el lote cubre se calculan en memoria y se escriben
// juntos, en su punto de guardado; los demás, y todos si el lote falla, siguen de uno en uno (AplicadorPrestamos).
import { Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { PrestamoDelArchivo } from './aplicar-prestamos';
import { calcularPrestamo, vaPorLote, type PrestamoLote } from './lote-prestamos';
import { consultasLotePrestamos } from './lote-prestamos.consultas';
import { medirLote } from './medir-lote';

/** Aplica por el lote lo que puede de la página; devuelve los idExterno aplicados así. */
export async function aplicarPaginaPorLote(
  manager: EntityManager,
  importacionId: string,
  pagina: readonly PrestamoDelArchivo[],
  registradoPor: string | null,
  hoy: string,
): Promise<Set<string>> {
  const { contexto, previos } = await consultasLotePrestamos.contexto(manager, pagina, hoy, registradoPor);
  const lote: PrestamoLote[] = [];
  const vistos = new Set<string>();
  for (const datos of pagina) {
    // Un idExterno repetido en la página: el segundo sigue de uno en uno (ya importado, sin cambios o con su error).
    if (vistos.has(datos.fila.idExterno)) continue;
    vistos.add(datos.fila.idExterno);
    if (!vaPorLote(datos, previos.has(datos.fila.idExterno), contexto)) continue;
    const calculado = calcularPrestamo(datos, contexto);
    if (calculado) lote.push(calculado);
  }
  if (lote.length === 0) return new Set();
  await consultasLotePrestamos.guardar(manager, 'SAVEPOINT');
  try {
    await medirLote(manager, (paso) =>
      consultasLotePrestamos.escribir(manager, lote, importacionId, registradoPor, paso),
    );
    await consultasLotePrestamos.guardar(manager, 'RELEASE SAVEPOINT');
    return new Set(lote.map((p) => p.idExterno));
  } catch (error) {
    new Logger('AplicarLotePrestamos').warn(
      `Página de ${lote.length} préstamos de uno en uno: ${(error as Error).message}`,
    );
    await consultasLotePrestamos.guardar(manager, 'ROLLBACK TO SAVEPOINT');
    return new Set();
  }
}
