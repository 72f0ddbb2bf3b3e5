import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LIMITES, MENSAJES } from '@cartera/dominio';
import { CLAVE_AVISO, MENSAJE_CREDENCIALES_INCORRECTAS } from '@cartera/plataforma';

// The sign-in page is index.html's card (shell/plantilla.html) brought to life by public/entrar.js, without the
// portal. These tests run that script on that markup, with the portal's own texts as the expected words.
const plantilla = readFileSync(join(__dirname, '../../plantilla.html'), 'utf8');
const script = readFileSync(join(__dirname, '../../public/entrar.js'), 'utf8');
const tarjeta = plantilla.slice(
  plantilla.indexOf('<div id="primer-pintado">'),
  plantilla.indexOf('<div id="marco-pintado"'),
);

function responder(status: number, cuerpo: unknown): Response {
  return new Response(JSON.stringify(cuerpo), { status, headers: { 'Content-Type': 'application/json' } });
}

let servidor: jest.Mock<Promise<Response>, [string, RequestInit]>;

/**
 * The script runs as the browser runs it: once, on this document. jsdom cannot load another page; with `ubicacion`
 * the script gets a `location` whose `replace` records where it would go.
 */
function abrirPagina(ubicacion?: { origin: string; replace: (destino: string) => void }) {
  document.head.innerHTML = '<meta name="cartera-portal" content="/static/js/index.abc.js">';
  document.body.innerHTML = `<div id="root">${tarjeta}</div>`;
  servidor = jest.fn<Promise<Response>, [string, RequestInit]>();
  Object.assign(globalThis, { fetch: servidor });
  if (ubicacion) new Function('location', script)(ubicacion);
  else new Function(script)();
}

const usuario = () => document.getElementById('primer-pintado-usuario') as HTMLInputElement;
const contrasena = () => document.getElementById('primer-pintado-contrasena') as HTMLInputElement;
const boton = () => document.querySelector('#primer-pintado button') as HTMLButtonElement;
const enviar = () =>
  document.querySelector('#primer-pintado form')!.dispatchEvent(new Event('submit', { cancelable: true }));
const esperar = () => new Promise((resolver) => setTimeout(resolver, 0));
const avisos = () => [...document.querySelectorAll('#avisos [role] span')].map((aviso) => aviso.textContent);

describe('página de inicio de sesión (entrar.js)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('habilita los campos y el botón que index.html pinta de sólo lectura', () => {
    expect(tarjeta).toContain('readonly');
    abrirPagina();
    expect(usuario().readOnly).toBe(false);
    expect(contrasena().readOnly).toBe(false);
    expect(boton().disabled).toBe(false);
    expect(document.activeElement).toBe(usuario());
  });

  it('enviar vacío (o el usuario sólo con espacios) pide usuario y contraseña con las palabras del portal', async () => {
    abrirPagina();
    usuario().value = '   ';
    enviar();
    await esperar();
    expect(document.getElementById('primer-pintado-usuario-error')?.textContent).toBe(
      MENSAJES.usuarioObligatorio,
    );
    expect(document.getElementById('primer-pintado-contrasena-error')?.textContent).toBe(
      MENSAJES.contrasenaObligatoria,
    );
    expect(usuario().getAttribute('aria-invalid')).toBe('true');
    expect(servidor).not.toHaveBeenCalled();

    // Typing clears the message of that field.
    usuario().value = 'ana@cartera.local';
    usuario().dispatchEvent(new Event('input'));
    expect(document.getElementById('primer-pintado-usuario-error')).toBeNull();
  });

  it('credenciales rechazadas: el aviso del servidor o «Usuario o contraseña incorrectos»; el formulario vuelve', async () => {
    abrirPagina();
    usuario().value = ' ana@cartera.local ';
    contrasena().value = 'mala';
    servidor.mockResolvedValueOnce(responder(401, { success: false, message: '' }));
    enviar();
    expect(boton().textContent).toBe('Entrando...');
    expect(usuario().disabled).toBe(true);
    await esperar();
    await esperar();
    expect(avisos()).toContain(MENSAJE_CREDENCIALES_INCORRECTAS);
    expect(boton().textContent).toBe('Entrar');
    expect(usuario().disabled).toBe(false);
    const [url, opciones] = servidor.mock.calls[0];
    expect(url).toBe('/api/auth/login');
    expect(JSON.parse(String(opciones.body))).toEqual({ email: 'ana@cartera.local', password: 'mala' });
    expect(localStorage.getItem('token')).toBeNull();

    servidor.mockResolvedValueOnce(responder(403, { success: false, message: 'Usuario inactivo' }));
    enviar();
    await esperar();
    await esperar();
    expect(avisos()).toContain('Usuario inactivo');

    servidor.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    enviar();
    await esperar();
    await esperar();
    expect(avisos()).toContain('Error al iniciar sesión. Intente nuevamente');
  });

  it('al entrar guarda la sesión como la guarda el portal, le deja el saludo y carga el dashboard', async () => {
    // jsdom cannot load another page: it says so on the console, which is how this test sees the navigation.
    const consola = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    abrirPagina();
    usuario().value = 'ana@cartera.local';
    contrasena().value = 'cartera123';
    const datos = { _id: 'u1', nombre: 'Ana Admin', email: 'ana@cartera.local', rol: 'admin' };
    servidor.mockResolvedValueOnce(
      responder(200, { success: true, data: { token: 'a.b.c', usuario: datos } }),
    );
    enviar();
    await esperar();
    await esperar();
    expect(localStorage.getItem('token')).toBe('a.b.c');
    expect(JSON.parse(localStorage.getItem('usuario') ?? 'null')).toEqual(datos);
    expect(JSON.parse(sessionStorage.getItem(CLAVE_AVISO) ?? 'null')).toEqual({
      tipo: 'exito',
      mensaje: '¡Bienvenido, Ana Admin!',
    });
    expect(String(consola.mock.calls[0]?.[0])).toMatch(/navigation/);
    consola.mockRestore();
  });

  describe('tras entrar, vuelve a la página que pidió el inicio de sesión', () => {
    async function entrarCon(volver: string | null, rol = 'cobrador'): Promise<string | undefined> {
      if (volver !== null) sessionStorage.setItem('volver', volver);
      const replace = jest.fn<void, [string]>();
      abrirPagina({ origin: 'http://localhost', replace });
      usuario().value = 'cobrador1@cartera.local';
      contrasena().value = 'cartera123';
      const datos = { _id: 'u1', nombre: 'Carlos', email: 'cobrador1@cartera.local', rol };
      servidor.mockResolvedValueOnce(
        responder(200, { success: true, data: { token: 'a.b.c', usuario: datos } }),
      );
      enviar();
      await esperar();
      await esperar();
      return replace.mock.calls[0]?.[0];
    }

    it.each([
      ['/mi-ruta', '/mi-ruta'],
      ['/prestamos/abc/plan?pestana=cuotas', '/prestamos/abc/plan?pestana=cuotas'],
      ['/recaudos', '/recaudos'],
    ])('%s → %s', async (volver, destino) => {
      expect(await entrarCon(volver)).toBe(destino);
      expect(sessionStorage.getItem('volver')).toBeNull();
    });

    it('también para la oficina: un gerente vuelve a /mi-ruta (la vista de la oficina)', async () => {
      expect(await entrarCon('/mi-ruta', 'gerente')).toBe('/mi-ruta');
    });

    it.each([
      [null],
      ['//otro.example/robar'],
      ['/\\otro.example'],
      ['https://otro.example/'],
      ['javascript:alert(1)'],
      ['/login'],
      ['/api/auth/logout'],
    ])('sin página o con %s, al dashboard', async (volver) => {
      expect(await entrarCon(volver)).toBe('/dashboard');
    });
  });

  it('muestra el aviso que dejó la página anterior (la salida del portal) una sola vez', () => {
    sessionStorage.setItem(
      CLAVE_AVISO,
      JSON.stringify({ tipo: 'exito', mensaje: 'Sesión cerrada correctamente' }),
    );
    abrirPagina();
    expect(avisos()).toEqual(['Sesión cerrada correctamente']);
    expect(sessionStorage.getItem(CLAVE_AVISO)).toBeNull();
  });

  it('sus avisos duran lo que los del portal: 4 s un error, 2 s un éxito', () => {
    jest.useFakeTimers();
    try {
      // The notice left for the page is on screen until its last millisecond, and gone at it.
      const dura = (tipo: 'error' | 'exito', mensaje: string, ms: number) => {
        sessionStorage.setItem(CLAVE_AVISO, JSON.stringify({ tipo, mensaje }));
        abrirPagina();
        jest.advanceTimersByTime(ms - 1);
        expect(avisos()).toEqual([mensaje]);
        jest.advanceTimersByTime(1);
        expect(avisos()).toEqual([]);
      };
      dura('error', 'Un error', LIMITES.toastMs);
      dura('exito', 'Listo', LIMITES.toastExitoMs);
    } finally {
      jest.useRealTimers();
    }
  });
});
