import fc from 'fast-check';
import {
  avisosExigidos,
  cierraSolicitud,
  conservarHasta,
  diasHabilesEntre,
  esDiaHabilTermino,
  motivoParaConservar,
  reportableDesde,
  reportableDesdeAviso,
  solicitudPorVencer,
  sumarDiasHabiles,
  transicionSolicitudPermitida,
  validarDiasAtrasAvisoPrevio,
  validarFechaAvisoPrevio,
  vencimientoSolicitud,
  type EstadoSolicitudDatos,
} from './habeasData';
import { sumarDias } from './fechas';

describe('términos de las solicitudes de datos personales', () => {
  it('una consulta recibida antes de Navidad vence el 6 de enero: salta sábados, domingos, 25 de diciembre y 1 de enero', () => {
    // Viernes 19-dic-2025. Hábiles siguientes: 22, 23, 24, (25 festivo), 26, 29, 30, 31, (1-ene festivo), 2, 5, 6.
    expect(vencimientoSolicitud('consulta', '2025-12-19')).toBe('2026-01-06');
  });

  it('un reclamo de la misma fecha vence el 14 de enero: el festivo de Reyes se pasa al lunes 12', () => {
    // Tras el 6: 7 (11), 8 (12), 9 (13), (12 festivo de Reyes), 13 (14), 14 (15).
    expect(vencimientoSolicitud('reclamo', '2025-12-19')).toBe('2026-01-14');
    expect(vencimientoSolicitud('supresion', '2025-12-19')).toBe('2026-01-14');
    expect(vencimientoSolicitud('actualizacion', '2025-12-19')).toBe('2026-01-14');
  });

  it('en Semana Santa no cuentan el jueves ni el viernes santo', () => {
    // Lunes 30-mar-2026: 31, 1-abr, (2 y 3 festivos), 6, 7, 8, 9, 10, 13, 14, 15.
    expect(vencimientoSolicitud('consulta', '2026-03-30')).toBe('2026-04-15');
  });

  it.each([
    ['2026-01-10', false],
    ['2026-01-11', false],
    ['2026-01-12', false],
    ['2026-01-13', true],
  ])('el %s es hábil para los términos: %s (el sábado no, aunque sí sea día de cobro)', (fecha, habil) =>
    expect(esDiaHabilTermino(fecha)).toBe(habil),
  );

  it('el vencimiento es siempre un día hábil a exactamente n días hábiles de la fecha de recibo', () => {
    const fecha = fc
      .integer({ min: 0, max: 3650 })
      .map((dias) => sumarDias('2024-01-01', dias));
    fc.assert(
      fc.property(fecha, fc.integer({ min: 0, max: 40 }), (recibida, dias) => {
        const vence = sumarDiasHabiles(recibida, dias);
        expect(diasHabilesEntre(recibida, vence)).toBe(dias);
        if (dias > 0) expect(esDiaHabilTermino(vence)).toBe(true);
      }),
    );
  });

  it('rechaza fechas y días inválidos', () => {
    expect(() => sumarDiasHabiles('2026-02-30', 1)).toThrow(RangeError);
    expect(() => sumarDiasHabiles('2026-02-01', -1)).toThrow(RangeError);
  });

  it('avisa de una solicitud abierta cuando le quedan dos días hábiles o ya venció, nunca de una cerrada', () => {
    // Del jueves 8 quedan 9, 13 y 14 (el 12 es festivo): tres. Del viernes 9, dos.
    expect(solicitudPorVencer('recibida', '2026-01-14', '2026-01-08')).toBe(false);
    expect(solicitudPorVencer('recibida', '2026-01-14', '2026-01-09')).toBe(true);
    expect(solicitudPorVencer('recibida', '2026-01-14', '2026-01-12')).toBe(true);
    expect(solicitudPorVencer('en_tramite', '2026-01-14', '2026-01-20')).toBe(true);
    expect(solicitudPorVencer('respondida', '2026-01-14', '2026-01-20')).toBe(false);
  });

  it.each<[EstadoSolicitudDatos, EstadoSolicitudDatos, boolean]>([
    ['recibida', 'en_tramite', true],
    ['en_tramite', 'respondida', true],
    ['respondida', 'en_tramite', false],
    ['en_tramite', 'recibida', false],
  ])('una solicitud pasa de %s a %s: %s (respondida o rechazada no cambia más)', (desde, hacia, permitida) =>
    expect(transicionSolicitudPermitida(desde, hacia)).toBe(permitida),
  );
});

describe('retención y supresión', () => {
  it('conserva el historial diez años desde el último cierre', () => {
    expect(conservarHasta('2020-05-31')).toBe('2030-05-31');
    expect(conservarHasta('2024-02-29')).toBe('2034-03-01');
  });

  it('explica por qué no se suprime: préstamos abiertos primero, después el plazo de retención', () => {
    expect(motivoParaConservar({ prestamosAbiertos: 2, ultimoCierre: null, conservarHasta: null }, '2026-01-01')).toMatch(
      /2 préstamos abiertos/,
    );
    expect(
      motivoParaConservar({ prestamosAbiertos: 0, ultimoCierre: '2020-01-01', conservarHasta: '2030-01-01' }, '2026-01-01'),
    ).toMatch(/hasta el 2030-01-01/);
    expect(
      motivoParaConservar({ prestamosAbiertos: 0, ultimoCierre: '2010-01-01', conservarHasta: '2020-01-01' }, '2026-01-01'),
    ).toBeNull();
    expect(motivoParaConservar({ prestamosAbiertos: 0, ultimoCierre: null, conservarHasta: null }, '2026-01-01')).toBeNull();
  });

  it('el reporte negativo se puede hacer 20 días calendario después del aviso previo', () => {
    expect(reportableDesde('2026-01-05')).toBe('2026-01-25');
  });
});

describe('cierre de una solicitud', () => {
  it.each<[EstadoSolicitudDatos, boolean]>([
    ['respondida', true],
    ['rechazada', true],
    ['recibida', false],
    ['en_tramite', false],
  ])('%s cierra la solicitud (y pide la respuesta): %s', (estado, cierra) =>
    expect(cierraSolicitud(estado)).toBe(cierra),
  );
});

describe('aviso previo al reporte negativo (Ley 1266 art. 12, Ley 2157 de 2021)', () => {
  it('una deuda de hasta el 15 % del salario mínimo del año pide dos avisos; una mayor, uno', () => {
    // SMMLV 2026: $1.750.905; el 15 % es $262.635,75 (1.750.905 × 15 / 100, hecho a mano).
    expect(avisosExigidos(262_635, '2026-03-02')).toBe(2);
    expect(avisosExigidos(262_635.75, '2026-03-02')).toBe(2);
    expect(avisosExigidos(262_635.76, '2026-03-02')).toBe(1);
    expect(avisosExigidos(262_636, '2026-03-02')).toBe(1);
    // SMMLV 2025: $1.423.500; el 15 % es $213.525 exactos.
    expect(avisosExigidos(213_525, '2025-11-10')).toBe(2);
    expect(avisosExigidos(213_526, '2025-11-10')).toBe(1);
    // La misma deuda de $250.000: en 2025 pasa del 15 %; en 2026 no.
    expect(avisosExigidos(250_000, '2025-12-31')).toBe(1);
    expect(avisosExigidos(250_000, '2026-01-01')).toBe(2);
    // Un año sin salario mínimo cargado pide dos: ante la duda, lo que protege al titular.
    expect(avisosExigidos(5_000_000, '2031-01-01')).toBe(2);
  });

  it('con un aviso exigido se reporta 20 días calendario después del aviso', () => {
    expect(reportableDesdeAviso('2026-01-05', ['2026-01-05'], 1)).toBe('2026-01-25');
    expect(reportableDesdeAviso('2026-02-20', ['2026-02-20'], 1)).toBe('2026-03-12'); // febrero de 28 días
  });

  it('con dos, el primero no permite reportar; el segundo, en otro día, permite reportar 20 días después de él', () => {
    const fechas = ['2026-03-02', '2026-03-10'];
    expect(reportableDesdeAviso('2026-03-02', fechas, 2)).toBeNull();
    expect(reportableDesdeAviso('2026-03-10', fechas, 2)).toBe('2026-03-30');
    // Dos avisos el mismo día cuentan como uno.
    expect(reportableDesdeAviso('2026-03-02', ['2026-03-02', '2026-03-02'], 2)).toBeNull();
  });

  it('nunca se puede reportar antes de 20 días después del aviso, ni sin los avisos que pide la deuda', () => {
    const fecha = fc.integer({ min: 0, max: 3650 }).map((n) => sumarDias('2025-01-01', n));
    fc.assert(
      fc.property(fc.array(fecha, { minLength: 1, maxLength: 6 }), fc.constantFrom(1 as const, 2 as const), (fechas, exigidos) => {
        for (const aviso of fechas) {
          const desde = reportableDesdeAviso(aviso, fechas, exigidos);
          const diasHastaAqui = new Set(fechas.filter((f) => f <= aviso)).size;
          if (diasHastaAqui < exigidos) expect(desde).toBeNull();
          else expect(desde).toBe(sumarDias(aviso, 20));
        }
      }),
    );
  });

  it('la fecha de envío no puede ser futura ni de hace más de 5 días; con dos avisos, no el mismo día de otro', () => {
    const base = { hoy: '2026-11-26', exigidos: 1 as const, fechasDeLaDeuda: [], diasAtras: 5 };
    expect(validarFechaAvisoPrevio({ ...base, fechaEnvio: '2026-11-26' })).toBeNull();
    expect(validarFechaAvisoPrevio({ ...base, fechaEnvio: '2026-11-21' })).toBeNull();
    expect(validarFechaAvisoPrevio({ ...base, fechaEnvio: '2026-11-27' })).toBe('La fecha de envío no puede ser futura');
    expect(validarFechaAvisoPrevio({ ...base, fechaEnvio: '2026-11-20' })).toBe(
      'La fecha de envío no puede ser de hace más de 5 días: registre el aviso cuando lo envía, o envíe uno nuevo',
    );
    expect(validarFechaAvisoPrevio({ ...base, fechaEnvio: '1900-01-01' })).not.toBeNull();
    expect(validarFechaAvisoPrevio({ ...base, fechaEnvio: '2026-11-20', diasAtras: 10 })).toBeNull();
    const dos = { ...base, exigidos: 2 as const, fechasDeLaDeuda: ['2026-11-24'] };
    expect(validarFechaAvisoPrevio({ ...dos, fechaEnvio: '2026-11-24' })).toBe(
      'Esta deuda es de hasta el 15 % de un salario mínimo: la ley pide dos avisos en días diferentes y ya hay uno enviado el 2026-11-24',
    );
    expect(validarFechaAvisoPrevio({ ...dos, fechaEnvio: '2026-11-25' })).toBeNull();
    expect(validarFechaAvisoPrevio({ ...dos, exigidos: 1, fechaEnvio: '2026-11-24' })).toBeNull();
  });

  it('los días atrás son los de la organización: con 2, hace 2 días vale y hace 3 no; con 0, sólo hoy', () => {
    const base = { hoy: '2026-11-26', exigidos: 1 as const, fechasDeLaDeuda: [] };
    expect(validarFechaAvisoPrevio({ ...base, diasAtras: 2, fechaEnvio: '2026-11-24' })).toBeNull();
    expect(validarFechaAvisoPrevio({ ...base, diasAtras: 2, fechaEnvio: '2026-11-23' })).toBe(
      'La fecha de envío no puede ser de hace más de 2 días: registre el aviso cuando lo envía, o envíe uno nuevo',
    );
    expect(validarFechaAvisoPrevio({ ...base, diasAtras: 0, fechaEnvio: '2026-11-26' })).toBeNull();
    expect(validarFechaAvisoPrevio({ ...base, diasAtras: 0, fechaEnvio: '2026-11-25' })).not.toBeNull();
    expect(validarFechaAvisoPrevio({ ...base, diasAtras: 30, fechaEnvio: '2026-10-27' })).toBeNull();
    expect(validarFechaAvisoPrevio({ ...base, diasAtras: 30, fechaEnvio: '2026-10-26' })).not.toBeNull();
  });

  it('el ajuste de días atrás del aviso previo va de 0 a 30 días enteros', () => {
    for (const vale of [0, 5, 30]) expect(validarDiasAtrasAvisoPrevio(vale)).toBeNull();
    for (const no of [-1, 31, 2.5, '5', null, undefined])
      expect(validarDiasAtrasAvisoPrevio(no)).toBe('Los días atrás del aviso previo deben ser un número entero de 0 a 30');
  });
});
