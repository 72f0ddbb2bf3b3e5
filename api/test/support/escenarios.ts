// Escenarios que comparten varios archivos de pruebas, hechos con las fábricas (fabricas-cartera.ts) y la API real.
import { UMBRALES_APROBACION_DEFECTO, hoyBogota, sumarDias } from '@cartera/dominio';
import type { AppPrueba, Json } from './app-prueba';
import { crearClientePrueba, crearPrestamoPrueba } from './fabricas-cartera';

/**
 * Un préstamo de 100.000 sin interés en 10 cuotas diarias de 10.000 que empieza en `fechaInicio`, de un cliente nuevo
 * de `cobradorId` (o del `cliente` que se dé) y asignado a él, desembolsado por el admin (el día `fecha`, si se da).
 * Lleva la cédula y el id de su cliente.
 */
export async function prestamoDiario(
  prueba: AppPrueba,
  datos: { cobradorId: string; fechaInicio: string; fecha?: string; cliente?: { id: string; cedula: string } },
): Promise<Json> {
  const { cobradorId, fechaInicio, fecha } = datos;
  const cliente = datos.cliente ?? (await crearClientePrueba(prueba.dataSource, { cobradorId }));
  const prestamo = await crearPrestamoPrueba(prueba, await prueba.token('admin'), {
    cliente: cliente.id,
    monto: 100_000,
    interes: 0,
    cuotas: 10,
    modalidad: 'diario',
    tipoAmortizacion: 'amortizable',
    fechaInicio,
    cobrador: cobradorId,
    ...(fecha === undefined ? {} : { fecha }),
  });
  return { ...prestamo, cedula: cliente.cedula, clienteId: cliente.id };
}

/**
 * Un préstamo amortizable desembolsado por el admin hace `dias` días, con sus cuotas desde ese día (la mora nunca
 * corre antes del desembolso: así corre desde el inicio), de un cliente nuevo o del `cliente` que se dé.
 */
export async function prestamoDesembolsadoHace(
  prueba: AppPrueba,
  dias: number,
  terminos: { monto: number; interes: number; cuotas: number; modalidad: string; confirmarUsura?: boolean; cliente?: string },
): Promise<Json> {
  const desembolso = sumarDias(hoyBogota(), -dias);
  const cliente = terminos.cliente ?? (await crearClientePrueba(prueba.dataSource)).id;
  return crearPrestamoPrueba(prueba, await prueba.token('admin'), {
    ...terminos,
    cliente,
    tipoAmortizacion: 'amortizable',
    fechaInicio: desembolso,
    fecha: desembolso,
  });
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

/**
 * Cuatro ojos (docs/decisiones/cuatro-ojos.md) como al instalar: los umbrales por defecto, nada esperando (lo pendiente
 * queda rechazado) y nada movido hoy por el gerente. Cada prueba de aprobaciones parte de aquí.
 */
export async function aprobacionesComoAlInstalar(prueba: AppPrueba): Promise<void> {
  const { prestamoGerente, condonacion, castigo, gerenteDiario } = UMBRALES_APROBACION_DEFECTO;
  await prueba.dataSource.query(
    `UPDATE aprobaciones_umbrales SET prestamo_gerente = $1, condonacion = $2, castigo = $3, gerente_diario = $4`,
    [prestamoGerente, condonacion, castigo, gerenteDiario],
  );
  await prueba.dataSource.query(`DELETE FROM aprobaciones_acumulado`);
  await prueba.dataSource.query(
    `UPDATE aprobaciones SET estado = 'rechazada', motivo_rechazo = 'fin de prueba', resuelto_at = now() WHERE estado = 'pendiente'`,
  );
}

/**
 * El interés de mora encendido por el admin, como en la demostración: con una tasa de usura certificada de 26,8 % EA
 * (de hace 400 días a `usuraHastaDias` días adelante; la mora nunca la pasa), `tasa` % anual con `diasGracia` días de
 * gracia, y corriendo desde hace `desdeHaceDias` días para que los préstamos fechados atrás la causen.
 */
export async function activarMora(
  prueba: AppPrueba,
  {
    desdeHaceDias,
    diasGracia = 0,
    tasa = 24,
    usuraHastaDias = 30,
  }: { desdeHaceDias: number; diasGracia?: number; tasa?: number; usuraHastaDias?: number },
): Promise<void> {
  const hoy = hoyBogota();
  await prueba.dataSource.query(
    `INSERT INTO tasas_usura (tipo_credito, tasa, desde, hasta, resolucion) VALUES ('consumo_ordinario', 26.8, $1, $2, 'Prueba')`,
    [sumarDias(hoy, -400), sumarDias(hoy, usuraHastaDias)],
  );
  const activar = await prueba.como('admin').put('/api/configuracion/organizacion', {
    moraActiva: true,
    moraTasa: tasa,
    moraPeriodicidad: 'anual',
    moraDiasGracia: diasGracia,
  });
  if (activar.status !== 200)
    throw new Error(`No se activó la mora: ${activar.status} ${JSON.stringify(activar.body)}`);
  await prueba.dataSource.query(`UPDATE configuracion_organizacion SET mora_desde = $1`, [
    sumarDias(hoy, -desdeHaceDias),
  ]);
}

/**
 * Un préstamo semanal amortizable de un cliente nuevo (o de `cliente`, si se da), desembolsado por el admin, que empieza
 * en `fechaInicio` (y se desembolsa el día `fecha`, si se da; con `cobrador`, a su cargo).
 */
export async function prestamoSemanal(
  prueba: AppPrueba,
  terminos: {
    monto: number;
    interes: number;
    cuotas: number;
    fechaInicio: string;
    fecha?: string;
    cliente?: string;
    cobrador?: string;
  },
): Promise<Json> {
  const cliente = terminos.cliente ?? (await crearClientePrueba(prueba.dataSource)).id;
  return crearPrestamoPrueba(prueba, await prueba.token('admin'), {
    ...terminos,
    cliente,
    modalidad: 'semanal',
    tipoAmortizacion: 'amortizable',
  });
}

/** El préstamo como lo lee el admin (GET /api/prestamos/:id). */
export async function detallePrestamo(prueba: AppPrueba, id: string): Promise<Json> {
  return (await prueba.como('admin').get(`/api/prestamos/${id}`)).body.data;
}

/** Los tipos de los movimientos del libro del préstamo, en su orden (GET /api/prestamos/:id/movimientos). */
export async function tiposDeMovimientos(prueba: AppPrueba, id: string): Promise<string[]> {
  return (await prueba.como('admin').get(`/api/prestamos/${id}/movimientos`)).body.data.map((m: Json) => m.tipo);
}
