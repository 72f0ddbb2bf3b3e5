import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { hoyBogota } from '@cartera/dominio';
import { ErrorHttp } from '@cartera/plataforma';
import { crearCuota } from '../prestamos/pruebas/datos';
import { limpiarToasts, mensajesToast } from '../prestamos/pruebas/servidor';
import { PagarCuotaModal } from './PagarCuotaModal';
import { boton } from '../prestamos/pruebas/consultas';
import { buscarTambienOcultos } from '../../../packages/plataforma/test/ocultos';

buscarTambienOcultos();

const cuota = crearCuota(2, { montoPagado: 75_000, saldoRestante: 200_000, estado: 'parcial' });
const dialogo = () => screen.getByRole('dialog');
const monto = () => within(dialogo()).getByLabelText('Monto');
const escribirMonto = (valor: string) => fireEvent.change(monto(), { target: { value: valor } });
const errores = () =>
  Array.from(dialogo().querySelectorAll('.ant-form-item-explain-error')).map((e) => e.textContent);

describe('PagarCuotaModal', () => {
  beforeEach(() => limpiarToasts());

  it('propone el saldo de la cuota, exige un monto mayor que 0 y que no supere el saldo, y paga', async () => {
    const pagar = jest.fn().mockResolvedValue(undefined);
    const alPagar = jest.fn();
    render(<PagarCuotaModal cuota={cuota} pagar={pagar} alCerrar={() => undefined} alGuardar={alPagar} />);

    expect(screen.getByText('Pagar cuota 2')).toBeInTheDocument();
    expect(monto()).toHaveValue('$ 200.000');

    escribirMonto('0');
    await userEvent.click(boton(dialogo(), 'Pagar'));
    await waitFor(() => expect(errores()).toEqual(['Monto inválido']));

    escribirMonto('');
    await userEvent.click(boton(dialogo(), 'Pagar'));
    await waitFor(() => expect(errores()).toEqual(['Monto inválido']));

    escribirMonto('250000');
    await userEvent.click(boton(dialogo(), 'Pagar'));
    await waitFor(() => expect(errores()).toEqual(['El monto supera el saldo de la cuota']));
    expect(pagar).not.toHaveBeenCalled();

    escribirMonto('50000');
    await userEvent.click(boton(dialogo(), 'Pagar'));
    await waitFor(() => expect(alPagar).toHaveBeenCalled());
    expect(pagar).toHaveBeenCalledWith({ monto: 50_000, fecha: hoyBogota() }, expect.stringMatching(/^[0-9a-f-]{36}$/));
    expect(mensajesToast()).toEqual(['Pago aplicado']);
  });

  it('con interés de mora pendiente propone la cuota más la mora, que va primero, y no deja pasar de ambas', async () => {
    const pagar = jest.fn().mockResolvedValue(undefined);
    const alPagar = jest.fn();
    render(<PagarCuotaModal cuota={cuota} mora={3_500} pagar={pagar} alCerrar={() => undefined} alGuardar={alPagar} />);

    expect(monto()).toHaveValue('$ 203.500');
    expect(within(dialogo()).getByText('Interés de mora del préstamo (va primero)')).toBeInTheDocument();
    expect(within(dialogo()).getByText('$ 3.500')).toBeInTheDocument();
    escribirMonto('203501');
    await userEvent.click(boton(dialogo(), 'Pagar'));
    await waitFor(() => expect(errores()).toEqual(['El monto supera el saldo de la cuota']));
    escribirMonto('203500');
    await userEvent.click(boton(dialogo(), 'Pagar'));
    await waitFor(() => expect(alPagar).toHaveBeenCalled());
    expect(pagar).toHaveBeenCalledWith({ monto: 203_500, fecha: hoyBogota() }, expect.any(String));
  });

  it('dice "Error de red" sin conexión, el mensaje del servidor si lo hay y si no "Error aplicando pago"', async () => {
    const pagar = jest
      .fn()
      .mockRejectedValueOnce(new ErrorHttp('Error de red', 0, 'ERROR_RED'))
      .mockRejectedValueOnce(new ErrorHttp('El préstamo está cancelado', 422, 'PRESTAMO_CERRADO'))
      .mockRejectedValueOnce(new ErrorHttp('', 500, 'HTTP_500'));
    const alPagar = jest.fn();
    render(<PagarCuotaModal cuota={cuota} pagar={pagar} alCerrar={() => undefined} alGuardar={alPagar} />);

    for (const esperado of ['Error de red', 'El préstamo está cancelado', 'Error aplicando pago']) {
      await userEvent.click(boton(dialogo(), 'Pagar'));
      await waitFor(() => expect(mensajesToast()).toContain(esperado));
    }
    expect(pagar).toHaveBeenCalledTimes(3);
    expect(alPagar).not.toHaveBeenCalled();
  });
});
