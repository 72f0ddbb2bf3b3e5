// The plan screen: the ledger card (figures, settling with a discount, the Movimientos tab), late interest, a request
// that waits for approval and the Visitas tab. The plan and its actions, in PlanPage.test.tsx.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { crearCuota, crearPlan } from '../prestamos/pruebas/datos';
import { crearServidor, mensajesToast, ok, prepararCadaPrueba } from '../prestamos/pruebas/servidor';
import { boton, hayBoton } from '../prestamos/pruebas/consultas';
import { responderConfirmacion } from '../../../packages/plataforma/test/confirmacion';
import { buscarTambienOcultos } from '../../../packages/plataforma/test/ocultos';
import { fila, prestamo, renderizar, ruta, servidorPlan, visita } from '../prestamos/pruebas/plan';

buscarTambienOcultos();

describe('PlanPage: el libro, la mora, las solicitudes y las visitas', () => {
  prepararCadaPrueba();

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

  // Castigar (con cobros: el saldo se da por perdido) y Anular (sin cobros: se deshace el desembolso) sólo piden motivo.
  it.each([
    {
      operacion: 'castigar',
      boton: 'Castigar',
      cobrado: 350_000,
      explicacion: 'El saldo pendiente de $ 750.000 se da por perdido',
      pregunta: /¿Castigar el préstamo de María Gómez\? El saldo pendiente de \$\s750\.000/,
      exito: 'Préstamo castigado',
    },
    {
      operacion: 'anular',
      boton: 'Anular',
      cobrado: 0,
      explicacion: 'Se deshace el desembolso de $ 1.000.000',
      pregunta: /¿Anular el préstamo de María Gómez\? Se deshace el desembolso de \$\s1\.000\.000/,
      exito: 'Préstamo anulado',
    },
  ])('$boton pide el motivo, dice qué pasa con la plata, lo confirma y lo envía', async (caso) => {
    const libro = {
      pactado: 1_100_000,
      cobrado: caso.cobrado,
      condonado: 0,
      castigado: 0,
      recuperado: 0,
      refinanciado: 0,
    };
    const servidor = servidorPlan({
      [`GET /${ruta}`]: ok({ ...prestamo, estado: 'mora', libro: { ...libro, saldoPendiente: 750_000 } }),
      [`POST /${ruta}/${caso.operacion}`]: () => ({ cuerpo: { success: true, data: prestamo, message: '' } }),
    });
    renderizar();

    const tarjeta = await screen.findByRole('region', { name: 'Libro del préstamo' });
    await userEvent.click(boton(tarjeta, caso.boton));
    const dialogo = await screen.findByRole('dialog');
    expect(dialogo).toHaveTextContent(caso.explicacion);
    fireEvent.change(within(dialogo).getByLabelText('Motivo'), { target: { value: 'Cliente inubicable' } });
    await userEvent.click(boton(dialogo, caso.boton));
    expect(await responderConfirmacion('Confirmar')).toMatch(caso.pregunta);

    await waitFor(() => expect(servidor.de(`POST /${ruta}/${caso.operacion}`)).toHaveLength(1));
    expect(servidor.de(`POST /${ruta}/${caso.operacion}`)[0].cuerpo).toEqual({
      motivo: 'Cliente inubicable',
    });
    await waitFor(() => expect(mensajesToast()).toContain(caso.exito));
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
