import { act, render, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { hoyBogota, type Cobro, type DatosCobro, type Prestamo } from '@cartera/dominio';
import { clienteApi, useToasts } from '@cartera/plataforma';
import { CobroFormModal, montoMaximo, validarMonto } from './CobroFormModal';

const MENSAJE_MONTO_SUPERA_SALDO = /^El monto supera el saldo pendiente del préstamo/;
import { exito, fallo, pagina } from '../../../packages/plataforma/test/servidorPrueba';
import { mensajesToast, servidorDe } from '../../../packages/plataforma/test/pantalla';

function prestamo(datos: Partial<Prestamo> & Pick<Prestamo, '_id' | 'numero'>): Prestamo {
  return {
    cliente: { _id: `cl-${datos._id}`, nombre: 'María Pérez', cedula: '00112345678', telefono: '3001234567' },
    monto: 500000,
    interes: 10,
    cuotas: 10,
    plazo: 10,
    modalidad: 'semanal',
    tipoAmortizacion: 'amortizable',
    fecha: '2026-10-01',
    fechaInicio: '2026-10-01',
    fechaPrimerPago: '2026-10-08',
    tasaEfectivaAnual: 27.4,
    tipoCredito: 'consumo_ordinario',
    estado: 'activo',
    cuotasVencidas: 0,
    diasMoraPromedio: 0,
    interesTotal: 50000,
    montoTotal: 550000,
    montoEntregado: 500000,
    saldoPendiente: 350000,
    cuotaDiaria: 55000,
    planGenerado: true,
    fechaVencimiento: '2026-12-10',
    prestamoOrigen: null,
    montoRefinanciado: 0,
    cobrador: { _id: 'cob-1', nombre: 'Carlos Cobrador' },
    createdAt: '2026-10-01T12:00:00.000Z',
    updatedAt: '2026-10-01T12:00:00.000Z',
    ...datos,
  };
}

const conPlan = prestamo({ _id: 'p1', numero: 12 });
const sinPlan = prestamo({ _id: 'p2', numero: 13, planGenerado: false, cliente: { _id: 'cl2', nombre: 'Pedro Sin Plan', cedula: null, telefono: null } });
const cobradores = [
  { _id: 'cob-1', nombre: 'Carlos Cobrador', email: 'c1@cartera.local', rol: 'cobrador', estado: 'activo' },
  { _id: 'cob-2', nombre: 'Diana Cobradora', email: 'c2@cartera.local', rol: 'cobrador', estado: 'activo' },
];

const cuentasRecaudo = [
  { _id: 'cta-1', tipo: 'nequi', nombre: 'Nequi oficina', identificador: '3001234567', activa: true, cuentaContable: { codigo: '11100501', nombre: 'Nequi' } },
  { _id: 'cta-2', tipo: 'banco', nombre: 'Cuenta vieja', identificador: '123456789', activa: false, cuentaContable: { codigo: '11100502', nombre: 'Banco' } },
];

/** Loan 12's plan: one installment overdue since yesterday, today's, and the rest ahead (350.000 in all). */
function planDe(p: Prestamo) {
  const dia = (dias: number) => dayjs(hoyBogota()).add(dias, 'day').format('YYYY-MM-DD');
  const saldos = [0, 55_000, 55_000, 55_000, 55_000, 55_000, 55_000, 20_000];
  const cuotas = saldos.map((saldoRestante, i) => ({
    _id: `${p._id}-c${i + 1}`,
    numero: i + 1,
    fechaProgramada: dia(i - 2),
    montoCapital: 50_000,
    montoInteres: 5_000,
    montoTotal: 55_000,
    montoPagado: 55_000 - saldoRestante,
    montoRefinanciado: 0,
    montoCondonado: 0,
    saldoRestante,
    estado: saldoRestante === 0 ? 'pagada' : 'pendiente',
    fechaPago: null,
    moraCausada: 0,
  }));
  return { prestamo: p, cuotas, resumen: { totalPagado: 55_000, saldoPendiente: 350_000, cuotasPagadas: 1, porcentajePagado: 13.6 } };
}

const servir = servidorDe({
  'GET /prestamos/p1/plan': () => exito(planDe(conPlan)),
  'GET /prestamos': ({ parametros }) =>
    pagina(parametros.get('estado') === 'activo' ? [conPlan, sinPlan] : []),
  'GET /cobradores': () => exito({ data: cobradores, meta: { total: 2, page: 1, limit: 500, totalPages: 1 } }),
  'POST /cobros': ({ cuerpo }) => exito({ _id: 'nuevo', ...(cuerpo as object) }),
  'GET /pagos/cuentas': () => exito(cuentasRecaudo),
});

function renderizar({
  cobro = null,
  puedeElegirCobrador = true,
  guardar = (cuerpo: DatosCobro, clave: string) => clienteApi.post('/api/cobros', { cuerpo, clave }),
}: {
  cobro?: Cobro | null;
  puedeElegirCobrador?: boolean;
  guardar?: (datos: DatosCobro, clave: string) => Promise<unknown>;
} = {}) {
  const alGuardar = jest.fn();
  const alCerrar = jest.fn();
  render(
    <CobroFormModal
      cobro={cobro}
      puedeElegirCobrador={puedeElegirCobrador}
      guardar={guardar}
      alCerrar={alCerrar}
      alGuardar={alGuardar}
    />,
  );
  return { alGuardar, alCerrar, dialogo: screen.getByRole('dialog', { name: 'Registrar Cobro' }) };
}

async function elegirPrestamo(texto: string, etiqueta: RegExp) {
  const selector = screen.getByLabelText('Préstamo');
  await userEvent.click(selector);
  await userEvent.type(selector, texto);
  await userEvent.click(await screen.findByTitle(etiqueta));
}

/** Writes `valor` in the dialog's «Monto» (replacing what it had) and presses `boton`. */
async function enviarMonto(dialogo: HTMLElement, valor: string, boton: 'Registrar' | 'Actualizar') {
  const monto = within(dialogo).getByLabelText('Monto');
  await userEvent.clear(monto);
  await userEvent.type(monto, valor);
  await userEvent.click(within(dialogo).getByRole('button', { name: boton }));
}

describe('reglas del monto de un cobro', () => {
  it('obligatorio, al menos 1, en pesos enteros y sin pasar del saldo', () => {
    const saldo = { mora: 0, saldoPendiente: 1000 };
    expect(validarMonto(undefined, null)).toBe('El monto es obligatorio');
    expect(validarMonto(null, saldo)).toBe('El monto es obligatorio');
    expect(validarMonto(0, saldo)).toBe('El monto debe ser mayor o igual a 1');
    expect(validarMonto(-5, saldo)).toBe('El monto debe ser mayor o igual a 1');
    expect(validarMonto(10.5, saldo)).toBe('El monto debe ser en pesos, sin decimales');
    expect(validarMonto(1001, saldo)).toMatch(MENSAJE_MONTO_SUPERA_SALDO);
    expect(validarMonto(1000, saldo)).toBeNull();
    expect(validarMonto(5_000_000, null)).toBeNull();
    // With late interest the API takes balance plus mora: 1.000 + 261 = 1.261.
    expect(validarMonto(1261, { mora: 261, saldoPendiente: 1000 })).toBeNull();
    expect(validarMonto(1262, { mora: 261, saldoPendiente: 1000 })).toBe('El monto supera lo que se debe: hasta $\u00a01.261 (saldo y mora)');
  });

  it('al editar, el tope suma lo que ese cobro ya había pagado', () => {
    const cobro = { _id: 'c1', prestamo: { _id: 'p1', numero: 12, cliente: { _id: 'x', nombre: 'María' } }, monto: 50000 } as Cobro;
    expect(montoMaximo(conPlan, null)).toBe(350000);
    expect(montoMaximo(conPlan, cobro)).toBe(400000);
    expect(montoMaximo(null, cobro)).toBeNull();
    const enMora = { ...conPlan, mora: { tasa: 24, causado: 5261, pendiente: 5261, causadoHasta: '2026-10-20' } };
    expect(montoMaximo(enMora, null)).toBe(355261);
  });
});

describe('CobroFormModal', () => {
  beforeEach(() => useToasts.getState().limpiar());

  it('sin datos avisa que préstamo, monto y fecha son obligatorios, y no envía nada', async () => {
    const llamadas = servir();
    const { dialogo } = renderizar();
    // The date starts as today: clear it to see its rule.
    await userEvent.click(dialogo.querySelector('.ant-picker-clear') as HTMLElement);
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Registrar' }));

    expect(await screen.findByText('Selecciona un préstamo')).toBeInTheDocument();
    expect(screen.getByText('El monto es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('La fecha es obligatoria')).toBeInTheDocument();
    expect(llamadas.filter((l) => l.metodo === 'POST')).toHaveLength(0);
  });

  it('la fecha empieza en hoy (Bogotá)', () => {
    servir();
    renderizar();
    const [anio, mes, dia] = hoyBogota().split('-');
    expect(screen.getByLabelText('Fecha')).toHaveValue(`${dia}/${mes}/${anio}`);
  });

  it('busca préstamos abiertos por cliente y muestra cliente y saldo pendiente; sin plan no se puede elegir', async () => {
    const llamadas = servir();
    renderizar();
    const selector = screen.getByLabelText('Préstamo');
    await userEvent.click(selector);
    await userEvent.type(selector, 'mar');

    expect(await screen.findByTitle('#12 · María Pérez · Saldo $ 350.000')).toBeInTheDocument();
    const sinPlanOpcion = screen.getByTitle(/#13 · Pedro Sin Plan .*\(sin plan de pagos\)/);
    expect(sinPlanOpcion).toHaveAttribute('aria-disabled', 'true');

    await waitFor(() => {
      const busquedas = llamadas.filter((l) => l.ruta === '/prestamos' && l.parametros.get('search') === 'mar');
      expect(busquedas.map((l) => l.parametros.get('estado')).sort()).toEqual(['activo', 'mora', 'vencido']);
    });
  });

  it('elegir el préstamo propone lo que se debe hoy (no el saldo), con puntos de miles, y su cobrador; más que el saldo no pasa', async () => {
    const llamadas = servir();
    const { dialogo } = renderizar();
    await elegirPrestamo('mar', /^#12 · María Pérez/);

    const monto = screen.getByLabelText('Monto');
    // Yesterday's installment and today's: 55.000 + 55.000.
    await waitFor(() => expect(monto).toHaveValue('$ 110.000'));
    expect(within(dialogo).getByText('Se debe hoy: $ 110.000')).toBeInTheDocument();
    expect(within(dialogo).getByText('Saldo pendiente del préstamo: $ 350.000')).toBeInTheDocument();
    expect(within(dialogo).getByTitle('Carlos Cobrador')).toBeInTheDocument();

    await enviarMonto(dialogo, '350001', 'Registrar');
    expect(await screen.findByText(MENSAJE_MONTO_SUPERA_SALDO)).toBeInTheDocument();

    await enviarMonto(dialogo, '0', 'Registrar');
    expect(await screen.findByText('El monto debe ser mayor o igual a 1')).toBeInTheDocument();
    expect(llamadas.filter((l) => l.metodo === 'POST')).toHaveLength(0);
  });

  it('por transferencia: pide la cuenta activa y la referencia, y las envía con el medio', async () => {
    const llamadas = servir();
    const { dialogo, alGuardar } = renderizar();
    await elegirPrestamo('mar', /^#12 · María Pérez/);
    await waitFor(() => expect(screen.getByLabelText('Monto')).toHaveValue('$ 110.000'));
    await userEvent.click(within(dialogo).getByText('Transferencia'));
    expect(await screen.findByLabelText('Cuenta de recaudo')).toBeInTheDocument();
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByText('Elija la cuenta a la que llegó la transferencia')).toBeInTheDocument();
    expect(screen.getByText('Escriba la referencia o el número de aprobación de la transferencia')).toBeInTheDocument();
    expect(llamadas.filter((l) => l.metodo === 'POST')).toHaveLength(0);

    await userEvent.click(screen.getByLabelText('Cuenta de recaudo'));
    expect(screen.queryByTitle(/Cuenta vieja/)).not.toBeInTheDocument();
    await userEvent.click(await screen.findByTitle('Nequi · Nequi oficina · 3001234567'));
    await userEvent.type(screen.getByLabelText('Referencia'), ' M123 ');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(alGuardar).toHaveBeenCalled());
    expect(llamadas.find((l) => l.metodo === 'POST' && l.ruta === '/cobros')?.cuerpo).toMatchObject({
      prestamo: 'p1', monto: 110000, medio: 'transferencia', cuenta: 'cta-1', referencia: 'M123',
    });
  });

  it('registra: envía préstamo, monto, fecha, observaciones y cobrador, y avisa "Cobro registrado"', async () => {
    const llamadas = servir();
    const { dialogo, alGuardar } = renderizar();
    await elegirPrestamo('mar', /^#12 · María Pérez/);
    const monto = screen.getByLabelText('Monto');
    await waitFor(() => expect(monto).toHaveValue('$ 110.000'));
    await userEvent.clear(monto);
    await userEvent.type(monto, '50000');
    await userEvent.type(screen.getByLabelText('Observaciones'), '  Pagó en efectivo ');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Registrar' }));

    await waitFor(() => expect(alGuardar).toHaveBeenCalled());
    const envio = llamadas.find((l) => l.metodo === 'POST' && l.ruta === '/cobros');
    expect(envio?.cuerpo).toEqual({
      prestamo: 'p1',
      monto: 50000,
      fecha: hoyBogota(),
      observaciones: 'Pagó en efectivo',
      cobrador: 'cob-1',
    });
    expect(mensajesToast()).toContain('Cobro registrado');
  });

  it('un préstamo en mora acepta el saldo más la mora, como la API, y ni un peso más', async () => {
    const enMora = { ...conPlan, mora: { tasa: 24, causado: 5261, pendiente: 5261, causadoHasta: hoyBogota() } };
    const llamadas = servir({ 'GET /prestamos/p1': () => exito(enMora) });
    const { dialogo, alGuardar } = renderizar();
    await elegirPrestamo('mar', /^#12 · María Pérez/);
    // 350.000 de saldo + 5.261 de mora = 355.261.
    expect(
      await within(dialogo).findByText('Saldo pendiente del préstamo: $ 350.000 y mora $ 5.261: hasta $ 355.261'),
    ).toBeInTheDocument();
    await enviarMonto(dialogo, '355262', 'Registrar');
    expect(await screen.findByText('El monto supera lo que se debe: hasta $ 355.261 (saldo y mora)')).toBeInTheDocument();

    await enviarMonto(dialogo, '355261', 'Registrar');
    await waitFor(() => expect(alGuardar).toHaveBeenCalled());
    expect(llamadas.find((l) => l.metodo === 'POST' && l.ruta === '/cobros')?.cuerpo).toMatchObject({ monto: 355261 });
  });

  it('un cobrador no elige cobrador: el cuerpo no lo lleva', async () => {
    const llamadas = servir();
    const { dialogo, alGuardar } = renderizar({ puedeElegirCobrador: false });
    expect(within(dialogo).queryByLabelText('Cobrador')).not.toBeInTheDocument();
    await elegirPrestamo('mar', /^#12 · María Pérez/);
    await waitFor(() => expect(screen.getByLabelText('Monto')).toHaveValue('$ 110.000'));
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Registrar' }));

    await waitFor(() => expect(alGuardar).toHaveBeenCalled());
    const envio = llamadas.find((l) => l.metodo === 'POST');
    expect(envio?.cuerpo).not.toHaveProperty('cobrador');
    expect(llamadas.some((l) => l.ruta === '/cobradores')).toBe(false);
  });

  it('si el servidor rechaza, muestra su mensaje; sin mensaje, "Error al registrar cobro"', async () => {
    let respuesta = fallo(422, 'Genere el plan de pagos antes de registrar cobros');
    servir({ 'POST /cobros': () => respuesta });
    const { dialogo, alGuardar } = renderizar();
    await elegirPrestamo('mar', /^#12 · María Pérez/);
    await waitFor(() => expect(screen.getByLabelText('Monto')).toHaveValue('$ 110.000'));

    await userEvent.click(within(dialogo).getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(mensajesToast()).toContain('Genere el plan de pagos antes de registrar cobros'));

    respuesta = fallo(500, '');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(mensajesToast()).toContain('Error al registrar cobro'));
    expect(alGuardar).not.toHaveBeenCalled();
  });

  it('cada envío del mismo formulario lleva la misma Idempotency-Key (un reintento no cobra dos veces)', async () => {
    let respuesta = fallo(500, '');
    const llamadas = servir({ 'POST /cobros': () => respuesta });
    const { dialogo, alGuardar } = renderizar();
    await elegirPrestamo('mar', /^#12 · María Pérez/);
    await waitFor(() => expect(screen.getByLabelText('Monto')).toHaveValue('$ 110.000'));
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(mensajesToast()).toContain('Error al registrar cobro'));
    respuesta = exito({ _id: 'nuevo' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(alGuardar).toHaveBeenCalled());

    const claves = llamadas.filter((l) => l.metodo === 'POST').map((l) => l.cabeceras.get('idempotency-key'));
    expect(claves).toHaveLength(2);
    expect(claves[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(claves[1]).toBe(claves[0]);
  });

  it('los errores por campo del servidor quedan bajo su campo', async () => {
    servir({ 'POST /cobros': () => fallo(400, 'Datos inválidos', { fecha: ['La fecha no puede ser posterior a hoy'] }) });
    const { dialogo } = renderizar();
    await elegirPrestamo('mar', /^#12 · María Pérez/);
    await waitFor(() => expect(screen.getByLabelText('Monto')).toHaveValue('$ 110.000'));
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByText('La fecha no puede ser posterior a hoy')).toBeInTheDocument();
  });

  it('editar: el préstamo queda fijo, el tope incluye el cobro y avisa "Cobro actualizado"', async () => {
    const cobro: Cobro = {
      _id: 'c9',
      prestamo: { _id: 'p1', numero: 12, cliente: { _id: 'cl-p1', nombre: 'María Pérez' } },
      monto: 50000,
      fecha: '2026-11-02',
      observaciones: 'Primera',
      origen: 'cobro',
      cobrador: null,
      enPoderDe: null,
      ubicacion: null,
      createdAt: '2026-11-02T15:00:00.000Z',
      updatedAt: '2026-11-02T15:00:00.000Z',
    };
    const llamadas = servir({
      'GET /prestamos/p1': () => exito(conPlan),
      'PUT /cobros/c9': ({ cuerpo }) => exito({ ...cobro, ...(cuerpo as object) }),
    });
    const alGuardar = jest.fn();
    render(
      <CobroFormModal
        cobro={cobro}
        puedeElegirCobrador
        guardar={(cuerpo, clave) => clienteApi.put('/api/cobros/{id}', { ruta: { id: 'c9' }, cuerpo, clave })}
        alCerrar={jest.fn()}
        alGuardar={alGuardar}
      />,
    );
    const dialogo = screen.getByRole('dialog', { name: 'Editar Cobro' });
    expect(screen.getByLabelText('Préstamo')).toBeDisabled();
    expect(await within(dialogo).findByText(/Saldo pendiente del préstamo: \$ 350\.000 \(más \$ 50\.000 de este cobro\)/)).toBeInTheDocument();

    const monto = screen.getByLabelText('Monto');
    await enviarMonto(dialogo, '400001', 'Actualizar');
    expect(await screen.findByText(MENSAJE_MONTO_SUPERA_SALDO)).toBeInTheDocument();

    await userEvent.clear(monto);
    await userEvent.type(monto, '400000');
    await act(async () => {
      await userEvent.click(within(dialogo).getByRole('button', { name: 'Actualizar' }));
    });
    await waitFor(() => expect(alGuardar).toHaveBeenCalled());
    expect(llamadas.find((l) => l.metodo === 'PUT')?.cuerpo).toEqual({
      prestamo: 'p1',
      monto: 400000,
      fecha: '2026-11-02',
      observaciones: 'Primera',
      cobrador: null,
    });
    // Editing a collection moves money: the form's Idempotency-Key goes with it.
    expect(llamadas.find((l) => l.metodo === 'PUT')?.cabeceras.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(mensajesToast()).toContain('Cobro actualizado');
  });
});
