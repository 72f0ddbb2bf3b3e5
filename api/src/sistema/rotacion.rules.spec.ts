import { respaldosParaBorrar, type RespaldoRotable } from './rotacion.rules';

/** Un respaldo por día a la 1:00 de Bogotá (06:00 UTC) durante `dias` días hasta `hasta` (inclusive). */
function diarios(dias: number, hasta = '2026-11-25'): RespaldoRotable[] {
  const fin = new Date(`${hasta}T06:00:00Z`).getTime();
  return Array.from({ length: dias }, (_, i) => {
    const fecha = new Date(fin - i * 86_400_000);
    return { id: fecha.toISOString().slice(0, 10), fecha };
  });
}

describe('rotación de respaldos (3 últimos, 7 diarios, 4 semanales, 12 mensuales)', () => {
  it('con un año y medio de respaldos diarios conserva los últimos 7 días, 4 semanas y 12 meses', () => {
    const todos = diarios(550);
    const borrar = new Set(respaldosParaBorrar(todos));
    const quedan = todos.filter((r) => !borrar.has(r.id)).map((r) => r.id);
    // Los 7 últimos días.
    expect(quedan.slice(0, 7)).toEqual([
      '2026-11-25',
      '2026-11-24',
      '2026-11-23',
      '2026-11-22',
      '2026-11-21',
      '2026-11-20',
      '2026-11-19',
    ]);
    // El más reciente de cada semana ISO (domingos) y de cada mes (último día) que no estaba ya.
    expect(quedan).toEqual(
      expect.arrayContaining(['2026-11-15', '2026-11-08', '2026-10-31', '2026-09-30', '2025-12-31']),
    );
    expect(quedan).not.toContain('2025-11-30'); // el mes 13 hacia atrás
    expect(quedan.length).toBeLessThanOrEqual(3 + 7 + 4 + 12);
    expect(quedan.length).toBeGreaterThanOrEqual(12);
  });

  it('el respaldo nuevo cuenta antes de escribirse: con 7 días llenos se borra el más viejo de la semana', () => {
    const semana = diarios(7);
    expect(respaldosParaBorrar(semana)).toEqual([]);
    // El octavo día (jueves 26): el del 19 sale de los 7 días y su semana ISO ya la representa el domingo 22.
    const borrar = respaldosParaBorrar(semana, undefined, new Date('2026-11-26T06:00:00Z'));
    expect(borrar).toEqual(['2026-11-19']);
  });

  it('varios respaldos el mismo día: se conservan los 3 más recientes (el nuevo cuenta) y no los demás de ese día', () => {
    const dia = '2026-11-25';
    const respaldos = [1, 2, 3, 4, 5].map((hora) => ({
      id: `h${hora}`,
      fecha: new Date(`${dia}T1${hora}:00:00Z`),
    }));
    expect(respaldosParaBorrar(respaldos).sort()).toEqual(['h1', 'h2']);
    expect(respaldosParaBorrar(respaldos, undefined, new Date(`${dia}T16:00:00Z`)).sort()).toEqual([
      'h1',
      'h2',
      'h3',
    ]);
  });

  it('los días se cuentan en hora de Bogotá, no en UTC', () => {
    // 2026-11-26 03:00 UTC es todavía el 25 en Bogotá (22:00): mismo día que el de las 15:00 UTC.
    const respaldos = [
      { id: 'tarde', fecha: new Date('2026-11-25T15:00:00Z') },
      { id: 'noche', fecha: new Date('2026-11-26T03:00:00Z') },
    ];
    expect(respaldosParaBorrar(respaldos, { ultimos: 0, diarios: 7, semanales: 4, mensuales: 12 })).toEqual([
      'tarde',
    ]);
  });
});
