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

/** The row of `nombre` in the table; `filaDe` waits for it. */
const fila = (nombre: string) => within(screen.getByText(nombre).closest('tr') as HTMLElement);
const filaDe = (nombre: string) => waitFor(() => fila(nombre));

/** What the row of `nombre` offers, as the user sees it: 'editar y eliminar', 'editar' (Eliminar disabled) or 'nada'. */
async function accionesDe(nombre: string) {
  const suya = await filaDe(nombre);
  const puede = (accion: RegExp) => !suya.getByRole('button', { name: accion }).hasAttribute('disabled');
  if (!puede(/Editar/)) return 'nada';
  return puede(/Eliminar/) ? 'editar y eliminar' : 'editar';
}

describe('UsuariosPage', () => {
  beforeEach(() => useToasts.getState().limpiar());

  it.each([
    [
      'un gerente edita y elimina cobradores, no a otro gerente ni a un admin; la suya la edita',
      gerente,
      { 'Carlos Cobrador': 'editar y eliminar', 'Gloria Gerente': 'nada', 'Ana Admin': 'nada', 'Gabriel Gerente': 'editar' },
    ],
    [
      'un admin edita y elimina todas las cuentas menos eliminar la suya',
      admin,
      {
        'Carlos Cobrador': 'editar y eliminar',
        'Gloria Gerente': 'editar y eliminar',
        'Gabriel Gerente': 'editar y eliminar',
        'Ana Admin': 'editar',
      },
    ],
  ])('%s', async (_caso, sesion, esperadas) => {
    iniciarComo(sesion);
    servir();
    render(<UsuariosPage />);
    const vistas: Record<string, string> = {};
    for (const nombre of Object.keys(esperadas)) vistas[nombre] = await accionesDe(nombre);
    expect(vistas).toEqual(esperadas);
  });

  it('un gerente crea cuentas y ve las cifras: el total y una por rol, cada una una tarjeta con su título', async () => {
    iniciarComo(gerente);
    servir();
    render(<UsuariosPage />);
    expect(await screen.findByRole('button', { name: /Nuevo Usuario/ })).toBeEnabled();
    await waitFor(() =>
      expect(within(screen.getByRole('group', { name: 'Gerentes' })).getByText('2')).toBeInTheDocument(),
    );
    expect(within(screen.getByRole('group', { name: 'Total' })).getByText('4')).toBeInTheDocument();
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
    const gloria = await filaDe('Gloria Gerente');
    expect((await filaDe('Carlos Cobrador')).queryByRole('button', { name: /Desbloquear/ })).toBeNull();
    expect((await filaDe('Ana Admin')).queryByRole('button', { name: /Desbloquear/ })).toBeNull();
    await userEvent.click(gloria.getByRole('button', { name: /Desbloquear/ }));
    await waitFor(() => expect(llamadas.some((l) => l.metodo === 'POST' && l.ruta === '/usuarios/gerente-2/desbloqueo')).toBe(true));
    await waitFor(() => expect(mensajesToast()).toContain('Cuenta de Gloria Gerente desbloqueada'));
    await waitFor(() => expect(fila('Gloria Gerente').queryByRole('button', { name: /Desbloquear/ })).toBeNull());
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
    expect((await filaDe('Carlos Cobrador')).getByRole('button', { name: /Desbloquear/ })).toBeEnabled();
    expect((await filaDe('Gloria Gerente')).queryByRole('button', { name: /Desbloquear/ })).toBeNull();
  });

  it('a un cobrador le dice que no tiene permiso y no pide nada al servidor', () => {
    iniciarComo(cobrador);
    const llamadas = servir();
    render(<UsuariosPage />);
    expect(screen.getByText('Su rol no permite administrar usuarios.')).toBeInTheDocument();
    expect(llamadas).toHaveLength(0);
  });
});
