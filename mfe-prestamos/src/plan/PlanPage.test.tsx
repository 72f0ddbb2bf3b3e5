// The plan screen: unknown loan, payment reference and QR, generating and reverting once, the header, the actions per
// instalment by role and the downloads. The ledger, late interest, requests and visits, in PlanPageLibro.test.tsx.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { capturarDescargas } from '../../../packages/plataforma/test/descargas';
import { crearCuota, crearPlan } from '../prestamos/pruebas/datos';
import {
  crearServidor,
  fallo,
  iniciarSesionComo,
  mensajesToast,
  ok,
  prepararCadaPrueba,
  type RespuestaPrueba,
} from '../prestamos/pruebas/servidor';
import { boton, hayBoton } from '../prestamos/pruebas/consultas';
import { responderConfirmacion } from '../../../packages/plataforma/test/confirmacion';
import { buscarTambienOcultos } from '../../../packages/plataforma/test/ocultos';
import {
  botones,
  fila,
  planConPagos,
  prestamo,
  renderizar,
  ruta,
  servidorPlan,
} from '../prestamos/pruebas/plan';

buscarTambienOcultos();

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
});
