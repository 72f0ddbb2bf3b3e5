// Lo que preparan las pruebas de los pagos por transferencia (docs/decisiones/pagos-por-transferencia.md): la subida
// de un extracto y los eventos de Wompi firmados.
import { hoyBogota, sumarDias } from '@cartera/dominio';
import { createHash, randomUUID } from 'node:crypto';
import { usarAppPrueba, type AppDelArchivo } from './app-del-archivo';
import type { AppPrueba, Json, NombreCuenta } from './app-prueba';
import { prestamosDiarios } from './escenarios';
import { multipart } from './importacion';

/** Las columnas de un extracto en CSV sin referencia (`Fecha;Descripción;Valor`), como las pide el formulario. */
export const COLUMNAS_SIN_REFERENCIA = JSON.stringify({ fecha: 'Fecha', descripcion: 'Descripción', valor: 'Valor' });

/** Lo que el cobro de una transferencia lleva además de su cuenta: `fecha`, por omisión hoy. */
export interface DatosTransferencia {
  prestamo: string;
  monto: number;
  referencia: string;
  fecha?: string;
}

/**
 * La aplicación del archivo (usarAppPrueba) de las pruebas de pagos por el banco: al abrirse, la cuenta de banco de la
 * organización y `cantidad` préstamos diarios de cobrador1 que empezaron hace tres días (100.000 sin interés en 10 cuotas
 * de 10.000); `banco` y `prestamos` se llenan entonces. `preparar` corre después. Con ella, los atajos del dinero que
 * llega a ese banco: un cobro por transferencia que registra la oficina, una transferencia que el cobrador registra
 * desde Mi Ruta (queda por confirmar) y el reparto de una línea del suspenso entre préstamos.
 */
export function usarAppConBanco(
  cuenta: { nombre: string; identificador: string },
  cantidad: number,
  preparar?: (app: AppDelArchivo & { banco: Json }) => unknown,
) {
  const banco: Json = {};
  const prestamos: Json[] = [];
  const app = usarAppPrueba(async ({ prueba, ids }) => {
    const creada = await prueba.como('admin').post('/api/pagos/cuentas', { tipo: 'banco', ...cuenta });
    if (creada.status !== 201) throw new Error(`No se creó la cuenta: ${creada.status} ${JSON.stringify(creada.body)}`);
    Object.assign(banco, creada.body.data);
    const desde = sumarDias(hoyBogota(), -3);
    prestamos.push(...(await prestamosDiarios(prueba, cantidad, { cobradorId: ids.cobrador1, fechaInicio: desde })));
    await preparar?.({ ...app, banco });
  });
  const { prueba } = app;
  const hoy = hoyBogota();
  const admin = () => prueba.como('admin');
  /** POST /api/cobros de la oficina por transferencia a la cuenta del banco. */
  const cobroPorTransferencia = ({ fecha = hoy, ...datos }: DatosTransferencia) =>
    admin().post('/api/cobros', { ...datos, fecha, medio: 'transferencia', cuenta: banco._id });
  /** POST /api/pagos/transferencias de cobrador1 (Mi Ruta) a la cuenta del banco: queda por confirmar. */
  const transferenciaDeCobrador = ({ fecha = hoy, ...datos }: DatosTransferencia) =>
    prueba.como('cobrador1').post('/api/pagos/transferencias', { ...datos, fecha, cuenta: banco._id });
  /** «Aplicar» una línea del suspenso repartida entre préstamos: `[[prestamoId, monto], …]`. */
  const repartirSuspenso = (lineaId: string, reparto: Array<[string, number]>) =>
    admin().post(`/api/pagos/suspenso/${lineaId}/aplicar`, {
      reparto: reparto.map(([prestamo, monto]) => ({ prestamo, monto })),
    });
  return { ...app, banco, prestamos, admin, cobroPorTransferencia, transferenciaDeCobrador, repartirSuspenso };
}

/** POST /api/pagos/extractos: los campos del formulario y el archivo, con la sesión de `cuenta`. */
export async function subirExtracto(
  prueba: AppPrueba,
  campos: Record<string, string>,
  archivo: { contenido: Buffer; nombre: string },
  cuenta: NombreCuenta = 'admin',
): Promise<{ status: number; body: Json }> {
  const partes = Object.entries(campos).map(([nombre, valor]) => ({ nombre, valor }));
  const { cuerpo, tipo } = multipart([
    ...partes,
    { nombre: 'archivo', valor: archivo.contenido, archivo: archivo.nombre },
  ]);
  const r = await prueba.app.inject({
    method: 'POST',
    url: '/api/pagos/extractos',
    headers: {
      authorization: `Bearer ${await prueba.token(cuenta)}`,
      'content-type': tipo,
      'idempotency-key': randomUUID(),
    },
    payload: cuerpo,
  });
  return { status: r.statusCode, body: r.json() as Json };
}

export interface TransaccionWompi {
  id: string;
  status: string;
  cents: number;
  reference: string;
}

/** El checksum de Wompi: SHA-256 en mayúsculas de los valores firmados pegados, el timestamp y el secreto. */
export function checksumWompi(valores: ReadonlyArray<string | number>, timestamp: number, secreto: string): string {
  return createHash('sha256').update(`${valores.join('')}${timestamp}${secreto}`).digest('hex').toUpperCase();
}

/** Lo que firma un evento de Wompi según su documentación: el id, el estado y el monto (no la referencia). */
export const PROPIEDADES_DOCUMENTADAS_WOMPI = ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'] as const;
/** Lo documentado y además la referencia: lo que hace falta para que el pago se aplique solo a un préstamo. */
export const PROPIEDADES_CON_REFERENCIA_WOMPI = [...PROPIEDADES_DOCUMENTADAS_WOMPI, 'transaction.reference'] as const;
type PropiedadFirmadaWompi = (typeof PROPIEDADES_CON_REFERENCIA_WOMPI)[number];

/**
 * Un evento transaction.updated firmado como lo documenta Wompi (SHA-256 de los valores de las propiedades, el
 * timestamp y el secreto), por defecto sobre el id, el estado, el monto y la referencia; `propiedades` elige otras
 * (PROPIEDADES_DOCUMENTADAS_WOMPI: la forma de los eventos reales, sin la referencia).
 */
export function eventoWompi(
  t: TransaccionWompi,
  secreto: string,
  timestamp = Math.floor(Date.now() / 1000),
  propiedades: readonly PropiedadFirmadaWompi[] = PROPIEDADES_CON_REFERENCIA_WOMPI,
) {
  const transaction = {
    id: t.id,
    status: t.status,
    amount_in_cents: t.cents,
    reference: t.reference,
    currency: 'COP',
  };
  const valor = { 'transaction.id': t.id, 'transaction.status': t.status, 'transaction.amount_in_cents': t.cents, 'transaction.reference': t.reference };
  const checksum = checksumWompi(propiedades.map((p) => valor[p]), timestamp, secreto);
  return {
    event: 'transaction.updated',
    data: { transaction },
    environment: 'prod',
    signature: { properties: [...propiedades], checksum },
    timestamp,
    sent_at: new Date(timestamp * 1000).toISOString(),
  };
}
