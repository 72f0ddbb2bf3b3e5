import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { hoyBogota } from '@cartera/dominio';
import { exito } from '../../../packages/plataforma/test/servidorPrueba';
import MetasCobradoresPage from './MetasCobradoresPage';
import { responderConfirmacion } from '../../../packages/plataforma/test/confirmacion';
import { antesDeCadaPrueba, iniciarComo, servidorDe } from '../../../packages/plataforma/test/pantalla';

const periodo = hoyBogota().slice(0, 7);
const metas = [
  {
    _id: 'm1', cobradorId: 'cob-1', cobradorNombre: 'Carlos Cobrador', periodo, metaMonto: 100000, metaCobros: 4,
    fechaVencimiento: `${periodo}-28`, estado: 'en_progreso', montoAlcanzado: 150000, porcentajeMonto: 150,
    cobrosRealizados: 1, porcentajeCobros: 25,
  },
];
const TOTALES: Record<string, number> = { '': 9, completada: 3, en_progreso: 4, vencida: 1 };

const servir = servidorDe({
  'GET /metas-cobrador': ({ parametros }) => {
    const total = TOTALES[parametros.get('estado') ?? ''] ?? 0;
    const limit = Number(parametros.get('limit') ?? 10);
    return exito({ data: metas.slice(0, limit), meta: { total, page: 1, limit, totalPages: 1 } });
  },
  'GET /cobradores': () =>
    exito({ data: [{ _id: 'cob-1', nombre: 'Carlos Cobrador', rol: 'cobrador', estado: 'activo' }], meta: { total: 1, page: 1, limit: 500, totalPages: 1 } }),
});
const filaDe = (texto: string) => screen.getByText(texto).closest('tr') as HTMLElement;

describe('MetasCobradoresPage', () => {
  antesDeCadaPrueba('admin');

  it('pide el mes actual, muestra tarjetas del servidor y barras con color y ancho limitado', async () => {
    const llamadas = servir();
    render(<MetasCobradoresPage />);
    const fila = within(await waitFor(() => filaDe('Carlos Cobrador')));
    expect(llamadas.find((l) => l.ruta === '/metas-cobrador')?.parametros.get('periodo')).toBe(periodo);
    expect(fila.getByText('En progreso')).toBeInTheDocument();
    expect(fila.getByText(/150% ·/)).toBeInTheDocument();
    expect(fila.getByText('25% · 1 cobros')).toBeInTheDocument();
    const barras = fila.getAllByRole('progressbar');
    const estilos = (barra: HTMLElement) =>
      [barra, ...Array.from(barra.querySelectorAll<HTMLElement>('*'))].map((e) => e.getAttribute('style') ?? '').join(' ');
    // 150 % se dibuja al 100 % de ancho y en verde; 25 % en rojo.
    expect(estilos(barras[0]!)).toMatch(/width: 100%/);
    expect(estilos(barras[0]!)).toMatch(/52c41a|82, 196, 26/);
    expect(estilos(barras[1]!)).toMatch(/ff4d4f|255, 77, 79/);
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Total Metas' })).getByText('9')).toBeInTheDocument());
    expect(within(screen.getByRole('group', { name: 'Completadas' })).getByText('3')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'En Progreso' })).getByText('4')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Vencidas' })).getByText('1')).toBeInTheDocument();
  });

  it('crear: todos los campos obligatorios; sin ellos no se envía nada', async () => {
    const llamadas = servir({ 'POST /metas-cobrador': ({ cuerpo }) => exito({ _id: 'nueva', ...(cuerpo as object) }) });
    render(<MetasCobradoresPage />);
    await waitFor(() => filaDe('Carlos Cobrador'));
    await userEvent.click(screen.getByRole('button', { name: /Nueva Meta/ }));
    const dialogo = within(await screen.findByRole('dialog'));
    expect(dialogo.getByText('Nueva Meta')).toBeInTheDocument();
    await userEvent.click(dialogo.getByRole('button', { name: 'Crear' }));
    expect(await dialogo.findByText('El cobrador es obligatorio')).toBeInTheDocument();
    expect(dialogo.getByText('La fecha de vencimiento es obligatoria')).toBeInTheDocument();
    expect(llamadas.some((l) => l.metodo === 'POST')).toBe(false);
  });

  it('un cobrador sólo lee: sin Nueva Meta ni acciones, y sin pedir los cobradores de un filtro que no ve', async () => {
    iniciarComo('cobrador');
    const llamadas = servir();
    render(<MetasCobradoresPage />);
    await waitFor(() => filaDe('Carlos Cobrador'));
    expect(screen.queryByRole('button', { name: /Nueva Meta/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Acciones' })).not.toBeInTheDocument();
    expect(llamadas.some((l) => l.ruta === '/cobradores')).toBe(false);
  });

  it('eliminar pregunta y borra', async () => {
    const llamadas = servir({ 'DELETE /metas-cobrador/m1': () => exito(null) });
    render(<MetasCobradoresPage />);
    await waitFor(() => filaDe('Carlos Cobrador'));
    await userEvent.click(within(filaDe('Carlos Cobrador')).getByRole('button', { name: /Eliminar/ }));
    expect(await responderConfirmacion('Eliminar')).toBe('Estás seguro de eliminar esta meta?');
    await waitFor(() => expect(llamadas.some((l) => l.metodo === 'DELETE')).toBe(true));
  });
});
