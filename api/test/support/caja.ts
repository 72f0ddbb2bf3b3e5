// Lo que preparan las pruebas de la caja de los cobradores: un gasto que un cobrador registra desde Mi Ruta.
import type { AppPrueba, Json, NombreCuenta } from './app-prueba';

export interface GastoPrueba {
  fecha: string;
  monto: number;
  /** Por omisión, transporte. */
  categoria?: string;
  /** Por omisión, «Bus». */
  concepto?: string;
}

/** POST /api/caja/gastos con la sesión de `cuenta` (por omisión cobrador1); queda registrado (201) y se devuelve. */
export async function registrarGasto(
  prueba: AppPrueba,
  gasto: GastoPrueba,
  cuenta: NombreCuenta = 'cobrador1',
): Promise<Json> {
  const r = await prueba.como(cuenta).post('/api/caja/gastos', { categoria: 'transporte', concepto: 'Bus', ...gasto });
  expect(r.status).toBe(201);
  return r.body.data;
}
