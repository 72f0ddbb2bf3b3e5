import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { CajaCobrador } from '@cartera/dominio';
import { useConfirmaciones, useToasts, type Consulta } from '@cartera/plataforma';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { exito, servirApi } from '../../../packages/plataforma/test/servidorPrueba';
import { responderConfirmacion } from '../../../packages/plataforma/test/confirmacion';
import { ConfirmarEntregaModal } from './ConfirmarEntregaModal';
import { EnPoderDeCobradores } from './EnPoderDeCobradores';
import { entregaPendiente, plano } from './pruebas/entregas';

const toasts = () => useToasts.getState().toasts.map((t) => plano(t.mensaje));

/** Carlos handed over 640.830 of the 645.830 he held. */
const entrega = entregaPendiente({
  numero: 7,
  cobros: 645_830,
  cantidadCobros: 3,
  esperado: 645_830,
  montoEntregado: 640_830,
  diferencia: -5_000,
});

/** The API's answer: the handover confirmed with what the office counted. */
const servirConfirmacion = () =>
  servirApi({
    'PATCH /caja/entregas/e1/confirmar': (llamada) => {
      const recibido = (llamada.cuerpo as { montoRecibido: number }).montoRecibido;
      return exito({ ...entrega, estado: 'confirmada', montoRecibido: recibido, diferencia: recibido - entrega.esperado });
    },
  });

function abrir() {
  const alGuardar = jest.fn();
  render(<ConfirmarEntregaModal entrega={entrega} alCerrar={jest.fn()} alGuardar={alGuardar} />);
  const dialogo = screen.getByRole('dialog', { name: 'Confirmar entrega de Carlos Cobrador' });
  const confirmar = () => userEvent.click(within(dialogo).getByRole('button', { name: 'Confirmar' }));
  const recibido = (monto: number) =>
    fireEvent.change(within(dialogo).getByLabelText('Monto recibido'), { target: { value: String(monto) } });
  return { alGuardar, dialogo, confirmar, recibido };
}

describe('confirmar una entrega de caja', () => {
  afterEach(() => act(() => useToasts.getState().limpiar()));

  it('con faltante pregunta en la página, envía al aceptar y el aviso dice el faltante en palabras', async () => {
    const llamadas = servirConfirmacion();
    const { alGuardar, dialogo, confirmar } = abrir();
    expect(plano(dialogo.textContent)).toContain('Faltante de $ 5.000');

    await confirmar();
    expect(plano(await responderConfirmacion('Volver'))).toContain(
      'Se registrará un faltante de $ 5.000 a cargo de Carlos Cobrador',
    );
    expect(llamadas).toHaveLength(0);

    await confirmar();
    await responderConfirmacion('Confirmar con faltante');
    await waitFor(() => expect(alGuardar).toHaveBeenCalled());
    expect(llamadas.map((l) => l.cuerpo)).toEqual([{ montoRecibido: 640_830 }]);
    expect(toasts()).toContain('Entrega confirmada con un faltante de $ 5.000 a cargo de Carlos Cobrador');
  });

  it('con sobrante también pregunta y el aviso dice el sobrante', async () => {
    const llamadas = servirConfirmacion();
    const { alGuardar, confirmar, recibido } = abrir();
    recibido(650_830);
    await confirmar();
    expect(plano(await responderConfirmacion('Confirmar con sobrante'))).toContain(
      'Se registrará un sobrante de $ 5.000 en la entrega de Carlos Cobrador',
    );
    await waitFor(() => expect(alGuardar).toHaveBeenCalled());
    expect(llamadas.map((l) => l.cuerpo)).toEqual([{ montoRecibido: 650_830 }]);
    expect(toasts()).toContain('Entrega confirmada con un sobrante de $ 5.000 de Carlos Cobrador');
  });

  it('con el monto esperado no pregunta y el aviso lo dice', async () => {
    servirConfirmacion();
    const { alGuardar, confirmar, recibido } = abrir();
    recibido(645_830);
    await confirmar();
    await waitFor(() => expect(alGuardar).toHaveBeenCalled());
    expect(useConfirmaciones.getState().pendientes).toEqual([]);
    expect(toasts()).toContain('Entrega confirmada: Carlos Cobrador entregó lo esperado');
  });
});

describe('En poder de cobradores', () => {
  const caja = (nombre: string, cambios: Partial<CajaCobrador> = {}): CajaCobrador => ({
    cobradorId: nombre,
    nombre,
    enPoder: 0,
    cobros: 0,
    cantidadCobros: 0,
    gastos: 0,
    cantidadGastos: 0,
    entregaPendiente: null,
    ultimaEntrega: null,
    deuda: 0,
    ...cambios,
  });
  const consulta = (datos: CajaCobrador[]): Consulta<CajaCobrador[]> => ({
    datos,
    cargando: false,
    error: null,
    recargar: () => undefined,
  });
  const fila = (nombre: string) => screen.getByText(nombre).closest('tr') as HTMLElement;

  it('cada fila dice el siguiente paso y la cuenta de arriba no dice «Todos entregaron» con una entrega por confirmar', async () => {
    const alConfirmar = jest.fn();
    render(
      <EnPoderDeCobradores
        cobradores={consulta([
          caja('Carlos Cobrador', { cantidadCobros: 3, enPoder: 645_830, entregaPendiente: entrega }),
          caja('Diana Ruta', { cantidadCobros: 2, enPoder: 80_000, deuda: 5_000 }),
          caja('Elena Al Día'),
        ])}
        administra
        alConfirmar={alConfirmar}
        alAbonar={jest.fn()}
      />,
    );
    expect(screen.getByLabelText('Entregas pendientes')).toHaveTextContent(
      '1 cobrador sin entregar · 1 entrega por confirmar',
    );
    expect(within(fila('Diana Ruta')).getByText('Esperando la entrega del cobrador')).toBeInTheDocument();
    expect(within(fila('Diana Ruta')).getByRole('button', { name: 'Abonar faltante de Diana Ruta' })).toBeInTheDocument();
    expect(within(fila('Elena Al Día')).getByText('Nada por entregar')).toBeInTheDocument();
    await userEvent.click(within(fila('Carlos Cobrador')).getByRole('button', { name: 'Confirmar entrega de Carlos Cobrador' }));
    expect(alConfirmar).toHaveBeenCalledWith(entrega);
  });

  it('«Todos entregaron» sólo cuando nadie debe entregar ni espera confirmación', () => {
    render(
      <EnPoderDeCobradores cobradores={consulta([caja('Elena Al Día')])} administra alConfirmar={jest.fn()} alAbonar={jest.fn()} />,
    );
    expect(screen.getByText('Todos entregaron')).toBeInTheDocument();
  });
});
