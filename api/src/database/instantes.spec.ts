import { types } from 'pg';
import { instanteIso, instanteJson } from './consulta-preparada';

/** Lo que salía antes: el conversor de pg (un Date) y su toISOString(). */
const comoAntes = (texto: string) => (types.getTypeParser(1184, 'text')(texto) as Date).toISOString();

describe('instanteIso', () => {
  it.each([
    '2026-11-23 16:30:59.796241+00',
    '2026-11-23 16:30:59.7+00',
    '2026-11-23 16:30:59.000999+00',
    '2026-11-23 16:30:59.999999+00',
    '2026-11-23 16:30:59+00',
    '2026-01-01 00:00:00.5-05',
    '2026-06-30 23:59:59.123456+05:30',
    '0099-03-01 10:00:00+00',
    '2026-11-23 16:30:59.796241+00:00:00',
  ])('%s sale igual que pasando por Date', (texto) => {
    expect(instanteIso(texto)).toBe(comoAntes(texto));
  });

  it('cualquier fracción de microsegundos en UTC trunca a milisegundos como Date', () => {
    for (let i = 0; i < 1_000_000; i += 997) {
      const texto = `2026-11-23 16:30:59.${String(i).padStart(6, '0').replace(/0+$/, '') || '0'}+00`;
      expect(instanteIso(texto)).toBe(comoAntes(texto));
    }
  });

  it('instanteJson acepta el texto ISO o un Date', () => {
    expect(instanteJson('2026-11-23T16:30:59.796Z')).toBe('2026-11-23T16:30:59.796Z');
    expect(instanteJson(new Date('2026-11-23T16:30:59.796Z'))).toBe('2026-11-23T16:30:59.796Z');
  });
});
