import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDiagnostico } from './diagnostico';
import { ErrorBoundary } from './ErrorBoundary';

let fallar = true;
function Pantalla() {
  const [texto] = useState('Pantalla lista');
  if (fallar) throw new Error('No se pudo pintar la tabla');
  return <p>{texto}</p>;
}

describe('ErrorBoundary', () => {
  it('atrapa el fallo de render, lo anota en diagnóstico y permite reintentar', async () => {
    const consola = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    useDiagnostico.getState().limpiar();
    fallar = true;
    render(
      <ErrorBoundary>
        <Pantalla />
      </ErrorBoundary>,
    );

    expect(screen.getByText('Algo salió mal en esta pantalla')).toBeInTheDocument();
    expect(
      useDiagnostico
        .getState()
        .lineas.some((l) => l.origen === 'render' && l.texto.includes('No se pudo pintar la tabla')),
    ).toBe(true);

    fallar = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(screen.getByText('Pantalla lista')).toBeInTheDocument();
    consola.mockRestore();
  });
});
