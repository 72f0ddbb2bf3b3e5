// Esperar a la aplicación en segundo plano de los extractos y de los eventos de Wompi (docs/decisiones/
// pagos-por-transferencia.md, «Aplicar en segundo plano»), como la espera un usuario: sin dormir un tiempo fijo, corre
// el mismo trabajo que pg-boss dispara hasta que no quede nada por aplicar. Si el trabajador de pg-boss ya lo tiene
// (candado consultivo), espera a que lo suelte.
import { setTimeout as esperar } from 'node:timers/promises';
import { AplicadorEventosWompi } from '../../src/pagos/aplicar-eventos';
import { AplicadorExtractos } from '../../src/pagos/aplicar-extractos';
import type { AppPrueba } from './app-prueba';

export async function aplicarPagosPendientes(prueba: AppPrueba): Promise<void> {
  const extractos = prueba.app.get(AplicadorExtractos);
  const eventos = prueba.app.get(AplicadorEventosWompi);
  for (let intento = 0; intento < 600; intento += 1) {
    const hechos = (await extractos.trabajar()) && (await eventos.trabajar());
    const [{ quedan }]: Array<{ quedan: boolean }> = await prueba.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM pagos_extracto_lineas WHERE estado = 'por_aplicar')
           OR EXISTS (SELECT 1 FROM pagos_eventos WHERE resultado = 'por_aplicar') AS quedan`,
    );
    if (hechos && !quedan) return;
    await esperar(50);
  }
  throw new Error('Los pagos por aplicar no terminaron');
}
