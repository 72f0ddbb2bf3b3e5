import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { crearPrestamo } from '../prestamos/pruebas/datos';
import { boton } from '../prestamos/pruebas/consultas';
import { crearServidor, ok, prepararCadaPrueba } from '../prestamos/pruebas/servidor';
import { CondonarModal } from './CondonarModal';
import { responderConfirmacion } from '../../../packages/plataforma/test/confirmacion';
import { buscarTambienOcultos } from '../../../packages/plataforma/test/ocultos';

buscarTambienOcultos();

describe('CondonarModal', () => {
  prepararCadaPrueba();

  it('pregunta si se perdona primero interés o primero capital (por defecto interés) y lo envía', async () => {
    const prestamo = crearPrestamo({ saldoPendiente: 500_000 });
    const ruta = `POST /prestamos/${prestamo._id}/condonar`;
    const servidor = crearServidor({ [ruta]: () => ok({ prestamo, mensaje: 'Saldo condonado' }) });
    render(<CondonarModal prestamo={prestamo} alCerrar={() => undefined} alGuardar={() => undefined} />);
    const dialogo = screen.getByRole('dialog');
    expect(within(dialogo).getByLabelText('Primero el interés')).toBeChecked();
    fireEvent.change(within(dialogo).getByLabelText('Monto a condonar'), { target: { value: '50000' } });
    fireEvent.change(within(dialogo).getByLabelText('Motivo'), { target: { value: 'Acuerdo' } });
    await userEvent.click(within(dialogo).getByLabelText('Primero el capital'));
    await userEvent.click(boton(dialogo, 'Condonar'));
    expect(await responderConfirmacion('Confirmar')).toMatch(/Condonar \$\s50\.000/);
    await waitFor(() => expect(servidor.de(ruta)).toHaveLength(1));
    expect(servidor.de(ruta)[0].cuerpo).toEqual({ monto: 50_000, motivo: 'Acuerdo', aplicarA: 'capital' });
  });
});
