import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { useToasts } from '@cartera/plataforma';
import { exito, servirApi } from '../../../packages/plataforma/test/servidorPrueba';
import { TransferenciasPrestamo } from './TransferenciasPrestamo';

const transferencia = (estado: string, _id: string) => ({
  _id,
  prestamo: { _id: 'p1', numero: 7, cliente: { _id: 'c1', nombre: 'Rosa Díaz' } },
  cuenta: { _id: 'cta-1', nombre: 'Nequi oficina', tipo: 'nequi' },
  monto: 20000,
  fecha: '2026-11-20',
  referencia: `M-${_id}`,
  estado,
  cobro: estado === 'confirmada' ? 'co1' : null,
  registradoPor: { _id: 'u1', nombre: 'Carlos Cobrador' },
  createdAt: '2026-11-20T15:00:00.000Z',
});

describe('TransferenciasPrestamo', () => {
  afterEach(() => useToasts.getState().limpiar());

  it('muestra cuáles están por confirmar y la oficina confirma una con su propia clave', async () => {
    const llamadas = servirApi({
      'GET /pagos/transferencias': () => exito([transferencia('por_confirmar', 't1'), transferencia('confirmada', 't2')]),
      'POST /pagos/transferencias/t1/confirmar': () => exito(transferencia('confirmada', 't1')),
    });
    const alCambiar = jest.fn();
    render(<TransferenciasPrestamo prestamoId="p1" version={0} puedeDecidir alCambiar={alCambiar} />);
    expect(await screen.findByText('Por confirmar')).toBeInTheDocument();
    expect(screen.getByText('Confirmada')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Confirmar/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: /Confirmar/ }));
    await waitFor(() => expect(alCambiar).toHaveBeenCalled());
    const envio = llamadas.find((l) => l.metodo === 'POST');
    expect(envio?.ruta).toBe('/pagos/transferencias/t1/confirmar');
    expect(llamadas.find((l) => l.metodo === 'GET')?.parametros.get('prestamo')).toBe('p1');
  });

  it('un cobrador ve el estado pero no decide', async () => {
    servirApi({ 'GET /pagos/transferencias': () => exito([transferencia('por_confirmar', 't1')]) });
    render(<TransferenciasPrestamo prestamoId="p1" version={0} puedeDecidir={false} alCambiar={() => undefined} />);
    expect(await screen.findByText('Por confirmar')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Confirmar/ })).not.toBeInTheDocument();
  });
});
