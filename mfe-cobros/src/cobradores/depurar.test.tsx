import { configure, render, screen, waitFor } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { useSesion } from '@cartera/plataforma';
import { tokenVigente, usuarioDemo } from '../../../packages/plataforma/test/jwt';
import { exito, servirApi } from '../cobros/servidorPrueba';
import CobradoresPage from './CobradoresPage';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });
const userEvent = userEventBase.setup({ delay: null, pointerEventsCheck: 0 });

it('depurar', async () => {
  useSesion.getState().iniciar(tokenVigente(), { ...usuarioDemo, rol: 'admin' });
  servirApi({ 'GET /cobradores': () => exito({ data: [], meta: { total: 0, page: 1, limit: 10, totalPages: 0 } }) });
  render(<CobradoresPage />);
  await userEvent.click(screen.getByRole('button', { name: /Nuevo Cobrador/ }));
  await new Promise((r) => setTimeout(r, 2000));
  const d = document.querySelector('.ant-modal');
  console.log('MODAL', d ? d.outerHTML.slice(0, 600) : 'none', document.querySelectorAll('[role=dialog]').length);
  let el: Element | null = document.querySelector('[role=dialog]');
  const cadena: string[] = [];
  while (el) {
    cadena.push(`${el.tagName}.${el.className} style=${el.getAttribute('style')} aria-hidden=${el.getAttribute('aria-hidden')} display=${getComputedStyle(el).display} vis=${getComputedStyle(el).visibility}`);
    el = el.parentElement;
  }
  console.log('CADENA', cadena.join('\n'));
  await waitFor(() => screen.getByRole('dialog', { name: 'Nuevo Cobrador' }));
});
