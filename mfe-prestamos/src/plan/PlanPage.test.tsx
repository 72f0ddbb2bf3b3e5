import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { capturarDescargas } from '../../../packages/plataforma/test/descargas';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { GestionJson } from '@cartera/dominio';
import { crearCuota, crearPlan, crearPrestamo } from '../prestamos/pruebas/datos';
import {
  crearServidor,
  fallo,
  iniciarSesionComo,
  mensajesToast,
  ok,
  prepararCadaPrueba,
  type Manejador,
  type RespuestaPrueba,
} from '../prestamos/pruebas/servidor';
import PlanPage from './PlanPage';
import { boton, hayBoton } from '../prestamos/pruebas/consultas';
import { responderConfirmacion } from '../../../packages/plataforma/test/confirmacion';
import { buscarTambienOcultos } from '../../../packages/plataforma/test/ocultos';

buscarTambienOcultos();

const prestamo = crearPrestamo({
  cliente: { _id: 'c1', nombre: 'María Gómez', cedula: '00112345678', telefono: '3001234567' },
});
const ruta = `prestamos/${prestamo._id}`;
const notificaciones = [
  {
    _id: 'n2',
    titulo: 'Pago aplicado',
    categoria: 'pago',
    mensaje: 'Pago de $ 75.000 a la cuota 2',
    createdAt: '2026-11-20T15:00:00.000Z',
  },
  {
    _id: 'n1',
    titulo: 'Plan generado',
    categoria: 'plan',
    mensaje: 'Plan de 4 cuotas',
    createdAt: '2026-11-01T15:00:00.000Z',
  },
];
const cuotas = [
  crearCuota(1, { montoPagado: 275_000, saldoRestante: 0, estado: 'pagada', fechaPago: '2026-11-08' }),
  crearCuota(2, { montoPagado: 75_000, saldoRestante: 200_000, estado: 'parcial', fechaPago: '2026-11-20' }),
  crearCuota(3),
  crearCuota(4),
];
const planConPagos = crearPlan({ ...prestamo, saldoPendiente: 750_000 }, cuotas);

function servidorPlan(extra: Record<string, Manejador> = {}) {
  return crearServidor({
    [`GET /${ruta}/plan`]: ok(planConPagos),
    [`GET /${ruta}/notificaciones`]: ok(notificaciones),
    ...extra,
  });
}

function renderizar(id: string = prestamo._id) {
  return render(
    <MemoryRouter initialEntries={[`/prestamos/${id}/plan`]}>
      <Routes>
        <Route path="/prestamos/:id/plan" element={<PlanPage />} />
        <Route path="/prestamos" element={<p>Lista de préstamos</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

/** A collector's visit to this loan (Mi Ruta) on `fecha`; without a promise or a note unless `cambios` brings them. */
function visita(_id: string, fecha: string, cambios: Partial<GestionJson>): GestionJson {
  return {
    _id,
    prestamo: { _id: prestamo._id, numero: 7 },
    cliente: { _id: 'c1', nombre: 'María Gómez' },
    cobrador: { _id: 'u3', nombre: 'Carlos Cobrador' },
    fecha,
    resultado: 'no_estaba',
    fechaPromesa: null,
    montoPromesa: null,
    estadoPromesa: null,
    nota: null,
    ubicacion: null,
    createdAt: `${fecha}T15:00:00.000Z`,
    ...cambios,
  };
}

const fila = (numero: number): HTMLElement => {
  const filaCuota = document.querySelector(`tr[data-row-key="cuota-${numero}"]`);
  if (!(filaCuota instanceof HTMLElement)) throw new Error(`No hay fila para la cuota ${numero}`);
  return filaCuota;
};
const botones = (numero: number) =>
  Array.from(fila(numero).querySelectorAll('button')).map((b) => b.textContent?.trim());

describe('PlanPage', () => {
  prepararCadaPrueba();

  it('un id desconocido dice "Préstamo no encontrado"; otro fallo, "Error cargando información"', async () => {
    const servidor = crearServidor({
      'GET /prestamos/no-existe/plan': fallo(400, 'El identificador no es válido', 'ID_INVALIDO'),
      'GET /prestamos/no-existe/notificaciones': fallo(400, 'El identificador no es válido', 'ID_INVALIDO'),
      [`GET /${ruta}/plan`]: fallo(404, 'Préstamo no encontrado', 'NO_ENCONTRADO'),
      [`GET /${ruta}/notificaciones`]: fallo(404, 'Préstamo no encontrado', 'NO_ENCONTRADO'),
    });
    const { unmount } = renderizar('no-existe');
    expect(await screen.findByText('Préstamo no encontrado')).toBeInTheDocument();
    unmount();
    renderizar();
    expect(await screen.findByText('Préstamo no encontrado')).toBeInTheDocument();
    servidor.restaurar();

    crearServidor({
      [`GET /${ruta}/plan`]: { status: 500, cuerpo: {} },
      [`GET /${ruta}/notificaciones`]: ok([]),
    });
    renderizar();
    expect(await screen.findByText('Error cargando información')).toBeInTheDocument();
  });

  it('muestra la referencia de pago del préstamo y su QR, los del recibo del cobrador', async () => {
    servidorPlan({
      [`GET /${ruta}/referencia-pago`]: ok({
        referencia: '00073',
        cuenta: { _id: 'cta-1', tipo: 'nequi', nombre: 'Nequi oficina', identificador: '3001234567' },
        llave: '3001234567',
        qr: 'data:image/png;base64,iVBORw0KGgo=',
        payload: '000201',
      }),
    });
    renderizar();
    const region = await screen.findByRole('region', { name: 'Pago por transferencia' });
    expect(region).toHaveTextContent('Referencia de pago: 00073');
    expect(within(region).getByRole('img', { name: `QR para pagar el préstamo #${prestamo.numero}` })).toBeInTheDocument();
  });

  it('sin plan ofrece "Generar plan" una sola vez y luego muestra las cuotas', async () => {
    const sinPlan = crearPlan({ ...prestamo, planGenerado: false }, []);
    const generado = crearPlan(prestamo, [crearCuota(1), crearCuota(2), crearCuota(3), crearCuota(4)]);
    let planGenerado = false;
    let responderGenerar: () => void = () => undefined;
    const servidor = servidorPlan({
      [`GET /${ruta}/plan`]: () => ok(planGenerado ? generado : sinPlan),
      [`POST /${ruta}/plan/generar`]: () =>
        new Promise((resolve) => {
          responderGenerar = () => {
            planGenerado = true;
            resolve(ok(generado));
          };
        }),
    });
    renderizar();

    const generar = await waitFor(() => boton(document.body, 'Generar plan'));
    expect(hayBoton(document.body, 'Exportar PDF')).toBe(false);
    await userEvent.click(generar);
    fireEvent.click(generar);
    await waitFor(() => expect(servidor.de(`POST /${ruta}/plan/generar`)).toHaveLength(1));
    responderGenerar();

    await waitFor(() => expect(document.querySelectorAll('tr[data-row-key]')).toHaveLength(4));
    expect(mensajesToast()).toContain('Plan de pagos generado');
    expect(hayBoton(document.body, 'Generar plan')).toBe(false);
    expect(servidor.de(`POST /${ruta}/plan/generar`)).toHaveLength(1);
  });

  it('dos clics seguidos en "Generar plan" envían una sola petición; si falla, lo avisa y vuelve a leer el plan', async () => {
    const sinPlan = crearPlan({ ...prestamo, planGenerado: false }, []);
    let responderGenerar: (respuesta: RespuestaPrueba) => void = () => undefined;
    const servidor = servidorPlan({
      [`GET /${ruta}/plan`]: ok(sinPlan),
      [`POST /${ruta}/plan/generar`]: () =>
        new Promise<RespuestaPrueba>((resolve) => {
          responderGenerar = resolve;
        }),
    });
    renderizar();

    const generar = await waitFor(() => boton(document.body, 'Generar plan'));
    // Both clicks land before React redraws the button as loading: only the save's own guard stops the second.
    act(() => {
      fireEvent.click(generar);
      fireEvent.click(generar);
    });
    await waitFor(() => expect(servidor.de(`POST /${ruta}/plan/generar`)).toHaveLength(1));
    const lecturas = servidor.de(`GET /${ruta}/plan`).length;
    responderGenerar(fallo(409, 'El plan de pagos ya fue generado', 'PLAN_YA_GENERADO'));

    await waitFor(() => expect(mensajesToast()).toContain('El plan de pagos ya fue generado'));
    // Someone else may have generated it: the page asks the server again.
    await waitFor(() => expect(servidor.de(`GET /${ruta}/plan`).length).toBeGreaterThan(lecturas));
    expect(mensajesToast()).not.toContain('Plan de pagos generado');
    expect(servidor.de(`POST /${ruta}/plan/generar`)).toHaveLength(1);
  });

  it('dos clics seguidos en "Revertir" revierten una sola vez, las otras cuotas esperan y un fallo se avisa', async () => {
    let responderReversion: (respuesta: RespuestaPrueba) => void = () => undefined;
    const servidor = servidorPlan({
      [`PATCH /${ruta}/plan/cuota/1/revertir`]: () =>
        new Promise<RespuestaPrueba>((resolve) => {
          responderReversion = resolve;
        }),
      [`PATCH /${ruta}/plan/cuota/2/revertir`]: fallo(409, ''),
    });
    renderizar();
    await waitFor(() => expect(document.querySelectorAll('tr[data-row-key]')).toHaveLength(4));

    const revertirPrimera = boton(fila(1), /Revertir/);
    act(() => {
      fireEvent.click(revertirPrimera);
      fireEvent.click(revertirPrimera);
    });
    // The double click asks once.
    expect(await responderConfirmacion('Confirmar')).toContain('cuota 1');
    await waitFor(() => expect(servidor.de(`PATCH /${ruta}/plan/cuota/1/revertir`)).toHaveLength(1));
    expect(boton(fila(2), /Revertir/)).toBeDisabled();

    responderReversion(ok(planConPagos));
    await waitFor(() => expect(mensajesToast()).toContain('Pago revertido'));
    expect(servidor.de(`PATCH /${ruta}/plan/cuota/1/revertir`)).toHaveLength(1);

    // The table reloads after the reversion; then the second installment can be reverted, and its failure told.
    await waitFor(() => expect(document.querySelector('.ant-spin-blur')).toBeNull());
    await waitFor(() => expect(boton(fila(2), /Revertir/)).toBeEnabled());
    await userEvent.click(boton(fila(2), /Revertir/));
    await responderConfirmacion('Confirmar');
    await waitFor(() => expect(mensajesToast()).toContain('Error revirtiendo'));
    expect(servidor.de(`PATCH /${ruta}/plan/cuota/2/revertir`)).toHaveLength(1);
  });

  it('cabecera, progreso, notificaciones y acciones por cuota: pagar salvo pagada, revertir con pagos', async () => {
    const servidor = servidorPlan({
      [`PATCH /${ruta}/plan/cuota/2/pagar`]: ok(planConPagos),
      [`PATCH /${ruta}/plan/cuota/1/revertir`]: ok(planConPagos),
    });
    renderizar();

    await waitFor(() => expect(document.querySelectorAll('tr[data-row-key]')).toHaveLength(4));
    expect(screen.getByText('Plan de Pagos', { selector: 'h3' })).toBeInTheDocument();
    expect(screen.getAllByText('María Gómez').length).toBeGreaterThan(0);
    expect(screen.getByText('001-1234567-8')).toBeInTheDocument();
    expect(screen.getByText('10% total')).toBeInTheDocument();
    expect(screen.getByText(/Pagado \$ 350\.000 de \$ 1\.100\.000/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '31.8');
    const lista = within(screen.getByLabelText('Notificaciones del préstamo'));
    expect(lista.getByText('Pago de $ 75.000 a la cuota 2')).toBeInTheDocument();
    expect(lista.getByText('Plan generado')).toBeInTheDocument();

    expect(botones(1)).toEqual(['Revertir']);
    expect(botones(2)).toEqual(['Pagar', 'Revertir']);
    expect(botones(3)).toEqual(['Pagar']);

    await userEvent.click(boton(fila(2), /Pagar/));
    const dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getByLabelText('Monto')).toHaveValue('$ 200.000');
    await userEvent.click(boton(dialogo, 'Pagar'));
    await waitFor(() => expect(mensajesToast()).toContain('Pago aplicado'));
    expect(servidor.de(`PATCH /${ruta}/plan/cuota/2/pagar`)[0].cuerpo).toMatchObject({ monto: 200_000 });

    // The table reloads after the payment (and is not clickable while it does).
    await waitFor(() => expect(document.querySelector('.ant-spin-blur')).toBeNull());
    await userEvent.click(boton(fila(1), /Revertir/));
    expect(await responderConfirmacion('Confirmar')).toContain('cuota 1');
    await waitFor(() => expect(mensajesToast()).toContain('Pago revertido'));
    expect(servidor.de(`PATCH /${ruta}/plan/cuota/1/revertir`)).toHaveLength(1);
  });

  it('un cobrador paga pero no revierte ni genera', async () => {
    iniciarSesionComo('cobrador');
    servidorPlan();
    renderizar();
    await waitFor(() => expect(document.querySelectorAll('tr[data-row-key]')).toHaveLength(4));
    expect(botones(1)).toEqual([]);
    expect(botones(2)).toEqual(['Pagar']);
  });

  it('descarga CSV, XLSX y PDF con el token, mostrando el progreso; si falla, "Error generando archivo"', async () => {
    let responderPdf: () => void = () => undefined;
    const servidor = servidorPlan({
      [`GET /${ruta}/plan/export/pdf`]: () =>
        new Promise((resolve) => {
          responderPdf = () =>
            resolve({
              binario: '%PDF-1.7 prueba',
              headers: {
                'Content-Type': 'application/pdf',
                'Content-Disposition': `attachment; filename="plan-maria-gomez-2026-11-22.pdf"; filename*=UTF-8''plan-mar%C3%ADa-g%C3%B3mez-2026-11-22.pdf`,
              },
            });
        }),
      [`GET /${ruta}/plan/export/xlsx`]: {
        status: 500,
        cuerpo: { success: false, message: '', code: 'HTTP_500' },
      },
    });
    const descargas = capturarDescargas();
    renderizar();
    await waitFor(() => expect(document.querySelectorAll('tr[data-row-key]')).toHaveLength(4));

    await userEvent.click(boton(document.body, 'Exportar PDF'));
    await waitFor(() => expect(boton(document.body, 'Exportar PDF')).toHaveTextContent('Generando…'));
    expect(boton(document.body, 'Exportar CSV')).toBeDisabled();
    responderPdf();
    await waitFor(() => expect(descargas).toEqual(['plan-maría-gómez-2026-11-22.pdf']));
    const [pedido] = servidor.de(`GET /${ruta}/plan/export/pdf`);
    expect(pedido.cabeceras.get('Authorization')).toMatch(/^Bearer /);
    expect(boton(document.body, 'Exportar PDF')).toHaveTextContent('PDF');

    await userEvent.click(boton(document.body, 'Exportar XLSX'));
    await waitFor(() => expect(mensajesToast()).toContain('Error generando archivo'));
    expect(descargas).toHaveLength(1);
  });

  it('el libro: cifras, Liquidar con descuento (cuánto se condona, confirmación, mensaje de la API) y la pestaña Movimientos', async () => {
    const libro = {
      pactado: 1_100_000,
      cobrado: 350_000,
      condonado: 0,
      castigado: 0,
      recuperado: 0,
      refinanciado: 0,
      saldoPendiente: 750_000,
    };
    let liquidado = false;
    const movimientos = [
      {
        _id: 'm1',
        tipo: 'desembolso',
        fecha: '2026-11-01',
        monto: 1_100_000,
        capital: 1_000_000,
        interes: 100_000,
        efectivo: -1_000_000,
        saldoDespues: 1_100_000,
        motivo: null,
        cobro: null,
        asientoContable: { id: 'a1', numero: 7 },
        registradoPor: { _id: 'u1', nombre: 'Ana Admin' },
        createdAt: '2026-11-01T15:00:00.000Z',
      },
      {
        _id: 'm2',
        tipo: 'condonacion',
        fecha: '2026-11-22',
        monto: 50_000,
        capital: 0,
        interes: 50_000,
        efectivo: 0,
        saldoDespues: 0,
        motivo: 'Pronto pago',
        cobro: null,
        asientoContable: { id: 'a2', numero: 9 },
        registradoPor: { _id: 'u1', nombre: 'Ana Admin' },
        createdAt: '2026-11-22T15:00:00.000Z',
      },
    ];
    const servidor = servidorPlan({
      [`GET /${ruta}`]: () =>
        ok(
          liquidado
            ? {
                ...prestamo,
                estado: 'pagado',
                saldoPendiente: 0,
                libro: { ...libro, cobrado: 1_050_000, condonado: 50_000, saldoPendiente: 0 },
              }
            : { ...prestamo, estado: 'mora', saldoPendiente: 750_000, libro },
        ),
      [`POST /${ruta}/liquidar`]: () => {
        liquidado = true;
        return {
          cuerpo: {
            success: true,
            data: { ...prestamo, estado: 'pagado' },
            message: 'Préstamo liquidado: se condonaron $ 50.000',
          },
        };
      },
      [`GET /${ruta}/movimientos`]: ok(movimientos),
    });
    renderizar();

    const tarjeta = await screen.findByRole('region', { name: 'Libro del préstamo' });
    expect(within(tarjeta).getByRole('group', { name: 'Pactado' })).toHaveTextContent('$ 1.100.000');
    expect(within(tarjeta).getByRole('group', { name: 'Cobrado' })).toHaveTextContent('$ 350.000');
    expect(within(tarjeta).getByRole('group', { name: 'Saldo pendiente' })).toHaveTextContent('$ 750.000');
    // An admin: Castigar too; with cobros, no Anular.
    expect(hayBoton(tarjeta, 'Castigar')).toBe(true);
    expect(hayBoton(tarjeta, 'Anular')).toBe(false);

    await userEvent.click(boton(tarjeta, 'Liquidar'));
    const dialogo = await screen.findByRole('dialog');
    const monto = within(dialogo).getByLabelText('Monto recibido');
    expect(monto).toHaveValue('$ 750.000');
    fireEvent.change(monto, { target: { value: '700000' } });
    expect(await within(dialogo).findByText('Se condonarán $ 50.000')).toBeInTheDocument();
    fireEvent.change(within(dialogo).getByLabelText('Motivo'), { target: { value: 'Pronto pago' } });
    await userEvent.click(boton(dialogo, 'Liquidar'));
    expect(await responderConfirmacion('Confirmar')).toMatch(/se condonan \$\s50\.000/);

    await waitFor(() => expect(servidor.de(`POST /${ruta}/liquidar`)).toHaveLength(1));
    const [pedido] = servidor.de(`POST /${ruta}/liquidar`);
    expect(pedido.cuerpo).toMatchObject({ montoRecibido: 700_000, motivo: 'Pronto pago' });
    expect(pedido.cabeceras.get('Idempotency-Key')).toBeTruthy();
    await waitFor(() => expect(mensajesToast()).toContain('Préstamo liquidado: se condonaron $ 50.000'));
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Condonado' })).toHaveTextContent('$ 50.000'),
    );
    expect(hayBoton(document.body, 'Liquidar')).toBe(false);

    await userEvent.click(screen.getByText('Movimientos'));
    await waitFor(() => expect(document.querySelectorAll('tr[data-row-key="m2"]')).toHaveLength(1));
    const condonacion = document.querySelector('tr[data-row-key="m2"]') as HTMLElement;
    expect(condonacion).toHaveTextContent('Condonación');
    expect(condonacion).toHaveTextContent('Pronto pago');
    expect(condonacion).toHaveTextContent('Ana Admin');
    // Cada movimiento con su comprobante del libro mayor.
    expect(condonacion).toHaveTextContent('Nº 9');
    expect(document.querySelector('tr[data-row-key="m1"]')).toHaveTextContent('-$ 1.000.000');
  });

  it('la mora: por cuota vencida en el plan, pendiente en el libro, y lo que se debe al liquidar la incluye', async () => {
    const conMora = [
      crearCuota(1, { estado: 'vencida', moraCausada: 1_234.56 }),
      crearCuota(2, { estado: 'vencida', moraCausada: 300 }),
      crearCuota(3),
    ];
    const libro = {
      pactado: 825_000,
      cobrado: 0,
      condonado: 0,
      castigado: 0,
      recuperado: 0,
      refinanciado: 0,
      saldoPendiente: 825_000,
    };
    const mora = { tasa: 24, causado: 1_534, pendiente: 1_534, causadoHasta: '2026-11-26' };
    crearServidor({
      [`GET /${ruta}/plan`]: ok(crearPlan({ ...prestamo, estado: 'mora', saldoPendiente: 825_000 }, conMora)),
      [`GET /${ruta}/notificaciones`]: ok([]),
      [`GET /${ruta}`]: ok({ ...prestamo, estado: 'mora', saldoPendiente: 825_000, libro, mora }),
    });
    renderizar();

    const tarjeta = await screen.findByRole('region', { name: 'Libro del préstamo' });
    const grupo = within(tarjeta).getByRole('group', { name: 'Interés de mora pendiente' });
    expect(grupo).toHaveTextContent('$ 1.534');
    expect(grupo).toHaveTextContent('24 % EA');
    expect(screen.getByRole('columnheader', { name: 'Mora' })).toBeInTheDocument();
    expect(fila(1)).toHaveTextContent('$ 1.235');
    expect(fila(2)).toHaveTextContent('$ 300');
    expect(fila(3)).toHaveTextContent('—');

    await userEvent.click(boton(tarjeta, 'Liquidar'));
    const dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getByLabelText('Monto recibido')).toHaveValue('$ 826.534');
    expect(within(dialogo).getByText('Interés de mora (va primero)')).toBeInTheDocument();
  });

  it('una solicitud no ofrece "Generar plan": espera la aprobación; una rechazada dice su motivo', async () => {
    const solicitud = crearPlan({ ...prestamo, estado: 'solicitado', planGenerado: false }, []);
    const servidor = servidorPlan({
      [`GET /${ruta}/plan`]: ok(solicitud),
      [`GET /${ruta}`]: ok({ ...prestamo, estado: 'solicitado', planGenerado: false }),
    });
    const { unmount } = renderizar();
    expect(
      await screen.findByText(
        'Esta solicitud espera la aprobación de un administrador o gerente: el plan de pagos se crea al aprobarla.',
      ),
    ).toBeInTheDocument();
    expect(hayBoton(document.body, 'Generar plan')).toBe(false);
    unmount();
    servidor.restaurar();

    servidorPlan({
      [`GET /${ruta}/plan`]: ok(crearPlan({ ...prestamo, estado: 'rechazado', planGenerado: false }, [])),
      [`GET /${ruta}`]: ok({
        ...prestamo,
        estado: 'rechazado',
        planGenerado: false,
        motivoRechazo: 'Sin codeudor',
      }),
    });
    renderizar();
    expect(await screen.findByText('Solicitud rechazada: Sin codeudor')).toBeInTheDocument();
  });

  it('la pestaña Visitas muestra las gestiones de los cobradores (Mi Ruta), con el estado de cada promesa', async () => {
    servidorPlan({
      [`GET /${ruta}`]: ok(prestamo),
      [`GET /gestiones/prestamo/${prestamo._id}`]: ok([
        visita('g2', '2026-11-20', {
          resultado: 'promesa',
          fechaPromesa: '2026-11-22',
          montoPromesa: 50_000,
          estadoPromesa: 'incumplida',
        }),
        visita('g1', '2026-11-18', { resultado: 'no_estaba', nota: 'Casa cerrada' }),
      ]),
    });
    renderizar();
    await userEvent.click(await screen.findByText('Visitas'));
    const lista = await screen.findByRole('list', { name: 'Visitas del préstamo' });
    const items = within(lista).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Promesa de pago');
    expect(items[0]).toHaveTextContent('Incumplida');
    expect(items[0]).toHaveTextContent('Promete $ 50.000 para el');
    expect(items[0]).toHaveTextContent('Carlos Cobrador');
    expect(items[1]).toHaveTextContent('No estaba');
    expect(items[1]).toHaveTextContent('Casa cerrada');
  });
});
