import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { tokenVigente, usuarioDemo } from '../test/jwt';
import { servirApi } from '../test/servidorPrueba';
import { registrarDiagnostico, resolverVisibilidad, useDiagnostico } from './diagnostico';
import { DiagnosticoOverlay } from './DiagnosticoOverlay';
import { useSesion } from './sesion';

function renderizar() {
  return render(
    <MemoryRouter>
      <DiagnosticoOverlay />
    </MemoryRouter>,
  );
}

const insignia = () => screen.getByRole('button', { name: /^Diag/ });
const panel = () => screen.queryByRole('region', { name: 'Diagnóstico' });

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
    localStorage.clear();
    useDiagnostico.setState({ lineas: [], visible: true });
    useSesion.getState().cerrar();
    servirApi({ 'GET /health': salud(0) });
  });

  it('encendido muestra sólo la insignia «Diag», cerrada, con la cuenta de errores', () => {
    renderizar();
    expect(insignia()).toHaveTextContent(/^Diag$/);
    expect(insignia()).toHaveAttribute('aria-expanded', 'false');
    expect(panel()).not.toBeInTheDocument();

    act(() => {
      registrarDiagnostico('error', 'render', 'Cannot read properties of undefined (ClientesPage)');
      registrarDiagnostico('advertencia', 'consola', 'una advertencia');
      registrarDiagnostico('error', 'http', 'GET /api/clientes → 500');
    });
    expect(insignia()).toHaveTextContent(/^Diag · 2$/);
    expect(panel()).not.toBeInTheDocument();
  });

  it('se abre al pulsar la insignia y se cierra con Escape (el foco vuelve a ella) o con otro clic', async () => {
    renderizar();
    act(() => registrarDiagnostico('error', 'render', 'Fallo al dibujar (ClientesPage)'));

    await userEvent.click(insignia());
    expect(insignia()).toHaveAttribute('aria-expanded', 'true');
    expect(panel()).toHaveTextContent(/\[render\] Fallo al dibujar \(ClientesPage\)/);
    expect(insignia()).toHaveAttribute('aria-controls', panel()?.id);

    await userEvent.keyboard('{Escape}');
    expect(panel()).not.toBeInTheDocument();
    expect(insignia()).toHaveAttribute('aria-expanded', 'false');
    expect(insignia()).toHaveFocus();

    await userEvent.click(insignia());
    expect(panel()).toBeInTheDocument();
    await userEvent.click(insignia());
    expect(panel()).not.toBeInTheDocument();
    // Opening is the page's alone: nothing of it is stored for the next load.
    expect(localStorage.getItem('diag')).toBeNull();
  });

  it('con ?diag=0 no dibuja nada; con ?diag=1 vuelve la insignia', () => {
    useDiagnostico.setState({ visible: resolverVisibilidad('?diag=0') });
    const { container, unmount } = renderizar();
    expect(container).toBeEmptyDOMElement();
    unmount();

    useDiagnostico.setState({ visible: resolverVisibilidad('?diag=1') });
    renderizar();
    expect(insignia()).toBeInTheDocument();
  });

  it('«Apagar» en el panel quita la insignia y lo recuerda', async () => {
    const { container } = renderizar();
    await userEvent.click(insignia());
    await userEvent.click(screen.getByRole('button', { name: 'Apagar' }));
    expect(container).toBeEmptyDOMElement();
    expect(localStorage.getItem('diag')).toBe('0');
  });

  it('muestra «Reinicios de la API: N» al abrirse cuando npm start reinició la API, y nada mientras no hubo reinicios', async () => {
    const { unmount } = renderizar();
    await userEvent.click(insignia());
    await screen.findByText(/Token: ausente/);
    await act(() => new Promise((resolver) => setTimeout(resolver, 20)));
    expect(screen.queryByText(/Reinicios de la API/)).not.toBeInTheDocument();
    unmount();

    const llamadas = servirApi({ 'GET /health': salud(2) });
    renderizar();
    await act(() => new Promise((resolver) => setTimeout(resolver, 20)));
    // Closed, the badge asks nothing of the API.
    expect(llamadas).toEqual([]);
    await userEvent.click(insignia());
    expect(await screen.findByText('Reinicios de la API: 2')).toBeInTheDocument();
    expect(llamadas.map((l) => `${l.metodo} ${l.ruta}`)).toEqual(['GET /health']);
  });

  it('abierto dice si hay token (sin mostrarlo), quién entró y las líneas', async () => {
    const token = tokenVigente();
    renderizar();
    await userEvent.click(insignia());
    expect(screen.getByText(/Token: ausente/)).toBeInTheDocument();

    act(() => {
      useSesion.getState().iniciar(token, usuarioDemo);
      registrarDiagnostico('error', 'http', 'GET /api/clientes → 500');
    });
    expect(screen.getByText(/Token: presente/)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`Usuario: ${usuarioDemo.email}`))).toBeInTheDocument();
    expect(screen.getByText(/GET \/api\/clientes → 500/)).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(token);
  });
});
