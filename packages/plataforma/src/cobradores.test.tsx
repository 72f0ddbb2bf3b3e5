import { render, screen } from '@testing-library/react';
import { exito, fallo, servirApi, type Llamada } from '../test/servidorPrueba';
import {
  cobradoresParaSelector,
  opcionesParaAsignar,
  useSelectorCobradores,
  type OpcionesSelectorCobradores,
} from './cobradores';
import { olvidarConsultasGuardadas } from './consultasGuardadas';
import { pedir } from '../test/pedir';
import { useSesion } from './sesion';

const meta = { total: 2, page: 1, limit: 500, totalPages: 1 };
const ana = { _id: 'k1', nombre: 'Ana Cobradora' };
const beto = { _id: 'k2', nombre: 'Beto Cobrador' };

/** GET /cobradores as the API answers it: the list in `data.data` (spec §7). */
function servirCobradores(cobradores: unknown[]): Llamada[] {
  return servirApi({ 'GET /cobradores': () => exito({ data: cobradores, meta }) });
}

const parametrosDe = (llamada: Llamada | undefined) => Object.fromEntries(llamada?.parametros ?? []);

/** A collector select as the screens draw it: one line per option, or what is going on. */
function Selector(props: OpcionesSelectorCobradores) {
  const { opciones, cargando, error } = useSelectorCobradores(props);
  if (error) return <p>{error instanceof Error ? error.message : 'error'}</p>;
  if (cargando) return <p>cargando</p>;
  return (
    <ul aria-label="Cobradores">
      {opciones.map((opcion) => (
        <li key={opcion.value} data-valor={opcion.value}>
          {opcion.label}
        </li>
      ))}
    </ul>
  );
}

const opcionesVistas = () =>
  screen.getAllByRole('listitem').map((item) => [item.getAttribute('data-valor'), item.textContent]);

describe('cobradores para un selector', () => {
  beforeEach(() => {
    olvidarConsultasGuardadas();
    useSesion.setState({ token: 'token-ana' });
  });

  it('por defecto pide sólo los activos, por nombre, con el límite de carga de 500', async () => {
    const llamadas = servirCobradores([ana, beto]);
    await expect(cobradoresParaSelector()).resolves.toEqual([ana, beto]);
    expect(llamadas).toHaveLength(1);
    expect(llamadas[0]?.ruta).toBe('/cobradores');
    expect(parametrosDe(llamadas[0])).toEqual({
      page: '1',
      limit: '500',
      estado: 'activo',
      sort: 'nombre_asc',
    });
  });

  it('con incluirInactivos pide también los inactivos, por nombre', async () => {
    const llamadas = servirCobradores([ana, beto]);
    await expect(cobradoresParaSelector({ incluirInactivos: true })).resolves.toEqual([ana, beto]);
    expect(parametrosDe(llamadas[0])).toEqual({ page: '1', limit: '500', sort: 'nombre_asc' });
  });

  it('un cobrador desactivado se ofrece con «(inactivo)»; para asignar trabajo sólo si ya era el del registro', async () => {
    servirCobradores([
      { ...ana, estado: 'activo' },
      { ...beto, estado: 'inactivo' },
    ]);
    render(<Selector incluirInactivos />);
    await screen.findByRole('list', { name: 'Cobradores' });
    expect(opcionesVistas()).toEqual([
      ['k1', 'Ana Cobradora'],
      ['k2', 'Beto Cobrador (inactivo)'],
    ]);
    const opciones = [
      { value: 'k1', label: 'Ana Cobradora' },
      { value: 'k2', label: 'Beto Cobrador (inactivo)', inactivo: true as const },
    ];
    expect(opcionesParaAsignar(opciones).map((opcion) => opcion.value)).toEqual(['k1']);
    expect(
      opcionesParaAsignar(opciones, { _id: 'k2', nombre: 'Beto Cobrador' }).map((opcion) => opcion.value),
    ).toEqual(['k1', 'k2']);
  });

  it('el selector ofrece cada cobrador por su nombre, en el orden recibido', async () => {
    servirCobradores([ana, beto]);
    render(<Selector />);
    expect(screen.getByText('cargando')).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Cobradores' });
    expect(opcionesVistas()).toEqual([
      ['k1', 'Ana Cobradora'],
      ['k2', 'Beto Cobrador'],
    ]);
  });

  it('sin pedir no pregunta al servidor y no ofrece ninguno', async () => {
    const llamadas = servirCobradores([ana]);
    render(<Selector pedir={false} />);
    expect(await screen.findByRole('list', { name: 'Cobradores' })).toBeEmptyDOMElement();
    expect(llamadas).toHaveLength(0);
  });

  it('un fallo al cargarlos llega como error con el mensaje del servidor', async () => {
    servirApi({ 'GET /cobradores': () => fallo(500, 'No se pudieron leer los cobradores') });
    render(<Selector />);
    expect(await screen.findByText('No se pudieron leer los cobradores')).toBeInTheDocument();
  });

  it('tras crear un cobrador, el selector guardado de una pantalla vuelve a preguntar y lo muestra', async () => {
    let cobradores = [ana];
    const llamadas = servirApi({
      'GET /cobradores': () => exito({ data: cobradores, meta }),
      'POST /cobradores': () => exito(beto),
    });
    const primera = render(<Selector guardarComo="prueba-cobradores" />);
    await screen.findByText('Ana Cobradora');
    primera.unmount();

    await pedir('post', 'cobradores', { json: { nombre: 'Beto Cobrador' } });
    cobradores = [ana, beto];
    render(<Selector guardarComo="prueba-cobradores" />);
    // Nothing kept is drawn: the write forgot it.
    expect(screen.getByText('cargando')).toBeInTheDocument();
    await screen.findByText('Beto Cobrador');
    expect(llamadas.filter((llamada) => llamada.metodo === 'GET')).toHaveLength(2);
  });
});
