// A day at the office without a dead end (issue 70), the collector's part at 1366 × 768 and on a 412 × 915 phone, by
// visible labels: he opens /mi-ruta, signs in and is back in Mi Ruta; finds a client with the search box; collects with
// the keypad (the first key replaces the proposed amount) and the receipt's «Saldo pendiente» is the balance Mi Ruta
// shows next; he hands over his cash 5.000 short, every button within the screen; the gerente, at the same screen,
// confirms the shortage in «Caja de cobradores», reads it in words, and the count above the table and the row agree.
// Then a handover 5.000 over, which pays that shortage.
// The gerente's own tasks are in dia-de-oficina.test.ts.
import type { Locator, Page } from 'playwright-core';
import { crearUsuario, obtenerToken } from '../support/api';
import { hoyBogota, llamarApi, nombreUnico, saldoPendiente } from '../support/cobros-datos';
import { CUENTAS, type Cuenta } from '../support/entorno';
import {
  botonesDentroDeLaPantalla,
  dentroDeLaPantalla,
  irPorMenu,
  PANTALLAS,
  pruebaDelDia,
  type Pantalla,
} from '../support/dia-de-oficina';
import { prepararParadas } from '../support/mi-ruta';
import {
  esperarAusente,
  esperarRuta,
  esperarValor,
  esperarVisible,
  expectTexto,
  iniciarSesion,
  titulo,
  toast,
} from '../support/navegador';
import { cop } from '../support/prestamos-datos';

/** A stop of the day in Mi Ruta: the list item headed by its client's name. */
function parada(page: Page, nombre: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: nombre, exact: true }) });
}

/** The «saldo» the cobro sheet of a stop shows for its loan (Debe hoy … · saldo $ X). */
async function saldoEnLaHoja(page: Page, nombre: string): Promise<string> {
  await parada(page, nombre).getByRole('button', { name: 'Cobrar' }).click();
  const hoja = page.getByRole('dialog', { name: new RegExp(`Cobrar a ${nombre}`) });
  const nota = hoja.getByText(/Debe hoy .* · saldo /);
  await esperarVisible(nota, 'lo que debe hoy y su saldo');
  const saldo = /saldo\s+(\$\s[\d.]+)/.exec(await nota.innerText())?.[1] ?? '(sin saldo)';
  await hoja.getByRole('button', { name: 'Cerrar' }).click();
  return saldo.replace(/\s/g, ' ');
}

/**
 * Collects `monto` from the stop of `nombre` with the keypad: the sheet proposes today's 110.000 and the first key
 * replaces it. Returns the receipt.
 */
async function cobrarConElTeclado(page: Page, nombre: string, monto: number): Promise<Locator> {
  await parada(page, nombre).getByRole('button', { name: 'Cobrar' }).click();
  const hoja = page.getByRole('dialog', { name: new RegExp(`Cobrar a ${nombre}`) });
  const valor = hoja.getByLabel('Valor a cobrar');
  await expectTexto(valor, /^\$\s110\.000$/);
  for (const tecla of String(monto)) await hoja.getByRole('button', { name: tecla, exact: true }).click();
  await expectTexto(valor, cop(monto));
  await dentroDeLaPantalla(page, hoja.getByRole('button', { name: 'Continuar' }), 'El botón «Continuar»');
  await hoja.getByRole('button', { name: 'Continuar' }).click();
  await dentroDeLaPantalla(page, hoja.getByRole('button', { name: 'Confirmar cobro' }), 'El botón «Confirmar cobro»');
  await hoja.getByRole('button', { name: 'Confirmar cobro' }).click();
  return page.getByRole('dialog', { name: 'Cobro registrado' });
}

/** 4. From /mi-ruta to the sign-in and back; the search; a cobro of 50.000 typed over the proposed 110.000. */
async function cobrarEnMiRuta(page: Page, cuenta: Cuenta, nombres: readonly [string, string], prestamoId: string, admin: string) {
  const [buscado, otro] = nombres;
  await page.goto('/mi-ruta');
  await esperarRuta(page, '/login');
  await page.getByLabel('Usuario', { exact: true }).fill(cuenta.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(cuenta.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await esperarRuta(page, '/mi-ruta');
  await esperarVisible(page.getByRole('heading', { name: 'Mi Ruta', level: 1 }), 'Mi Ruta tras entrar');

  await esperarVisible(parada(page, otro), 'las paradas del día');
  // Today as the office writes it (es-CO): 28/11/2026.
  await esperarVisible(page.getByText(new RegExp(hoyBogota().split('-').reverse().join('/'))).first(), 'la fecha de hoy en es-CO');
  await page.getByRole('searchbox', { name: 'Buscar cliente' }).fill(buscado.split(' ').slice(-1)[0]!);
  await esperarAusente(parada(page, otro), 'la parada que no coincide con la búsqueda');
  const recibo = await cobrarConElTeclado(page, buscado, 50_000);
  const lineaSaldo = recibo.getByText(/Saldo pendiente: \$\s[\d.]+/);
  await esperarVisible(lineaSaldo, 'el saldo pendiente en el recibo');
  const enElRecibo = /Saldo pendiente: (\$\s[\d.]+)/.exec(await lineaSaldo.innerText())![1]!.replace(/\s/g, ' ');
  expect(enElRecibo).toBe('$ 390.000');
  await recibo.getByRole('button', { name: 'Cerrar' }).click();
  // What Mi Ruta shows next for the loan is what the receipt said, and what the office holds.
  await expectTexto(parada(page, buscado), /Cobrado hoy\s*\$\s50\.000/);
  expect(await saldoEnLaHoja(page, buscado)).toBe(enElRecibo);
  expect(await saldoPendiente(admin, prestamoId)).toBe(390_000);
}

/**
 * 5a. «Entregar caja» from Mi Ruta: `entregado` of the `esperado` he holds (proposed), the difference in words
 * («Faltan $ 5.000», «Sobran $ 5.000») and every control within the screen.
 */
async function entregarCaja(page: Page, esperado: number, entregado: number, diferencia: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Entregar caja' }).click();
  const hoja = page.getByRole('dialog', { name: 'Entregar caja' });
  const monto = hoja.getByLabel('Monto entregado');
  await esperarValor(monto, String(esperado), 'lo que tiene en su poder, propuesto');
  await monto.fill(String(entregado));
  await esperarVisible(hoja.getByText(diferencia), `la diferencia en palabras (${diferencia})`);
  await dentroDeLaPantalla(page, monto, 'El campo «Monto entregado»');
  await botonesDentroDeLaPantalla(page, hoja, ['Entregar']);
  await hoja.getByRole('button', { name: 'Entregar', exact: true }).click();
  await esperarVisible(
    hoja.getByText('Entrega registrada: la oficina la confirmará al contar el efectivo'),
    'la entrega registrada',
  );
  await hoja.getByRole('button', { name: 'Cerrar' }).click();
}

/** The count of handovers waiting to be counted above «En poder de cobradores» (0 when it names none). */
async function porConfirmar(page: Page): Promise<number> {
  const cuenta = page.getByLabel('Entregas pendientes').or(page.getByText('Todos entregaron'));
  await esperarVisible(cuenta, 'la cuenta de las entregas');
  const texto = await cuenta.first().innerText();
  return Number(/(\d+) entregas? por confirmar/.exec(texto)?.[1] ?? 0);
}

/**
 * The gerente confirms `nombre`'s delivery received with a difference of 5.000 (`faltante` or `sobrante`): the
 * difference in words under the amount, the question that names it (`pregunta`), the buttons inside the screen, and
 * the toast that says it; the dialog closes.
 */
async function confirmarConDiferencia(
  page: Page,
  fila: Locator,
  nombre: string,
  diferencia: 'faltante' | 'sobrante',
  pregunta: RegExp,
): Promise<void> {
  const palabra = diferencia === 'faltante' ? 'Faltante' : 'Sobrante';
  await fila.getByRole('button', { name: `Confirmar entrega de ${nombre}` }).click();
  const confirmar = page.getByRole('dialog', { name: `Confirmar entrega de ${nombre}` });
  await esperarVisible(
    confirmar.getByText(new RegExp(`${palabra} de\\s\\$\\s5\\.000`)),
    `el ${diferencia} bajo el monto recibido`,
  );
  await botonesDentroDeLaPantalla(page, confirmar, ['Confirmar', 'Cancelar']);
  await confirmar.getByRole('button', { name: 'Confirmar', exact: true }).click();
  const dialogo = page.getByRole('dialog', { name: `Entrega con ${diferencia}` });
  await esperarVisible(dialogo.getByText(pregunta), `la pregunta del ${diferencia}`);
  await botonesDentroDeLaPantalla(page, dialogo, [`Confirmar con ${diferencia}`]);
  await dialogo.getByRole('button', { name: `Confirmar con ${diferencia}` }).click();
  await esperarVisible(
    toast(page, `Entrega confirmada con un ${diferencia} de`).filter({ hasText: cop(5_000) }).filter({ hasText: nombre }),
    `el aviso con el ${diferencia}, en palabras`,
  );
  await confirmar.waitFor({ state: 'hidden' });
}

/** 5b. The gerente confirms the shortage in «Caja de cobradores» and reads it in the toast, the row and the count. */
async function confirmarFaltante(page: Page, pantalla: Pantalla, nombre: string): Promise<void> {
  await iniciarSesion(page, CUENTAS.gerente);
  await irPorMenu(page, pantalla, 'Cobros', 'Gestión de Cobros');
  await page.getByRole('link', { name: 'Entregas de caja' }).click();
  await esperarVisible(titulo(page, 'Caja de cobradores'), "el título 'Caja de cobradores'");
  const fila = page.getByRole('table', { name: 'En poder de cobradores' }).getByRole('row').filter({ hasText: nombre });
  await esperarVisible(fila.getByText(/Por confirmar:\s\$\s45\.000/), 'la entrega por confirmar en su fila');
  const antes = await porConfirmar(page);
  expect(antes).toBeGreaterThanOrEqual(1);

  await confirmarConDiferencia(page, fila, nombre, 'faltante', /Se registrará un faltante de\s\$\s5\.000 a cargo de/);

  // The row and the count above agree: nothing of his waits, and he owes the 5.000.
  await esperarAusente(fila.getByText(/Por confirmar/), 'la entrega por confirmar en su fila');
  await esperarVisible(fila.getByText(cop(5_000)), 'lo que debe por el faltante en su fila');
  await esperarVisible(fila.getByRole('button', { name: `Abonar faltante de ${nombre}` }), 'el abono del faltante');
  expect(await porConfirmar(page)).toBe(antes - 1);
  const entregas = page.getByRole('table', { name: 'Entregas de caja' }).getByRole('row').filter({ hasText: nombre });
  await esperarVisible(
    entregas.filter({ hasText: 'Confirmada' }).getByText(/Faltante\s\$\s5\.000/),
    'la entrega confirmada con su faltante',
  );
}

/** 5c. The gerente confirms a surplus: in words, and it pays the shortage the collector owed. */
async function confirmarSobrante(page: Page, nombre: string): Promise<void> {
  await page.reload();
  const fila = page.getByRole('table', { name: 'En poder de cobradores' }).getByRole('row').filter({ hasText: nombre });
  await esperarVisible(fila.getByText(/Por confirmar:\s\$\s25\.000/), 'la segunda entrega por confirmar');
  const antes = await porConfirmar(page);
  await confirmarConDiferencia(page, fila, nombre, 'sobrante', /Se registrará un sobrante de\s\$\s5\.000/);
  await esperarAusente(fila.getByText(/Por confirmar/), 'la segunda entrega por confirmar en su fila');
  await esperarAusente(fila.getByRole('button', { name: `Abonar faltante de ${nombre}` }), 'el faltante ya pagado');
  expect(await porConfirmar(page)).toBe(antes - 1);
}

describe('un día en la ruta, sin callejones (el cobrador, y el gerente que recibe su caja)', () => {
  for (const pantalla of PANTALLAS) {
    pruebaDelDia(
      `a ${pantalla.nombre}: el cobrador entra desde /mi-ruta, busca un cliente, cobra con el teclado y entrega su caja con faltante y luego con sobrante; el gerente confirma las dos`,
      pantalla,
      async (abrir) => {
        const admin = await obtenerToken(CUENTAS.admin);
        // A collector of his own: the cash the test expects is exactly what he collects here.
        const cuenta: Cuenta = { email: `e2e.dia.${Date.now()}@cartera.local`, password: 'clave-del-dia-1' };
        const nombre = nombreUnico('Cobrador Del Dia');
        await crearUsuario(admin, { nombre, ...cuenta, rol: 'cobrador' });
        const [a, b] = await prepararParadas(admin, 2, cuenta.email);
        const paginaCobrador = await abrir();
        await cobrarEnMiRuta(paginaCobrador, cuenta, [b!.cliente.nombre, a!.cliente.nombre], b!.prestamo._id, admin);
        await entregarCaja(paginaCobrador, 50_000, 45_000, /^Faltan\s\$\s5\.000$/);
        const paginaGerente = await abrir();
        await confirmarFaltante(paginaGerente, pantalla, nombre);

        // Then a surplus: 20.000 more collected from the other stop, 25.000 handed over; the office's 5.000 surplus
        // pays the shortage he owed first, and the row and the count say so.
        await paginaCobrador.getByRole('searchbox', { name: 'Buscar cliente' }).fill('');
        await (await cobrarConElTeclado(paginaCobrador, a!.cliente.nombre, 20_000)).getByRole('button', { name: 'Cerrar' }).click();
        await entregarCaja(paginaCobrador, 20_000, 25_000, /^Sobran\s\$\s5\.000$/);
        await confirmarSobrante(paginaGerente, nombre);
        // The office's read of his cash is the same: nothing owed, nothing waiting.
        const [caja] = await llamarApi<Array<{ deuda: number; entregaPendiente: unknown }>>(
          'GET',
          'caja/cobradores',
          await obtenerToken(cuenta),
        );
        expect([caja?.deuda, caja?.entregaPendiente]).toEqual([0, null]);
      },
      180_000,
    );
  }
});
