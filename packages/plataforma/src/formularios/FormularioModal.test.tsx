import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Form, Input } from 'antd';
import { useToasts } from '@cartera/plataforma';
import { pedir } from '../../test/pedir';
import { exito, fallo, servirApi } from '../../test/servidorPrueba';
import { FormularioModal, type PreguntaFormulario } from './FormularioModal';
import { dialogoConfirmacion, responderConfirmacion } from '../../test/confirmacion';

interface Campos {
  motivo: string;
}

function Modal({
  alGuardar = jest.fn(),
  confirmacion,
  pie,
}: {
  alGuardar?: (r: unknown) => void;
  confirmacion?: (c: Campos) => PreguntaFormulario | null;
  pie?: ReactNode;
}) {
  return (
    <FormularioModal<Campos, { estado: string }>
      titulo="Castigar préstamo"
      nombre="castigo"
      textoAceptar="Castigar"
      valoresIniciales={{ motivo: 'Cliente inubicable' }}
      enviar={async (campos, clave) =>
        (await pedir('post', 'prestamos/p1/castigar', { json: campos, claveIdempotencia: clave })) as { estado: string }
      }
      confirmacion={confirmacion}
      exito="Préstamo castigado"
      error="Error al castigar"
      alCerrar={jest.fn()}
      alGuardar={alGuardar}
      pie={pie}
    >
      <Form.Item label="Motivo" name="motivo">
        <Input />
      </Form.Item>
    </FormularioModal>
  );
}

const toasts = () => useToasts.getState().toasts.map((t) => `${t.tipo}: ${t.mensaje}`);
const aceptar = () => fireEvent.click(screen.getByText('Castigar').closest('button') as HTMLButtonElement);

describe('FormularioModal', () => {
  afterEach(() => {
    useToasts.getState().limpiar();
    jest.restoreAllMocks();
  });

  it('un 400 deja sus errores bajo los campos y un reintento lleva la misma Idempotency-Key', async () => {
    let intentos = 0;
    const llamadas = servirApi({
      'POST /prestamos/p1/castigar': () => {
        intentos += 1;
        return intentos === 1
          ? fallo(400, 'Datos inválidos', { motivo: ['El motivo debe tener al menos 3 caracteres'] })
          : exito({ estado: 'castigado' });
      },
    });
    const alGuardar = jest.fn();
    render(<Modal alGuardar={alGuardar} />);
    expect(screen.getByText('Cancelar')).toBeTruthy();

    await act(async () => aceptar());
    expect(await screen.findByText('El motivo debe tener al menos 3 caracteres')).toBeTruthy();
    expect(toasts()).toEqual(['error: Datos inválidos']);
    expect(alGuardar).not.toHaveBeenCalled();

    await act(async () => aceptar());
    await waitFor(() => expect(alGuardar).toHaveBeenCalledWith({ estado: 'castigado' }));
    expect(toasts()).toContain('exito: Préstamo castigado');
    const claves = llamadas.map((l) => l.cabeceras.get('idempotency-key'));
    expect(claves).toHaveLength(2);
    expect(claves[0]).toBeTruthy();
    expect(claves[1]).toBe(claves[0]);
    expect(llamadas[1].cuerpo).toEqual({ motivo: 'Cliente inubicable' });
  });

  it('pregunta en la página antes de enviar: si el usuario no confirma, no se envía nada y el formulario sigue abierto', async () => {
    const llamadas = servirApi({ 'POST /prestamos/p1/castigar': () => exito({ estado: 'castigado' }) });
    const alGuardar = jest.fn();
    render(<Modal alGuardar={alGuardar} confirmacion={(c) => `¿Castigar? Motivo: ${c.motivo}`} />);

    await act(async () => aceptar());
    expect(await responderConfirmacion('Cancelar')).toBe('¿Castigar? Motivo: Cliente inubicable');
    expect(llamadas).toHaveLength(0);
    expect(screen.getByDisplayValue('Cliente inubicable')).toBeInTheDocument();

    await act(async () => aceptar());
    await responderConfirmacion('Confirmar');
    await waitFor(() => expect(alGuardar).toHaveBeenCalled());
    expect(llamadas).toHaveLength(1);
  });

  it('la pregunta puede traer sus palabras: título, botones y peligro', async () => {
    servirApi({ 'POST /prestamos/p1/castigar': () => exito({ estado: 'castigado' }) });
    const alGuardar = jest.fn();
    render(
      <Modal
        alGuardar={alGuardar}
        confirmacion={() => ({ pregunta: 'Se da por perdido.', titulo: 'Castigo', aceptar: 'Castigar ya', peligro: true })}
      />,
    );
    await act(async () => aceptar());
    const dialogo = await dialogoConfirmacion();
    // Its title (by text: under jest antd gives every dialog the same aria-labelledby id).
    expect(within(dialogo).getByText('Castigo')).toBeInTheDocument();
    expect(within(dialogo).getByRole('button', { name: 'Castigar ya' })).toHaveClass('ant-btn-dangerous');
    await responderConfirmacion('Castigar ya');
    await waitFor(() => expect(alGuardar).toHaveBeenCalled());
  });

  it('nunca más ancho que la pantalla: cabe en un teléfono de 412 px', () => {
    servirApi({});
    render(<Modal />);
    const ancho = (document.querySelector('.ant-modal') as HTMLElement).style.width;
    // jsdom writes min() back with odd spacing: compared without it.
    expect(ancho.replace(/[\s*]/g, '')).toBe('min(520px,calc(100vw-16px))');
  });

  it('el pie va dentro del modal, debajo del formulario', async () => {
    servirApi({});
    render(<Modal pie={<p>Vista previa del préstamo</p>} />);
    const pie = screen.getByText('Vista previa del préstamo');
    const dialogo = screen.getByRole('dialog');
    const formulario = dialogo.querySelector('form') as HTMLFormElement;
    expect(dialogo).toContainElement(pie);
    expect(formulario).not.toContainElement(pie);
    expect(formulario.compareDocumentPosition(pie) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
