// A day at the office without a dead end (issue 70), the gerente's four tasks at 1366 × 768 and on a 412 × 915 phone,
// by visible labels and through the menu as each screen offers it: a cobro whose amount proposes the installment due
// ($ 51.250), a loan above the usury rate confirmed with its box (and audited) in a form that proposes the office's
// terms, a cédula lookup that says it found no one and then finds a client, and a bank statement whose unclaimed line
// is applied from «Recaudos por aplicar». The collector's tasks are in dia-de-ruta.test.ts.
import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { ETIQUETAS_MODALIDAD, ETIQUETAS_TIPO_AMORTIZACION, type Modalidad, type TipoAmortizacion } from '@cartera/dominio';
import { obtenerToken, oficinaDePrueba } from '../support/api';
import { hoyBogota, llamarApi, nombreUnico, saldoPendiente, type Referencia } from '../support/cobros-datos';
import { CUENTAS } from '../support/entorno';
import {
  botonesDentroDeLaPantalla,
  irPorMenu,
  PANTALLAS,
  pruebaDelDia,
  type Pantalla,
} from '../support/dia-de-oficina';
import { sumarDias } from '../support/mi-ruta';
import {
  elegirEnSelector,
  esperarAusente,
  esperarValor,
  esperarVisible,
  iniciarSesion,
  toast,
} from '../support/navegador';
import { CASILLA_USURA, cop, crearCliente, type ClienteCreado } from '../support/prestamos-datos';

const digitos = (n: number) => Array.from({ length: n }, () => randomInt(0, 10)).join('');

interface PrestamoDelDia {
  _id: string;
  numero: number;
  cliente: ClienteCreado;
}

/**
 * A client with a loan of 205.000 without interest in four weekly installments of 51.250, the first due today:
 * what the office prepares (the admin, through the API) for the gerente to collect or apply to.
 */
async function prestamoQueVenceHoy(admin: string, base: string): Promise<PrestamoDelDia> {
  const cliente = await crearCliente(admin, base);
  const prestamo = await llamarApi<{ _id: string; numero: number }>('POST', 'prestamos', admin, {
    cliente: cliente._id,
    monto: 205_000,
    interes: 0,
    cuotas: 4,
    modalidad: 'semanal',
    tipoAmortizacion: 'amortizable',
    fechaInicio: sumarDias(hoyBogota(), -7),
  });
  return { ...prestamo, cliente };
}

/** 1. «Registrar Cobro»: the amount proposes the installment due today, formatted; the toast says it was registered. */
async function registrarCobro(page: Page, pantalla: Pantalla, admin: string): Promise<void> {
  const prestamo = await prestamoQueVenceHoy(admin, 'Oficina Cobro');
  await irPorMenu(page, pantalla, 'Cobros', 'Gestión de Cobros');
  await page.getByRole('button', { name: 'Registrar Cobro' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Registrar Cobro' });
  await esperarVisible(dialogo, "el diálogo 'Registrar Cobro'");
  await elegirEnSelector(
    page,
    dialogo.getByLabel('Préstamo', { exact: true }),
    new RegExp(`^#${prestamo.numero} · `),
    prestamo.cliente.nombre,
  );
  await esperarValor(dialogo.getByLabel('Monto', { exact: true }), /^\$\s51\.250$/, 'la cuota que vence hoy, con formato');
  await botonesDentroDeLaPantalla(page, dialogo, ['Registrar', 'Cancelar']);
  await dialogo.getByRole('button', { name: 'Registrar', exact: true }).click();
  await esperarVisible(toast(page, 'Cobro registrado'), "el aviso 'Cobro registrado'");
  await dialogo.waitFor({ state: 'hidden' });
  expect(await saldoPendiente(admin, prestamo._id)).toBe(205_000 - 51_250);
}

interface ValoresPrestamoNuevo {
  cuotasDefecto: number;
  modalidadDefecto: Modalidad;
  tipoAmortizacionDefecto: TipoAmortizacion;
  usuraAccion: string;
}

interface EventoAuditoria {
  accion: string;
  usuario: string;
  detalles: string;
}

/**
 * 2. «Nuevo Préstamo» proposes the office's terms; 300.000 at 20 % over them is above the usury rate: the preview warns,
 * the box is ticked, «Crear» disburses it and the confirmation is in the audit log with the gerente's name.
 */
async function prestamoSobreUsura(page: Page, pantalla: Pantalla, admin: string): Promise<ClienteCreado> {
  const valores = await llamarApi<ValoresPrestamoNuevo>('GET', 'configuracion/organizacion/prestamos', admin);
  // The demo's organisation warns and asks for a confirmation (docs/decisiones/tasa-efectiva-y-usura.md).
  expect(valores.usuraAccion).toBe('avisar');
  const cliente = await crearCliente(admin, 'Oficina Usura');

  await irPorMenu(page, pantalla, 'Préstamos', 'Préstamos');
  await page.getByRole('button', { name: 'Nuevo Préstamo' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Nuevo Préstamo' });
  await esperarVisible(dialogo, "el diálogo 'Nuevo Préstamo'");
  await esperarValor(dialogo.getByLabel('Cuotas', { exact: true }), String(valores.cuotasDefecto), 'las cuotas de la oficina');
  await esperarVisible(
    dialogo.getByText(ETIQUETAS_MODALIDAD[valores.modalidadDefecto], { exact: true }),
    `la modalidad de la oficina (${ETIQUETAS_MODALIDAD[valores.modalidadDefecto]})`,
  );
  await esperarVisible(
    dialogo.getByText(ETIQUETAS_TIPO_AMORTIZACION[valores.tipoAmortizacionDefecto], { exact: true }),
    `el tipo de amortización de la oficina (${ETIQUETAS_TIPO_AMORTIZACION[valores.tipoAmortizacionDefecto]})`,
  );

  await elegirEnSelector(page, dialogo.getByLabel('Cliente', { exact: true }), new RegExp(`^${cliente.nombre} · `), cliente.nombre);
  await dialogo.getByLabel('Monto', { exact: true }).fill('300000');
  await dialogo.getByLabel('Interés', { exact: true }).fill('20');
  const vista = dialogo.getByRole('region', { name: 'Vista previa' });
  await esperarVisible(vista.getByText('Supera la tasa de usura'), 'el aviso de la usura en la vista previa');
  await dialogo.getByRole('checkbox', { name: CASILLA_USURA }).check();
  await botonesDentroDeLaPantalla(page, dialogo, ['Crear', 'Cancelar']);
  await dialogo.getByRole('button', { name: 'Crear', exact: true }).click();
  await esperarVisible(toast(page, 'Préstamo creado correctamente'), "el aviso 'Préstamo creado correctamente'");
  await dialogo.waitFor({ state: 'hidden' });

  // What the office holds now: the loan, disbursed, and who confirmed it above the rate.
  const prestamos = await llamarApi<Array<{ numero: number; estado: string; monto: number }>>(
    'GET',
    `prestamos?cliente=${cliente._id}`,
    admin,
  );
  expect(prestamos.map(({ estado, monto }) => ({ estado, monto }))).toEqual([{ estado: 'activo', monto: 300_000 }]);
  const eventos = await llamarApi<EventoAuditoria[]>(
    'GET',
    `auditoria?search=${encodeURIComponent('Confirmar préstamo sobre la tasa de usura')}&limit=50`,
    admin,
  );
  const confirmacion = eventos.find((evento) => evento.detalles.startsWith(`Préstamo #${prestamos[0]!.numero}:`));
  expect(confirmacion?.accion).toBe('Confirmar préstamo sobre la tasa de usura');
  // Who confirmed: the gerente the portal greets.
  const saludo = await page.getByText(/^Bienvenido, /).innerText();
  expect(`Bienvenido, ${confirmacion?.usuario}`).toBe(saludo);
  return cliente;
}

/** 3. The cédula lookup of «Nuevo Cliente»: a number nobody has is said beside the field; an existing one fills the form. */
async function consultarCedula(page: Page, pantalla: Pantalla, existente: ClienteCreado): Promise<void> {
  await irPorMenu(page, pantalla, 'Clientes', 'Clientes');
  await page.getByRole('button', { name: 'Nuevo Cliente' }).click();
  const cedula = page.getByLabel('Cédula', { exact: true });
  const resultado = page.getByRole('status', { name: 'Resultado de la consulta' });
  await cedula.fill(`6${digitos(9)}`);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await esperarVisible(resultado.getByText('No hay un cliente con ese documento'), 'que no hay un cliente con esa cédula');

  await cedula.fill(existente.cedula);
  await esperarAusente(resultado.getByText('No hay un cliente con ese documento'), 'lo de la cédula anterior');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await esperarValor(page.getByLabel('Nombre', { exact: true }), existente.nombre, 'el nombre del cliente encontrado');
  await esperarVisible(page.getByText('Base de datos', { exact: true }), "la fuente 'Base de datos'");
  await page.getByRole('button', { name: 'Cancelar', exact: true }).click();
}

/** «Importar» once it is not busy (see recaudos.test.ts: busy, its name carries the spinner's label). */
const importar = (page: Page) => page.locator('button.ant-btn:not(.ant-btn-loading)').filter({ hasText: /^Importar$/ });

/**
 * 6. «Recaudos»: a statement of one line nobody claims goes to «Recaudos por aplicar»; applied to a loan from there, the
 * toast says so, the line leaves the list and the loan is paid.
 */
async function aplicarRecaudo(page: Page, pantalla: Pantalla, admin: string): Promise<void> {
  const cuenta = await llamarApi<Referencia>('POST', 'pagos/cuentas', admin, {
    tipo: 'banco',
    // The account of the loans' office: with two, the API asks which (docs/decisiones/cuentas-de-recaudo-por-oficina.md).
    oficina: await oficinaDePrueba(admin),
    nombre: nombreUnico('Banco Oficina'),
    identificador: `4${digitos(11)}`,
  });
  const prestamo = await prestamoQueVenceHoy(admin, 'Oficina Recaudo');
  const descripcion = `CONSIGNACION ${digitos(8)}`;
  const fechaCo = hoyBogota().split('-').reverse().join('/');
  const csv = ['Fecha;Descripción;Valor', `${fechaCo};${descripcion};205.000`].join('\r\n');

  await irPorMenu(page, pantalla, 'Recaudos', 'Recaudos');
  await elegirEnSelector(page, page.getByLabel('Cuenta del extracto'), cuenta.nombre);
  const [selector] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Elegir archivo' }).click(),
  ]);
  await selector.setFiles({ name: 'extracto.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${csv}`) });
  await importar(page).click();
  // A new account: the server asks which column is which.
  await esperarVisible(page.getByText(/indique las columnas/), 'el pedido de las columnas');
  for (const campo of ['Fecha', 'Descripción', 'Valor']) {
    const entrada = page.getByLabel(campo, { exact: true });
    await entrada.fill(campo);
    await entrada.press('Escape');
  }
  await importar(page).click();
  await esperarVisible(page.getByText(/^1 línea, 0 conciliadas, 1 en Recaudos por aplicar/), 'el resumen del extracto');

  await page.getByRole('tab', { name: /Recaudos por aplicar/ }).click();
  // The line as the office reads it: its date in es-CO (28/11/2026) and its value in pesos.
  const fila = page.getByRole('row').filter({ hasText: descripcion });
  await esperarVisible(fila.filter({ hasText: fechaCo }).filter({ hasText: cop(205_000) }), 'la línea con su fecha y su valor');
  await fila.getByRole('button', { name: 'Aplicar', exact: true }).click();
  const dialogo = page.getByRole('dialog', { name: 'Aplicar a un préstamo' });
  await elegirEnSelector(page, dialogo.getByLabel('Préstamo'), prestamo.cliente.nombre, prestamo.cliente.nombre);
  await botonesDentroDeLaPantalla(page, dialogo, ['Aplicar', 'Cancelar']);
  await dialogo.getByRole('button', { name: 'Aplicar', exact: true }).click();
  await esperarVisible(toast(page, 'Recaudo aplicado'), "el aviso 'Recaudo aplicado'");
  await esperarAusente(fila, 'la línea aplicada en «Recaudos por aplicar»');
  expect(await saldoPendiente(admin, prestamo._id)).toBe(0);
}

describe('un día en la oficina, sin callejones (el gerente)', () => {
  for (const pantalla of PANTALLAS) {
    pruebaDelDia(
      `a ${pantalla.nombre}: registra un cobro con la cuota propuesta, crea un préstamo sobre la usura con su casilla, consulta una cédula que no existe y una que sí, y aplica un recaudo`,
      pantalla,
      async (abrir) => {
        const admin = await obtenerToken(CUENTAS.admin);
        const page = await abrir();
        await iniciarSesion(page, CUENTAS.gerente);
        await registrarCobro(page, pantalla, admin);
        const cliente = await prestamoSobreUsura(page, pantalla, admin);
        await consultarCedula(page, pantalla, cliente);
        await aplicarRecaudo(page, pantalla, admin);
      },
      180_000,
    );
  }
});
