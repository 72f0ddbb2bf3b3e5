import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { useSesion, useToasts } from '@cartera/plataforma';
import { tokenVigente, usuarioDemo } from '../../../packages/plataforma/test/jwt';
import { exito, fallo, servirApi } from '../../../packages/plataforma/test/servidorPrueba';
import { formatearTamano, TarjetaRespaldos } from './TarjetaRespaldos';
import type { ListaRespaldos, Respaldo } from '@cartera/dominio';

const base: Respaldo = {
  id: '0193a0a0-0000-7000-8000-000000000001',
  fecha: '2026-11-26T06:00:00.000Z',
  origen: 'programado',
  resultado: 'exitoso',
  metodo: 'fisico',
  archivo: 'cartera-20261126-060000000-programado.tar.gz',
  tamano: 5_242_880,
  sha256: 'ab'.repeat(32),
  cifrado: false,
  error: null,
  aviso: null,
  duracionMs: 2100,
};

function lista(items: Respaldo[]): ListaRespaldos {
  return {
    items,
    ultimo: items.find((r) => r.resultado !== 'en_curso') ?? null,
    programacion: {
      hora: '01:00',
      horaPorDefecto: '01:00',
      horaDeLaOrganizacion: false,
      zonaHoraria: 'America/Bogota',
      cifrado: false,
      copia: false,
    },
    rotacion: { ultimos: 3, diarios: 7, semanales: 4, mensuales: 12 },
  };
}

describe('TarjetaRespaldos', () => {
  afterEach(() => useToasts.getState().limpiar());

  it('el admin ve la lista y el último resultado; «Crear respaldo ahora» hace uno y la lista se actualiza', async () => {
    useSesion.getState().iniciar(tokenVigente(), { ...usuarioDemo, rol: 'admin' });
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
    expect(screen.getByText(/Uno diario a las 01:00 \(hora de Bogotá\)/)).toBeInTheDocument();
    expect(screen.getByText('Programado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Descargar/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Crear respaldo ahora/ }));
    expect(
      await screen.findByText('Último respaldo correcto: 26/11/2026 10:30 (1,5 KB)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Manual')).toBeInTheDocument();
    expect(useToasts.getState().toasts.map((t) => t.mensaje)).toContain('Respaldo creado (1,5 KB)');
    expect(llamadas.filter((l) => l.metodo === 'POST')).toHaveLength(1);
  });

  it('un respaldo fallido muestra su motivo; un 409 se avisa sin romper la lista', async () => {
    useSesion.getState().iniciar(tokenVigente(), { ...usuarioDemo, rol: 'admin' });
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
      expect(useToasts.getState().toasts.map((t) => t.mensaje)).toContain(
        'Ya hay un respaldo en curso. Espere a que termine e intente de nuevo.',
      ),
    );
  });

  it('con un respaldo en curso la lista se actualiza sola hasta que termina', async () => {
    useSesion.getState().iniciar(tokenVigente(), { ...usuarioDemo, rol: 'admin' });
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
      useSesion.getState().iniciar(tokenVigente(), { ...usuarioDemo, rol });
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
