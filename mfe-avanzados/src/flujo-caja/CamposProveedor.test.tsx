import { screen, waitFor } from '@testing-library/react';
import { MENSAJES_NIT, MENSAJES_PROVEEDOR } from '@cartera/dominio';
import { useToasts } from '@cartera/plataforma';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { abrirMovimiento, egresoGuardado } from './movimientoEnPrueba';

const egreso = egresoGuardado;
const abrir = abrirMovimiento;

describe('proveedor de un egreso en el formulario de movimientos', () => {
  beforeEach(() => useToasts.getState().limpiar());

  it('un egreso lleva su proveedor con el NIT y su dígito de verificación; un dígito equivocado se avisa sin enviar', async () => {
    const { enviados, guardar, modal, registrar } = abrir(null);
    await registrar({
      Concepto: 'Aseo',
      Monto: '10000',
      Proveedor: 'Aseo Total',
      'NIT del proveedor': '890.903.938-7',
    });
    expect(await modal.findByText(MENSAJES_NIT.digito)).toBeInTheDocument();
    expect(guardar).not.toHaveBeenCalled();

    await userEvent.clear(modal.getByLabelText('NIT del proveedor'));
    await registrar({ 'NIT del proveedor': '890.903.938-8' });
    await waitFor(() => expect(guardar).toHaveBeenCalled());
    expect(enviados[0]).toMatchObject({
      tipo: 'egreso',
      concepto: 'Aseo',
      proveedorNombre: 'Aseo Total',
      proveedorNit: '890.903.938-8',
    });
  });

  it('el nombre sin NIT se avisa; sin proveedor el egreso se registra igual', async () => {
    const { enviados, guardar, modal, registrar } = abrir(null);
    await registrar({ Concepto: 'Tinto', Monto: '3000', Proveedor: 'Cafetería' });
    expect(await modal.findByText(MENSAJES_PROVEEDOR.nombreSinNit)).toBeInTheDocument();
    expect(guardar).not.toHaveBeenCalled();
    await userEvent.clear(modal.getByLabelText('Proveedor'));
    await registrar();
    await waitFor(() => expect(guardar).toHaveBeenCalled());
    expect(enviados[0]).toMatchObject({ proveedorNombre: null, proveedorNit: null });
  });

  it('al editar trae el proveedor guardado; un ingreso no muestra ni envía proveedor', async () => {
    const { enviados, guardar, modal } = abrir(egreso);
    expect(modal.getByLabelText('Proveedor')).toHaveValue('Papelería El Centro');
    expect(modal.getByLabelText('NIT del proveedor')).toHaveValue('890903938-8');
    await userEvent.click(modal.getByLabelText('Tipo'));
    await userEvent.click(await screen.findByTitle('Ingreso'));
    await waitFor(() => expect(modal.queryByLabelText('Proveedor')).not.toBeInTheDocument());
    await userEvent.click(modal.getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(guardar).toHaveBeenCalled());
    expect(enviados[0]).toMatchObject({ tipo: 'ingreso', proveedorNombre: null, proveedorNit: null });
  });
});
