// A gerente sees only his office (issue 68, «done when»; docs/decisiones/sondeo-entre-oficinas.md) at 1366 × 768
// and on a 412 × 915 phone, real API and Chromium: the admin gives «Oficina Centro» a client with a loan and a
// payment, all with one unique mark. Centro's gerente finds each of them by that mark (so the searches do find what
// they are asked for); «Oficina Norte»'s gerente (gerente2) finds none of them in Clientes, Préstamos or Cobros, and
// the client's own page, opened by its address, is the not-found screen.
import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { obtenerToken } from '../support/api';
import { registrarCobroApi } from '../support/cobros-datos';
import { PANTALLAS, pruebaDelDia } from '../support/dia-de-oficina';
import { CUENTAS, type Cuenta } from '../support/entorno';
import { buscarEnTabla, entrar, esperarAusente, esperarVisible, titulo } from '../support/navegador';
import { crearPrestamo, filas } from '../support/prestamos-datos';

/** The demo's gerente of «Oficina Norte» (api/src/demo/oficinas.semilla.ts). */
const GERENTE_NORTE: Cuenta = { email: 'gerente2@cartera.local', password: CUENTAS.gerente.password };

/** Letters only: the searches read a text with digits as a cédula, a phone or a loan number. */
const letras = (n: number) => Array.from({ length: n }, () => String.fromCharCode(97 + randomInt(0, 26))).join('');

/** The three lists, each with its search box. */
const LISTAS = [
  { ruta: '/clientes', titulo: 'Clientes', busqueda: 'Buscar clientes' },
  { ruta: '/prestamos', titulo: 'Préstamos', busqueda: 'Buscar préstamos por cliente' },
  { ruta: '/cobros', titulo: 'Gestión de Cobros', busqueda: 'Buscar cobros' },
] as const;

/** `lista` searched for `marca`: whether its table shows a row with it (or, once loaded, its empty state). */
async function buscarEn(page: Page, lista: (typeof LISTAS)[number], marca: string): Promise<void> {
  await page.goto(lista.ruta);
  await esperarVisible(titulo(page, lista.titulo), `el título '${lista.titulo}'`);
  await buscarEnTabla(page, page.getByLabel(lista.busqueda).first(), marca);
}

describe('aislamiento entre oficinas desde las pantallas', () => {
  for (const pantalla of PANTALLAS) {
    pruebaDelDia(
      `a ${pantalla.nombre}: el gerente de Oficina Norte no ve ni encuentra los clientes, préstamos y cobros de Oficina Centro`,
      pantalla,
      async (abrir) => {
        const admin = await obtenerToken(CUENTAS.admin);
        const marca = letras(10);
        // In the admin's test office, «Oficina Centro» (oficinaDePrueba): the client, its loan and one payment.
        const { cliente, prestamo } = await crearPrestamo(admin, `Centro ${marca}`);
        const nombre = cliente.nombre;
        await registrarCobroApi(admin, { prestamo: prestamo._id, monto: 10_000, observaciones: marca });

        const centro = await abrir();
        await entrar(centro, CUENTAS.gerente, null);
        for (const lista of LISTAS) {
          await buscarEn(centro, lista, marca);
          await esperarVisible(filas(centro, nombre), `la fila de ${nombre} en ${lista.titulo}, para el gerente de Centro`);
        }

        const norte = await abrir();
        await entrar(norte, GERENTE_NORTE, null);
        for (const lista of LISTAS) {
          await buscarEn(norte, lista, marca);
          await esperarVisible(norte.locator('.ant-table-tbody .ant-empty'), `ninguna fila con «${marca}» en ${lista.titulo}`);
          await esperarAusente(filas(norte, marca), `la fila de ${nombre} en ${lista.titulo}, para el gerente de Norte`);
        }
        // Without a search either: the first page of each list has nothing of Centro's.
        for (const lista of LISTAS) {
          await norte.goto(lista.ruta);
          await esperarVisible(titulo(norte, lista.titulo), `el título '${lista.titulo}'`);
          await esperarVisible(norte.locator('.ant-table-tbody tr.ant-table-row, .ant-table-tbody .ant-empty').first(), `la lista de ${lista.titulo}`);
          await esperarAusente(filas(norte, marca), `${nombre} en la primera página de ${lista.titulo}`);
        }

        // The client's own page, by its address: the not-found screen, as for a client that does not exist.
        await norte.goto(`/clientes/${cliente._id}/editar`);
        await esperarVisible(norte.getByText('No se pudo cargar el cliente', { exact: true }), 'la pantalla de cliente no encontrado');
        await esperarVisible(norte.getByText('Cliente no encontrado'), "el motivo 'Cliente no encontrado'");
        await esperarAusente(norte.getByText(nombre), `el nombre ${nombre} en la pantalla del cliente`);
      },
      180_000,
    );
  }
});
