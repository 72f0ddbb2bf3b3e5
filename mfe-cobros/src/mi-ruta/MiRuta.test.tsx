// Mi Ruta stamps each cobro and each visit with where it was made when the browser gives the position, and never
// holds a cobro back for it: refused, unanswered (timeout) or unsupported, the cobro is sent without location.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hoyBogota, type MiRutaJson } from '@cartera/dominio';
import type { Sesion } from './conexion';
import { paradaEnRuta, prestamoEnRuta } from '../../../packages/plataforma/test/datosRecaudo';
import { MiRuta } from './MiRuta';
import { olvidarUbicacion } from './ubicacion';

// The phone's storage (IndexedDB) in memory: the queue is what this test watches through the requests.
jest.mock('./almacen', () => {
  const pendientes = new Map<string, unknown>();
  return {
    nuevaClave: () => `k-${Math.random().toString(36).slice(2)}`,
    olvidarOtrosUsuarios: async () => undefined,
    leerDia: async () => undefined,
    guardarDia: async () => undefined,
    agregarPendiente: async (_u: string, p: { clave: string }) => void pendientes.set(p.clave, p),
    leerPendientes: async () => [...pendientes.values()],
    quitarPendiente: async (_u: string, clave: string) => void pendientes.delete(clave),
    leerRechazos: async () => [],
    pasarARechazo: async () => undefined,
    guardarRechazo: async () => undefined,
  };
});

const hoy = hoyBogota();
const dia: MiRutaJson = {
  fecha: hoy,
  ruta: { _id: 'r1', generadaEn: `${hoy}T10:00:00.000Z` },
  cobrador: { _id: 'u1', nombre: 'Carlos Cobrador' },
  progreso: { paradas: 1, visitadas: 0, cobrado: 0, porCobrar: 10_000 },
  paradas: [paradaEnRuta([prestamoEnRuta()], { latitud: 4.6486, longitud: -74.0621 })],
};

const sesion = {
  token: 'token-de-prueba',
  usuario: { _id: 'u1', nombre: 'Carlos Cobrador', email: 'c@cartera.local', rol: 'cobrador' },
} as unknown as Sesion;

const responder = (status: number, data: unknown) =>
  new Response(JSON.stringify({ success: true, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

type Geo = Pick<Geolocation, 'watchPosition' | 'getCurrentPosition' | 'clearWatch'>;

const posicion = (latitude: number, longitude: number, accuracy: number) =>
  ({ coords: { latitude, longitude, accuracy }, timestamp: Date.now() }) as GeolocationPosition;
const negado = { code: 1, message: 'User denied Geolocation' } as GeolocationPositionError;

function usarGeolocalizacion(geo: Geo | undefined) {
  Object.defineProperty(navigator, 'geolocation', { value: geo, configurable: true });
}

/** A phone that allows the location and is at `latitud`, `longitud` within `precision` metres. */
function ubicarEn(latitud: number, longitud: number, precision: number) {
  usarGeolocalizacion({
    watchPosition: (exito) => {
      exito(posicion(latitud, longitud, precision));
      return 1;
    },
    getCurrentPosition: (exito) => exito(posicion(latitud, longitud, precision)),
    clearWatch: () => undefined,
  });
}

describe('Mi Ruta: dónde se hizo cada cobro y cada visita', () => {
  const fetchOriginal = globalThis.fetch;
  let escrituras: Array<{ ruta: string; cuerpo: Record<string, unknown> }>;

  beforeAll(() => {
    // jsdom has no modal dialogs: open the sheet as the browser would.
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
  });

  beforeEach(() => {
    olvidarUbicacion();
    localStorage.setItem('token', 'token-de-prueba');
    escrituras = [];
    globalThis.fetch = (async (entrada: RequestInfo | URL, init?: RequestInit) => {
      const solicitud = entrada instanceof Request ? entrada : new Request(entrada, init);
      const ruta = new URL(solicitud.url).pathname;
      if (solicitud.method === 'GET' && ruta === '/api/mi-ruta') return responder(200, dia);
      const cuerpo = (await solicitud.json()) as Record<string, unknown>;
      escrituras.push({ ruta, cuerpo });
      return responder(201, { _id: `nuevo-${escrituras.length}`, ...cuerpo });
    }) as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = fetchOriginal;
    usarGeolocalizacion(undefined);
  });

  async function cobrar(): Promise<Record<string, unknown>> {
    render(<MiRuta sesion={sesion} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cobrar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Continuar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmar cobro' }));
    await waitFor(() => expect(escrituras.filter((e) => e.ruta === '/api/cobros')).toHaveLength(1));
    return escrituras.find((e) => e.ruta === '/api/cobros')!.cuerpo;
  }

  it('con permiso, el cobro lleva la latitud, la longitud y la precisión del teléfono', async () => {
    ubicarEn(4.64951234567, -74.0621, 12.3);
    const cuerpo = await cobrar();
    expect(cuerpo).toMatchObject({ prestamo: 'p1', monto: 10_000, fecha: hoy });
    expect(cuerpo.ubicacion).toEqual({ latitud: 4.649512, longitud: -74.0621, precision: 13 });
    expect(await screen.findByText('Cobro registrado')).toBeInTheDocument();
  });

  it('con el permiso negado, el cobro se envía sin ubicación y el cobrador lo sabe', async () => {
    usarGeolocalizacion({
      watchPosition: (_exito, error) => {
        error?.(negado);
        return 1;
      },
      getCurrentPosition: (_exito, error) => error?.(negado),
      clearWatch: () => undefined,
    });
    const cuerpo = await cobrar();
    expect(cuerpo).toMatchObject({ prestamo: 'p1', monto: 10_000 });
    expect(cuerpo).not.toHaveProperty('ubicacion');
    expect(screen.getByRole('note')).toHaveTextContent('Ubicación desactivada');
  });

  it('si el teléfono no responde (sin señal de GPS), el cobro sale sin ubicación tras una espera corta', async () => {
    usarGeolocalizacion({
      watchPosition: () => 1,
      getCurrentPosition: () => undefined,
      clearWatch: () => undefined,
    });
    const inicio = Date.now();
    const cuerpo = await cobrar();
    expect(cuerpo).not.toHaveProperty('ubicacion');
    expect(Date.now() - inicio).toBeLessThan(10_000);
  });

  it('sin geolocalización en el navegador, el cobro se envía igual', async () => {
    usarGeolocalizacion(undefined);
    const cuerpo = await cobrar();
    expect(cuerpo).not.toHaveProperty('ubicacion');
  });

  it('una visita sin pago también lleva la ubicación', async () => {
    ubicarEn(4.6486, -74.0621, 5);
    render(<MiRuta sesion={sesion} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Visita sin pago' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'No estaba' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Guardar visita' }));
    await waitFor(() => expect(escrituras.filter((e) => e.ruta === '/api/gestiones')).toHaveLength(1));
    expect(escrituras[0]!.cuerpo).toMatchObject({
      prestamo: 'p1',
      resultado: 'no_estaba',
      ubicacion: { latitud: 4.6486, longitud: -74.0621, precision: 5 },
    });
  });
});
