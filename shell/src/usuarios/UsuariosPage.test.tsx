import { render, screen, waitFor, within } from '@testing-library/react';
import type { Rol, Usuario } from '@cartera/dominio';
import { useSesion, useToasts } from '@cartera/plataforma';
import { tokenVigente, usuarioDemo } from '../../../packages/plataforma/test/jwt';
import { exito, pagina, servirApi, type Llamada } from '../../../packages/plataforma/test/servidorPrueba';
import UsuariosPage from './UsuariosPage';

function cuenta(_id: string, nombre: string, rol: Rol): Usuario {
  return {
    _id,
    nombre,
    email: `${_id}@cartera.local`,
    rol,
    telefono: null,
    zona: null,
    estado: 'activo',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

const admin = cuenta('admin-1', 'Ana Admin', 'admin');
const gerente = cuenta('gerente-1', 'Gabriel Gerente', 'gerente');
const otroGerente = cuenta('gerente-2', 'Gloria Gerente', 'gerente');
const cobrador = cuenta('cobrador-1', 'Carlos Cobrador', 'cobrador');
const cuentas = [admin, gerente, otroGerente, cobrador];

function servir(): Llamada[] {
  return servirApi({
    'GET /usuarios': () => pagina(cuentas),
    'GET /usuarios/stats/resumen': () =>
      exito({ total: 4, activos: 4, inactivos: 0, porRol: { admin: 1, gerente: 2, cobrador: 1 } }),
  });
}

function iniciarComo(usuario: Usuario) {
  useSesion.getState().iniciar(tokenVigente(), { ...usuarioDemo, ...usuario });
}

/** Whether the row of `nombre` offers Editar and Eliminar (an enabled button), as the user sees it. */
async function accionesDe(nombre: string) {
  const fila = within(await waitFor(() => screen.getByText(nombre).closest('tr') as HTMLElement));
  return {
    editar: fila.getByRole('button', { name: /Editar/ }).hasAttribute('disabled') ? 'no' : 'sí',
    eliminar: fila.getByRole('button', { name: /Eliminar/ }).hasAttribute('disabled') ? 'no' : 'sí',
  };
}

describe('UsuariosPage', () => {
  beforeEach(() => useToasts.getState().limpiar());

  it('un gerente edita y elimina cobradores, no a otro gerente ni a un admin; la suya la edita', async () => {
    iniciarComo(gerente);
    servir();
    render(<UsuariosPage />);
    expect(await accionesDe('Carlos Cobrador')).toEqual({ editar: 'sí', eliminar: 'sí' });
    expect(await accionesDe('Gloria Gerente')).toEqual({ editar: 'no', eliminar: 'no' });
    expect(await accionesDe('Ana Admin')).toEqual({ editar: 'no', eliminar: 'no' });
    expect(await accionesDe('Gabriel Gerente')).toEqual({ editar: 'sí', eliminar: 'no' });
    expect(screen.getByRole('button', { name: /Nuevo Usuario/ })).toBeEnabled();
    // The figures: totals and one per role, each a card named by its title.
    await waitFor(() =>
      expect(within(screen.getByRole('group', { name: 'Gerentes' })).getByText('2')).toBeInTheDocument(),
    );
    expect(within(screen.getByRole('group', { name: 'Total' })).getByText('4')).toBeInTheDocument();
  });

  it('un admin edita y elimina todas las cuentas menos eliminar la suya', async () => {
    iniciarComo(admin);
    servir();
    render(<UsuariosPage />);
    expect(await accionesDe('Carlos Cobrador')).toEqual({ editar: 'sí', eliminar: 'sí' });
    expect(await accionesDe('Gloria Gerente')).toEqual({ editar: 'sí', eliminar: 'sí' });
    expect(await accionesDe('Gabriel Gerente')).toEqual({ editar: 'sí', eliminar: 'sí' });
    expect(await accionesDe('Ana Admin')).toEqual({ editar: 'sí', eliminar: 'no' });
  });

  it('a un cobrador le dice que no tiene permiso y no pide nada al servidor', () => {
    iniciarComo(cobrador);
    const llamadas = servir();
    render(<UsuariosPage />);
    expect(screen.getByText('Su rol no permite administrar usuarios.')).toBeInTheDocument();
    expect(llamadas).toHaveLength(0);
  });
});
