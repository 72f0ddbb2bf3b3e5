// Rutas de Cobro en el navegador: generar por cada tipo (Solo Vencidos, Todos Activos, Por Zona) para un cobrador
// propio de la prueba, ver su tarjeta y sus paradas (detalle por ruta) y descargar el texto y la planilla PDF.
import type { Page } from 'playwright-core';
import { crearClienteEnApi, crearUsuario, obtenerToken } from '../support/api';
import { hoyBogota, llamarApi, nombreUnico, type Referencia } from '../support/cobros-datos';
import { CUENTAS } from '../support/entorno';
import {
  bytesDeDescarga,
  elegirEnSelector,
  entrarEnPantalla,
  esperarVisible,
  prueba,
} from '../support/navegador';

const sumarDias = (fecha: string, dias: number) => {
  const d = new Date(`${fecha}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
};

function digitos(n: number): string {
  return Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');
}

/** A client of `cobrador` in `barrio` with a weekly loan that started `diasAtras` days ago (disbursed with its plan). */
async function clienteConPrestamo(token: string, cobrador: string, nombre: string, barrio: string, diasAtras: number) {
  const cliente = await crearClienteEnApi<Referencia>(token, {
    nombre,
    cedula: `9${digitos(10)}`,
    telefono: `3${digitos(9)}`,
    direccion: 'Calle 10 # 20-30',
    barrio,
    ciudad: 'Bogotá',
    cobrador,
    autorizacionDatos: { canal: 'presencial_firmado' },
  });
  // Created by an admin: disbursed at once, with its plan (docs/libro.md).
  await llamarApi<{ _id: string }>('POST', 'prestamos', token, {
    cliente: cliente._id,
    monto: 100000,
    interes: 0,
    cuotas: 5,
    modalidad: 'semanal',
    tipoAmortizacion: 'amortizable',
    fechaInicio: sumarDias(hoyBogota(), -diasAtras),
  });
}

/** A pattern matching exactly this text (an option whose whole text is it). */
function exacto(texto: string): RegExp {
  return new RegExp(`^${texto.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

async function generar(page: Page, tipo: string, cobrador: string, zona?: string) {
  await elegirEnSelector(page, page.getByRole('combobox', { name: 'Tipo de ruta' }), exacto(tipo));
  await elegirEnSelector(page, page.getByRole('combobox', { name: 'Cobrador' }), exacto(cobrador), cobrador);
  if (zona !== undefined) await page.getByRole('textbox', { name: 'Zona (barrio o ciudad)' }).fill(zona);
  const respuesta = page.waitForResponse((r) => r.url().endsWith('/api/rutas/generar'));
  await page.getByRole('button', { name: /Generar Rutas/ }).click();
  await respuesta;
}

describe('rutas de cobro', () => {
  let cobrador: string;
  let atrasado: string;
  let alDia: string;
  const barrio = nombreUnico('Barrio');

  beforeAll(async () => {
    const token = await obtenerToken(CUENTAS.admin);
    cobrador = nombreUnico('Cobrador Ruta');
    const creado = await crearUsuario(token, { nombre: cobrador, email: `${Date.now()}.ruta@cartera.local`, password: 'clave-ruta-123', rol: 'cobrador' });
    atrasado = nombreUnico('Atrasado');
    alDia = nombreUnico('Al Dia');
    await clienteConPrestamo(token, creado._id, atrasado, barrio, 20);
    await clienteConPrestamo(token, creado._id, alDia, 'Otro barrio', 0);
  }, 120_000);

  prueba(
    'genera por cada tipo y exporta el texto y el PDF',
    async ({ page }) => {
      await entrarEnPantalla(page, CUENTAS.admin, '/rutas-cobro', 'Rutas de Cobro');

      const tarjeta = page.getByLabel(`Ruta de ${cobrador}`, { exact: true });

      await generar(page, 'Solo Vencidos', cobrador);
      await esperarVisible(tarjeta.getByText(atrasado), 'el cliente atrasado en la ruta de vencidos');
      await esperarVisible(tarjeta.getByText('2.5 km'), 'la distancia estimada');
      expect(await tarjeta.getByText(alDia).count()).toBe(0);

      await generar(page, 'Todos Activos', cobrador);
      await esperarVisible(tarjeta.getByText('5.0 km'), 'la distancia de dos clientes');
      await esperarVisible(tarjeta.getByText(atrasado), 'el cliente atrasado en el top de la tarjeta');
      // Las paradas completas se leen por ruta (GET /api/rutas/:id): las dos, con la cuota del día.
      const detalle = page.waitForResponse((r) => /\/api\/rutas\/[0-9a-f-]{36}$/.test(r.url()));
      await tarjeta.getByRole('button', { name: `Ver paradas de ${cobrador}` }).click();
      expect((await detalle).status()).toBe(200);
      const paradas = page.getByRole('dialog').filter({ hasText: `Paradas de ${cobrador}` });
      await esperarVisible(paradas.getByText(alDia), 'el cliente al día entre las paradas');
      await esperarVisible(paradas.getByText(atrasado), 'el cliente atrasado entre las paradas');
      await esperarVisible(paradas.getByText(/2 paradas · 2 préstamos · Cuotas del día/), 'el resumen de las paradas');
      await page.keyboard.press('Escape');
      await paradas.waitFor({ state: 'hidden' });

      await generar(page, 'Por Zona', cobrador, barrio);
      await esperarVisible(tarjeta.getByText('2.5 km'), 'la ruta de la zona');
      await esperarVisible(tarjeta.getByText(atrasado), 'el cliente de la zona');

      const [texto] = await Promise.all([
        page.waitForEvent('download'),
        tarjeta.getByRole('button', { name: `Exportar ruta de ${cobrador}` }).click(),
      ]);
      expect(texto.suggestedFilename()).toBe(`ruta-${cobrador}-${hoyBogota()}.txt`);
      const contenido = (await bytesDeDescarga(texto)).toString('utf8');
      expect(contenido).toContain(`RUTA DE COBRO - ${cobrador}`);
      expect(contenido).toContain(atrasado);

      const [pdf] = await Promise.all([
        page.waitForEvent('download'),
        tarjeta.getByRole('button', { name: `PDF de la ruta de ${cobrador}` }).click(),
      ]);
      expect(pdf.suggestedFilename()).toBe(`ruta-${cobrador}-${hoyBogota()}.pdf`);
      expect((await bytesDeDescarga(pdf)).subarray(0, 4).toString()).toBe('%PDF');
    },
    180_000,
  );
});
