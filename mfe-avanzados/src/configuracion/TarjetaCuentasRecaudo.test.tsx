import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { useSesion, useToasts } from '@cartera/plataforma';
import { exito, servirApi, type Llamada } from '../../../packages/plataforma/test/servidorPrueba';
import { tokenVigente, usuarioDemo } from '../../../packages/plataforma/test/jwt';
import { TarjetaCuentasRecaudo } from './TarjetaCuentasRecaudo';

const nequi = {
  _id: 'c1',
  tipo: 'nequi',
  nombre: 'Nequi de la oficina',
  identificador: '3001234567',
  activa: true,
  cuentaContable: { codigo: '11100501', nombre: 'Nequi — Nequi de la oficina' },
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('TarjetaCuentasRecaudo', () => {
  afterEach(() => useToasts.getState().limpiar());

  it('el administrador ve cada cuenta con su subcuenta de Bancos y agrega otra; un celular inválido lo dice antes de enviar', async () => {
    useSesion.getState().iniciar(tokenVigente(), usuarioDemo);
    const llamadas = servirApi({
      'GET /pagos/cuentas': () => exito([nequi]),
      'GET /pagos/ajustes': () => exito({ transferenciasMiRuta: 'por_confirmar' }),
      'POST /pagos/cuentas': (l: Llamada) => exito({ ...nequi, _id: 'c2', ...(l.cuerpo as object) }),
    });
    render(<TarjetaCuentasRecaudo />);
    expect(await screen.findByText('11100501 Nequi — Nequi de la oficina')).toBeInTheDocument();

    const formulario = screen.getByRole('button', { name: 'Agregar cuenta' }).closest('form') as HTMLElement;
    await userEvent.click(within(formulario).getByLabelText('Tipo'));
    await userEvent.click(await screen.findByTitle('Daviplata'));
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Daviplata' } });
    fireEvent.change(screen.getByLabelText('Número, llave o celular'), { target: { value: '12345' } });
    await userEvent.click(screen.getByRole('button', { name: 'Agregar cuenta' }));
    expect(await screen.findByText('El celular de Nequi o Daviplata debe tener 10 dígitos y empezar por 3')).toBeInTheDocument();
    expect(llamadas.filter((l) => l.metodo === 'POST')).toEqual([]);

    fireEvent.change(screen.getByLabelText('Número, llave o celular'), { target: { value: '3109876543' } });
    await userEvent.click(screen.getByRole('button', { name: 'Agregar cuenta' }));
    await waitFor(() =>
      expect(llamadas.filter((l) => l.metodo === 'POST').map((l) => l.cuerpo)).toEqual([
        { tipo: 'daviplata', nombre: 'Daviplata', identificador: '3109876543' },
      ]),
    );
  });
});
