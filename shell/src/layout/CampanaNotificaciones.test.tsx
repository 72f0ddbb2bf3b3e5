import { render, screen } from '@testing-library/react';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { exito, servirApi, type RespuestaPrueba } from '../../../packages/plataforma/test/servidorPrueba';
import { CampanaNotificaciones } from './CampanaNotificaciones';
import { iniciarComo } from '../../../packages/plataforma/test/pantalla';

const aviso = (id: string, titulo: string) => ({
  _id: id,
  notificacionId: `n-${id}`,
  titulo,
  mensaje: `Mensaje de ${titulo}`,
  categoria: 'sistema',
  fecha: '2026-11-20T15:00:00.000Z',
  leida: false,
});

describe('Campana de notificaciones', () => {
  beforeEach(() => {
    iniciarComo('admin');
  });

  it('un conteo que salió antes de leer un aviso y vuelve después no pisa el número nuevo', async () => {
    // The first count leaves when the bell mounts and is held: it answers «2» only after the notice was read.
    let soltarConteo: (respuesta: RespuestaPrueba) => void = () => undefined;
    const conteoViejo = new Promise<RespuestaPrueba>((resolver) => {
      soltarConteo = resolver;
    });
    const llamadas = servirApi({
      'GET /notificaciones/bandeja/no-leidas': () => conteoViejo,
      'GET /notificaciones/bandeja': exito([aviso('a1', 'Cuota vencida'), aviso('a2', 'Pago recibido')], {
        meta: { total: 2, page: 1, limit: 10, totalPages: 1 },
        noLeidas: 2,
      }),
      'POST /notificaciones/bandeja/a1/leer': exito({ noLeidas: 1 }),
    });
    render(<CampanaNotificaciones />);

    await userEvent.click(screen.getByRole('button', { name: 'Notificaciones' }));
    await userEvent.click(await screen.findByText('Cuota vencida'));
    expect(await screen.findByRole('button', { name: 'Notificaciones: 1 sin leer' })).toBeInTheDocument();

    soltarConteo(exito({ noLeidas: 2 }));
    // The late count arrives (and is ignored): a few turns of the event loop let it through fetch, the envelope and
    // React; the bell still says what the read answered.
    await conteoViejo;
    for (let vuelta = 0; vuelta < 5; vuelta++) await new Promise((listo) => setTimeout(listo, 0));
    expect(llamadas.filter((l) => l.ruta === '/notificaciones/bandeja/no-leidas')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Notificaciones: 1 sin leer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Notificaciones: 2 sin leer' })).not.toBeInTheDocument();
  });
});
