import { CODIGOS, neutralizarCelda } from '@cartera/dominio';
import Fastify from 'fastify';
import { ErrorNegocio } from './errores';
import {
  adjunto,
  celdaCsv,
  disposicionAdjunto,
  enviarEnFormato,
  lineaCsv,
  slugAscii,
  TIPOS_ARCHIVO,
} from './exportes';

describe('exportes comunes', () => {
  it('neutraliza el texto que una hoja de cálculo tomaría por fórmula', () => {
    for (const peligro of ['=1+1', '+57', '-3', '@SUMA(A1)', '\tx', '\rx']) {
      expect(neutralizarCelda(peligro)).toBe(`'${peligro}`);
    }
    expect(neutralizarCelda('Ana')).toBe('Ana');
  });

  it('celdaCsv: números tal cual, texto con comillas cuando hace falta, vacío para null', () => {
    expect(celdaCsv(-5)).toBe('-5');
    expect(celdaCsv(null)).toBe('');
    expect(celdaCsv('a;b')).toBe('"a;b"');
    expect(celdaCsv('di "hola"')).toBe('"di ""hola"""');
    expect(celdaCsv('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(lineaCsv(['a', 1, null])).toBe('a;1;\r\n');
  });

  it('nombres de archivo ASCII y UTF-8', () => {
    expect(slugAscii('José Pérez')).toBe('jose-perez');
    expect(slugAscii('¿?', 'auditoria')).toBe('auditoria');
    expect(disposicionAdjunto('a.csv', 'á.csv')).toBe(
      `attachment; filename="a.csv"; filename*=UTF-8''%C3%A1.csv`,
    );
  });

  it('enviarEnFormato: un formato fuera de la lista es FORMATO_INVALIDO con la lista, sin generar nada', async () => {
    const app = Fastify();
    const generados: string[] = [];
    const errores: unknown[] = [];
    app.get<{ Params: { formato: string } }>('/export/:formato', (peticion, respuesta) =>
      enviarEnFormato(respuesta, ['csv', 'xlsx', 'pdf'], peticion.params.formato, async (elegido) => {
        generados.push(elegido);
        return adjunto(TIPOS_ARCHIVO.csv, `plan.${elegido}`, Buffer.from('a;b'));
      }).catch((error: unknown) => {
        errores.push(error);
        return respuesta.code(400).send();
      }),
    );

    const invalido = await app.inject({ method: 'GET', url: '/export/doc' });
    expect(invalido.statusCode).toBe(400);
    expect(errores).toEqual([
      new ErrorNegocio(CODIGOS.formatoInvalido, 'El formato debe ser csv, xlsx o pdf', 400),
    ]);
    expect(errores[0]).toMatchObject({ code: CODIGOS.formatoInvalido, status: 400 });
    expect(generados).toEqual([]);

    const valido = await app.inject({ method: 'GET', url: '/export/pdf' });
    expect(valido.statusCode).toBe(200);
    expect(valido.headers['content-disposition']).toContain('plan.pdf');
    expect(valido.body).toBe('a;b');
    expect(generados).toEqual(['pdf']);
    await app.close();
  });
});
