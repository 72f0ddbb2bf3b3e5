// What a screen's component test does around it: sign in as a role, serve the screen's API with one test's extra
// routes, draw the screen at its address, and read the toasts it showed. Written once for every remote's tests.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Rol } from '@cartera/dominio';
import { useSesion, useToasts } from '@cartera/plataforma';
import { tokenVigente, usuarioDemo } from './jwt';
import { servirApi, type Llamada, type Manejador } from './servidorPrueba';

/** A session of the demo user with role `rol`, as if he had just signed in. */
export function iniciarComo(rol: Rol): void {
  useSesion.getState().iniciar(tokenVigente(), { ...usuarioDemo, rol });
}

/** Before each test of the file: no toast left from the last one, and a session as `rol`. */
export function antesDeCadaPrueba(rol: Rol): void {
  beforeEach(() => {
    useToasts.getState().limpiar();
    iniciarComo(rol);
  });
}

/** The words of the toasts on screen, oldest first. */
export const mensajesToast = (): string[] => useToasts.getState().toasts.map((t) => t.mensaje);

/** Draws `pantalla` as the router sees it at `ruta` ('/cobros'). */
export function renderizarEn(ruta: string, pantalla: ReactElement): void {
  render(<MemoryRouter initialEntries={[ruta]}>{pantalla}</MemoryRouter>);
}

/** The screen's usual API (`base`); each test may add or replace routes (`extra`). Returns the calls it received. */
export function servidorDe(base: Record<string, Manejador>): (extra?: Record<string, Manejador>) => Llamada[] {
  return (extra = {}) => servirApi({ ...base, ...extra });
}
