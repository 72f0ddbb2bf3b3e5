import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MENSAJES_OFICINA_CUENTA_PAGO } from '@cartera/dominio';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { elegirOficina, useOficinas, useSesion, useToasts } from '@cartera/plataforma';
import { exito, servirApi, type Llamada } from '../../../packages/plataforma/test/servidorPrueba';
import { tokenVigente, usuarioDemo } from '../../../packages/plataforma/test/jwt';
import { CENTRO, conOficinas, NORTE } from '../../../packages/plataforma/test/oficinas';
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

/** Fills the form of a new account (its type, name and number) without sending it; returns the form. */
async function llenarCuentaNueva(tipo: string, nombre: string, identificador: string): Promise<HTMLElement> {
  const formulario = screen.getByRole('button', { name: 'Agregar cuenta' }).closest('form') as HTMLElement;
  await userEvent.click(within(formulario).getByLabelText('Tipo'));
  await userEvent.click(await screen.findByTitle(tipo));
  fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: nombre } });
  fireEvent.change(screen.getByLabelText('Número, llave o celular'), { target: { value: identificador } });
  return formulario;
}

describe('TarjetaCuentasRecaudo', () => {
  afterEach(() => {
    useToasts.getState().limpiar();
    act(() => useOficinas.setState({ usuarioId: null, disponibles: null }));
    localStorage.clear();
  });

  it('el administrador ve cada cuenta con su subcuenta de Bancos y agrega otra; un celular inválido lo dice antes de enviar', async () => {
    useSesion.getState().iniciar(tokenVigente(), usuarioDemo);
    const llamadas = servirApi({
      'GET /pagos/cuentas': () => exito([nequi]),
      'GET /pagos/ajustes': () => exito({ transferenciasMiRuta: 'por_confirmar' }),
      'POST /pagos/cuentas': (l: Llamada) => exito({ ...nequi, _id: 'c2', ...(l.cuerpo as object) }),
    });
    render(<TarjetaCuentasRecaudo />);
    expect(await screen.findByText('11100501 Nequi — Nequi de la oficina')).toBeInTheDocument();

    await llenarCuentaNueva('Daviplata', 'Daviplata', '12345');
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

  it('con varias oficinas cada cuenta dice la suya y una nueva la pide con las palabras de la API y la envía', async () => {
    useSesion.getState().iniciar(tokenVigente(), usuarioDemo);
    conOficinas(CENTRO, NORTE);
    const llamadas = servirApi({
      'GET /pagos/cuentas': () => exito([{ ...nequi, oficina: CENTRO }]),
      'GET /pagos/ajustes': () => exito({ transferenciasMiRuta: 'por_confirmar' }),
      'POST /pagos/cuentas': (l: Llamada) => exito({ ...nequi, _id: 'c2', oficina: NORTE, ...(l.cuerpo as object) }),
    });
    render(<TarjetaCuentasRecaudo />);
    const fila = (await screen.findByText('Nequi de la oficina')).closest('tr') as HTMLElement;
    expect(within(fila).getByText('Oficina Centro')).toBeInTheDocument();

    const formulario = await llenarCuentaNueva('Cuenta bancaria', 'Bancolombia Norte', '23100067890');
    // Con «Todas las oficinas» en la barra, la pide con las palabras de la API y no envía.
    await userEvent.click(screen.getByRole('button', { name: 'Agregar cuenta' }));
    expect(await screen.findByText(MENSAJES_OFICINA_CUENTA_PAGO.obligatoria)).toBeInTheDocument();
    expect(llamadas.filter((l) => l.metodo === 'POST')).toEqual([]);

    await userEvent.click(within(formulario).getByRole('combobox', { name: 'Oficina' }));
    await userEvent.click(await screen.findByTitle('Oficina Norte'));
    await userEvent.click(screen.getByRole('button', { name: 'Agregar cuenta' }));
    await waitFor(() =>
      expect(llamadas.filter((l) => l.metodo === 'POST').map((l) => l.cuerpo)).toEqual([
        { tipo: 'banco', nombre: 'Bancolombia Norte', identificador: '23100067890', oficina: NORTE._id },
      ]),
    );
  });

  it('la oficina de la barra es la inicial de una cuenta nueva', async () => {
    useSesion.getState().iniciar(tokenVigente(), usuarioDemo);
    conOficinas(CENTRO, NORTE);
    act(() => elegirOficina(NORTE._id));
    servirApi({
      'GET /pagos/cuentas': () => exito([]),
      'GET /pagos/ajustes': () => exito({ transferenciasMiRuta: 'por_confirmar' }),
    });
    render(<TarjetaCuentasRecaudo />);
    const campo = await screen.findByRole('combobox', { name: 'Oficina' });
    expect(within(campo.closest('.ant-select') as HTMLElement).getByText('Oficina Norte')).toBeInTheDocument();
  });
});
