import { screen } from '@testing-library/react';
import { CENTRO, conOficinas, NORTE } from '../../../packages/plataforma/test/oficinas';
import { exito, pagina } from '../../../packages/plataforma/test/servidorPrueba';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { antesDeCadaPrueba, renderizarEn, servidorDe } from '../../../packages/plataforma/test/pantalla';
import CajaPage from './CajaPage';

const servir = servidorDe({
  'GET /caja/cobradores': () => exito([]),
  'GET /caja/entregas': () => pagina([]),
  'GET /caja/gastos': () => pagina([]),
  'GET /caja/reporte': () => exito({ desde: '2026-11-01', hasta: '2026-11-30', cobradores: [], totales: null }),
});

describe('CajaPage: efectivo entre oficinas', () => {
  antesDeCadaPrueba('admin');

  it('con dos oficinas, «Transferir a otra oficina» abre su formulario', async () => {
    servir();
    conOficinas(CENTRO, NORTE);
    renderizarEn('/cobros/caja', <CajaPage />);
    await userEvent.click(await screen.findByRole('button', { name: /Transferir a otra oficina/ }));
    expect(await screen.findByRole('dialog', { name: 'Transferir a otra oficina' })).toBeInTheDocument();
  });

  it('con una sola oficina no hay a dónde transferir', async () => {
    servir();
    conOficinas(CENTRO);
    renderizarEn('/cobros/caja', <CajaPage />);
    expect(await screen.findByRole('link', { name: 'Volver a Cobros' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Transferir a otra oficina/ })).not.toBeInTheDocument();
  });
});
