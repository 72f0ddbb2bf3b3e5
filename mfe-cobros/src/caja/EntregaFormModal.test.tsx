import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { CajaCobrador } from '@cartera/dominio';
import { ConfirmarEntregaModal } from './ConfirmarEntregaModal';
import { EntregaFormModal } from './EntregaFormModal';
import { entregaPendiente, plano } from './pruebas/entregas';


const caja = (enPoder: number): CajaCobrador => ({
  cobradorId: 'cob-1',
  nombre: 'Carlos Cobrador',
  enPoder,
  cobros: 40_000,
  cantidadCobros: 2,
  gastos: 10_000,
  cantidadGastos: 1,
  entregaPendiente: null,
  ultimaEntrega: null,
  deuda: 0,
});

describe('EntregaFormModal and ConfirmarEntregaModal', () => {
  it('explain the expected amount with the opening cash of an import, and without it when there is none', () => {
    const { unmount } = render(
      <EntregaFormModal caja={caja(75_500)} alCerrar={jest.fn()} alGuardar={jest.fn()} />,
    );
    // 40.000 of cobros + 45.500 of opening cash − 10.000 of expenses = 75.500.
    expect(plano(screen.getByRole('dialog').textContent)).toContain(
      'Cobros $ 40.000 + efectivo inicial $ 45.500 − gastos $ 10.000 = $ 75.500 esperados',
    );
    unmount();
    render(<EntregaFormModal caja={caja(30_000)} alCerrar={jest.fn()} alGuardar={jest.fn()} />);
    expect(plano(screen.getByRole('dialog').textContent)).toContain(
      'Cobros $ 40.000 − gastos $ 10.000 = $ 30.000 esperados',
    );
  });

  it('the office sees the same when it confirms', async () => {
    const entrega = entregaPendiente({
      cobros: 40_000,
      cantidadCobros: 2,
      gastos: 10_000,
      esperado: 75_500,
      montoEntregado: 75_500,
    });
    render(<ConfirmarEntregaModal entrega={entrega} alCerrar={jest.fn()} alGuardar={jest.fn()} />);
    expect(plano(screen.getByRole('dialog').textContent)).toContain(
      'Esperado $ 75.500 (cobros $ 40.000 + efectivo inicial $ 45.500 − gastos $ 10.000)',
    );
    // The office counts less than expected: a shortfall; more: a surplus.
    fireEvent.change(screen.getByLabelText('Monto recibido'), { target: { value: '70500' } });
    await waitFor(() =>
      expect(plano(screen.getByRole('dialog').textContent)).toContain('Faltante de $ 5.000'),
    );
    fireEvent.change(screen.getByLabelText('Monto recibido'), { target: { value: '76500' } });
    await waitFor(() =>
      expect(plano(screen.getByRole('dialog').textContent)).toContain('Sobrante de $ 1.000'),
    );
  });

  it('the collector sees what is missing or left over against what is expected', async () => {
    render(<EntregaFormModal caja={caja(30_000)} alCerrar={jest.fn()} alGuardar={jest.fn()} />);
    expect(plano(screen.getByRole('dialog').textContent)).not.toMatch(/Faltan|Sobran/);
    fireEvent.change(screen.getByLabelText('Monto entregado'), { target: { value: '25000' } });
    await waitFor(() => expect(plano(screen.getByRole('dialog').textContent)).toContain('Faltan $ 5.000'));
    fireEvent.change(screen.getByLabelText('Monto entregado'), { target: { value: '32000' } });
    await waitFor(() => expect(plano(screen.getByRole('dialog').textContent)).toContain('Sobran $ 2.000'));
  });
});
