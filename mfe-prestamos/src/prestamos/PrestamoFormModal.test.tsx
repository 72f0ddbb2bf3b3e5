import type { ComponentProps } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { hoyBogota, type Prestamo } from '@cartera/dominio';
import { clienteApi, usePreferencias } from '@cartera/plataforma';
import { PrestamoFormModal } from './PrestamoFormModal';
import { CASILLA_USURA, FALTA_CASILLA_USURA, registrarPrestamo } from './desembolsos';
import { crearPrestamo } from './pruebas/datos';
import { crearServidor, fallo, iniciarSesionComo, mensajesToast, ok, prepararCadaPrueba } from './pruebas/servidor';
import { boton } from './pruebas/consultas';
import { buscarTambienOcultos } from '../../../packages/plataforma/test/ocultos';

buscarTambienOcultos();

const cliente = { _id: 'c1', nombre: 'María Gómez', cedula: '00112345678', telefono: '3001234567' };
const opcionesCobrador = [{ value: 'k1', label: 'Carlos Cobrador' }];
/** GET clientes: the remote search finds María, or nobody (an edited loan shows its own client). */
const conCliente = ok([cliente], { meta: { total: 1, page: 1, limit: 20, totalPages: 1 } });
const sinClientes = ok([], { meta: { total: 0, page: 1, limit: 20, totalPages: 0 } });
/** The organisation lends microcredit at 20 % by default and only warns about usury (the box must be ticked). */
const microcreditoQueAvisa = ok({ interesDefecto: 20, tipoCreditoDefecto: 'microcredito', usuraAccion: 'avisar' });

const dialogo = () => screen.getByRole('dialog');
const campo = (etiqueta: string) => within(dialogo()).getByLabelText(etiqueta);
const valorSelect = (etiqueta: string) => campo(etiqueta).closest('.ant-select')?.textContent;
const vistaPrevia = () => within(dialogo()).getByLabelText('Vista previa');

/**
 * Opens the form as the loans page does: `prestamo` null is a new loan (registrarPrestamo), otherwise its edition
 * (PUT /prestamos/:id). Returns the `alGuardar` it was given.
 */
function abrir(prestamo: Prestamo | null, cambios: Partial<ComponentProps<typeof PrestamoFormModal>> = {}) {
  const alGuardar = jest.fn();
  render(
    <PrestamoFormModal
      prestamo={prestamo}
      opcionesCobrador={opcionesCobrador}
      guardar={(cuerpo, clave, confirmarUsura) =>
        prestamo
          ? clienteApi.put('/api/prestamos/{id}', { ruta: { id: prestamo._id }, cuerpo, clave })
          : registrarPrestamo(cuerpo, clave, confirmarUsura)
      }
      alCerrar={() => undefined}
      alGuardar={alGuardar}
      {...cambios}
    />,
  );
  return alGuardar;
}

async function elegirCliente() {
  await userEvent.click(campo('Cliente'));
  await userEvent.click(await screen.findByTitle('María Gómez · 001-1234567-8'));
}

describe('PrestamoFormModal', () => {
  prepararCadaPrueba();

  it('nuevo: valores de §9, reglas de §5, vista previa al dejar de escribir y el cuerpo de §7', async () => {
    const servidor = crearServidor({ 'GET /clientes': conCliente, 'POST /prestamos': ok(crearPrestamo()) });
    const alGuardar = abrir(null);

    expect(screen.getByText('Nuevo Préstamo')).toBeInTheDocument();
    expect(campo('Interés')).toHaveValue('10.0');
    expect(campo('Cuotas')).toHaveValue('30');
    expect(valorSelect('Modalidad')).toBe('Semanal');
    expect(valorSelect('Tipo de amortización')).toBe('Capital al final');
    expect(within(dialogo()).queryByLabelText('Estado')).not.toBeInTheDocument();

    // Nothing typed yet: §5 messages, nothing sent.
    await userEvent.click(boton(dialogo(), 'Crear'));
    expect(await within(dialogo()).findByText('El cliente es obligatorio')).toBeInTheDocument();
    const erroresCampos = () =>
      Array.from(dialogo().querySelectorAll('.ant-form-item-explain-error')).map(
        (error) => error.textContent,
      );
    expect(erroresCampos()).toEqual(
      expect.arrayContaining(['El cliente es obligatorio', 'El monto es obligatorio']),
    );
    expect(servidor.de('POST /prestamos')).toHaveLength(0);
    await waitFor(() => expect(vistaPrevia()).toHaveTextContent('El monto es obligatorio'));

    // Typing the amount: the preview follows once typing stops.
    fireEvent.change(campo('Monto'), { target: { value: '2000000' } });
    await waitFor(() => expect(vistaPrevia()).toHaveTextContent('$ 2.200.000'));
    expect(within(vistaPrevia()).getByText('Cuota')).toBeInTheDocument();
    // Capital al final (el tipo por defecto): la cuota es la del interés, 200.000 / 30; el capital vuelve en la última.
    expect(vistaPrevia()).toHaveTextContent('$ 6.666');
    expect(campo('Monto')).toHaveValue('$ 2.000.000');

    await elegirCliente();
    expect(servidor.de('GET /clientes')[0].parametros.get('limit')).toBe('20');

    await userEvent.click(boton(dialogo(), 'Crear'));
    await waitFor(() => expect(alGuardar).toHaveBeenCalled());
    const hoy = hoyBogota();
    expect(servidor.de('POST /prestamos')[0].cuerpo).toEqual({
      cliente: 'c1',
      monto: 2_000_000,
      interes: 10,
      cuotas: 30,
      modalidad: 'semanal',
      tipoAmortizacion: 'capital_final',
      fecha: hoy,
      fechaInicio: hoy,
      fechaPrimerPago: null,
    });
    expect(mensajesToast()).toContain('Préstamo creado correctamente');
  });

  it('un desembolso mayor que la caja de la oficina sale con el aviso de la API, a la vista', async () => {
    const advertencia =
      'El desembolso de $ 2.000.000 supera el efectivo disponible en la caja de la oficina ($ 500.000): la caja queda en -$ 1.500.000.';
    crearServidor({ 'GET /clientes': conCliente, 'POST /prestamos': ok(crearPrestamo(), { advertencia }) });
    const alGuardar = abrir(null);
    fireEvent.change(campo('Monto'), { target: { value: '2000000' } });
    await elegirCliente();
    await userEvent.click(boton(dialogo(), 'Crear'));
    await waitFor(() => expect(alGuardar).toHaveBeenCalled());
    expect(mensajesToast()).toEqual(expect.arrayContaining(['Préstamo creado correctamente', advertencia]));
  });

  it('nuevo: propone el interés de la organización y las cuotas y la modalidad preferidas en Configuración', async () => {
    crearServidor({ 'GET /configuracion/organizacion/prestamos': ok({ interesDefecto: 17.5 }) });
    usePreferencias.getState().guardar({ plazoDefecto: 45, modalidadDefecto: 'diario' });
    try {
      abrir(null);
      await waitFor(() => expect(campo('Interés')).toHaveValue('17.5'));
      expect(campo('Cuotas')).toHaveValue('45');
      expect(valorSelect('Modalidad')).toBe('Diario');
    } finally {
      act(() => usePreferencias.getState().restablecer()); // the modal is still mounted
    }
  });

  it('nuevo: propone los términos de la oficina (cuotas, modalidad y amortización) y dice cuál es la cuota fija', async () => {
    crearServidor({
      'GET /configuracion/organizacion/prestamos': ok({
        interesDefecto: 20,
        tipoCreditoDefecto: 'consumo_ordinario',
        cuotasDefecto: 30,
        modalidadDefecto: 'diario',
        tipoAmortizacionDefecto: 'amortizable',
        usuraAccion: 'avisar',
      }),
    });
    abrir(null);
    await waitFor(() => expect(valorSelect('Tipo de amortización')).toBe('Amortizable'));
    expect(valorSelect('Modalidad')).toBe('Diario');
    expect(campo('Cuotas')).toHaveValue('30');
    // Which one is the fixed installment: under the field, and beside each option.
    expect(within(dialogo()).getByText('Cuota fija: todas las cuotas iguales, cada una con capital e interés.')).toBeInTheDocument();
    await userEvent.click(campo('Tipo de amortización'));
    expect(await screen.findByText('Cada cuota paga sólo interés; el capital entero se paga en la última cuota.')).toBeInTheDocument();
  });

  it('editar una solicitud: sin control de estado, condiciones editables y errores del servidor en sus campos', async () => {
    const prestamo = crearPrestamo({ cliente, estado: 'solicitado', planGenerado: false });
    const servidor = crearServidor({
      'GET /clientes': sinClientes,
      [`PUT /prestamos/${prestamo._id}`]: fallo(400, 'Datos inválidos', 'VALIDACION', {
        cuotas: ['No se pueden modificar las condiciones de un préstamo con pagos registrados'],
      }),
    });
    const alGuardar = abrir(prestamo);

    expect(screen.getByText('Editar Préstamo')).toBeInTheDocument();
    expect(valorSelect('Cliente')).toBe('María Gómez · 001-1234567-8');
    // The estado follows from the journal: the form offers no transitions that do nothing.
    expect(within(dialogo()).queryByLabelText('Estado')).not.toBeInTheDocument();
    expect(campo('Cuotas')).toBeEnabled();
    expect(within(dialogo()).queryByText('Las condiciones de un préstamo desembolsado se cambian con un reenganche')).not.toBeInTheDocument();

    await userEvent.click(boton(dialogo(), 'Actualizar'));
    expect(
      await within(dialogo()).findByText(
        'No se pueden modificar las condiciones de un préstamo con pagos registrados',
      ),
    ).toBeInTheDocument();
    expect(mensajesToast()).toContain('Datos inválidos');
    expect(alGuardar).not.toHaveBeenCalled();
    expect(servidor.de(`PUT /prestamos/${prestamo._id}`)[0].cuerpo).toMatchObject({
      cliente: 'c1',
      monto: 1_000_000,
      cuotas: 4,
      cobrador: 'k1',
    });
    expect(servidor.de(`PUT /prestamos/${prestamo._id}`)[0].cuerpo).not.toHaveProperty('estado');
    // Editing a loan can move money (mark it paid): the form's Idempotency-Key goes with it.
    expect(servidor.de(`PUT /prestamos/${prestamo._id}`)[0].cabeceras.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('editar un préstamo desembolsado: las condiciones quedan fijas con la nota del reenganche', async () => {
    const prestamo = crearPrestamo({ cliente, estado: 'mora' });
    crearServidor({ 'GET /clientes': sinClientes });
    abrir(prestamo);
    expect(
      within(dialogo()).getByText('Las condiciones de un préstamo desembolsado se cambian con un reenganche'),
    ).toBeInTheDocument();
    for (const etiqueta of ['Monto', 'Interés', 'Cuotas', 'Fecha de inicio']) expect(campo(etiqueta)).toBeDisabled();
    expect(campo('Cobrador')).toBeEnabled();
  });

  it('un cobrador solicita: «Solicitar préstamo» y el aviso de que espera aprobación', async () => {
    iniciarSesionComo('cobrador');
    crearServidor({
      'GET /clientes': conCliente,
      'POST /prestamos': ok(crearPrestamo({ estado: 'solicitado', planGenerado: false })),
    });
    const alGuardar = abrir(null, { opcionesCobrador: null, solicitud: true });
    expect(screen.getByText('Solicitar préstamo')).toBeInTheDocument();
    await elegirCliente();
    fireEvent.change(campo('Monto'), { target: { value: '500000' } });
    await userEvent.click(boton(dialogo(), 'Solicitar'));
    await waitFor(() => expect(alGuardar).toHaveBeenCalled());
    expect(mensajesToast()).toContain(
      'Solicitud registrada: queda pendiente de aprobación por un administrador o gerente',
    );
  });

  it('editar: el cobrador ofrece los activos y el del préstamo aunque se haya desactivado, no otros inactivos', async () => {
    const prestamo = crearPrestamo({ cliente, cobrador: { _id: 'k9', nombre: 'Rosa Retirada' } });
    crearServidor({ 'GET /clientes': sinClientes, [`PUT /prestamos/${prestamo._id}`]: ok(prestamo) });
    abrir(prestamo, {
      opcionesCobrador: [
        { value: 'k1', label: 'Carlos Cobrador' },
        { value: 'k8', label: 'Otro Retirado (inactivo)', inactivo: true },
        { value: 'k9', label: 'Rosa Retirada (inactivo)', inactivo: true },
      ],
    });

    expect(valorSelect('Cobrador')).toBe('Rosa Retirada (inactivo)');
    await userEvent.click(campo('Cobrador'));
    await screen.findByTitle('Carlos Cobrador');
    const opciones = Array.from(document.querySelectorAll('.ant-select-item-option'));
    expect(opciones.map((opcion) => opcion.getAttribute('title'))).toEqual([
      'Carlos Cobrador',
      'Rosa Retirada (inactivo)',
    ]);
  });

  it('editar un préstamo de reenganche: el cliente y el monto no se pueden cambiar', async () => {
    const prestamo = crearPrestamo({ cliente, prestamoOrigen: 'p-viejo', montoRefinanciado: 800_000 });
    crearServidor({ 'GET /clientes': sinClientes });
    abrir(prestamo);

    expect(campo('Monto')).toBeDisabled();
    expect(campo('Cliente')).toBeDisabled();
    expect(within(dialogo()).getByText('Reenganche: el cliente y el monto no cambian')).toBeInTheDocument();
  });

  it('tipo de crédito de la organización; la vista previa pone la EA junto a la tasa de usura, avisa sobre el tope y, en «avisar», el alta pide marcar la casilla', async () => {
    const tasaUsura = { tasa: 55.1, desde: '2026-01-01', hasta: '2099-12-31' };
    const servidor = crearServidor({
      'GET /clientes': conCliente,
      'GET /configuracion/organizacion/prestamos': microcreditoQueAvisa,
      'POST /prestamos/preview': (llamada) => {
        const cuerpo = llamada.cuerpo as { tipoCredito: string };
        return ok({
          tipoCredito: cuerpo.tipoCredito,
          tasaEfectivaAnual: 3384.88,
          tasaUsura,
          superaUsura: true,
          interesMaximoUsura: 1.23,
        });
      },
      'POST /prestamos': ok(crearPrestamo()),
    });
    const alGuardar = abrir(null);
    await waitFor(() => expect(valorSelect('Tipo de crédito')).toBe('Microcrédito'));
    expect(within(dialogo()).queryByRole('checkbox', { name: CASILLA_USURA })).not.toBeInTheDocument();
    fireEvent.change(campo('Monto'), { target: { value: '200000' } });

    // The server says which certified rate rules the type and the date, and that the loan is above it.
    await waitFor(() => expect(vistaPrevia()).toHaveTextContent('Tasa de usura EA certificada: 55,10%'));
    expect(within(vistaPrevia()).getByText('Supera la tasa de usura')).toBeInTheDocument();
    expect(vistaPrevia()).toHaveTextContent('el interés más alto que no la supera es 1,23 %');
    const hoy = hoyBogota();
    expect(servidor.de('POST /prestamos/preview').at(-1)?.cuerpo).toMatchObject({
      monto: 200_000,
      interes: 20,
      tipoCredito: 'microcredito',
      fecha: hoy,
      fechaInicio: hoy,
    });

    // Another type: asked again for it.
    await userEvent.click(campo('Tipo de crédito'));
    await userEvent.click(await screen.findByTitle('Consumo y ordinario'));
    await waitFor(() =>
      expect(servidor.de('POST /prestamos/preview').at(-1)?.cuerpo).toMatchObject({ tipoCredito: 'consumo_ordinario' }),
    );

    // Above the cap with the organisation on «avisar»: the box is required, nothing is sent without it.
    const casilla = await within(dialogo()).findByRole('checkbox', { name: CASILLA_USURA });
    await elegirCliente();
    await userEvent.click(boton(dialogo(), 'Crear'));
    expect(await within(dialogo()).findByText(FALTA_CASILLA_USURA)).toBeInTheDocument();
    expect(servidor.de('POST /prestamos')).toHaveLength(0);

    await userEvent.click(casilla);
    await userEvent.click(boton(dialogo(), 'Crear'));
    await waitFor(() => expect(alGuardar).toHaveBeenCalled());
    expect(mensajesToast()).toContain('Préstamo creado correctamente');
    const altas = servidor.de('POST /prestamos').map((llamada) => llamada.cuerpo);
    expect(altas).toEqual([expect.objectContaining({ tipoCredito: 'consumo_ordinario', confirmarUsura: true })]);
  });

  it('si la API pide confirmar la usura que la vista previa no conocía, la casilla aparece con su mensaje y el segundo «Crear» la envía', async () => {
    const mensaje =
      'La tasa efectiva anual del préstamo (3.384,88 % EA) supera la tasa de usura certificada. Confirme que conoce que el préstamo supera la tasa de usura.';
    const servidor = crearServidor({
      'GET /clientes': conCliente,
      'GET /configuracion/organizacion/prestamos': microcreditoQueAvisa,
      // The preview could not say (no answer): only the API knows.
      'POST /prestamos/preview': fallo(500, ''),
      'POST /prestamos': (llamada) =>
        (llamada.cuerpo as { confirmarUsura?: boolean }).confirmarUsura
          ? ok(crearPrestamo())
          : fallo(422, mensaje, 'CONFIRMACION_USURA_REQUERIDA'),
    });
    const alGuardar = abrir(null);
    fireEvent.change(campo('Monto'), { target: { value: '200000' } });
    await elegirCliente();
    await userEvent.click(boton(dialogo(), 'Crear'));

    const casilla = await within(dialogo()).findByRole('checkbox', { name: CASILLA_USURA });
    expect(within(dialogo()).getByText(mensaje)).toBeInTheDocument();
    expect(alGuardar).not.toHaveBeenCalled();
    await userEvent.click(casilla);
    await userEvent.click(boton(dialogo(), 'Crear'));
    await waitFor(() => expect(alGuardar).toHaveBeenCalled());
    const altas = servidor.de('POST /prestamos');
    expect(altas.map((llamada) => llamada.cuerpo)).toEqual([
      expect.not.objectContaining({ confirmarUsura: true }),
      expect.objectContaining({ confirmarUsura: true }),
    ]);
    // A refused write changed nothing: the second goes with the same Idempotency-Key.
    expect(altas[1].cabeceras.get('Idempotency-Key')).toBe(altas[0].cabeceras.get('Idempotency-Key'));
  });

  it('con la organización en «rechazar» no se ofrece confirmar la usura: la API lo rechazará', async () => {
    crearServidor({
      'GET /clientes': conCliente,
      'GET /configuracion/organizacion/prestamos': ok({
        interesDefecto: 20,
        tipoCreditoDefecto: 'microcredito',
        usuraAccion: 'rechazar',
      }),
      'POST /prestamos/preview': ok({
        tipoCredito: 'microcredito',
        tasaEfectivaAnual: 3384.88,
        tasaUsura: { tasa: 55.1, desde: '2026-01-01', hasta: '2099-12-31' },
        superaUsura: true,
        interesMaximoUsura: 1.23,
      }),
    });
    abrir(null);
    fireEvent.change(campo('Monto'), { target: { value: '200000' } });
    expect(await within(vistaPrevia()).findByText('Supera la tasa de usura')).toBeInTheDocument();
    expect(within(dialogo()).queryByRole('checkbox', { name: CASILLA_USURA })).not.toBeInTheDocument();
  });

  it('sin tasa registrada para el tipo y la fecha lo dice, sin aviso', async () => {
    const servidor = crearServidor({
      'POST /prestamos/preview': ok({
        tipoCredito: 'consumo_ordinario',
        tasaEfectivaAnual: 27.4,
        tasaUsura: null,
        superaUsura: false,
        interesMaximoUsura: null,
      }),
    });
    abrir(null);
    fireEvent.change(campo('Monto'), { target: { value: '1000000' } });
    expect(await within(vistaPrevia()).findByText('Sin tasa de usura registrada para esta fecha')).toBeInTheDocument();
    expect(within(vistaPrevia()).queryByText('Supera la tasa de usura')).not.toBeInTheDocument();
    // No type chosen (the organisation's could not be read): the server takes the organisation's.
    expect(servidor.de('POST /prestamos/preview').at(-1)?.cuerpo).not.toHaveProperty('tipoCredito');
  });
});
