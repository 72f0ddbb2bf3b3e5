import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { tokenVigente, usuarioDemo } from '../test/jwt';
import { registrarDiagnostico, useDiagnostico } from './diagnostico';
import { DiagnosticoOverlay } from './DiagnosticoOverlay';
import { useSesion } from './sesion';

describe('DiagnosticoOverlay', () => {
  beforeEach(() => {
    useDiagnostico.setState({ lineas: [], visible: true });
    useSesion.getState().cerrar();
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
