// Escenarios que comparten varios archivos de pruebas, hechos con las fábricas (fabricas-cartera.ts) y la API real.
import type { AppPrueba, Json } from './app-prueba';
import { crearClientePrueba, crearPrestamoPrueba } from './fabricas-cartera';

/**
 * Un préstamo de 100.000 sin interés en 10 cuotas diarias de 10.000 que empieza en `fechaInicio`, de un cliente nuevo
 * de `cobradorId` y asignado a él, desembolsado por el admin. Lleva la cédula y el id de su cliente.
 */
export async function prestamoDiario(
  prueba: AppPrueba,
  { cobradorId, fechaInicio }: { cobradorId: string; fechaInicio: string },
): Promise<Json> {
  const cliente = await crearClientePrueba(prueba.dataSource, { cobradorId });
  const prestamo = await crearPrestamoPrueba(prueba, await prueba.token('admin'), {
    cliente: cliente.id,
    monto: 100_000,
    interes: 0,
    cuotas: 10,
    modalidad: 'diario',
    tipoAmortizacion: 'amortizable',
    fechaInicio,
    cobrador: cobradorId,
  });
  return { ...prestamo, cedula: cliente.cedula, clienteId: cliente.id };
}

/** `cantidad` préstamos como los de `prestamoDiario`, uno tras otro. */
export async function prestamosDiarios(
  prueba: AppPrueba,
  cantidad: number,
  datos: { cobradorId: string; fechaInicio: string },
): Promise<Json[]> {
  const prestamos: Json[] = [];
  for (let i = 0; i < cantidad; i += 1) prestamos.push(await prestamoDiario(prueba, datos));
  return prestamos;
}
