// Offices from the screens (issue 68, docs/decisiones/selector-de-oficina.md) at 1366 × 768 and on a 412 × 915 phone,
// real API and Chromium: the admin creates an office in Configuración › Oficinas, gives it to a gerente in Usuarios,
// and the top bar's «Oficina» selector filters the clients list (one office, another, «Todas las oficinas»); the
// gerente then chooses among his own offices only.
import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { llamarApi, obtenerToken } from '../support/api';
import { nombreUnico } from '../support/cobros-datos';
import { botonesDentroDeLaPantalla, dentroDeLaPantalla, PANTALLAS, pruebaDelDia, type Pantalla } from '../support/dia-de-oficina';
import { buscarCuenta } from '../support/cuentas';
import { CUENTAS } from '../support/entorno';
import {
  buscarEnTabla,
  elegirEnSelector,
  entrar,
  entrarEnPantalla,
  esperarAusente,
  esperarVisible,
  titulo,
  toast,
} from '../support/navegador';

interface OficinaApi {
  _id: string;
  nombre: string;
}

const digitos = (n: number) => Array.from({ length: n }, () => randomInt(0, 10)).join('');
/** Letters only: the clients' search reads a text with digits as a cédula or a phone. */
const letras = (n: number) => Array.from({ length: n }, () => String.fromCharCode(97 + randomInt(0, 26))).join('');
const CLAVE = 'clave-segura-1';

/** A client of `oficina` created by the admin through the API, named `nombre`. */
function crearClienteEn(admin: string, oficina: string, nombre: string): Promise<{ _id: string }> {
  return llamarApi('POST', 'clientes', admin, {
    nombre,
    cedula: `8${digitos(10)}`,
    telefono: `3${digitos(9)}`,
    direccion: 'Carrera 7 # 12-34',
    ciudad: 'Bogotá',
    oficina,
  });
}

/** Configuración › Oficinas: «Nueva oficina» with its code, name and city; the new row shows. */
async function crearOficina(page: Page, codigo: string, nombre: string): Promise<void> {
  await entrarEnPantalla(page, CUENTAS.admin, '/configuracion?tab=oficinas', 'Configuración');
  await page.getByRole('button', { name: 'Nueva oficina' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Nueva oficina' });
  await esperarVisible(dialogo, "el diálogo 'Nueva oficina'");
  await dialogo.getByLabel('Código', { exact: true }).fill(codigo);
  await dialogo.getByLabel('Nombre', { exact: true }).fill(nombre);
  await dialogo.getByLabel('Ciudad', { exact: true }).fill('Pereira');
  await botonesDentroDeLaPantalla(page, dialogo, ['Crear', 'Cancelar']);
  await dialogo.getByRole('button', { name: 'Crear', exact: true }).click();
  await esperarVisible(toast(page, 'Oficina creada'), "el aviso 'Oficina creada'");
  await esperarVisible(page.getByRole('row').filter({ hasText: nombre }).filter({ hasText: codigo }), 'la fila de la oficina');
}

/** Usuarios: the gerente's «Editar», and the new office added to his «Oficinas». */
async function asignarOficina(page: Page, email: string, oficina: string): Promise<void> {
  await page.goto('/usuarios');
  await esperarVisible(titulo(page, 'Usuarios'), "el título 'Usuarios'");
  await buscarCuenta(page, 'Usuarios', email);
  const fila = page.getByRole('row').filter({ hasText: email });
  await fila.getByRole('button', { name: 'Editar' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Editar Usuario' });
  await esperarVisible(dialogo, "el diálogo 'Editar Usuario'");
  // A multiple select keeps its list open after a pick (elegirEnSelector would click again, taking it back): one
  // click on the option, then one on the dialog's title closes the list.
  await dialogo.getByLabel('Oficinas', { exact: true }).click();
  const opcion = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
  await esperarVisible(opcion.filter({ hasText: oficina }), `la oficina ${oficina} en «Oficinas»`);
  await opcion.filter({ hasText: oficina }).click();
  await esperarVisible(
    dialogo.locator('.ant-select-selection-item').filter({ hasText: oficina }),
    'la oficina elegida en «Oficinas»',
  );
  await dialogo.getByText('Editar Usuario', { exact: true }).click();
  await botonesDentroDeLaPantalla(page, dialogo, ['Actualizar', 'Cancelar']);
  await dialogo.getByRole('button', { name: 'Actualizar', exact: true }).click();
  await esperarVisible(toast(page, 'Usuario actualizado'), "el aviso 'Usuario actualizado'");
  await esperarVisible(fila.filter({ hasText: oficina }), 'la oficina nueva en la fila del gerente');
}

/** The top bar's «Oficina» selector, set to `opcion`; then Clientes searched for `texto`. */
async function clientesDe(page: Page, pantalla: Pantalla, opcion: string, texto: string): Promise<void> {
  const selector = page.getByRole('combobox', { name: 'Oficina' });
  await dentroDeLaPantalla(page, selector, 'El selector de oficina');
  await dentroDeLaPantalla(page, page.getByRole('button', { name: 'Salir' }), 'El botón «Salir»');
  await elegirEnSelector(page, selector, opcion);
  await esperarVisible(titulo(page, 'Clientes'), "el título 'Clientes'");
  await buscarEnTabla(page, page.getByLabel('Buscar clientes').first(), texto);
  if (pantalla.telefono) await dentroDeLaPantalla(page, selector, 'El selector de oficina tras elegir');
}

const fila = (page: Page, nombre: string) => page.getByRole('row').filter({ hasText: nombre });

describe('oficinas desde las pantallas', () => {
  for (const pantalla of PANTALLAS) {
    pruebaDelDia(
      `a ${pantalla.nombre}: el administrador crea una oficina, se la asigna a un gerente y el selector de la barra filtra los clientes`,
      pantalla,
      async (abrir) => {
        const admin = await obtenerToken(CUENTAS.admin);
        const sufijo = `${Date.now().toString(36).toUpperCase()}${randomInt(100, 999)}`;
        const codigo = `E2E${sufijo}`.slice(0, 20);
        const nombreOficina = `Oficina E2E ${sufijo}`;
        const page = await abrir();
        await crearOficina(page, codigo, nombreOficina);

        const oficinas = await llamarApi<OficinaApi[]>('GET', 'oficinas', admin);
        const nueva = oficinas.find((oficina) => oficina.nombre === nombreOficina);
        const otra = oficinas.find((oficina) => oficina.nombre !== nombreOficina);
        if (!nueva || !otra) throw new Error(`Faltan oficinas: ${JSON.stringify(oficinas)}`);

        const email = `e2e.gerente.${sufijo.toLowerCase()}@cartera.local`;
        await llamarApi('POST', 'usuarios', admin, {
          nombre: nombreUnico('Gerente E2E'),
          email,
          password: CLAVE,
          rol: 'gerente',
          oficinas: [otra._id],
        });
        await asignarOficina(page, email, nombreOficina);

        const marca = letras(10);
        const enLaNueva = `Cliente Nueva ${marca}`;
        const enLaOtra = `Cliente Otra ${marca}`;
        await crearClienteEn(admin, nueva._id, enLaNueva);
        await crearClienteEn(admin, otra._id, enLaOtra);

        await page.goto('/clientes');
        await esperarVisible(titulo(page, 'Clientes'), "el título 'Clientes'");
        await clientesDe(page, pantalla, nombreOficina, marca);
        await esperarVisible(fila(page, enLaNueva), 'el cliente de la oficina nueva');
        await esperarAusente(fila(page, enLaOtra), 'el cliente de la otra oficina con la nueva elegida');

        await clientesDe(page, pantalla, otra.nombre, marca);
        await esperarVisible(fila(page, enLaOtra), 'el cliente de la otra oficina');
        await esperarAusente(fila(page, enLaNueva), 'el cliente de la oficina nueva con la otra elegida');

        await clientesDe(page, pantalla, 'Todas las oficinas', marca);
        await esperarVisible(fila(page, enLaNueva), 'el cliente de la oficina nueva con todas');
        await esperarVisible(fila(page, enLaOtra), 'el cliente de la otra oficina con todas');

        // The gerente chooses among his two offices, without «Todas».
        const suya = await abrir();
        await entrar(suya, { email, password: CLAVE }, '/clientes');
        await esperarVisible(titulo(suya, 'Clientes'), "el título 'Clientes' del gerente");
        await clientesDe(suya, pantalla, nombreOficina, marca);
        await esperarVisible(fila(suya, enLaNueva), 'el cliente de la oficina nueva, para el gerente');
        await esperarAusente(fila(suya, enLaOtra), 'el cliente de la otra oficina, para el gerente con la nueva elegida');
        await suya.getByRole('combobox', { name: 'Oficina' }).click();
        await esperarVisible(suya.locator('.ant-select-item-option').filter({ hasText: otra.nombre }), 'su otra oficina');
        await esperarAusente(suya.locator('.ant-select-item-option').filter({ hasText: 'Todas las oficinas' }), '«Todas» para un gerente');
      },
      180_000,
    );
  }
});
