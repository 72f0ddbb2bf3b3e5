import { render, screen, waitFor, within } from '@testing-library/react';
import { MENSAJES_NIT, MENSAJES_PROVEEDOR, type DatosMovimientoCaja, type MovimientoCaja } from '@cartera/dominio';
import { useToasts } from '@cartera/plataforma';
import { escribir, userEvent } from '../../../packages/plataforma/test/usuario';
import { MovimientoFormModal } from './MovimientoFormModal';

const egreso: MovimientoCaja = {
  _id: 'm1',
  fecha: '2026-11-20',
  tipo: 'egreso',
  categoria: 'gastos',
  concepto: 'Resmas de papel',
  monto: 45000,
  entrega: null,
  proveedor: { nombre: 'Papelería El Centro', nit: '890903938-8' },
  registradoPor: null,
  createdAt: '2026-11-20T15:00:00.000Z',
  updatedAt: '2026-11-20T15:00:00.000Z',
};

function abrir(movimiento: MovimientoCaja | null) {
  const enviados: DatosMovimientoCaja[] = [];
  const guardar = jest.fn(async (datos: DatosMovimientoCaja) => {
    enviados.push(datos);
  });
  render(<MovimientoFormModal movimiento={movimiento} guardar={guardar} alCerrar={() => {}} alGuardar={() => {}} />);
  const modal = within(screen.getByRole('dialog'));
  /** Escribe cada campo por su etiqueta y pulsa «Registrar». */
  const registrar = async (campos: Record<string, string> = {}) => {
    for (const [etiqueta, texto] of Object.entries(campos)) await escribir(modal.getByLabelText(etiqueta), texto);
    await userEvent.click(modal.getByRole('button', { name: 'Registrar' }));
  };
  return { enviados, guardar, modal, registrar };
}

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
