// Data the collections and dashboard browser tests prepare through the API under test: their own client, loan and
// plan, so each test knows the exact figures it expects whatever the demo data holds.
import { randomInt } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { crearClienteEnApi, llamarApi } from './api';

/** Written in api.ts with the other direct calls; the tests that prepare data import it from here with the rest. */
export { llamarApi } from './api';

export interface Referencia {
  _id: string;
  nombre: string;
}

/** A collector's `_id` by email (GET /cobradores lists in data.data). */
export async function buscarCobrador(token: string, email: string): Promise<Referencia> {
  const lista = await llamarApi<{ data: Array<Referencia & { email: string }> }>(
    'GET',
    `cobradores?search=${encodeURIComponent(email)}&limit=10`,
    token,
  );
  const cobrador = lista.data.find((candidato) => candidato.email === email);
  if (!cobrador) throw new Error(`No existe el cobrador ${email}`);
  return cobrador;
}

export interface PrestamoPreparado {
  _id: string;
  numero: number;
  cliente: string;
  montoTotal: number;
  saldoPendiente: number;
}

/** A loan's saldo pendiente as the API holds it now. */
export async function saldoPendiente(token: string, prestamoId: string): Promise<number> {
  return (await llamarApi<{ saldoPendiente: number }>('GET', `prestamos/${prestamoId}`, token)).saldoPendiente;
}

/** A name nobody else has, so a search finds exactly this test's rows. */
export function nombreUnico(base: string): string {
  return `${base} ${Date.now().toString(36).toUpperCase()}${randomInt(100, 999)}`;
}

function digitos(cantidad: number): string {
  return Array.from({ length: cantidad }, () => randomInt(0, 10)).join('');
}

/**
 * The loan the browser tests prepare: 500.000 at 10 % in five weekly amortizable installments of 110.000 (550.000
 * owed). Above the demo's usury caps: the admin who disburses it confirms (docs/decisiones/tasa-efectiva-y-usura.md).
 */
export const TERMINOS_PRESTAMO = {
  monto: 500000,
  interes: 10,
  cuotas: 5,
  modalidad: 'semanal',
  tipoAmortizacion: 'amortizable',
  confirmarUsura: true,
} as const;

/**
 * A new client (optionally assigned to a collector) with a loan of `TERMINOS_PRESTAMO`, with its payment plan
 * generated.
 */
export async function prepararPrestamo(
  token: string,
  { cliente, cobrador }: { cliente: string; cobrador?: string },
): Promise<PrestamoPreparado> {
  const creado = await crearClienteEnApi<Referencia>(token, {
    nombre: cliente,
    cedula: `9${digitos(10)}`,
    telefono: `3${digitos(9)}`,
    direccion: 'Calle 10 # 20-30',
    ciudad: 'Bogotá',
    autorizacionDatos: { canal: 'presencial_firmado' },
    ...(cobrador ? { cobrador } : {}),
  });
  const prestamo = await llamarApi<PrestamoPreparado>('POST', 'prestamos', token, {
    cliente: creado._id,
    ...TERMINOS_PRESTAMO,
    ...(cobrador ? { cobrador } : {}),
  });
  // Created by an admin: disbursed at once, with its plan (docs/libro.md).
  const conPlan = await llamarApi<PrestamoPreparado & { cliente: Referencia }>(
    'GET',
    `prestamos/${prestamo._id}`,
    token,
  );
  return { ...conPlan, cliente };
}

export async function registrarCobroApi(
  token: string,
  datos: {
    prestamo: string;
    monto: number;
    fecha?: string;
    observaciones?: string;
    cobrador?: string | null;
  },
): Promise<{ _id: string }> {
  return llamarApi('POST', 'cobros', token, { fecha: hoyBogota(), ...datos });
}

/** Pesos in a COP text ('$ 1.234.567' → 1234567). */
export function pesos(texto: string): number {
  const limpio = texto.replace(/[^\d-]/g, '');
  if (limpio === '') throw new Error(`'${texto}' no tiene un monto`);
  return Number(limpio);
}

/** A dashboard tile (a group named by its title). */
export function tile(page: Page, titulo: string): Locator {
  return page.getByRole('group', { name: titulo, exact: true });
}

/** The figure a tile shows, read from its Statistic value ('$ 1.234' → 1234, '1.234' → 1234). */
export async function valorTile(page: Page, titulo: string): Promise<number> {
  const contenido = tile(page, titulo).locator('.ant-statistic-content');
  await contenido.waitFor({ state: 'visible' });
  return pesos(await contenido.innerText());
}

/** Today in Bogotá, 'YYYY-MM-DD'. */
export function hoyBogota(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());
}
