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

  it('pagado y castigado: no se marcan pagados, no se cancelan (anular exige un préstamo sin cobros) ni se reenganchan', () => {
    expect(accionesDisponibles({ estado: 'pagado', saldoPendiente: 0 }, 'gerente')).toEqual(['plan', 'editar']);
    expect(accionesDisponibles({ estado: 'castigado', saldoPendiente: 0 }, 'admin')).toEqual(['plan', 'editar']);
  });

  it('una solicitud se aprueba, se rechaza o se edita; nunca se marca pagada ni se cancela', () => {
    expect(accionesDisponibles({ estado: 'solicitado', saldoPendiente: 0 }, 'gerente')).toEqual([
      'plan',
      'aprobar',
      'rechazar',
      'editar',
    ]);
    expect(accionesDisponibles({ estado: 'solicitado', saldoPendiente: 0 }, 'cobrador')).toEqual(['plan']);
  });

  it('cancelado, reenganchado y rechazado sólo muestran el plan', () => {
    expect(accionesDisponibles({ estado: 'cancelado', saldoPendiente: 5000 }, 'admin')).toEqual(['plan']);
    expect(accionesDisponibles({ estado: 'reenganchado', saldoPendiente: 0 }, 'admin')).toEqual(['plan']);
    expect(accionesDisponibles({ estado: 'rechazado', saldoPendiente: 0 }, 'admin')).toEqual(['plan']);
  });

  it('sin saldo no hay reenganche', () => {
    expect(accionesDisponibles({ estado: 'activo', saldoPendiente: 0 }, 'admin')).not.toContain('reenganche');
  });

  it('un cobrador sólo ve el plan', () => {
    expect(accionesDisponibles({ estado: 'activo', saldoPendiente: 1000 }, 'cobrador')).toEqual(['plan']);
    expect(accionesDisponibles({ estado: 'activo', saldoPendiente: 1000 }, undefined)).toEqual(['plan']);
  });
});
