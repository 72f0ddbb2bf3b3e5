import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  formatearFecha,
  hoyBogota,
  reportableDesde,
  sumarDias,
  type AvisoPrevioReporte,
  type ClienteDetalle,
} from '@cartera/dominio';
import { useSesion, useToasts } from '@cartera/plataforma';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { tokenVigente, usuarioDemo } from '../../../packages/plataforma/test/jwt';
import {
  crearServidor,
  escucharToasts,
  exito,
  fallo,
  pagina,
  type Llamada,
} from '../../../packages/plataforma/test/servidorPrueba';
import { clienteDePrueba } from '../../../packages/plataforma/test/datosClientes';
import { TarjetaDatosPersonales } from './TarjetaDatosPersonales';
import { responderConfirmacion } from '../../../packages/plataforma/test/confirmacion';

const cliente: ClienteDetalle = { ...clienteDePrueba(), autorizacionDatos: null };

const hoy = hoyBogota();
const aviso: AvisoPrevioReporte = {
  _id: 'a1',
  prestamo: { _id: 'p1', numero: 12 },
  plantilla: 'Su obligación presenta mora',
  canal: 'correo_certificado',
  fechaEnvio: '2026-10-01',
  reportableDesde: '2026-10-21',
  avisosExigidos: 1,
  registradoPor: 'Ana Admin',
  createdAt: '2026-10-01T15:00:00.000Z',
};

function Ubicacion() {
  const { pathname, search } = useLocation();
  return <p data-testid="ubicacion">{`${pathname}${search}`}</p>;
}

function pintar() {
  return render(
    <MemoryRouter initialEntries={['/clientes/c1/editar']}>
      <Routes>
        <Route path="/clientes/:id/editar" element={<TarjetaDatosPersonales cliente={cliente} />} />
        <Route path="/clientes" element={<Ubicacion />} />
      </Routes>
    </MemoryRouter>,
  );
}

const tarjeta = () => screen.getByRole('region', { name: 'Datos personales' });

/** A downloaded file's text (jsdom's Blob has no `text()`). */
const leer = (blob: Blob) =>
  new Promise<string>((resolver) => {
    const lector = new FileReader();
    lector.onload = () => resolver(String(lector.result));
    lector.readAsText(blob);
  });

describe('TarjetaDatosPersonales', () => {
  let servidor: ReturnType<typeof crearServidor> | undefined;
  let toasts = escucharToasts();
  beforeEach(() => {
    useSesion.getState().iniciar(tokenVigente(), usuarioDemo);
    toasts.dejar();
    toasts = escucharToasts();
  });
  afterEach(() => {
    servidor?.restaurar();
    useToasts.getState().limpiar();
    jest.restoreAllMocks();
  });

  it('exporta los datos del cliente en JSON (sólo los datos) y en PDF, y lista sus avisos previos', async () => {
    const datos = {
      generadoEn: '2026-11-26T15:00:00.000Z',
      cliente: { id: 'c1', nombre: 'María Inés Peña' },
    };
    servidor = crearServidor({
      'GET /clientes/c1/avisos-previos': exito([aviso]),
      'GET /clientes/c1/datos-personales': (l: Llamada) =>
        l.parametros.get('formato') === 'pdf'
          ? {
              binario: '%PDF-1.4',
              headers: { 'Content-Disposition': 'attachment; filename="datos-cliente-c1.pdf"' },
            }
          : exito(datos),
    });
    const descargas: Array<{ nombre: string; blob: Blob }> = [];
    let ultimo: Blob | null = null;
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        ultimo = blob;
        return 'blob:prueba';
      },
      revokeObjectURL: () => undefined,
    });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      descargas.push({ nombre: this.download, blob: ultimo as unknown as Blob });
    });
    pintar();
    const fila = (await within(tarjeta()).findByText('Correo certificado')).closest('tr') as HTMLElement;
    expect(fila).toHaveTextContent('#12');
    expect(fila).toHaveTextContent('21/10/2026');

    await userEvent.click(within(tarjeta()).getByRole('button', { name: /Exportar JSON/ }));
    await waitFor(() => expect(descargas.map((d) => d.nombre)).toEqual(['datos-cliente-c1.json']));
    expect(JSON.parse(await leer(descargas[0].blob))).toEqual(datos);
    await userEvent.click(within(tarjeta()).getByRole('button', { name: /Exportar PDF/ }));
    await waitFor(() =>
      expect(descargas.map((d) => d.nombre)).toEqual(['datos-cliente-c1.json', 'datos-cliente-c1.pdf']),
    );
    expect(servidor.de('GET /clientes/c1/datos-personales').map((l) => l.parametros.get('formato'))).toEqual([
      'json',
      'pdf',
    ]);
  });

  it('registra un aviso previo y dice desde qué día se puede reportar; un saldo de hasta el 15 % de un salario mínimo pide un segundo aviso', async () => {
    let avisos: AvisoPrevioReporte[] = [];
    servidor = crearServidor({
      'GET /clientes/c1/avisos-previos': () => exito(avisos),
      'GET /prestamos': pagina([{ _id: 'p1', numero: 12, monto: 200000, saldoPendiente: 150000 }]),
      'POST /clientes/c1/avisos-previos': (l: Llamada) => {
        avisos = [
          {
            ...aviso,
            ...(l.cuerpo as object),
            _id: 'a2',
            // $150.000 es menos del 15 % del salario mínimo: la API pide un segundo aviso en otro día.
            reportableDesde: null,
            avisosExigidos: 2,
          } as AvisoPrevioReporte,
        ];
        return exito(avisos[0]);
      },
    });
    pintar();
    expect(await within(tarjeta()).findByText('Sin avisos previos registrados')).toBeInTheDocument();
    await userEvent.click(within(tarjeta()).getByRole('button', { name: /Registrar aviso previo/ }));
    const dialogo = await screen.findByRole('dialog');
    expect(await within(dialogo).findByRole('status')).toHaveTextContent(
      `Se podrá reportar desde el ${formatearFecha(reportableDesde(hoy))}`,
    );
    expect((within(dialogo).getByLabelText('Texto enviado') as HTMLTextAreaElement).value).toContain(
      'Señor(a) María Inés Peña',
    );

    await userEvent.click(within(dialogo).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialogo).findByText('Elija por dónde se envió el aviso')).toBeInTheDocument();
    await userEvent.click(within(dialogo).getByLabelText('Canal'));
    await userEvent.click(await screen.findByTitle('WhatsApp'));
    await userEvent.click(within(dialogo).getByLabelText('Préstamo'));
    await userEvent.click(await screen.findByTitle('#12 · $ 200.000 · saldo $ 150.000'));
    await waitFor(() =>
      expect(within(dialogo).getByRole('status')).toHaveTextContent(
        'El saldo es de hasta el 15 % de un salario mínimo: la ley pide dos avisos en días diferentes',
      ),
    );
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Registrar' }));

    await waitFor(() =>
      expect(toasts.mensajes).toContain(
        'Aviso previo registrado: esta deuda pide un segundo aviso, en otro día, antes de reportar',
      ),
    );
    expect(servidor.de('POST /clientes/c1/avisos-previos')[0].cuerpo).toEqual({
      prestamo: 'p1',
      plantilla: expect.stringContaining('centrales de riesgo'),
      canal: 'whatsapp',
      fechaEnvio: hoy,
    });
    expect(servidor.de('GET /prestamos')[0].parametros.get('cliente')).toBe('c1');
    expect(await within(tarjeta()).findByText('WhatsApp')).toBeInTheDocument();
    expect(within(tarjeta()).getByText('Falta un segundo aviso, en otro día')).toBeInTheDocument();
  });

  it('la fecha de envío del aviso llega hasta los días atrás de la organización: con 2, hace 3 días no se puede elegir', async () => {
    servidor = crearServidor({
      'GET /clientes/c1/avisos-previos': exito([]),
      'GET /prestamos': pagina([]),
      'GET /configuracion/organizacion': exito({ diasAtrasAvisoPrevio: 2 }),
    });
    pintar();
    await userEvent.click(await within(tarjeta()).findByRole('button', { name: /Registrar aviso previo/ }));
    const dialogo = await screen.findByRole('dialog');
    expect(await within(dialogo).findByText('Hoy o hasta 2 días atrás.')).toBeInTheDocument();
    await userEvent.click(within(dialogo).getByLabelText('Fecha de envío'));
    const celda = async (fecha: string) => (await screen.findByTitle(fecha)).closest('td')!;
    const hace = (dias: number) => sumarDias(hoy, -dias);
    // The picker shows the month of today; the days 2 and 3 back may fall in the previous month.
    if (hace(3).slice(0, 7) === hoy.slice(0, 7)) {
      expect(await celda(hace(3))).toHaveClass('ant-picker-cell-disabled');
      expect(await celda(hace(2))).not.toHaveClass('ant-picker-cell-disabled');
    }
    expect(await celda(hoy)).not.toHaveClass('ant-picker-cell-disabled');
  });

  it('suprimir pide confirmación; si la ley obliga a conservar, muestra el motivo y no sale de la página', async () => {
    let permitida = false;
    servidor = crearServidor({
      'GET /clientes/c1/avisos-previos': exito([]),
      'POST /clientes/c1/supresion': () =>
        permitida
          ? exito({ _id: 'c1', suprimido: true, nombre: 'Titular suprimido' })
          : fallo(422, 'No se pueden suprimir los datos: el cliente tiene préstamos abiertos'),
    });
    pintar();
    await userEvent.click(await within(tarjeta()).findByRole('button', { name: /Suprimir datos/ }));
    expect(await responderConfirmacion('Suprimir')).toContain('¿Suprimir los datos personales de María Inés Peña?');
    await waitFor(() =>
      expect(toasts.mensajes).toContain(
        'No se pueden suprimir los datos: el cliente tiene préstamos abiertos',
      ),
    );
    expect(tarjeta()).toBeInTheDocument();

    permitida = true;
    await userEvent.click(within(tarjeta()).getByRole('button', { name: /Suprimir datos/ }));
    await responderConfirmacion('Suprimir');
    await waitFor(() => expect(toasts.mensajes).toContain('Datos del cliente suprimidos'));
    expect(await screen.findByTestId('ubicacion')).toHaveTextContent('/clientes?reload=1');
  });
});
