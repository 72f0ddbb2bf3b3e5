import { render, screen, waitFor } from '@testing-library/react';
import { hoyBogota, type BalancePrueba } from '@cartera/dominio';
import { useToasts } from '@cartera/plataforma';
import { exito, fallo, servirApi, type Llamada } from '../../../packages/plataforma/test/servidorPrueba';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { BalancePruebaTab } from './BalancePruebaTab';
import { mesDe } from './periodos';
import { tablaLlamada } from './pruebas/tabla';
import { mensajesToast } from '../../../packages/plataforma/test/pantalla';

const mes = mesDe(hoyBogota());

const cuadrado: BalancePrueba = {
  ...mes,
  oficina: null,
  eliminaciones: [],
  cuentas: [
    {
      codigo: '110505',
      nombre: 'Caja de la oficina',
      clase: 'activo',
      saldoAnterior: 1_000_000,
      debitos: 70_000,
      creditos: 400_000,
      saldo: 670_000,
    },
    {
      codigo: '140505',
      nombre: 'Cartera de créditos — capital',
      clase: 'activo',
      saldoAnterior: 0,
      debitos: 400_000,
      creditos: 50_000,
      saldo: 350_000,
    },
    {
      codigo: '310505',
      nombre: 'Capital — saldo inicial de caja',
      clase: 'patrimonio',
      saldoAnterior: -1_000_000,
      debitos: 0,
      creditos: 0,
      saldo: -1_000_000,
    },
    {
      codigo: '415005',
      nombre: 'Ingresos por intereses de créditos',
      clase: 'ingreso',
      saldoAnterior: 0,
      debitos: 0,
      creditos: 20_000,
      saldo: -20_000,
    },
  ],
  totalDebitos: 470_000,
  totalCreditos: 470_000,
};

function servir(balance: BalancePrueba, extra: Parameters<typeof servirApi>[0] = {}): Llamada[] {
  return servirApi({ 'GET /contabilidad/balance-prueba': () => exito(balance), ...extra });
}

const { filaDe } = tablaLlamada('Balance de prueba');

describe('BalancePruebaTab', () => {
  beforeEach(() => useToasts.getState().limpiar());
  afterEach(() => jest.restoreAllMocks());

  it('pide el mes en curso y muestra cada cuenta, la fila de totales y que el balance cuadra', async () => {
    const llamadas = servir(cuadrado);
    render(<BalancePruebaTab />);
    expect(await screen.findByText('El balance cuadra')).toBeInTheDocument();
    expect(Object.fromEntries(llamadas[0].parametros)).toEqual(mes);

    const caja = filaDe('Caja de la oficina');
    expect(caja.getByText('110505')).toBeInTheDocument();
    for (const cifra of ['$ 1.000.000', '$ 70.000', '$ 400.000', '$ 670.000'])
      expect(caja.getByText(cifra)).toBeInTheDocument();
    expect(filaDe('Capital — saldo inicial de caja').getAllByText('-$ 1.000.000')).toHaveLength(2);
    expect(filaDe('Total').getAllByText('$ 470.000')).toHaveLength(2);
    expect(screen.queryByText(/Descuadre/)).not.toBeInTheDocument();
  });

  it('cuando los débitos no igualan los créditos dice el descuadre en rojo', async () => {
    servir({ ...cuadrado, totalCreditos: 465_000 });
    render(<BalancePruebaTab />);
    const aviso = (await screen.findByText('Descuadre de $ 5.000')).closest('.ant-alert') as HTMLElement;
    expect(aviso).toHaveClass('ant-alert-error');
    expect(screen.queryByText('El balance cuadra')).not.toBeInTheDocument();
    expect(filaDe('Total').getByText('$ 465.000')).toBeInTheDocument();
  });

  it('Exportar XLSX descarga el balance del periodo mostrado', async () => {
    const llamadas = servir(cuadrado, {
      'GET /contabilidad/balance-prueba/exporte': {
        binario: 'contenido',
        headers: { 'Content-Disposition': 'attachment; filename="balance-prueba.xlsx"' },
      },
    });
    const descargas: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:prueba', revokeObjectURL: () => undefined });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      descargas.push(this.download);
    });
    render(<BalancePruebaTab />);
    await screen.findByText('El balance cuadra');
    await userEvent.click(screen.getByRole('button', { name: /Exportar XLSX/ }));
    await waitFor(() => expect(descargas).toEqual(['balance-prueba.xlsx']));
    const [pedido] = llamadas.filter((l) => l.ruta === '/contabilidad/balance-prueba/exporte');
    expect(Object.fromEntries(pedido.parametros)).toEqual({ ...mes, formato: 'xlsx' });
  });

  it('un fallo del servidor se avisa', async () => {
    servirApi({ 'GET /contabilidad/balance-prueba': fallo(500, '') });
    render(<BalancePruebaTab />);
    await waitFor(() =>
      expect(mensajesToast()).toContain(
        'Error al cargar el balance de prueba',
      ),
    );
  });
});
