import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { useToasts } from '@cartera/plataforma';
import { escucharToasts, exito, fallo, servirApi } from '../../../packages/plataforma/test/servidorPrueba';
import { formatearTamano, TarjetaRespaldos } from './TarjetaRespaldos';
import type { ClaveRespaldos, Respaldo } from '@cartera/dominio';
import { ARCHIVO_CLAVE, base, lista } from './pruebas/respaldos';
import { iniciarComo, mensajesToast } from '../../../packages/plataforma/test/pantalla';

describe('TarjetaRespaldos', () => {
  afterEach(() => useToasts.getState().limpiar());

  it('el admin ve la lista y el último resultado; «Crear respaldo ahora» hace uno y la lista se actualiza', async () => {
    iniciarComo('admin');
    const nuevo: Respaldo = {
      ...base,
      id: '0193a0a0-0000-7000-8000-000000000002',
      origen: 'manual',
      fecha: '2026-11-26T15:30:00.000Z',
      tamano: 1536,
    };
    let items = [base];
    const llamadas = servirApi({
      'GET /sistema/respaldos': () => exito(lista(items)),
      'POST /sistema/respaldos': () => {
        items = [nuevo, base];
        return exito(nuevo);
      },
    });
    render(<TarjetaRespaldos />);
    expect(await screen.findByText('Último respaldo correcto: 26/11/2026 01:00 (5 MB)')).toBeInTheDocument();
    expect(screen.getByText(/Uno diario a las 01:00 \(hora de Bogotá\), cifrado\./)).toBeInTheDocument();
    expect(screen.getByText(/Ana Admin confirmó el 20\/11\/2026 10:00 que la guardó en otro lugar/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ya guardé la clave en otro lugar' })).toBeNull();
    expect(screen.getByText('Programado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Descargar/ })).toBeInTheDocument();

    // The success toast closes by itself after 2 s: on a busy machine the list's reload can take longer to draw.
    const toasts = escucharToasts();
    await userEvent.click(screen.getByRole('button', { name: /Crear respaldo ahora/ }));
    expect(
      await screen.findByText('Último respaldo correcto: 26/11/2026 10:30 (1,5 KB)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Manual')).toBeInTheDocument();
    toasts.dejar();
    expect(toasts.mensajes).toContain('Respaldo creado (1,5 KB)');
    expect(llamadas.filter((l) => l.metodo === 'POST')).toHaveLength(1);
  });

  it('mientras nadie confirme que la guardó aparte, avisa dónde está la clave; «Ya guardé la clave en otro lugar» lo registra y el aviso se va', async () => {
    iniciarComo('admin');
    let clave: ClaveRespaldos = { origen: 'archivo', archivo: ARCHIVO_CLAVE, guardada: null };
    const llamadas = servirApi({
      'GET /sistema/respaldos': () => exito(lista([base], clave)),
      'POST /sistema/respaldos/clave/guardada': () => {
        clave = { ...clave, guardada: { por: 'Ana Admin', en: '2026-11-26T16:00:00.000Z' } };
        return exito(clave);
      },
    });
    render(<TarjetaRespaldos />);
    expect(await screen.findByText('Guarde la clave de los respaldos fuera de este computador')).toBeInTheDocument();
    expect(screen.getByText(ARCHIVO_CLAVE)).toBeInTheDocument();
    expect(screen.getByText(/Sin ella no se puede restaurar ningún respaldo/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ya guardé la clave en otro lugar' }));
    expect(
      await screen.findByText(/Ana Admin confirmó el 26\/11\/2026 11:00 que la guardó en otro lugar/),
    ).toBeInTheDocument();
    expect(screen.queryByText('Guarde la clave de los respaldos fuera de este computador')).toBeNull();
    expect(mensajesToast()).toContain(
      'Quedó registrado que la clave de los respaldos está guardada en otro lugar',
    );
    expect(llamadas.filter((l) => l.metodo === 'POST')).toHaveLength(1);
  });

  it('con RESPALDOS_CLAVE el aviso habla de esa variable, sin archivo', async () => {
    iniciarComo('admin');
    servirApi({
      'GET /sistema/respaldos': () => exito(lista([base], { origen: 'entorno', archivo: null, guardada: null })),
    });
    render(<TarjetaRespaldos />);
    expect(await screen.findByText(/Cada respaldo se cifra con la clave de RESPALDOS_CLAVE\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ya guardé la clave en otro lugar' })).toBeInTheDocument();
  });

  it('un respaldo fallido muestra su motivo; un 409 se avisa sin romper la lista', async () => {
    iniciarComo('admin');
    const fallido: Respaldo = {
      ...base,
      resultado: 'fallido',
      archivo: null,
      tamano: null,
      sha256: null,
      error: 'Disco lleno: no queda espacio',
    };
    servirApi({
      'GET /sistema/respaldos': () => exito(lista([fallido])),
      'POST /sistema/respaldos': () =>
        fallo(409, 'Ya hay un respaldo en curso. Espere a que termine e intente de nuevo.'),
    });
    render(<TarjetaRespaldos />);
    expect(await screen.findByText('Disco lleno: no queda espacio')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Descargar/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Crear respaldo ahora/ }));
    await waitFor(() =>
      expect(mensajesToast()).toContain(
        'Ya hay un respaldo en curso. Espere a que termine e intente de nuevo.',
      ),
    );
  });

  it('con un respaldo en curso la lista se actualiza sola hasta que termina', async () => {
    iniciarComo('admin');
    let pedidos = 0;
    servirApi({
      'GET /sistema/respaldos': () => {
        pedidos += 1;
        return exito(
          lista([
            pedidos === 1
              ? { ...base, resultado: 'en_curso', archivo: null, tamano: null, sha256: null }
              : base,
          ]),
        );
      },
    });
    render(<TarjetaRespaldos />);
    expect(await screen.findByText('En curso')).toBeInTheDocument();
    expect(await screen.findByText('Correcto')).toBeInTheDocument();
    expect(pedidos).toBe(2);
  });

  it('gerente y cobrador no ven la tarjeta (la API les responde 403)', () => {
    for (const rol of ['gerente', 'cobrador'] as const) {
      iniciarComo(rol);
      const llamadas = servirApi({});
      const { container, unmount } = render(<TarjetaRespaldos />);
      expect(container).toBeEmptyDOMElement();
      expect(llamadas).toHaveLength(0);
      unmount();
    }
  });

  it('tamaños legibles', () => {
    expect([
      formatearTamano(null),
      formatearTamano(512),
      formatearTamano(1536),
      formatearTamano(5_242_880),
      formatearTamano(3 * 1024 ** 3),
    ]).toEqual(['—', '512 B', '1,5 KB', '5 MB', '3 GB']);
  });
});
