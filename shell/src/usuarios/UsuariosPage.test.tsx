import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Rol, Usuario } from '@cartera/dominio';
import { useSesion, useToasts } from '@cartera/plataforma';
import { tokenVigente, usuarioDemo } from '../../../packages/plataforma/test/jwt';
import { exito, pagina, servirApi, type Llamada } from '../../../packages/plataforma/test/servidorPrueba';
import UsuariosPage from './UsuariosPage';
import { mensajesToast } from '../../../packages/plataforma/test/pantalla';

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

  it('una cuenta bloqueada muestra «Desbloquear»: lo pide al servidor, avisa y recarga la lista sin el botón', async () => {
    const bloqueada = { ...otroGerente, bloqueadoHasta: new Date(Date.now() + 120_000).toISOString() };
    const vencida = { ...cobrador, bloqueadoHasta: new Date(Date.now() - 1_000).toISOString() };
    let desbloqueada = false;
    iniciarComo(admin);
    const llamadas = servirApi({
      'GET /usuarios': () =>
        pagina([admin, gerente, desbloqueada ? { ...bloqueada, bloqueadoHasta: null } : bloqueada, vencida]),
      'GET /usuarios/stats/resumen': () =>
        exito({ total: 4, activos: 4, inactivos: 0, porRol: { admin: 1, gerente: 2, cobrador: 1 } }),
      'POST /usuarios/gerente-2/desbloqueo': () => {
        desbloqueada = true;
        return exito({ ...bloqueada, bloqueadoHasta: null });
      },
    });
    render(<UsuariosPage />);
    const fila = within(await waitFor(() => screen.getByText('Gloria Gerente').closest('tr') as HTMLElement));
    expect(within(screen.getByText('Carlos Cobrador').closest('tr') as HTMLElement).queryByRole('button', { name: /Desbloquear/ })).toBeNull();
    expect(within(screen.getByText('Ana Admin').closest('tr') as HTMLElement).queryByRole('button', { name: /Desbloquear/ })).toBeNull();
    await userEvent.click(fila.getByRole('button', { name: /Desbloquear/ }));
    await waitFor(() => expect(llamadas.some((l) => l.metodo === 'POST' && l.ruta === '/usuarios/gerente-2/desbloqueo')).toBe(true));
    await waitFor(() => expect(mensajesToast()).toContain('Cuenta de Gloria Gerente desbloqueada'));
    await waitFor(() =>
      expect(within(screen.getByText('Gloria Gerente').closest('tr') as HTMLElement).queryByRole('button', { name: /Desbloquear/ })).toBeNull(),
    );
  });

  it('un gerente no ve «Desbloquear» en la cuenta bloqueada de otro gerente, sí en la de un cobrador', async () => {
    const hasta = new Date(Date.now() + 120_000).toISOString();
    iniciarComo(gerente);
    servirApi({
      'GET /usuarios': () => pagina([{ ...otroGerente, bloqueadoHasta: hasta }, { ...cobrador, bloqueadoHasta: hasta }]),
      'GET /usuarios/stats/resumen': () =>
        exito({ total: 2, activos: 2, inactivos: 0, porRol: { admin: 0, gerente: 1, cobrador: 1 } }),
    });
    render(<UsuariosPage />);
    const filaCobrador = within(await waitFor(() => screen.getByText('Carlos Cobrador').closest('tr') as HTMLElement));
    expect(filaCobrador.getByRole('button', { name: /Desbloquear/ })).toBeEnabled();
    expect(within(screen.getByText('Gloria Gerente').closest('tr') as HTMLElement).queryByRole('button', { name: /Desbloquear/ })).toBeNull();
  });

  it('a un cobrador le dice que no tiene permiso y no pide nada al servidor', () => {
    iniciarComo(cobrador);
    const llamadas = servir();
    render(<UsuariosPage />);
    expect(screen.getByText('Su rol no permite administrar usuarios.')).toBeInTheDocument();
    expect(llamadas).toHaveLength(0);
  });
});
