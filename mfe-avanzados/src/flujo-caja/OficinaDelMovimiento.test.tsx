import { act, waitFor, within } from '@testing-library/react';
import { MENSAJES_OFICINA_MOVIMIENTO, type MovimientoCaja } from '@cartera/dominio';
import { elegirOficina, usePreferencias, useToasts } from '@cartera/plataforma';
import { iniciarComo } from '../../../packages/plataforma/test/pantalla';
import { CENTRO, conOficinas, NORTE } from '../../../packages/plataforma/test/oficinas';
import { abrirMovimiento, egresoGuardado } from './movimientoEnPrueba';

const guardado = { ...egresoGuardado, oficina: NORTE };

/** Opens the form and submits it with a concept and an amount. */
function abrir(movimiento: MovimientoCaja | null) {
  const abierto = abrirMovimiento(movimiento);
  return { ...abierto, registrar: () => abierto.registrar({ Concepto: 'Arriendo', Monto: '150000' }) };
}

describe('la oficina de un movimiento de caja', () => {
  beforeEach(() => {
    localStorage.clear();
    iniciarComo('admin');
    act(() => usePreferencias.getState().restablecer());
    useToasts.getState().limpiar();
  });

  it('con varias oficinas el movimiento nuevo pregunta la suya, empieza en la de la barra y la envía', async () => {
    conOficinas(CENTRO, NORTE);
    act(() => elegirOficina(NORTE._id));
    const { enviados, modal, registrar } = abrir(null);
    const campo = await modal.findByRole('combobox', { name: 'Oficina' });
    expect(within(campo.closest('.ant-select') as HTMLElement).getByText('Oficina Norte')).toBeInTheDocument();
    await registrar();
    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(enviados[0]).toMatchObject({ concepto: 'Arriendo', monto: 150000, oficina: NORTE._id });
  });

  it('con «Todas» en la barra exige elegirla, con las palabras de la API, y no envía', async () => {
    conOficinas(CENTRO, NORTE);
    const { guardar, modal, registrar } = abrir(null);
    await modal.findByRole('combobox', { name: 'Oficina' });
    await registrar();
    expect(await modal.findByText(MENSAJES_OFICINA_MOVIMIENTO.obligatoria)).toBeInTheDocument();
    expect(guardar).not.toHaveBeenCalled();
  });

  it('con una sola oficina, o al editar, no la pregunta ni la envía (la API la toma o la conserva)', async () => {
    conOficinas(CENTRO);
    const uno = abrir(null);
    await uno.registrar();
    await waitFor(() => expect(uno.enviados).toHaveLength(1));
    expect(uno.enviados[0]).not.toHaveProperty('oficina');
    expect(uno.modal.queryByRole('combobox', { name: 'Oficina' })).not.toBeInTheDocument();
  });

  it('al editar un movimiento no pregunta la oficina aunque haya varias', async () => {
    conOficinas(CENTRO, NORTE);
    const { modal } = abrir(guardado);
    expect(await modal.findByLabelText('Concepto')).toBeInTheDocument();
    expect(modal.queryByRole('combobox', { name: 'Oficina' })).not.toBeInTheDocument();
  });
});
