import { tokenVigente, usuarioDemo } from '../test/jwt';
import { ErrorHttp } from './http';
import { useSesion } from './sesion';
import { subirConAvance } from './subidas';

/** The browser's XMLHttpRequest as far as an upload uses it: what was sent, and an answer given by the test. */
class XhrDePrueba {
  static ultimo: XhrDePrueba;
  metodo = '';
  url = '';
  cabeceras: Record<string, string> = {};
  enviado: FormData | null = null;
  status = 0;
  responseText = '';
  upload: {
    onprogress: ((evento: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;

  constructor() {
    XhrDePrueba.ultimo = this;
  }
  open(metodo: string, url: string) {
    this.metodo = metodo;
    this.url = url;
  }
  setRequestHeader(nombre: string, valor: string) {
    this.cabeceras[nombre] = valor;
  }
  send(cuerpo: FormData) {
    this.enviado = cuerpo;
  }
  responder(status: number, cuerpo: unknown) {
    this.status = status;
    this.responseText = typeof cuerpo === 'string' ? cuerpo : JSON.stringify(cuerpo);
    this.onload?.();
  }
}

describe('subirConAvance', () => {
  const original = globalThis.XMLHttpRequest;
  beforeEach(() => {
    globalThis.XMLHttpRequest = XhrDePrueba as unknown as typeof XMLHttpRequest;
    useSesion.getState().iniciar(tokenVigente(), usuarioDemo);
  });
  afterEach(() => {
    globalThis.XMLHttpRequest = original;
  });

  it('envía el formulario con la sesión, cuenta el avance y entrega el data del sobre', async () => {
    const avance: number[] = [];
    const formulario = new FormData();
    formulario.append('tipo', 'garantia');
    const subida = subirConAvance('/api/documentos/upload', formulario, {
      alProgresar: (p) => avance.push(p),
    });
    const xhr = XhrDePrueba.ultimo;
    expect([xhr.metodo, xhr.url]).toEqual(['POST', '/api/documentos/upload']);
    expect(xhr.cabeceras.Authorization).toBe(`Bearer ${useSesion.getState().token}`);
    expect(xhr.enviado?.get('tipo')).toBe('garantia');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 3 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 3, total: 3 });
    xhr.responder(201, { success: true, data: { _id: 'd1', nombreOriginal: 'acta.pdf' }, message: 'Subido' });
    await expect(subida).resolves.toEqual({ _id: 'd1', nombreOriginal: 'acta.pdf' });
    expect(avance).toEqual([33, 100]);
  });

  it('un rechazo es un ErrorHttp con el mensaje, el código y los errores por campo del servidor', async () => {
    const subida = subirConAvance('/api/documentos/upload', new FormData());
    XhrDePrueba.ultimo.responder(400, {
      success: false,
      message: 'El archivo no es válido',
      code: 'VALIDACION',
      errors: { file: 'Tipo no permitido' },
    });
    await expect(subida).rejects.toEqual(
      new ErrorHttp('El archivo no es válido', 400, 'VALIDACION', { file: ['Tipo no permitido'] }),
    );
    const sinCuerpo = subirConAvance('/api/documentos/upload', new FormData());
    XhrDePrueba.ultimo.responder(502, '<html>Bad gateway</html>');
    await expect(sinCuerpo).rejects.toMatchObject({ status: 502, code: 'HTTP_502' });
  });
});
