import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Rol, Usuario } from '@cartera/dominio';
import { ErrorHttp, useToasts } from '@cartera/plataforma';
import { UsuarioFormModal } from './UsuarioFormModal';
import type { DatosUsuario } from '@cartera/dominio';
import { mensajesToast } from '../../../packages/plataforma/test/pantalla';

const existente: Usuario = {
  _id: 'b1f6f0d2-3c4a-4e5b-8c6d-7e8f9a0b1c2d',
  nombre: 'Carlos Cobrador',
  email: 'cobrador1@cartera.local',
  rol: 'cobrador',
  telefono: '3001234567',
  zona: 'Norte',
  estado: 'activo',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function renderizar({
  usuario = null,
  rolSesion = 'admin',
  propia = false,
  guardar = jest.fn().mockResolvedValue({}),
}: {
  usuario?: Usuario | null;
  rolSesion?: Rol;
  propia?: boolean;
  guardar?: jest.Mock<Promise<unknown>, [DatosUsuario]>;
} = {}) {
  const alGuardar = jest.fn();
  render(
    <UsuarioFormModal
      usuario={usuario}
      rolSesion={rolSesion}
      propia={propia}
      guardar={guardar}
      alCerrar={jest.fn()}
      alGuardar={alGuardar}
    />,
  );
  return { guardar, alGuardar, dialogo: screen.getByRole('dialog') };
}

const usuario = userEvent.setup({ delay: null });

/** Types a whole value at once (antd inputs are slow to type into key by key under jsdom). */
function escribir(dialogo: HTMLElement, etiqueta: string, valor: string) {
  fireEvent.change(within(dialogo).getByLabelText(etiqueta), { target: { value: valor } });
}

describe('UsuarioFormModal', () => {
  beforeEach(() => useToasts.getState().limpiar());

  it('al crear exige nombre, email y contraseña', async () => {
    const { guardar, dialogo } = renderizar();
    expect(within(dialogo).getByText('Nuevo Usuario')).toBeInTheDocument();
    await usuario.click(within(dialogo).getByRole('button', { name: 'Crear' }));

    expect(await within(dialogo).findByText('El nombre es obligatorio')).toBeInTheDocument();
    expect(within(dialogo).getByText('El email es obligatorio')).toBeInTheDocument();
    expect(within(dialogo).getByText('La contraseña es obligatoria')).toBeInTheDocument();
    expect(guardar).not.toHaveBeenCalled();
  });

  it('rechaza un email mal formado, un teléfono incompleto y una contraseña corta', async () => {
    const { guardar, dialogo } = renderizar();
    escribir(dialogo, 'Nombre', 'Nora Nueva');
    escribir(dialogo, 'Email', 'nora@');
    escribir(dialogo, 'Contraseña', 'corta');
    escribir(dialogo, 'Teléfono', '300-12a3');
    await usuario.click(within(dialogo).getByRole('button', { name: 'Crear' }));

    expect(await within(dialogo).findByText('Ingresa un email válido')).toBeInTheDocument();
    expect(within(dialogo).getByText('El teléfono debe tener 10 dígitos válidos')).toBeInTheDocument();
    expect(within(dialogo).getByText('La contraseña debe tener al menos 8 caracteres')).toBeInTheDocument();
    expect(within(dialogo).getByLabelText('Teléfono')).toHaveValue('300123');
    expect(guardar).not.toHaveBeenCalled();
  });

  it('crea con los datos limpios y avisa "Usuario creado"', async () => {
    const { guardar, alGuardar, dialogo } = renderizar();
    escribir(dialogo, 'Nombre', '  Nora Nueva ');
    escribir(dialogo, 'Email', 'nora@cartera.local');
    escribir(dialogo, 'Contraseña', 'secreta123');
    escribir(dialogo, 'Teléfono', '300 123 4567');
    await usuario.click(within(dialogo).getByRole('button', { name: 'Crear' }));

    await waitFor(() => expect(alGuardar).toHaveBeenCalled());
    expect(guardar).toHaveBeenCalledWith({
      nombre: 'Nora Nueva',
      email: 'nora@cartera.local',
      password: 'secreta123',
      rol: 'cobrador',
      telefono: '3001234567',
      zona: null,
      estado: 'activo',
    });
    expect(mensajesToast()).toContain('Usuario creado');
  });

  it('la cuenta propia pide la contraseña actual para cambiar la contraseña, y la envía', async () => {
    const { guardar, dialogo } = renderizar({ usuario: existente, propia: true });
    escribir(dialogo, 'Contraseña', 'nueva-clave-123');
    await usuario.click(within(dialogo).getByRole('button', { name: 'Actualizar' }));
    expect(await within(dialogo).findByText('Escriba su contraseña actual para cambiar la contraseña o el email')).toBeInTheDocument();
    expect(guardar).not.toHaveBeenCalled();

    escribir(dialogo, 'Contraseña actual', 'cartera123');
    await usuario.click(within(dialogo).getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(guardar).toHaveBeenCalled());
    expect(guardar.mock.calls[0][0]).toMatchObject({ password: 'nueva-clave-123', passwordActual: 'cartera123' });
  });

  it('la cuenta de otro no muestra "Contraseña actual"', () => {
    const { dialogo } = renderizar({ usuario: existente });
    expect(within(dialogo).queryByLabelText('Contraseña actual')).toBeNull();
    expect(within(dialogo).getByLabelText('Estado')).toBeEnabled();
  });

  it('nadie desactiva su propia cuenta: en la suya el estado no se puede cambiar', () => {
    const { dialogo } = renderizar({ usuario: existente, propia: true });
    expect(within(dialogo).getByLabelText('Estado')).toBeDisabled();
    expect(within(dialogo).getByText('No puede desactivar su propia cuenta')).toBeInTheDocument();
  });

  it('al editar, la contraseña en blanco no se envía (queda igual)', async () => {
    const { guardar, dialogo } = renderizar({ usuario: existente });
    expect(within(dialogo).getByText('Editar Usuario')).toBeInTheDocument();
    expect(within(dialogo).getByLabelText('Contraseña')).toHaveAttribute(
      'placeholder',
      'Déjela en blanco para mantener la actual',
    );
    await usuario.click(within(dialogo).getByRole('button', { name: 'Actualizar' }));

    await waitFor(() => expect(guardar).toHaveBeenCalled());
    expect(guardar.mock.calls[0][0]).not.toHaveProperty('password');
    expect(guardar.mock.calls[0][0]).toMatchObject({
      nombre: 'Carlos Cobrador',
      telefono: '3001234567',
      zona: 'Norte',
    });
    expect(mensajesToast()).toContain('Usuario actualizado');
  });

  it('los errores del servidor quedan bajo su campo y se muestra su mensaje', async () => {
    const guardar = jest
      .fn<Promise<unknown>, [DatosUsuario]>()
      .mockRejectedValue(
        new ErrorHttp('Ya existe un usuario con ese email', 409, 'EMAIL_DUPLICADO', {
          email: ['Ya existe un usuario con ese email'],
        }),
      );
    const { dialogo, alGuardar } = renderizar({ usuario: existente, guardar });
    await usuario.click(within(dialogo).getByRole('button', { name: 'Actualizar' }));

    await waitFor(() =>
      expect(within(dialogo).getByText('Ya existe un usuario con ese email')).toBeInTheDocument(),
    );
    expect(mensajesToast()).toContain('Ya existe un usuario con ese email');
    expect(alGuardar).not.toHaveBeenCalled();
  });

  it('sin mensaje del servidor dice "Error al guardar usuario"', async () => {
    const guardar = jest.fn<Promise<unknown>, [DatosUsuario]>().mockRejectedValue(new Error('boom'));
    const { dialogo } = renderizar({ usuario: existente, guardar });
    await usuario.click(within(dialogo).getByRole('button', { name: 'Actualizar' }));
    await waitFor(() =>
      expect(mensajesToast()).toContain('Error al guardar usuario'),
    );
  });

  it('un gerente sólo asigna el rol Cobrador: Administrador y Gerente no se le ofrecen', async () => {
    const { dialogo } = renderizar({ rolSesion: 'gerente' });
    fireEvent.mouseDown(within(dialogo).getByRole('combobox', { name: 'Rol' }));
    expect((await screen.findAllByTitle('Cobrador')).length).toBeGreaterThan(0);
    expect(screen.queryByTitle('Gerente')).not.toBeInTheDocument();
    expect(screen.queryByTitle('Administrador')).not.toBeInTheDocument();
  });

  it('un gerente en su propia cuenta conserva el rol Gerente: no se le ofrece Cobrador', async () => {
    const propia: Usuario = { ...existente, nombre: 'Gabriel Gerente', rol: 'gerente' };
    const { dialogo } = renderizar({ usuario: propia, rolSesion: 'gerente', propia: true });
    fireEvent.mouseDown(within(dialogo).getByRole('combobox', { name: 'Rol' }));
    expect((await screen.findAllByTitle('Gerente')).length).toBeGreaterThan(0);
    expect(screen.queryByTitle('Cobrador')).not.toBeInTheDocument();
    expect(screen.queryByTitle('Administrador')).not.toBeInTheDocument();
  });
});
