import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { BalancePrueba } from '@cartera/dominio';
import { exito, pagina, servirApi, type Llamada } from '../../../packages/plataforma/test/servidorPrueba';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import ContabilidadPage, { MENSAJE_SIN_PERMISO } from './ContabilidadPage';
import { antesDeCadaPrueba, iniciarComo } from '../../../packages/plataforma/test/pantalla';
import { TODAS_LAS_OFICINAS, elegirOficina, useOficinas } from '@cartera/plataforma';
import { usuarioDemo } from '../../../packages/plataforma/test/jwt';

const balance: BalancePrueba = {
  desde: '2026-11-01',
  hasta: '2026-11-30',
  oficina: null,
  eliminaciones: [],
  cuentas: [],
  totalDebitos: 0,
  totalCreditos: 0,
};

function servir(): Llamada[] {
  return servirApi({
    'GET /contabilidad/diario': () => pagina([]),
    'GET /contabilidad/cuentas': () => exito([]),
    'GET /contabilidad/balance-prueba': () => exito(balance),
  });
}

function renderizar(ruta = '/contabilidad') {
  render(
    <MemoryRouter initialEntries={[ruta]}>
      <ContabilidadPage />
    </MemoryRouter>,
  );
}

const pestana = (nombre: string) => screen.getByRole('tab', { name: nombre });

describe('ContabilidadPage', () => {
  antesDeCadaPrueba('gerente');

  it('abre en el libro diario, con las cuatro pestañas', async () => {
    const llamadas = servir();
    renderizar();
    expect(screen.getByRole('heading', { name: 'Contabilidad' })).toBeInTheDocument();
    for (const nombre of ['Libro diario', 'Balance de prueba', 'Estado de resultados', 'Balance general'])
      expect(pestana(nombre)).toBeInTheDocument();
    expect(pestana('Libro diario')).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(llamadas.map((l) => l.ruta)).toContain('/contabilidad/diario'));
  });

  it('cada pestaña pide su estado al abrirla', async () => {
    const llamadas = servir();
    renderizar();
    await userEvent.click(pestana('Balance de prueba'));
    expect(await screen.findByText('El balance cuadra')).toBeInTheDocument();
    expect(llamadas.map((l) => l.ruta)).toContain('/contabilidad/balance-prueba');
  });

  it('?tab=balance-prueba abre esa pestaña', async () => {
    servir();
    renderizar('/contabilidad?tab=balance-prueba');
    expect(pestana('Balance de prueba')).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('El balance cuadra')).toBeInTheDocument();
  });

  it('los estados siguen el selector de oficina de la barra (docs/decisiones/libros-por-oficina.md)', async () => {
    const centro = { _id: 'a0000000-0000-4000-8000-000000000001', nombre: 'Oficina Centro' };
    const norte = { _id: 'a0000000-0000-4000-8000-000000000002', nombre: 'Oficina Norte' };
    act(() => {
      useOficinas.setState({ usuarioId: usuarioDemo._id, disponibles: [centro, norte] });
      elegirOficina(norte._id);
    });
    const llamadas = servir();
    renderizar('/contabilidad?tab=balance-prueba');
    expect(await screen.findByText('El balance cuadra')).toBeInTheDocument();
    const pedido = llamadas.find((l) => l.ruta === '/contabilidad/balance-prueba');
    expect(pedido?.parametros.get('oficina')).toBe(norte._id);
    act(() => elegirOficina(TODAS_LAS_OFICINAS));
  });

  it('a un cobrador le dice que no tiene permiso y no pide nada al servidor (la API le da 403)', async () => {
    iniciarComo('cobrador');
    const llamadas = servir();
    renderizar();
    expect(screen.getByRole('heading', { name: 'Contabilidad' })).toBeInTheDocument();
    expect(screen.getByText(MENSAJE_SIN_PERMISO)).toBeInTheDocument();
    await act(() => new Promise((listo) => setTimeout(listo, 50)));
    expect(llamadas).toEqual([]);
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
});
