import { ESTADOS_NO_PRESTADOS, ESTADOS_SIN_DESEMBOLSO } from '@cartera/dominio';
import { sql } from 'kysely';
import { compilador } from './consulta-preparada';
import { prestamoAbierto, prestamoDesembolsado, prestamoEnPie } from './estado-prestamo.sql';

const texto = (condicion: ReturnType<typeof prestamoAbierto>) => {
  const { sql: escrito, parameters } = sql`${condicion}`.compile(compilador);
  expect(parameters).toEqual([]);
  return escrito;
};

describe('condiciones de estado de préstamo', () => {
  it('escriben los estados en la consulta (sin parámetros), como los índices parciales de préstamos abiertos', () => {
    expect(texto(prestamoAbierto('p.estado'))).toBe(`"p"."estado" IN ('activo', 'mora', 'vencido')`);
    expect(texto(prestamoAbierto())).toBe(`"estado" IN ('activo', 'mora', 'vencido')`);
    expect(texto(prestamoDesembolsado('p.estado'))).toBe(
      `"p"."estado" NOT IN (${ESTADOS_SIN_DESEMBOLSO.map((e) => `'${e}'`).join(', ')})`,
    );
    expect(texto(prestamoEnPie())).toBe(`"estado" NOT IN (${ESTADOS_NO_PRESTADOS.map((e) => `'${e}'`).join(', ')})`);
  });
});
