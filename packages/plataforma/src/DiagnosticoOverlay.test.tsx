import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { tokenVigente, usuarioDemo } from '../test/jwt';
import { servirApi } from '../test/servidorPrueba';
import { registrarDiagnostico, useDiagnostico } from './diagnostico';
import { DiagnosticoOverlay } from './DiagnosticoOverlay';
import { useSesion } from './sesion';

describe('DiagnosticoOverlay', () => {
  const salud = (reinicios: number) => ({
    cuerpo: {
      success: true,
      data: {
        status: 'ok',
        reinicios,
        ultimoReinicio: reinicios > 0 ? { fecha: '2026-11-28T12:05:00.000Z', causa: 'señal SIGKILL' } : null,
      },
      message: 'API en funcionamiento',
    },
  });

  beforeEach(() => {
    useDiagnostico.setState({ lineas: [], visible: true });
    useSesion.getState().cerrar();
    servirApi({ 'GET /health': salud(0) });
  });

  it('muestra «Reinicios de la API: N» cuando npm start reinició la API, y nada mientras no hubo reinicios', async () => {
    const { unmount } = render(
      <MemoryRouter>
        <DiagnosticoOverlay />
      </MemoryRouter>,
    );
    await screen.findByText(/Token: ausente/);
    await act(() => new Promise((resolver) => setTimeout(resolver, 20)));
    expect(screen.queryByText(/Reinicios de la API/)).not.toBeInTheDocument();
    unmount();

    const llamadas = servirApi({ 'GET /health': salud(2) });
    render(
      <MemoryRouter>
        <DiagnosticoOverlay />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Reinicios de la API: 2')).toBeInTheDocument();
    expect(llamadas.map((l) => `${l.metodo} ${l.ruta}`)).toEqual(['GET /health']);
  });

  it('muestra si hay token (sin mostrarlo), las líneas y se oculta con su botón', async () => {
    const token = tokenVigente();
    render(
      <MemoryRouter>
        <DiagnosticoOverlay />
      </MemoryRouter>,
    );
    expect(screen.getByText(/Token: ausente/)).toBeInTheDocument();

    act(() => {
      useSesion.getState().iniciar(token, usuarioDemo);
      registrarDiagnostico('error', 'http', 'GET /api/clientes → 500');
    });
    expect(screen.getByText(/Token: presente/)).toBeInTheDocument();
    expect(screen.getByText(/GET \/api\/clientes → 500/)).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(token);

    await userEvent.click(screen.getByRole('button', { name: /Diag/ }));
    expect(screen.queryByRole('region', { name: 'Diagnóstico' })).not.toBeInTheDocument();
    expect(localStorage.getItem('diag')).toBe('0');
  });
});
