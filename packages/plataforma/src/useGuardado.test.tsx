import { act, fireEvent, render, screen } from '@testing-library/react';
import { Form, Input } from 'antd';
import { ErrorHttp } from './http';
import { useToasts } from './toasts';
import { useGuardado, type OpcionesGuardado } from './useGuardado';

/** A call that settles when the test says so. */
function pendiente<T>() {
  let responder: (valor: T) => void = () => undefined;
  let fallar: (error: unknown) => void = () => undefined;
  const promesa = new Promise<T>((resolver, rechazar) => {
    responder = resolver;
    fallar = rechazar;
  });
  return { promesa, responder, fallar };
}

/** A form with one field: 'Guardar' runs `accion` through the hook with `opciones`. */
function Formulario<T>({
  accion,
  opciones,
  conForm = true,
}: {
  accion: () => Promise<T>;
  opciones: OpcionesGuardado<T>;
  conForm?: boolean;
}) {
  const [form] = Form.useForm<{ nombre?: string }>();
  const { guardando, ejecutar } = useGuardado(conForm ? form : undefined);
  return (
    <Form form={form}>
      <Form.Item name="nombre" label="Nombre">
        <Input />
      </Form.Item>
      <p>{guardando ? 'guardando' : 'listo'}</p>
      <button type="button" onClick={() => void ejecutar(accion, opciones)}>
        Guardar
      </button>
    </Form>
  );
}

const mensajesToast = () => useToasts.getState().toasts.map((t) => `${t.tipo}: ${t.mensaje}`);
const erroresCampos = () =>
  Array.from(document.querySelectorAll('.ant-form-item-explain-error')).map((e) => e.textContent);
const guardar = () => fireEvent.click(screen.getByText('Guardar'));

describe('useGuardado', () => {
  afterEach(() => useToasts.getState().limpiar());

  it('marca el guardado mientras dura, avisa del éxito y termina con el resultado', async () => {
    const llamada = pendiente<{ _id: string }>();
    const alTerminar = jest.fn();
    render(
      <Formulario
        accion={() => llamada.promesa}
        opciones={{ exito: 'Meta creada correctamente', error: 'Error al guardar meta', alTerminar }}
      />,
    );
    expect(screen.getByText('listo')).toBeTruthy();
    guardar();
    expect(screen.getByText('guardando')).toBeTruthy();
    expect(mensajesToast()).toEqual([]);

    await act(async () => llamada.responder({ _id: 'm1' }));
    expect(mensajesToast()).toEqual(['exito: Meta creada correctamente']);
    expect(alTerminar).toHaveBeenCalledWith({ _id: 'm1' });
    expect(screen.getByText('listo')).toBeTruthy();
  });

  it('el aviso de éxito puede salir de lo que devolvió el servidor, o no darse', async () => {
    const { unmount } = render(
      <Formulario
        accion={() => Promise.resolve({ destinatarios: 3 })}
        opciones={{
          exito: (r) => `Notificación enviada (${r.destinatarios} destinatario(s))`,
          error: 'Error',
        }}
      />,
    );
    await act(async () => guardar());
    expect(mensajesToast()).toEqual(['exito: Notificación enviada (3 destinatario(s))']);
    unmount();

    useToasts.getState().limpiar();
    const alTerminar = jest.fn();
    render(<Formulario accion={() => Promise.resolve('ok')} opciones={{ error: 'Error', alTerminar }} />);
    await act(async () => guardar());
    expect(mensajesToast()).toEqual([]);
    expect(alTerminar).toHaveBeenCalledWith('ok');
  });

  it('un 400 deja sus errores bajo los campos y su mensaje en el aviso; el formulario vuelve a estar listo', async () => {
    const alTerminar = jest.fn();
    const rechazo = new ErrorHttp('Datos inválidos', 400, 'HTTP_400', { nombre: ['El nombre ya existe'] });
    render(
      <Formulario
        accion={() => Promise.reject(rechazo)}
        opciones={{ exito: 'Meta creada correctamente', error: 'Error al guardar meta', alTerminar }}
      />,
    );
    await act(async () => guardar());
    expect(await screen.findByText('El nombre ya existe')).toBeTruthy();
    expect(erroresCampos()).toEqual(['El nombre ya existe']);
    expect(mensajesToast()).toEqual(['error: Datos inválidos']);
    expect(alTerminar).not.toHaveBeenCalled();
    expect(screen.getByText('listo')).toBeTruthy();
  });

  it('un fallo sin mensaje del servidor (o un alTerminar que lanza) muestra el mensaje por defecto', async () => {
    const { unmount } = render(
      <Formulario
        accion={() => Promise.reject(new TypeError('Failed to fetch'))}
        opciones={{ error: 'Error al guardar meta' }}
      />,
    );
    await act(async () => guardar());
    expect(mensajesToast()).toEqual(['error: Error al guardar meta']);
    unmount();

    useToasts.getState().limpiar();
    const alTerminar = () => {
      throw new Error('sin ruta');
    };
    render(
      <Formulario
        accion={() => Promise.resolve(1)}
        opciones={{ exito: 'Guardado', error: 'Error al guardar', alTerminar }}
      />,
    );
    await act(async () => guardar());
    expect(mensajesToast()).toEqual(['exito: Guardado', 'error: Error al guardar']);
    expect(screen.getByText('listo')).toBeTruthy();
  });

  it('sin formulario, un 400 sólo avisa', async () => {
    const rechazo = new ErrorHttp('Datos inválidos', 400, 'HTTP_400', { nombre: ['El nombre ya existe'] });
    render(
      <Formulario conForm={false} accion={() => Promise.reject(rechazo)} opciones={{ error: 'Error' }} />,
    );
    await act(async () => guardar());
    expect(mensajesToast()).toEqual(['error: Datos inválidos']);
    expect(erroresCampos()).toEqual([]);
  });

  it('un segundo envío mientras el primero está en curso no hace nada', async () => {
    const llamada = pendiente<string>();
    const accion = jest.fn(() => llamada.promesa);
    render(
      <Formulario
        accion={accion}
        opciones={{ exito: 'Cobro registrado', error: 'Error al registrar cobro' }}
      />,
    );
    // Two clicks in the same tick: the second one sees no re-render yet.
    act(() => {
      guardar();
      guardar();
    });
    guardar();
    expect(accion).toHaveBeenCalledTimes(1);

    await act(async () => llamada.responder('c1'));
    expect(mensajesToast()).toEqual(['exito: Cobro registrado']);
    // Once settled, the form saves again.
    await act(async () => guardar());
    expect(accion).toHaveBeenCalledTimes(2);
  });

  describe('con unaSolaVez', () => {
    it('tras un éxito sigue guardando e ignora otro envío', async () => {
      const accion = jest.fn(() => Promise.resolve('pagado'));
      const alTerminar = jest.fn();
      render(
        <Formulario
          accion={accion}
          opciones={{
            exito: 'Pago aplicado',
            error: 'Error al registrar el pago',
            alTerminar,
            unaSolaVez: true,
          }}
        />,
      );
      await act(async () => guardar());
      expect(mensajesToast()).toEqual(['exito: Pago aplicado']);
      expect(alTerminar).toHaveBeenCalledTimes(1);
      expect(screen.getByText('guardando')).toBeTruthy();

      await act(async () => guardar());
      expect(accion).toHaveBeenCalledTimes(1);
      expect(mensajesToast()).toEqual(['exito: Pago aplicado']);
    });

    it('tras un fallo queda listo para intentarlo de nuevo', async () => {
      const accion = jest
        .fn<Promise<string>, []>()
        .mockRejectedValueOnce(new ErrorHttp('Monto inválido', 400, 'HTTP_400'))
        .mockResolvedValueOnce('pagado');
      render(
        <Formulario
          accion={accion}
          opciones={{ exito: 'Pago aplicado', error: 'Error al registrar el pago', unaSolaVez: true }}
        />,
      );
      await act(async () => guardar());
      expect(mensajesToast()).toEqual(['error: Monto inválido']);
      expect(screen.getByText('listo')).toBeTruthy();

      await act(async () => guardar());
      expect(accion).toHaveBeenCalledTimes(2);
      expect(mensajesToast()).toEqual(['error: Monto inválido', 'exito: Pago aplicado']);
      expect(screen.getByText('guardando')).toBeTruthy();
    });
  });
});
