import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { Layout } from 'antd';
import { ROLES, type Rol } from '@cartera/dominio';
import { menuPara } from '@cartera/plataforma/pantallas';
import { MenuLateral } from './MenuLateral';

async function renderizar(ruta: string, rol: Rol = 'admin', alApuntar?: (ruta: string) => void) {
  render(
    <MemoryRouter initialEntries={[ruta]}>
      <MenuLateral rol={rol} alApuntar={alApuntar} />
    </MemoryRouter>,
  );
  // antd's Menu records its items in a microtask after mounting.
  await act(async () => undefined);
  return screen.getByRole('navigation', { name: 'Menú principal' });
}

function itemsDelGrupo(menu: HTMLElement, titulo: string): string[] {
  const grupo = within(menu).getByText(titulo).closest('li');
  if (!grupo) throw new Error(`sin grupo ${titulo}`);
  return within(grupo)
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
}

/** Where the router is and how it got there (PUSH once per navigation). */
function Ubicacion({ pasos }: { pasos: string[] }) {
  const { pathname } = useLocation();
  const tipo = useNavigationType();
  pasos.push(`${tipo} ${pathname}`);
  return null;
}

describe('MenuLateral', () => {
  it('toda la fila es la entrada: un toque en su ícono o junto a su nombre va a su pantalla, una sola vez, y pliega el menú', async () => {
    const pasos: string[] = [];
    const alElegir = jest.fn();
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <MenuLateral rol="gerente" alElegir={alElegir} />
        <Ubicacion pasos={pasos} />
      </MemoryRouter>,
    );
    await act(async () => undefined);
    const menu = screen.getByRole('navigation', { name: 'Menú principal' });
    const fila = (nombre: string) => {
      const item = within(menu).getByRole('link', { name: nombre }).closest('li');
      if (!item) throw new Error(`sin fila ${nombre}`);
      return item;
    };
    const icono = fila('Cobros').querySelector('.ant-menu-item-icon');
    if (!icono) throw new Error('la fila de Cobros no tiene ícono');
    fireEvent.click(icono);
    expect(pasos.at(-1)).toBe('PUSH /cobros');
    fireEvent.click(fila('Clientes'));
    expect(pasos.at(-1)).toBe('PUSH /clientes');
    const antes = pasos.length;
    fireEvent.click(within(menu).getByRole('link', { name: 'Préstamos' }));
    expect(pasos.slice(antes)).toEqual(['PUSH /prestamos']);
    expect(alElegir).toHaveBeenCalledTimes(3);
  });

  it('avisa la ruta de la entrada a la que llega el puntero o el teclado (el shell empieza a cargar su remoto)', async () => {
    const alApuntar = jest.fn();
    const menu = await renderizar('/dashboard', 'admin', alApuntar);
    fireEvent.pointerEnter(within(menu).getByRole('link', { name: 'Préstamos' }));
    expect(alApuntar).toHaveBeenLastCalledWith('/prestamos');
    fireEvent.focus(within(menu).getByRole('link', { name: 'Auditoría' }));
    expect(alApuntar).toHaveBeenLastCalledWith('/auditoria');
    expect(alApuntar).toHaveBeenCalledTimes(2);
  });

  it.each(ROLES)(
    'a un %s le muestra los grupos y las entradas que el registro de pantallas le da, en su orden y con su ruta',
    async (rol) => {
      const menu = await renderizar('/dashboard', rol);
      for (const { grupo, pantallas } of menuPara(rol)) {
        expect([grupo, itemsDelGrupo(menu, grupo)]).toEqual([grupo, pantallas.map((p) => p.menu.etiqueta)]);
        for (const { ruta, menu: entrada } of pantallas) {
          expect(within(menu).getByRole('link', { name: entrada.etiqueta })).toHaveAttribute('href', ruta);
        }
      }
    },
  );

  it.each([
    ['/clientes', 'Clientes'],
    ['/clientes/abc/editar', 'Clientes'],
    ['/prestamos/123/plan', 'Préstamos'],
    ['/cobradores', 'Cobradores'],
    ['/metas-cobradores', 'Metas Cobradores'],
  ])('en %s resalta %s y sólo ese', async (ruta, activo) => {
    const menu = await renderizar(ruta);
    const seleccionados = within(menu)
      .getAllByRole('menuitem')
      .filter((item) => item.classList.contains('ant-menu-item-selected'))
      .map((item) => item.textContent);
    expect(seleccionados).toEqual([activo]);
  });

  it('un cobrador no ve Usuarios, Flujo de Caja ni Auditoría (la API se las niega), y Mi Ruta es su primera entrada', async () => {
    const menu = await renderizar('/dashboard', 'cobrador');
    for (const etiqueta of ['Usuarios', 'Flujo de Caja', 'Auditoría']) {
      expect(within(menu).queryByText(etiqueta)).toBeNull();
    }
    expect(itemsDelGrupo(menu, 'Sistema Principal')[0]).toBe('Mi Ruta');
  });

  it('Mi Ruta es una página propia (carga de página, no una ruta del portal) y sólo la ven los cobradores', async () => {
    const menu = await renderizar('/dashboard', 'cobrador');
    expect(within(menu).getByRole('link', { name: 'Mi Ruta' })).toHaveAttribute('href', '/mi-ruta');
    cleanup();
    const gerente = await renderizar('/dashboard', 'gerente');
    expect(within(gerente).queryByText('Mi Ruta')).toBeNull();
  });

  it('un gerente sí ve Usuarios, Flujo de Caja y Auditoría', async () => {
    const menu = await renderizar('/dashboard', 'gerente');
    expect(within(menu).getByText('Usuarios')).toBeInTheDocument();
    expect(within(menu).getByText('Flujo de Caja')).toBeInTheDocument();
    expect(within(menu).getByText('Auditoría')).toBeInTheDocument();
  });

  describe('plegado, el nombre de cada icono en un tooltip', () => {
    const matchMediaDeJsdom = window.matchMedia;
    /** A device whose pointer can (a mouse) or cannot (a finger) rest over an entry. */
    function conPuntero(puedeApuntar: boolean) {
      window.matchMedia = (consulta: string) => ({
        ...matchMediaDeJsdom(consulta),
        matches: consulta === '(hover: hover)' && puedeApuntar,
      });
    }

    async function pasarSobrePrestamos() {
      render(
        <MemoryRouter initialEntries={['/dashboard']}>
          <Layout.Sider collapsed>
            <MenuLateral rol="admin" />
          </Layout.Sider>
        </MemoryRouter>,
      );
      await act(async () => undefined);
      const item = screen.getByRole('link', { name: 'Préstamos' }).closest('li');
      if (!item) throw new Error('sin la entrada Préstamos');
      fireEvent.mouseEnter(item);
      await act(() => new Promise((listo) => setTimeout(listo, 300)));
    }

    afterEach(() => {
      window.matchMedia = matchMediaDeJsdom;
    });

    it('con un ratón, al pasar sobre la entrada', async () => {
      conPuntero(true);
      await pasarSobrePrestamos();
      expect(screen.getByRole('tooltip')).toHaveTextContent('Préstamos');
    });

    it('en una pantalla táctil no hay tooltips (nadie pasa el puntero por encima)', async () => {
      conPuntero(false);
      await pasarSobrePrestamos();
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    });
  });
});
