import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { DatosUsuario, Rol, Usuario } from '@cartera/dominio';
import { useSesion, useToasts } from '@cartera/plataforma';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { tokenVigente, usuarioDemo } from '../../../packages/plataforma/test/jwt';
import { CENTRO, conOficinas, NORTE, type OficinaDePrueba } from '../../../packages/plataforma/test/oficinas';
import { exito, pagina, servirApi } from '../../../packages/plataforma/test/servidorPrueba';
import { UsuarioFormModal } from './UsuarioFormModal';
import UsuariosPage from './UsuariosPage';

/** The session as `rol`, with `oficinas` already known (as if GET /api/oficinas had answered). */
function sesionCon(rol: Rol, oficinas = [CENTRO, NORTE]) {
  useSesion.getState().iniciar(tokenVigente(), { ...usuarioDemo, rol });
  conOficinas(...oficinas);
}

function pintarFormulario(usuario: Usuario | null = null) {
  const guardar = jest.fn<Promise<unknown>, [DatosUsuario]>().mockResolvedValue({});
  render(
    <UsuarioFormModal
      usuario={usuario}
      rolSesion="admin"
      guardar={guardar}
      alCerrar={jest.fn()}
      alGuardar={jest.fn()}
    />,
  );
  const dialogo = screen.getByRole('dialog');
  fireEvent.change(within(dialogo).getByLabelText('Nombre'), { target: { value: 'Nora Nueva' } });
  fireEvent.change(within(dialogo).getByLabelText('Email'), { target: { value: 'nora@cartera.local' } });
  if (!usuario)
    fireEvent.change(within(dialogo).getByLabelText('Contraseña'), { target: { value: 'secreta123' } });
  return { guardar, dialogo };
}

/** The users' screen over these accounts: name, role and offices (each active, its email from its number). */
function pintarUsuarios(cuentas: ReadonlyArray<[string, Rol, OficinaDePrueba[]]>) {
  servirApi({
    'GET /usuarios': () =>
      pagina(
        cuentas.map(([nombre, rol, oficinas], i) => ({
          _id: `u${i + 1}`,
          nombre,
          email: `u${i + 1}@c.co`,
          rol,
          oficinas,
          estado: 'activo' as const,
          createdAt: '2026-01-01T00:00:00.000Z',
          updatedAt: '2026-01-01T00:00:00.000Z',
        })),
      ),
    'GET /usuarios/stats/resumen': () =>
      exito({ total: cuentas.length, activos: cuentas.length, inactivos: 0, porRol: {} }),
  });
  render(<UsuariosPage />);
}

async function elegir(dialogo: HTMLElement, etiqueta: string, opcion: string) {
  await userEvent.click(within(dialogo).getByRole('combobox', { name: etiqueta }));
  const visibles = await screen.findAllByTitle(opcion);
  await userEvent.click(visibles.at(-1) as HTMLElement);
}

describe('las oficinas de una cuenta', () => {
  beforeEach(() => act(() => useToasts.getState().limpiar()));
  afterEach(() => act(() => useSesion.getState().cerrar()));

  it('un cobrador tiene exactamente una oficina: «Oficina», una sola, obligatoria', async () => {
    sesionCon('admin');
    const { guardar, dialogo } = pintarFormulario();
    expect(within(dialogo).getByRole('combobox', { name: 'Oficina' })).toBeInTheDocument();
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Crear' }));
    expect(
      await within(dialogo).findByText('Un cobrador debe tener exactamente una oficina'),
    ).toBeInTheDocument();
    expect(guardar).not.toHaveBeenCalled();

    await elegir(dialogo, 'Oficina', 'Oficina Norte');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(guardar).toHaveBeenCalled());
    expect(guardar.mock.calls[0][0]).toMatchObject({ rol: 'cobrador', oficinas: [NORTE._id] });
  });

  it('un gerente tiene una o más («Oficinas», varias); un administrador ninguna: el campo no está y se envía vacío', async () => {
    sesionCon('admin');
    const { guardar, dialogo } = pintarFormulario();
    await elegir(dialogo, 'Rol', 'Gerente');
    expect(await within(dialogo).findByRole('combobox', { name: 'Oficinas' })).toBeInTheDocument();
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Crear' }));
    expect(
      await within(dialogo).findByText('Un gerente debe tener al menos una oficina'),
    ).toBeInTheDocument();
    await elegir(dialogo, 'Oficinas', 'Oficina Centro');
    await elegir(dialogo, 'Oficinas', 'Oficina Norte');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(guardar).toHaveBeenCalledTimes(1));
    expect(guardar.mock.calls[0][0]).toMatchObject({ rol: 'gerente', oficinas: [CENTRO._id, NORTE._id] });

    await elegir(dialogo, 'Rol', 'Administrador');
    await waitFor(() =>
      expect(within(dialogo).queryByRole('combobox', { name: /^Oficinas?$/ })).not.toBeInTheDocument(),
    );
  });

  it('un administrador se guarda sin oficinas', async () => {
    sesionCon('admin');
    const { guardar, dialogo } = pintarFormulario();
    await elegir(dialogo, 'Rol', 'Administrador');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(guardar).toHaveBeenCalled());
    expect(guardar.mock.calls[0][0]).toMatchObject({ rol: 'admin', oficinas: [] });
  });

  it('al editar, la cuenta trae sus oficinas elegidas', async () => {
    sesionCon('admin');
    const gerente: Usuario = {
      ...usuarioDemo,
      _id: 'b0000000-0000-4000-8000-000000000009',
      rol: 'gerente',
      oficinas: [NORTE],
    };
    const { guardar, dialogo } = pintarFormulario(gerente);
    expect(within(dialogo).getByText('Oficina Norte')).toBeInTheDocument();
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(guardar).toHaveBeenCalled());
    expect(guardar.mock.calls[0][0]).toMatchObject({ oficinas: [NORTE._id] });
  });

  it('la tabla de usuarios muestra las oficinas de cada cuenta bajo su nombre cuando hay más de una (sin columna, que no cabe a 1366 px); el administrador, todas', async () => {
    sesionCon('admin');
    pintarUsuarios([
      ['Ana Admin', 'admin', []],
      ['Gabriel Gerente', 'gerente', [CENTRO, NORTE]],
      ['Carlos Cobrador', 'cobrador', [NORTE]],
    ]);
    const fila = async (nombre: string) =>
      within((await screen.findByText(nombre)).closest('tr') as HTMLElement);
    expect(screen.queryByRole('columnheader', { name: 'Oficinas' })).not.toBeInTheDocument();
    expect((await fila('Ana Admin')).getByText('Todas las oficinas')).toBeInTheDocument();
    expect((await fila('Gabriel Gerente')).getByText('Oficina Centro, Oficina Norte')).toBeInTheDocument();
    expect((await fila('Carlos Cobrador')).getByText('Oficina Norte')).toBeInTheDocument();
  });

  it('con una sola oficina la tabla no dice la oficina de nadie', async () => {
    sesionCon('admin', [CENTRO]);
    pintarUsuarios([['Gabriel Gerente', 'gerente', [CENTRO]]]);
    expect(await screen.findByText('Gabriel Gerente')).toBeInTheDocument();
    expect(screen.queryByText('Oficina Centro')).not.toBeInTheDocument();
  });
});
