import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useSesion, useToasts } from '@cartera/plataforma';
import {
  formatearFecha,
  hoyBogota,
  sumarDias,
  vencimientoSolicitud,
  type SolicitudDatos,
} from '@cartera/dominio';
import { escribir, userEvent } from '../../../packages/plataforma/test/usuario';
import { tokenVigente, usuarioDemo } from '../../../packages/plataforma/test/jwt';
import {
  escucharToasts,
  exito,
  fallo,
  pagina,
  servirApi,
  type Llamada,
  type RespuestaPrueba,
} from '../../../packages/plataforma/test/servidorPrueba';
import HabeasDataPage from './HabeasDataPage';
import { iniciarComo } from '../../../packages/plataforma/test/pantalla';

const hoy = hoyBogota();
const base: Omit<
  SolicitudDatos,
  '_id' | 'numero' | 'tipo' | 'estado' | 'titular' | 'fechaRecibida' | 'fechaVence' | 'vencida'
> = {
  cliente: null,
  contacto: null,
  descripcion: 'Pide copia de sus datos',
  respuesta: null,
  canalRespuesta: null,
  respondidaEn: null,
  registradaPor: 'Ana Admin',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};
const vencida: SolicitudDatos = {
  ...base,
  _id: 's1',
  numero: 1,
  tipo: 'reclamo',
  estado: 'en_tramite',
  titular: 'María Gómez',
  cliente: { _id: 'c1', nombre: 'María Gómez' },
  fechaRecibida: '2026-10-01',
  fechaVence: '2026-10-23',
  vencida: true,
};
const nueva: SolicitudDatos = {
  ...base,
  _id: 's2',
  numero: 2,
  tipo: 'consulta',
  estado: 'recibida',
  titular: 'Pedro Pérez',
  contacto: '3001234567',
  fechaRecibida: hoy,
  fechaVence: vencimientoSolicitud('consulta', hoy),
  vencida: false,
};
const respondida: SolicitudDatos = {
  ...base,
  _id: 's3',
  numero: 3,
  tipo: 'consulta',
  estado: 'respondida',
  titular: 'Luz Díaz',
  fechaRecibida: '2026-09-01',
  fechaVence: '2026-09-15',
  vencida: false,
  respuesta: 'Se le enviaron sus datos por correo',
  respondidaEn: '2026-09-10T15:00:00.000Z',
};

function pintar() {
  return render(
    <MemoryRouter>
      <HabeasDataPage />
    </MemoryRouter>,
  );
}

const dialogo = () => screen.getByRole('dialog');
const fila = async (texto: string) => (await screen.findByText(texto)).closest('tr') as HTMLElement;
const llamadasA = (llamadas: Llamada[], clave: string) =>
  llamadas.filter((l) => `${l.metodo} ${l.ruta}` === clave);

describe('HabeasDataPage', () => {
  let toasts = escucharToasts();
  beforeEach(() => {
    useSesion.getState().iniciar(tokenVigente(), usuarioDemo);
    toasts.dejar();
    toasts = escucharToasts();
  });
  afterEach(() => useToasts.getState().limpiar());

  it('lista las solicitudes con su fecha límite: vencida, días hábiles que quedan y la respuesta de las cerradas', async () => {
    const llamadas = servirApi({ 'GET /habeas-data/solicitudes': pagina([vencida, nueva, respondida]) });
    pintar();
    const primera = await fila('#1');
    expect(within(primera).getByText('Reclamo')).toBeInTheDocument();
    expect(within(primera).getByText('Vencida')).toBeInTheDocument();
    expect(within(primera).getByText('En trámite')).toBeInTheDocument();
    expect(within(primera).getByRole('link', { name: 'Cliente: María Gómez' })).toHaveAttribute(
      'href',
      '/clientes/c1/editar',
    );

    const segunda = await fila('#2');
    expect(within(segunda).getByText(formatearFecha(nueva.fechaVence))).toBeInTheDocument();
    expect(within(segunda).getByText('Quedan 10 días hábiles')).toBeInTheDocument();
    expect(within(segunda).getByText('3001234567')).toBeInTheDocument();

    const tercera = await fila('#3');
    expect(within(tercera).queryByRole('button', { name: /Responder/ })).not.toBeInTheDocument();
    await userEvent.click(within(tercera).getByRole('button', { name: /Expandir fila|Expand row/i }));
    expect(await screen.findByText('Se le enviaron sus datos por correo')).toBeInTheDocument();
    expect(screen.getByText('3 solicitudes')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Sólo las abiertas' }));
    await waitFor(() =>
      expect(llamadasA(llamadas, 'GET /habeas-data/solicitudes').at(-1)?.parametros.get('abiertas')).toBe(
        'true',
      ),
    );
  });

  it('registra una consulta: la fecha límite se ve antes de enviar y los campos obligatorios se piden', async () => {
    let solicitudes: SolicitudDatos[] = [];
    const llamadas = servirApi({
      'GET /habeas-data/solicitudes': () => pagina(solicitudes),
      'GET /clientes': pagina([]),
      'POST /habeas-data/solicitudes': (l) => {
        solicitudes = [{ ...nueva, ...(l.cuerpo as object), numero: 7 } as SolicitudDatos];
        return exito(solicitudes[0]);
      },
    });
    pintar();
    await userEvent.click(await screen.findByRole('button', { name: /Registrar solicitud/ }));
    await screen.findByRole('dialog');
    await userEvent.click(within(dialogo()).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialogo()).findByText('El nombre del titular es obligatorio')).toBeInTheDocument();
    expect(within(dialogo()).getByText('Describa lo que pide el titular')).toBeInTheDocument();

    await userEvent.click(within(dialogo()).getByLabelText('Tipo'));
    await userEvent.click(await screen.findByTitle('Consulta'));
    expect(await within(dialogo()).findByRole('status')).toHaveTextContent(
      `Debe responderse a más tardar el ${formatearFecha(vencimientoSolicitud('consulta', hoy))} (10 días hábiles`,
    );
    await escribir(within(dialogo()).getByLabelText('Titular'), 'Pedro Pérez');
    await escribir(within(dialogo()).getByLabelText('Contacto'), '3001234567');
    await escribir(
      within(dialogo()).getByLabelText('Lo que pide'),
      'Quiere saber qué datos suyos tenemos',
    );
    await userEvent.click(within(dialogo()).getByRole('button', { name: 'Registrar' }));

    await waitFor(() => expect(toasts.mensajes).toContain('Solicitud #7 registrada'));
    expect(llamadasA(llamadas, 'POST /habeas-data/solicitudes')[0].cuerpo).toEqual({
      tipo: 'consulta',
      cliente: null,
      titular: 'Pedro Pérez',
      contacto: '3001234567',
      descripcion: 'Quiere saber qué datos suyos tenemos',
      fechaRecibida: hoy,
    });
    expect(await screen.findByText('#7')).toBeInTheDocument();
  });

  it('responde una solicitud abierta: cerrar pide la respuesta y puede enviarla al cliente por un canal', async () => {
    let respuestaPatch: (l: Llamada) => RespuestaPrueba = (l) =>
      exito({ ...vencida, ...(l.cuerpo as object) });
    const llamadas = servirApi({
      'GET /habeas-data/solicitudes': pagina([vencida]),
      'PATCH /habeas-data/solicitudes/s1': (l) => respuestaPatch(l),
    });
    pintar();
    await userEvent.click(await screen.findByRole('button', { name: 'Responder solicitud #1' }));
    expect(
      await within(await screen.findByRole('dialog')).findByText('Pide copia de sus datos'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialogo()).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(dialogo()).findByText('Escriba la respuesta antes de cerrar la solicitud'),
    ).toBeInTheDocument();
    expect(llamadasA(llamadas, 'PATCH /habeas-data/solicitudes/s1')).toHaveLength(0);

    await escribir(within(dialogo()).getByLabelText('Respuesta'), 'Corregimos su dirección');
    await userEvent.click(within(dialogo()).getByLabelText('Enviar la respuesta por'));
    await userEvent.click(await screen.findByTitle('WhatsApp'));
    respuestaPatch = () =>
      fallo(400, 'El cliente no tiene dirección para ese canal', {
        canalRespuesta: ['El cliente no tiene dirección para ese canal'],
      });
    await userEvent.click(within(dialogo()).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(dialogo()).findByText('El cliente no tiene dirección para ese canal'),
    ).toBeInTheDocument();

    respuestaPatch = (l) => exito({ ...vencida, ...(l.cuerpo as object) });
    await userEvent.click(within(dialogo()).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(toasts.mensajes).toContain('Solicitud actualizada'));
    expect(llamadasA(llamadas, 'PATCH /habeas-data/solicitudes/s1').at(-1)?.cuerpo).toEqual({
      estado: 'respondida',
      respuesta: 'Corregimos su dirección',
      canalRespuesta: 'whatsapp',
    });
  });

  it('pasar a «En trámite» no pide respuesta ni canal', async () => {
    const llamadas = servirApi({
      'GET /habeas-data/solicitudes': pagina([{ ...nueva, fechaVence: sumarDias(hoy, 20) }]),
      'PATCH /habeas-data/solicitudes/s2': (l) => exito({ ...nueva, ...(l.cuerpo as object) }),
    });
    pintar();
    await userEvent.click(await screen.findByRole('button', { name: 'Responder solicitud #2' }));
    await userEvent.click(await within(await screen.findByRole('dialog')).findByLabelText('Estado'));
    await userEvent.click(await screen.findByTitle('En trámite'));
    await waitFor(() =>
      expect(within(dialogo()).queryByLabelText('Enviar la respuesta por')).not.toBeInTheDocument(),
    );
    await userEvent.click(within(dialogo()).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(llamadasA(llamadas, 'PATCH /habeas-data/solicitudes/s2')).toHaveLength(1));
    expect(llamadasA(llamadas, 'PATCH /habeas-data/solicitudes/s2')[0].cuerpo).toEqual({
      estado: 'en_tramite',
      respuesta: null,
    });
  });

  it('un cobrador ve un aviso sin pedir nada al servidor', async () => {
    iniciarComo('cobrador');
    const llamadas = servirApi({});
    pintar();
    expect(await screen.findByText('Sin permiso')).toBeInTheDocument();
    expect(llamadas).toHaveLength(0);
  });
});
