import { screen, within } from '@testing-library/react';
import type { Cobro } from '@cartera/dominio';
import { CENTRO, conOficinas, NORTE } from '../../../packages/plataforma/test/oficinas';
import { exito, pagina } from '../../../packages/plataforma/test/servidorPrueba';
import { antesDeCadaPrueba, renderizarEn, servidorDe } from '../../../packages/plataforma/test/pantalla';
import CobrosPage from './CobrosPage';

const cobro: Cobro = {
  _id: 'c1',
  prestamo: { _id: 'p1', numero: 12, cliente: { _id: 'cl1', nombre: 'María Pérez' } },
  monto: 50000,
  fecha: '2026-11-20',
  observaciones: null,
  origen: 'cobro',
  cobrador: null,
  enPoderDe: null,
  ubicacion: null,
  oficina: NORTE,
  createdAt: '2026-11-20T15:00:00.000Z',
  updatedAt: '2026-11-20T15:00:00.000Z',
};

const servir = servidorDe({
  'GET /cobros': () => pagina([cobro]),
  'GET /cobradores': () => exito({ data: [], meta: { total: 0, page: 1, limit: 500, totalPages: 0 } }),
});

describe('la oficina en la lista de cobros', () => {
  antesDeCadaPrueba('admin');

  it('con varias oficinas cada cobro dice la suya bajo su cliente (sin columna: no cabe a 1366 px)', async () => {
    servir();
    conOficinas(CENTRO, NORTE);
    renderizarEn('/cobros', <CobrosPage />);
    const celda = within((await screen.findByText('María Pérez')).closest('td') as HTMLElement);
    expect(celda.getByText('Oficina Norte')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Oficina' })).not.toBeInTheDocument();
  });

  it('con una sola oficina no dice oficinas', async () => {
    servir();
    conOficinas(CENTRO);
    renderizarEn('/cobros', <CobrosPage />);
    expect(await screen.findByText('María Pérez')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Oficina' })).not.toBeInTheDocument();
  });
});
