import type { ComponentProps } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import {
  MENSAJES,
  calcularPreview,
  hoyBogota,
  type Prestamo,
  type SaldoReenganche,
  type TipoAmortizacion,
} from '@cartera/dominio';
import { ReengancheModal } from './ReengancheModal';
import { formatearTasaEfectiva } from './presentacion';
import { CASILLA_USURA, reengancharPrestamo } from './desembolsos';
import { crearPrestamo } from './pruebas/datos';
import { crearServidor, fallo, mensajesToast, ok, prepararCadaPrueba } from './pruebas/servidor';
import { boton } from './pruebas/consultas';
import { useConfirmaciones } from '@cartera/plataforma';
import { responderConfirmacion } from '../../../packages/plataforma/test/confirmacion';
import { buscarTambienOcultos } from '../../../packages/plataforma/test/ocultos';

buscarTambienOcultos();

const dialogo = () => screen.getByRole('dialog', { name: 'Reenganche' });
const campo = (etiqueta: string) => within(dialogo()).getByLabelText(etiqueta);

/** What GET /prestamos/:id/reenganche names: the capital and the interest due and not yet due, without mora. */
const saldo = (capital: number, interesVencido: number, interesPorVencer: number): SaldoReenganche => ({
  capital,
  interesVencido,
  interesPorVencer,
  total: capital + interesVencido + interesPorVencer,
  mora: 0,
});

/** The loan refinanced: 20 % total in 10 instalments, owing `saldoPendiente`. */
const anterior = (saldoPendiente: number, tipoAmortizacion: TipoAmortizacion, cambios: Partial<Prestamo> = {}) =>
  crearPrestamo({ saldoPendiente, interes: 20, cuotas: 10, tipoAmortizacion, ...cambios });

/**
 * Opens the refinancing of `prestamo` owing `debe`, sent to the API as the loans page does unless `cambios` says
 * otherwise. Returns the `alGuardar` it was given.
 */
function abrir(
  prestamo: Prestamo,
  debe: SaldoReenganche,
  cambios: Partial<ComponentProps<typeof ReengancheModal>> = {},
) {
  const alGuardar = jest.fn();
  render(
    <ReengancheModal
      prestamo={prestamo}
      cargarSaldo={() => Promise.resolve(debe)}
      reenganchar={(datos, clave, confirmarUsura) => reengancharPrestamo(prestamo._id, datos, clave, confirmarUsura)}
      alCerrar={() => undefined}
      alGuardar={alGuardar}
      {...cambios}
    />,
  );
  return alGuardar;
}

describe('ReengancheModal', () => {
  prepararCadaPrueba();

  it('a interés adelantado sin monto adicional suficiente no envía y dice cuánto pagar primero, como la API', async () => {
    const reenganchar = jest.fn().mockResolvedValue({});
    const prestamo = anterior(550_000, 'interes_adelantado');
    abrir(prestamo, saldo(550_000, 0, 0), { reenganchar });

    expect(within(dialogo()).getByText('Efectivo que recibe el cliente').closest('tr')).toHaveTextContent(
      '-$ 110.000',
    );
    await userEvent.click(boton(dialogo(), 'Reenganchar'));
    expect(
      await within(dialogo()).findByText(
        /así que el cliente tendría que poner \$ 110\.000\. Registre primero ese pago/,
      ),
    ).toBeInTheDocument();
    expect(reenganchar).not.toHaveBeenCalled();

    // With enough extra, nothing leaves the box and the form can be sent.
    await userEvent.type(campo('Monto adicional'), '137500');
    await userEvent.tab();
    expect(within(dialogo()).getByText('Efectivo que recibe el cliente').closest('tr')).toHaveTextContent(
      '$ 0',
    );
    await waitFor(() => expect(within(dialogo()).queryByText(/tendría que poner/)).not.toBeInTheDocument());
  });

  it('revisa los términos del préstamo nuevo como el alta: sin interés ni cuotas no envía y lo dice como la API', async () => {
    const reenganchar = jest.fn().mockResolvedValue({});
    abrir(crearPrestamo(), saldo(1_000_000, 0, 0), { reenganchar });
    await userEvent.clear(campo('Interés'));
    await userEvent.clear(campo('Cuotas'));
    await userEvent.click(boton(dialogo(), 'Reenganchar'));
    expect(await within(dialogo()).findByText(MENSAJES.interesObligatorio)).toBeInTheDocument();
    expect(await within(dialogo()).findByText(MENSAJES.cuotasObligatorias)).toBeInTheDocument();
    expect(reenganchar).not.toHaveBeenCalled();
  });

  it('nombra el saldo y deja elegir, antes de confirmar, si el interés por vencer se refinancia o se condona', async () => {
    const reenganchar = jest.fn().mockResolvedValue({});
    const prestamo = anterior(1_200_000, 'amortizable');
    abrir(prestamo, saldo(1_000_000, 40_000, 160_000), { reenganchar });
    const fila = (etiqueta: string) => within(dialogo()).getByText(etiqueta).closest('tr');
    await waitFor(() => expect(fila('Interés por vencer')).toHaveTextContent('$ 160.000'));
    expect(fila('Capital pendiente')).toHaveTextContent('$ 1.000.000');
    expect(fila('Interés vencido')).toHaveTextContent('$ 40.000');
    expect(fila('Saldo a refinanciar')).toHaveTextContent('$ 1.200.000');

    await userEvent.click(within(dialogo()).getByLabelText('Se condona'));
    await waitFor(() => expect(fila('Saldo a refinanciar')).toHaveTextContent('$ 1.040.000'));
    expect(fila('Interés por vencer')).toHaveTextContent('(se condona)');
    expect(fila('Monto del préstamo nuevo')).toHaveTextContent('$ 1.040.000');

    await userEvent.click(boton(dialogo(), 'Reenganchar'));
    expect(await responderConfirmacion('Confirmar')).toMatch(/\$\s1\.040\.000 pasa a un préstamo nuevo/);
    await waitFor(() =>
      expect(reenganchar).toHaveBeenCalledWith(
        expect.objectContaining({ interesPorVencer: 'condonar' }),
        // The form's Idempotency-Key: a refinancing moves money.
        expect.stringMatching(/^[0-9a-f-]{36}$/),
        // Below the cap (no preview here): no usury confirmation.
        false,
      ),
    );
  });

  describe('la usura del préstamo nuevo (un desembolso, como un alta)', () => {
    // 550.000 pendientes de un microcrédito, refinanciados con 100.000 adicionales: un préstamo nuevo de 650.000.
    const prestamo = anterior(550_000, 'amortizable', { modalidad: 'semanal', tipoCredito: 'microcredito' });
    const ruta = `POST /prestamos/${prestamo._id}/reenganche`;
    const hoy = hoyBogota();
    const terminosNuevos = {
      monto: 650_000,
      interes: 20,
      cuotas: 10,
      modalidad: 'semanal',
      tipoAmortizacion: 'amortizable',
      fechaInicio: hoy,
    } as const;
    const ea = calcularPreview(terminosNuevos).tasaEfectivaAnual;
    const tasaUsura = { tasa: 56.2, desde: '2026-01-01', hasta: '2099-12-31' };
    const vistaPrevia = () => within(dialogo()).getByLabelText('Préstamo nuevo');

    function servir(reenganche: Parameters<typeof crearServidor>[0][string], usuraAccion = 'avisar') {
      return crearServidor({
        'GET /configuracion/organizacion/prestamos': ok({
          interesDefecto: 20,
          tipoCreditoDefecto: 'microcredito',
          usuraAccion,
        }),
        'POST /prestamos/preview': (llamada) =>
          ok({
            tipoCredito: (llamada.cuerpo as { tipoCredito: string }).tipoCredito,
            tasaEfectivaAnual: ea,
            tasaUsura,
            superaUsura: true,
            interesMaximoUsura: 2.67,
          }),
        [ruta]: reenganche,
      });
    }

    /** The form with the 100.000 of new cash typed; returns its `alGuardar`. */
    async function reenganchar() {
      const alGuardar = abrir(prestamo, saldo(500_000, 0, 50_000));
      await userEvent.type(campo('Monto adicional'), '100000');
      await userEvent.tab();
      return alGuardar;
    }

    it('la vista previa pone su EA junto a la tasa del tipo del anterior; sobre el tope, en «avisar», se marca la casilla y va una vez', async () => {
      const { de } = servir(ok(crearPrestamo({ monto: 650_000, prestamoOrigen: prestamo._id })));
      const alGuardar = await reenganchar();

      // The new loan's EA (650.000 on the new terms) and the cap of the old loan's type on the reenganche's date.
      await waitFor(() => expect(vistaPrevia()).toHaveTextContent('Tasa de usura EA certificada: 56,20%'));
      expect(vistaPrevia()).toHaveTextContent(formatearTasaEfectiva(ea));
      expect(within(vistaPrevia()).getByText('Supera la tasa de usura')).toBeInTheDocument();
      expect(vistaPrevia()).toHaveTextContent('el interés más alto que no la supera es 2,67 %');
      expect(de('POST /prestamos/preview').at(-1)?.cuerpo).toMatchObject({
        ...terminosNuevos,
        tipoCredito: 'microcredito',
        fecha: hoy,
      });

      await userEvent.click(await within(dialogo()).findByRole('checkbox', { name: CASILLA_USURA }));
      await userEvent.click(boton(dialogo(), 'Reenganchar'));
      // The refinancing itself is asked in the page; the usury was the box.
      expect(await responderConfirmacion('Confirmar')).toContain('¿Reenganchar el préstamo');
      await waitFor(() => expect(alGuardar).toHaveBeenCalled());
      const envios = de(ruta);
      expect(envios).toHaveLength(1);
      expect(envios[0].cuerpo).toMatchObject({ montoAdicional: 100_000, confirmarUsura: true });
    });

    it('el reenganche de un gerente que espera a un administrador dice el mensaje de la API, no «realizado»', async () => {
      const espera =
        'El reenganche con $ 20.000.000 de dinero nuevo pasa de $ 5.000.000: espera la aprobación de un administrador y, mientras tanto, el préstamo sigue como está y no sale dinero';
      servir(() => ok(prestamo, { message: espera }));
      const alGuardar = await reenganchar();
      await userEvent.click(await within(dialogo()).findByRole('checkbox', { name: CASILLA_USURA }));
      await userEvent.click(boton(dialogo(), 'Reenganchar'));
      await responderConfirmacion('Confirmar');
      await waitFor(() => expect(mensajesToast()).toContain(espera));
      expect(alGuardar).toHaveBeenCalled();
    });

    it('con la organización en «rechazar» no ofrece la casilla, muestra el mensaje de la API y no reenvía', async () => {
      const mensaje =
        'La tasa efectiva anual del préstamo supera la tasa de usura. La organización no otorga préstamos sobre la ' +
        'tasa de usura (Configuración › Sistema).';
      const { de } = servir(fallo(422, mensaje, 'PRESTAMO_SUPERA_USURA'), 'rechazar');
      const alGuardar = await reenganchar();
      await waitFor(() => expect(vistaPrevia()).toHaveTextContent('Supera la tasa de usura'));
      expect(within(dialogo()).queryByRole('checkbox', { name: CASILLA_USURA })).not.toBeInTheDocument();
      await userEvent.click(boton(dialogo(), 'Reenganchar'));
      await responderConfirmacion('Confirmar');
      await waitFor(() => expect(mensajesToast()).toContain(mensaje));
      expect(useConfirmaciones.getState().pendientes).toEqual([]);
      expect(de(ruta)).toHaveLength(1);
      expect(alGuardar).not.toHaveBeenCalled();
    });
  });
});
