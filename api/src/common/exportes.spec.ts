import { CODIGOS, neutralizarCelda } from '@cartera/dominio';
import { ErrorNegocio } from './errores';
import {
  adjunto,
  celdaCsv,
  disposicionAdjunto,
  enFormato,
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

  it('enFormato: un formato fuera de la lista es FORMATO_INVALIDO con la lista, sin generar nada', async () => {
    const generados: string[] = [];
    const generar = async (elegido: 'csv' | 'xlsx' | 'pdf') => {
      generados.push(elegido);
      return adjunto(TIPOS_ARCHIVO.csv, `plan.${elegido}`, Buffer.from('a;b'));
    };

    const invalido = enFormato(['csv', 'xlsx', 'pdf'], 'doc', generar);
    await expect(invalido).rejects.toEqual(
      new ErrorNegocio(CODIGOS.formatoInvalido, 'El formato debe ser csv, xlsx o pdf', 400),
    );
    await expect(invalido).rejects.toMatchObject({ code: CODIGOS.formatoInvalido, status: 400 });
    expect(generados).toEqual([]);

    const valido = await enFormato(['csv', 'xlsx', 'pdf'], 'pdf', generar);
    expect(valido.disposicion).toContain('plan.pdf');
    expect(valido.contenido).toEqual(Buffer.from('a;b'));
    expect(generados).toEqual(['pdf']);
  });
});
