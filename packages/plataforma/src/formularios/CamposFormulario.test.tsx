import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Form, Row } from 'antd';
import { CamposFormulario, campo, type Campo } from './CamposFormulario';

function Formulario({ campos, alEnviar = jest.fn() }: { campos: ReadonlyArray<Campo | false>; alEnviar?: jest.Mock }) {
  return (
    <Form layout="vertical" name="prueba" onFinish={alEnviar}>
      <CamposFormulario campos={campos} />
      <Button htmlType="submit">Enviar</Button>
    </Form>
  );
}

/** The form with these fields; what its submit sends goes to the mock it returns. */
function montar(campos: ReadonlyArray<Campo | false>): jest.Mock {
  const alEnviar = jest.fn();
  render(<Formulario alEnviar={alEnviar} campos={campos} />);
  return alEnviar;
}

const enviar = () => fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));

describe('CamposFormulario', () => {
  it('pinta cada campo declarado con su etiqueta, su entrada y su ayuda, en orden, y omite los false', () => {
    montar([
      campo.texto('concepto', 'Concepto', { max: 200, extra: 'Lo que dice el recibo.' }),
      false,
      campo.area('observaciones', 'Observaciones', { max: 500, filas: 2 }),
      campo.monto('monto', 'Monto'),
      campo.contrasena('password', 'Contraseña'),
    ]);
    const etiquetas = Array.from(document.querySelectorAll('label')).map((l) => l.textContent);
    expect(etiquetas).toEqual(['Concepto', 'Observaciones', 'Monto', 'Contraseña']);
    expect(screen.getByLabelText('Concepto')).toHaveAttribute('maxlength', '200');
    expect(screen.getByText('Lo que dice el recibo.')).toBeInTheDocument();
    expect(screen.getByLabelText('Observaciones')).toHaveAttribute('rows', '2');
    expect(screen.getByLabelText('Monto')).toHaveAttribute('aria-valuemin', '1');
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('type', 'password');
  });

  it('un texto obligatorio rechaza el vacío y el blanco con su mensaje, y luego corren sus otras reglas', async () => {
    const alEnviar = montar([
      campo.texto('motivo', 'Motivo', {
        obligatorio: 'El motivo es obligatorio',
        rules: [{ min: 3, message: 'Al menos 3 letras' }],
      }),
    ]);
    fireEvent.change(screen.getByLabelText('Motivo'), { target: { value: '   ' } });
    enviar();
    expect(await screen.findByText('El motivo es obligatorio')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Motivo'), { target: { value: 'ab' } });
    enviar();
    expect(await screen.findByText('Al menos 3 letras')).toBeInTheDocument();
    expect(alEnviar).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Motivo'), { target: { value: 'abc' } });
    enviar();
    await waitFor(() => expect(alEnviar).toHaveBeenCalledWith({ motivo: 'abc' }));
  });

  it('una contraseña obligatoria acepta espacios (son caracteres) y una selección envía la opción elegida', async () => {
    const alEnviar = montar([
      campo.contrasena('clave', 'Clave', { obligatorio: 'Escriba la clave' }),
      campo.seleccion('estado', 'Estado', [{ value: 'activo', label: 'Activo' }], { obligatorio: 'Elija el estado' }),
    ]);
    enviar();
    expect(await screen.findByText('Escriba la clave')).toBeInTheDocument();
    expect(await screen.findByText('Elija el estado')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Clave'), { target: { value: '   ' } });
    fireEvent.mouseDown(screen.getByLabelText('Estado'));
    fireEvent.click(await screen.findByTitle('Activo'));
    enviar();
    await waitFor(() => expect(alEnviar).toHaveBeenCalledWith({ clave: '   ', estado: 'activo' }));
  });

  it('un interruptor envía si está encendido, con su propio nombre accesible', async () => {
    const alEnviar = montar([
      campo.interruptor('activo', 'Activo'),
      campo.interruptor('seguro', 'TLS', { etiquetaInterruptor: 'TLS desde el inicio', extra: 'Puerto 465.' }),
    ]);
    expect(screen.getByText('Puerto 465.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch', { name: 'TLS desde el inicio' }));
    enviar();
    await waitFor(() => expect(alEnviar).toHaveBeenCalledWith({ activo: undefined, seguro: true }));
    fireEvent.click(screen.getByLabelText('Activo'));
    enviar();
    await waitFor(() => expect(alEnviar).toHaveBeenLastCalledWith({ activo: true, seguro: true }));
  });

  it('filas pone los campos de cada fila lado a lado, una fila bajo otra', () => {
    render(
      <Form layout="vertical">
        <CamposFormulario filas={[[campo.texto('a', 'A'), campo.texto('b', 'B')], [campo.numero('c', 'C')]]} />
      </Form>,
    );
    const filas = Array.from(document.querySelectorAll('.ant-flex'));
    expect(filas.map((f) => Array.from(f.querySelectorAll('label')).map((l) => l.textContent))).toEqual([['A', 'B'], ['C']]);
  });

  it('columna pone cada campo en su columna de la fila de la grilla', () => {
    render(
      <Form layout="vertical">
        <Row>
          <CamposFormulario columna={{ xs: 12, sm: 8 }} campos={[campo.fecha('fecha', 'Fecha'), false, campo.texto('d', 'D')]} />
        </Row>
      </Form>,
    );
    const columnas = Array.from(document.querySelectorAll('form > .ant-row > .ant-col'));
    expect(columnas.map((c) => c.className.includes('ant-col-xs-12') && c.textContent)).toEqual(['Fecha', 'D']);
  });
});
