import { render, screen, waitFor } from '@testing-library/react';
import {
  formatearFecha,
  hoyBogota,
  periodoAnterior,
  sumarMeses,
  type EstadoResultados,
} from '@cartera/dominio';
import { exito, servirApi, type Llamada } from '../../../packages/plataforma/test/servidorPrueba';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { EstadoResultadosTab } from './EstadoResultadosTab';
import { mesDe } from './periodos';
import { tablaLlamada } from './pruebas/tabla';

const mes = mesDe(hoyBogota());
const anterior = periodoAnterior(mes.desde, mes.hasta);

const estado: EstadoResultados = {
  ...mes,
  anteriorDesde: anterior.desde,
  anteriorHasta: anterior.hasta,
  oficina: null,
  ingresos: [
    { codigo: '415005', nombre: 'Ingresos por intereses de créditos', monto: 320_000, anterior: 250_000 },
    { codigo: '425035', nombre: 'Recuperaciones de cartera castigada', monto: 30_000, anterior: 0 },
  ],
  gastos: [{ codigo: '519530', nombre: 'Gastos de cobradores', monto: 45_000, anterior: 60_000 }],
  totalIngresos: 350_000,
  totalGastos: 45_000,
  totalIngresosAnterior: 250_000,
  totalGastosAnterior: 60_000,
  utilidad: 305_000,
  utilidadAnterior: 190_000,
};

function servir(): Llamada[] {
  return servirApi({ 'GET /contabilidad/estado-resultados': () => exito(estado) });
}

const { encabezados, filaDe, muestra } = tablaLlamada('Estado de resultados');

describe('EstadoResultadosTab', () => {
  it('muestra ingresos y gastos del mes y del mes anterior, sus totales y la utilidad del periodo', async () => {
    const llamadas = servir();
    render(<EstadoResultadosTab />);
    await waitFor(() => filaDe('Utilidad del periodo'));
    expect(Object.fromEntries(llamadas[0].parametros)).toEqual(mes);

    expect(encabezados()).toEqual([
      'Código',
      'Cuenta',
      `${formatearFecha(mes.desde)} – ${formatearFecha(mes.hasta)}`,
      `${formatearFecha(anterior.desde)} – ${formatearFecha(anterior.hasta)}`,
    ]);
    muestra('Ingresos por intereses de créditos', '415005', '$ 320.000', '$ 250.000');
    muestra('Recuperaciones de cartera castigada', '$ 0');
    muestra('Total ingresos', '$ 350.000', '$ 250.000');
    muestra('Gastos de cobradores', '$ 60.000');
    muestra('Total gastos', '$ 45.000');
    muestra('Utilidad del periodo', '$ 305.000', '$ 190.000');
  });

  it('elegir otro mes pide ese mes entero', async () => {
    const llamadas = servir();
    render(<EstadoResultadosTab />);
    await waitFor(() => filaDe('Utilidad del periodo'));
    const pasado = mesDe(sumarMeses(mes.desde, -1));

    const campo = screen.getByLabelText('Mes del estado de resultados');
    await userEvent.click(campo);
    await userEvent.clear(screen.getByLabelText('Mes del estado de resultados'));
    await userEvent.type(
      screen.getByLabelText('Mes del estado de resultados'),
      `${pasado.desde.slice(5, 7)}/${pasado.desde.slice(0, 4)}{enter}`,
    );
    await waitFor(() => expect(Object.fromEntries(llamadas.at(-1)?.parametros ?? [])).toEqual(pasado));
  });
});
