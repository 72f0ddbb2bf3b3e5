import { render, screen, waitFor, within } from '@testing-library/react';
import { escribir, escribirRango, userEvent } from '../../../packages/plataforma/test/usuario';
import { MemoryRouter } from 'react-router-dom';
import { useToasts } from '@cartera/plataforma';
import {
  exito,
  fallo,
  pagina,
  type RespuestaPrueba,
} from '../../../packages/plataforma/test/servidorPrueba';
import FlujoCajaPage, { MENSAJE_ERROR_FLUJO, MENSAJE_SIN_PERMISO } from './FlujoCajaPage';
import { serieSaldo } from './FlujoCajaGraficos';
import type { FlujoCaja, MovimientoCaja } from '@cartera/dominio';
import { responderConfirmacion } from '../../../packages/plataforma/test/confirmacion';
import { iniciarComo, mensajesToast, renderizarEn, servidorDe } from '../../../packages/plataforma/test/pantalla';

const flujo: FlujoCaja = {
  periodo: 'diario',
  desde: '2026-11-20',
  hasta: '2026-11-21',
  saldoInicial: { monto: 1000000, fecha: null },
  saldoAnterior: 1000000,
  periodos: [
    {
      fecha: '2026-11-20',
      fechaFin: '2026-11-20',
      ingresos: { cobros: 150000, nuevosPrestamos: 20000, otros: 0, total: 170000 },
      egresos: { gastos: 30000, comisiones: 0, otros: 400000, total: 430000 },
      flujoNeto: -260000,
      saldoAcumulado: 740000,
    },
    {
      fecha: '2026-11-21',
      fechaFin: '2026-11-21',
      ingresos: { cobros: 90000, nuevosPrestamos: 0, otros: 10000, total: 100000 },
      egresos: { gastos: 0, comisiones: 5000, otros: 0, total: 5000 },
      flujoNeto: 95000,
      saldoAcumulado: 835000,
    },
  ],
  tarjetas: { totalIngresos: 270000, totalEgresos: 435000, flujoNeto: -165000, saldoActual: 835000, enCaja: 800000, enPoderCobradores: 35000 },
  proyeccion: {
    desde: '2026-11-22',
    hasta: '2026-11-23',
    tasaCobro: 0.8,
    ventanaTasaDias: 30,
    vencidoPorCobrar: 45000,
    periodos: [
      { fecha: '2026-11-22', fechaFin: '2026-11-22', esperado: 100000, esperadoAjustado: 80000, cuotas: 4 },
      { fecha: '2026-11-23', fechaFin: '2026-11-23', esperado: 50000, esperadoAjustado: 40000, cuotas: 2 },
    ],
  },
};

const movimientos: MovimientoCaja[] = [
  {
    _id: 'm1',
    fecha: '2026-11-20',
    tipo: 'egreso',
    categoria: 'gastos',
    entrega: null,
    concepto: 'Arriendo oficina',
    monto: 30000,
    proveedor: null,
    registradoPor: { _id: 'u1', nombre: 'Ana Admin' },
    createdAt: '2026-11-20T15:00:00.000Z',
    updatedAt: '2026-11-20T15:00:00.000Z',
  },
];

const servir = servidorDe({
  'GET /flujo-caja': () => exito(flujo),
  'GET /flujo-caja/movimientos': () => pagina(movimientos, 11),
});

const renderizar = () => renderizarEn('/flujo-caja', <FlujoCajaPage />);

const tarjeta = (nombre: string) => within(screen.getByLabelText(nombre));
/** The frame that holds the charts' place until they are drawn (ZonaDiferida, busy). */
const marcoDeLosGraficos = () => document.querySelector<HTMLElement>('[aria-busy="true"][data-tras-el-pintado]');

describe('FlujoCajaPage', () => {
  beforeEach(() => {
    useToasts.getState().limpiar();
    iniciarComo('admin');
    // jsdom no mide cajas: recharts avisa que el contenedor mide 0 (los gráficos se prueban en el navegador).
    const avisar = console.warn.bind(console);
    jest.spyOn(console, 'warn').mockImplementation((mensaje: unknown, ...resto: unknown[]) => {
      if (typeof mensaje === 'string' && mensaje.includes('of chart should be greater than 0')) return;
      avisar(mensaje, ...resto);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('muestra las 4 tarjetas, el flujo por periodo, la proyección y los movimientos con cifras en COP', async () => {
    const llamadas = servir();
    renderizar();
    expect(screen.getByRole('heading', { name: 'Flujo de Caja' })).toBeInTheDocument();
    await waitFor(() => expect(tarjeta('Total ingresos').getByText('$ 270.000')).toBeInTheDocument());
    expect(tarjeta('Total egresos').getByText('$ 435.000')).toBeInTheDocument();
    expect(tarjeta('Flujo neto').getByText('-$ 165.000')).toBeInTheDocument();
    expect(tarjeta('Saldo actual').getByText('$ 835.000')).toBeInTheDocument();

    const periodos = within(screen.getByRole('table', { name: 'Flujo por periodo' }));
    const fila = within(periodos.getByText('20/11/2026').closest('tr') as HTMLElement);
    expect(fila.getByText('$ 150.000')).toBeInTheDocument();
    expect(fila.getByText('$ 740.000')).toBeInTheDocument();

    const proyeccion = within(screen.getByRole('table', { name: 'Proyección de ingresos' }));
    expect(proyeccion.getByText('$ 80.000')).toBeInTheDocument();
    expect(screen.getByText(/Tasa de cobro \(últimos 30 días\): 80,0 %/)).toBeInTheDocument();

    await waitFor(() => expect(screen.getByText('Arriendo oficina')).toBeInTheDocument());
    expect(screen.getByText('11 movimientos')).toBeInTheDocument();
    const consulta = llamadas.find((l) => l.ruta === '/flujo-caja');
    expect(consulta?.parametros.get('periodo')).toBe('diario');
    expect(consulta?.parametros.get('desde')).toBeTruthy();
  });

  it('Filtrar manda el periodo y las fechas al servidor; Actualizar vuelve a pedir', async () => {
    const llamadas = servir();
    renderizar();
    await waitFor(() => expect(tarjeta('Saldo actual').getByText('$ 835.000')).toBeInTheDocument());
    await userEvent.click(screen.getByLabelText('Periodo'));
    await userEvent.click(await screen.findByTitle('Mensual'));
    await escribirRango('01/01/2026', '31/03/2026');
    await userEvent.click(screen.getByRole('button', { name: /Filtrar/ }));
    await waitFor(() =>
      expect(
        llamadas.some(
          (l) =>
            l.ruta === '/flujo-caja' &&
            l.parametros.get('periodo') === 'mensual' &&
            l.parametros.get('desde') === '2026-01-01' &&
            l.parametros.get('hasta') === '2026-03-31',
        ),
      ).toBe(true),
    );
    await waitFor(() =>
      expect(llamadas.some((l) => l.ruta === '/flujo-caja/movimientos' && l.parametros.get('desde') === '2026-01-01')).toBe(true),
    );
    // While the flow loads the button shows its spinner and ignores clicks, as it does for a person.
    const actualizar = screen.getByRole('button', { name: /Actualizar/ });
    await waitFor(() => expect(actualizar).not.toHaveClass('ant-btn-loading'));
    const antes = llamadas.filter((l) => l.ruta === '/flujo-caja').length;
    await userEvent.click(actualizar);
    await waitFor(() => expect(llamadas.filter((l) => l.ruta === '/flujo-caja').length).toBe(antes + 1));
  });

  it('registra un movimiento con la clave del formulario y recarga; los errores del servidor van al campo', async () => {
    let intentos = 0;
    const llamadas = servir({
      'POST /flujo-caja/movimientos': () =>
        ++intentos === 1
          ? fallo(400, 'Revise los campos del formulario', { concepto: ['El concepto no puede superar 200 caracteres'] })
          : exito(movimientos[0]),
    });
    renderizar();
    await waitFor(() => expect(screen.getByText('Arriendo oficina')).toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: /Registrar Movimiento/ }));
    const modal = within(await screen.findByRole('dialog'));
    await escribir(modal.getByLabelText('Concepto'), 'Papelería');
    await escribir(modal.getByLabelText('Monto'), '25000');
    await userEvent.click(modal.getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(modal.getByText('El concepto no puede superar 200 caracteres')).toBeInTheDocument());
    await userEvent.click(modal.getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(mensajesToast()).toContain('Movimiento registrado'));
    const enviados = llamadas.filter((l) => l.metodo === 'POST').map((l) => l.cuerpo);
    expect(enviados[1]).toMatchObject({ tipo: 'egreso', categoria: 'gastos', concepto: 'Papelería', monto: 25000 });
    // Los dos envíos del mismo formulario llevan la misma Idempotency-Key: un reintento no registra dos veces.
    const claves = llamadas.filter((l) => l.metodo === 'POST').map((l) => l.cabeceras.get('idempotency-key'));
    expect(claves[0]).toEqual(expect.any(String));
    expect(claves[1]).toBe(claves[0]);
    await waitFor(() => expect(llamadas.filter((l) => l.ruta === '/flujo-caja').length).toBeGreaterThanOrEqual(2));
  });

  it('registra un aporte de capital: el formulario dice que no es ingreso y la lista dice qué fue', async () => {
    const aporte: MovimientoCaja = {
      ...movimientos[0],
      _id: 'm2',
      tipo: 'ingreso',
      categoria: 'capital',
      concepto: 'Aporte de la dueña',
      monto: 50000000,
    };
    const llamadas = servir({
      'GET /flujo-caja/movimientos': () => pagina([aporte, movimientos[0]], 2),
      'POST /flujo-caja/movimientos': () => exito(aporte),
    });
    renderizar();
    // In the list a funding movement says what it was, not just its category.
    await waitFor(() => expect(screen.getByText('Aporte de la dueña')).toBeInTheDocument());
    const fila = within(screen.getByText('Aporte de la dueña').closest('tr') as HTMLElement);
    expect(fila.getByText('Aporte de capital del dueño')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Registrar Movimiento/ }));
    const modal = within(await screen.findByRole('dialog'));
    // Income and expenses explain nothing; a funding category says where it goes and that the profit does not move.
    expect(modal.queryByRole('note')).not.toBeInTheDocument();
    await userEvent.click(modal.getByRole('combobox', { name: 'Tipo' }));
    await userEvent.click(await screen.findByTitle('Ingreso'));
    await userEvent.click(modal.getByRole('combobox', { name: 'Categoría' }));
    expect(await screen.findByText('Fondeo de la caja (no es ingreso ni gasto)')).toBeInTheDocument();
    await userEvent.click(await screen.findByTitle('Capital del dueño'));
    const nota = within(await modal.findByRole('note'));
    expect(nota.getByText('Aporte de capital del dueño')).toBeInTheDocument();
    expect(nota.getByText(/aumenta el patrimonio del dueño; no es un ingreso y no cambia la utilidad/)).toBeInTheDocument();
    // The same category as an egreso is the owner's withdrawal.
    await userEvent.click(modal.getByRole('combobox', { name: 'Tipo' }));
    await userEvent.click(await screen.findByTitle('Egreso'));
    expect(await within(await modal.findByRole('note')).findByText('Retiro del dueño')).toBeInTheDocument();
    await userEvent.click(modal.getByRole('combobox', { name: 'Tipo' }));
    await userEvent.click((await screen.findAllByTitle('Ingreso')).at(-1) as HTMLElement);

    await escribir(modal.getByLabelText('Concepto'), 'Aporte de la dueña');
    await escribir(modal.getByLabelText('Monto'), '50000000');
    await userEvent.click(modal.getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(mensajesToast()).toContain('Movimiento registrado'));
    expect(llamadas.find((l) => l.metodo === 'POST')?.cuerpo).toMatchObject({
      tipo: 'ingreso',
      categoria: 'capital',
      concepto: 'Aporte de la dueña',
      monto: 50000000,
    });
  });

  it('la lista dice a qué proveedor, con su NIT, se pagó un egreso', async () => {
    const conProveedor: MovimientoCaja = {
      ...movimientos[0],
      proveedor: { nombre: 'Inmobiliaria La Candelaria S.A.S.', nit: '900512347-1' },
    };
    servir({ 'GET /flujo-caja/movimientos': () => pagina([conProveedor], 1) });
    renderizar();
    const fila = within((await screen.findByText('Arriendo oficina')).closest('tr') as HTMLElement);
    expect(fila.getByText('Inmobiliaria La Candelaria S.A.S. (NIT 900512347-1)')).toBeInTheDocument();
  });

  it('eliminar un movimiento, confirmado, lleva su propia Idempotency-Key', async () => {
    const llamadas = servir({ 'DELETE /flujo-caja/movimientos/m1': () => exito(null) });
    renderizar();
    await waitFor(() => expect(screen.getByText('Arriendo oficina')).toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(await responderConfirmacion('Eliminar')).toContain('¿Eliminar el movimiento "Arriendo oficina"');
    await waitFor(() => expect(mensajesToast()).toContain('Movimiento eliminado'));
    const borrado = llamadas.find((l) => l.metodo === 'DELETE');
    expect(borrado?.cabeceras.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('si el flujo no carga muestra "Error al cargar datos del flujo de caja"', async () => {
    servir({ 'GET /flujo-caja': () => fallo(500, '') });
    renderizar();
    await waitFor(() => expect(mensajesToast()).toContain(MENSAJE_ERROR_FLUJO));
    expect(screen.getByText(MENSAJE_ERROR_FLUJO)).toBeInTheDocument();
    // No figures, no charts to wait for: no frame is left busy for good.
    expect(marcoDeLosGraficos()).toBeNull();
  });

  it('el lugar de los gráficos está reservado antes de que llegue el flujo: lo de abajo no se mueve', async () => {
    let responder: (respuesta: RespuestaPrueba) => void = () => undefined;
    servir({ 'GET /flujo-caja': () => new Promise<RespuestaPrueba>((resolver) => (responder = resolver)) });
    renderizar();
    // A narrow window (jsdom's matchMedia matches nothing): the two charts one above the other.
    await waitFor(() => expect(marcoDeLosGraficos()).toHaveStyle({ minHeight: '702px' }));
    expect(screen.getByRole('table', { name: 'Flujo por periodo' })).toBeInTheDocument();
    responder(exito(flujo));
    await waitFor(() => expect(tarjeta('Saldo actual').getByText('$ 835.000')).toBeInTheDocument());
  });

  it('el admin edita el saldo inicial (organización) y se guarda con PUT', async () => {
    const llamadas = servir({
      'GET /configuracion/organizacion': () => exito({ saldoInicialCaja: 1000000, fechaSaldoInicial: null }),
      'PUT /configuracion/organizacion': () => exito({ saldoInicialCaja: 2500000, fechaSaldoInicial: null }),
    });
    renderizar();
    await userEvent.click(screen.getByRole('button', { name: /Saldo inicial/ }));
    const modal = within(await screen.findByRole('dialog'));
    const campo = modal.getByLabelText('Saldo inicial');
    await waitFor(() => expect(campo).toHaveValue('1000000'));
    await userEvent.clear(campo);
    await escribir(campo, '2500000');
    await userEvent.click(modal.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(mensajesToast()).toContain('Saldo inicial actualizado'));
    expect(llamadas.find((l) => l.metodo === 'PUT')?.cuerpo).toEqual({ saldoInicialCaja: 2500000, fechaSaldoInicial: null });
  });

  it('un saldo inicial que el servidor rechaza muestra su mensaje bajo el campo y el modal sigue abierto', async () => {
    servir({
      'GET /configuracion/organizacion': () => exito({ saldoInicialCaja: 1000000, fechaSaldoInicial: null }),
      'PUT /configuracion/organizacion': () =>
        fallo(400, 'Datos inválidos', { saldoInicialCaja: ['El saldo inicial no es válido'] }),
    });
    renderizar();
    await userEvent.click(screen.getByRole('button', { name: /Saldo inicial/ }));
    const modal = within(await screen.findByRole('dialog'));
    const campo = modal.getByLabelText('Saldo inicial');
    await waitFor(() => expect(campo).toHaveValue('1000000'));
    await userEvent.click(modal.getByRole('button', { name: 'Guardar' }));
    expect(await modal.findByText('El saldo inicial no es válido')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('gerente sin botón de saldo inicial; cobrador sin datos', async () => {
    iniciarComo('gerente');
    servir();
    const { unmount } = render(
      <MemoryRouter>
        <FlujoCajaPage />
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getByText('Arriendo oficina')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /Saldo inicial/ })).not.toBeInTheDocument();
    unmount();
    iniciarComo('cobrador');
    const llamadas = servir();
    renderizar();
    expect(screen.getByText(MENSAJE_SIN_PERMISO)).toBeInTheDocument();
    expect(llamadas).toHaveLength(0);
  });

  it('la serie de saldo une el saldo real con la proyección acumulada', () => {
    expect(serieSaldo(flujo)).toEqual([
      { fecha: '2026-11-20', saldo: 740000, proyectado: null },
      { fecha: '2026-11-21', saldo: 835000, proyectado: null },
      { fecha: '2026-11-22', saldo: null, proyectado: 915000 },
      { fecha: '2026-11-23', saldo: null, proyectado: 955000 },
    ]);
  });
});
