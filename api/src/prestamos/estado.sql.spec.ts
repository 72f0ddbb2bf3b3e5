import { sqlPrestamoAbierto } from './estado.sql';

describe('sqlPrestamoAbierto', () => {
  it('escribe los estados abiertos en la consulta, como los índices parciales de préstamos abiertos', () => {
    expect(sqlPrestamoAbierto('p')).toBe("p.estado IN ('activo', 'mora', 'vencido')");
    expect(sqlPrestamoAbierto()).toBe("estado IN ('activo', 'mora', 'vencido')");
  });
});
