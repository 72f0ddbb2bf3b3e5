import { accionesDisponibles } from './acciones';

describe('acciones de un préstamo (§4)', () => {
  it('activo, vencido y mora con saldo: ver plan, editar, marcar pagado, cancelar y reenganche', () => {
    for (const estado of ['activo', 'vencido', 'mora'] as const) {
      expect(accionesDisponibles({ estado, saldoPendiente: 1000 }, 'admin')).toEqual([
        'plan',
        'editar',
        'marcarPagado',
        'cancelar',
        'reenganche',
      ]);
    }
  });

  it('pagado: no se marca pagado ni se reengancha, pero se puede cancelar', () => {
    expect(accionesDisponibles({ estado: 'pagado', saldoPendiente: 0 }, 'gerente')).toEqual([
      'plan',
      'editar',
      'cancelar',
    ]);
  });

  it('cancelado y reenganchado sólo muestran el plan', () => {
    expect(accionesDisponibles({ estado: 'cancelado', saldoPendiente: 5000 }, 'admin')).toEqual(['plan']);
    expect(accionesDisponibles({ estado: 'reenganchado', saldoPendiente: 0 }, 'admin')).toEqual(['plan']);
  });

  it('sin saldo no hay reenganche', () => {
    expect(accionesDisponibles({ estado: 'activo', saldoPendiente: 0 }, 'admin')).not.toContain('reenganche');
  });

  it('un cobrador sólo ve el plan', () => {
    expect(accionesDisponibles({ estado: 'activo', saldoPendiente: 1000 }, 'cobrador')).toEqual(['plan']);
    expect(accionesDisponibles({ estado: 'activo', saldoPendiente: 1000 }, undefined)).toEqual(['plan']);
  });
});
