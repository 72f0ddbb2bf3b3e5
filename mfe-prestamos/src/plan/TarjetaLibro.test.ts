import type { LibroPrestamo } from '@cartera/dominio';
import { operacionesDisponibles } from './TarjetaLibro';

const libro = (cobrado: number): LibroPrestamo => ({
  pactado: 1_100_000,
  cobrado,
  condonado: 0,
  castigado: 0,
  recuperado: 0,
  refinanciado: 0,
  saldoPendiente: 1_100_000 - cobrado,
});

describe('operaciones del libro que se ofrecen', () => {
  it('un administrador liquida, condona y castiga un préstamo abierto; anula sólo si no tiene cobros', () => {
    expect(operacionesDisponibles('mora', libro(275_000), 'admin')).toEqual([
      'liquidar',
      'condonar',
      'castigar',
    ]);
    expect(operacionesDisponibles('activo', libro(0), 'admin')).toEqual([
      'liquidar',
      'condonar',
      'castigar',
      'anular',
    ]);
  });

  it('un gerente también castiga (por encima del umbral, espera a un administrador); un cobrador no opera el libro', () => {
    expect(operacionesDisponibles('activo', libro(0), 'gerente')).toEqual(['liquidar', 'condonar', 'castigar', 'anular']);
    expect(operacionesDisponibles('activo', libro(0), 'cobrador')).toEqual([]);
  });

  it('un préstamo pagado, castigado, cancelado o solicitado no ofrece ninguna', () => {
    for (const estado of ['pagado', 'castigado', 'cancelado', 'solicitado', 'rechazado'] as const)
      expect(operacionesDisponibles(estado, libro(0), 'admin')).toEqual([]);
  });
});
