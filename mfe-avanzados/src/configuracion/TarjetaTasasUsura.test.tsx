import { render, screen, waitFor, within } from '@testing-library/react';
import { escribir, userEvent } from '../../../packages/plataforma/test/usuario';
import { useSesion, useToasts } from '@cartera/plataforma';
import type { TasaUsura } from '@cartera/dominio';
import { tokenVigente, usuarioDemo } from '../../../packages/plataforma/test/jwt';
import {
  escucharToasts,
  exito,
  fallo,
  servirApi,
  type Llamada,
  type RespuestaPrueba,
} from '../../../packages/plataforma/test/servidorPrueba';
import { TarjetaTasasUsura } from './TarjetaTasasUsura';
import { responderConfirmacion } from '../../../packages/plataforma/test/confirmacion';
import { iniciarComo } from '../../../packages/plataforma/test/pantalla';

const consumo: TasaUsura = {
  _id: 't1',
  tipoCredito: 'consumo_ordinario',
  tasa: 25.62,
  desde: '2026-11-01',
  hasta: '2026-11-30',
  resolucion: 'Resolución 1234 de 2026',
  createdAt: '2026-10-30T10:00:00.000Z',
  updatedAt: '2026-10-30T10:00:00.000Z',
};

const tarjeta = () => screen.getByRole('region', { name: 'Tasas de usura' });
const dialogo = () => screen.getByRole('dialog');
const llamadasA = (llamadas: Llamada[], clave: string) =>
  llamadas.filter((l) => `${l.metodo} ${l.ruta}` === clave);

describe('TarjetaTasasUsura', () => {
  let toasts = escucharToasts();
  beforeEach(() => {
    toasts.dejar();
    toasts = escucharToasts();
  });
  afterEach(() => {
    useToasts.getState().limpiar();
    jest.restoreAllMocks();
  });

  it('lista las tasas certificadas por tipo y periodo con su resolución', async () => {
    useSesion.getState().iniciar(tokenVigente(), usuarioDemo);
    servirApi({ 'GET /configuracion/tasas-usura': () => exito([consumo]) });
    render(<TarjetaTasasUsura editable />);
    const fila = (await within(tarjeta()).findByText('Consumo y ordinario')).closest('tr') as HTMLElement;
    expect(within(fila).getByText('25,62%')).toBeInTheDocument();
    expect(within(fila).getByText('01/11/2026')).toBeInTheDocument();
    expect(within(fila).getByText('30/11/2026')).toBeInTheDocument();
    expect(within(fila).getByText('Resolución 1234 de 2026')).toBeInTheDocument();
  });

  it('el administrador registra una tasa: la regla de la API habla en el formulario y el cruce de periodos vuelve como aviso', async () => {
    useSesion.getState().iniciar(tokenVigente(), usuarioDemo);
    let tasas: TasaUsura[] = [];
    let respuestaPost: (l: Llamada) => RespuestaPrueba = (l) => {
      const nueva = { ...consumo, ...(l.cuerpo as object), _id: 't2' } as TasaUsura;
      tasas = [nueva];
      return exito(nueva);
    };
    const llamadas = servirApi({
      'GET /configuracion/tasas-usura': () => exito(tasas),
      'POST /configuracion/tasas-usura': (l) => respuestaPost(l),
    });
    render(<TarjetaTasasUsura editable />);
    expect(await within(tarjeta()).findByText('Sin tasas de usura registradas')).toBeInTheDocument();

    await userEvent.click(within(tarjeta()).getByRole('button', { name: /Nueva tasa/ }));
    expect(await screen.findByText('Nueva tasa de usura')).toBeInTheDocument();
    await userEvent.click(within(dialogo()).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialogo()).findByText(/El tipo de crédito debe ser uno de/)).toBeInTheDocument();
    expect(within(dialogo()).getByText(/La tasa de usura debe ser un porcentaje EA/)).toBeInTheDocument();
    expect(within(dialogo()).getByText('La fecha desde es obligatoria (AAAA-MM-DD)')).toBeInTheDocument();
    expect(llamadasA(llamadas, 'POST /configuracion/tasas-usura')).toHaveLength(0);

    await userEvent.click(within(dialogo()).getByLabelText('Tipo de crédito'));
    await userEvent.click(await screen.findByTitle('Microcrédito'));
    await escribir(within(dialogo()).getByLabelText('Tasa de usura'), '55.1');
    await escribir(within(dialogo()).getByLabelText('Vigente desde'), '30/11/2026{enter}');
    await escribir(within(dialogo()).getByLabelText('Vigente hasta'), '01/11/2026{enter}');
    await escribir(within(dialogo()).getByLabelText('Resolución'), 'Resolución 99 de 2026');
    await userEvent.click(within(dialogo()).getByRole('button', { name: 'Registrar' }));
    expect(
      await within(dialogo()).findByText('La fecha desde no puede ser posterior a la fecha hasta'),
    ).toBeInTheDocument();
    expect(llamadasA(llamadas, 'POST /configuracion/tasas-usura')).toHaveLength(0);

    // The period overlaps another one of the type: the server's words are the toast, the modal stays open.
    respuestaPost = () => fallo(409, 'El periodo se cruza con la tasa de Microcrédito vigente');
    const desde = within(dialogo()).getByLabelText('Vigente desde');
    await userEvent.clear(desde);
    await escribir(desde, '01/10/2026{enter}');
    await userEvent.click(within(dialogo()).getByRole('button', { name: 'Registrar' }));
    await waitFor(() =>
      expect(toasts.mensajes).toContain('El periodo se cruza con la tasa de Microcrédito vigente'),
    );
    expect(dialogo()).toBeInTheDocument();

    respuestaPost = (l) => {
      const nueva = { ...consumo, ...(l.cuerpo as object), _id: 't2' } as TasaUsura;
      tasas = [nueva];
      return exito(nueva);
    };
    await userEvent.click(within(dialogo()).getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(toasts.mensajes).toContain('Tasa de usura registrada'));
    expect(llamadasA(llamadas, 'POST /configuracion/tasas-usura').at(-1)?.cuerpo).toEqual({
      tipoCredito: 'microcredito',
      tasa: 55.1,
      desde: '2026-10-01',
      hasta: '2026-11-01',
      resolucion: 'Resolución 99 de 2026',
    });
    expect(await within(tarjeta()).findByText('Microcrédito')).toBeInTheDocument();
  });

  it('el administrador edita y elimina una tasa tras confirmar', async () => {
    useSesion.getState().iniciar(tokenVigente(), usuarioDemo);
    const llamadas = servirApi({
      'GET /configuracion/tasas-usura': () => exito([consumo]),
      'PUT /configuracion/tasas-usura/t1': (l) => exito({ ...consumo, ...(l.cuerpo as object) }),
      'DELETE /configuracion/tasas-usura/t1': () => exito(consumo),
    });
    const nombre = 'Consumo y ordinario del 01/11/2026 al 30/11/2026';
    render(<TarjetaTasasUsura editable />);
    await userEvent.click(await within(tarjeta()).findByRole('button', { name: `Editar ${nombre}` }));
    const tasa = await within(dialogo()).findByLabelText('Tasa de usura');
    expect(tasa).toHaveValue('25.62');
    await userEvent.clear(tasa);
    await escribir(tasa, '26');
    await userEvent.click(within(dialogo()).getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(toasts.mensajes).toContain('Tasa de usura actualizada'));
    expect(llamadasA(llamadas, 'PUT /configuracion/tasas-usura/t1')[0].cuerpo).toEqual({
      tipoCredito: 'consumo_ordinario',
      tasa: 26,
      desde: '2026-11-01',
      hasta: '2026-11-30',
      resolucion: 'Resolución 1234 de 2026',
    });

    await userEvent.click(within(tarjeta()).getByRole('button', { name: `Eliminar ${nombre}` }));
    expect(await responderConfirmacion('Cancelar')).toContain(`¿Eliminar la tasa de usura de ${nombre}?`);
    expect(llamadasA(llamadas, 'DELETE /configuracion/tasas-usura/t1')).toHaveLength(0);
    await userEvent.click(within(tarjeta()).getByRole('button', { name: `Eliminar ${nombre}` }));
    await responderConfirmacion('Eliminar');
    await waitFor(() => expect(toasts.mensajes).toContain('Tasa de usura eliminada'));
    expect(llamadasA(llamadas, 'DELETE /configuracion/tasas-usura/t1')).toHaveLength(1);
  });

  it('el gerente las lee sin botones para cambiarlas', async () => {
    iniciarComo('gerente');
    servirApi({ 'GET /configuracion/tasas-usura': () => exito([consumo]) });
    render(<TarjetaTasasUsura editable={false} />);
    expect(await within(tarjeta()).findByText('Consumo y ordinario')).toBeInTheDocument();
    expect(within(tarjeta()).getByText(/Sólo un administrador puede registrarlas/)).toBeInTheDocument();
    expect(within(tarjeta()).queryByRole('button')).toBeNull();
  });
});
