import { neutralizarCelda } from '@cartera/dominio';
import { celdaCsv, disposicionAdjunto, lineaCsv, slugAscii } from './exportes';

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
    expect(disposicionAdjunto('a.csv', 'á.csv')).toBe(`attachment; filename="a.csv"; filename*=UTF-8''%C3%A1.csv`);
  });
});
