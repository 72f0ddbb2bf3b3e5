import fc from 'fast-check';
import {
  cierraSolicitud,
  conservarHasta,
  diasHabilesEntre,
  esDiaHabilTermino,
  motivoParaConservar,
  reportableDesde,
  solicitudPorVencer,
  sumarDiasHabiles,
  transicionSolicitudPermitida,
  vencimientoSolicitud,
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

  it('el sábado no es hábil para los términos, aunque sí sea día de cobro', () => {
    expect(esDiaHabilTermino('2026-01-10')).toBe(false);
    expect(esDiaHabilTermino('2026-01-11')).toBe(false);
    expect(esDiaHabilTermino('2026-01-12')).toBe(false);
    expect(esDiaHabilTermino('2026-01-13')).toBe(true);
  });

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

  it('una solicitud respondida o rechazada no cambia de estado', () => {
    expect(transicionSolicitudPermitida('recibida', 'en_tramite')).toBe(true);
    expect(transicionSolicitudPermitida('en_tramite', 'respondida')).toBe(true);
    expect(transicionSolicitudPermitida('respondida', 'en_tramite')).toBe(false);
    expect(transicionSolicitudPermitida('en_tramite', 'recibida')).toBe(false);
  });
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
  it('respondida y rechazada cierran (piden la respuesta); recibida y en trámite siguen abiertas', () => {
    expect(cierraSolicitud('respondida')).toBe(true);
    expect(cierraSolicitud('rechazada')).toBe(true);
    expect(cierraSolicitud('recibida')).toBe(false);
    expect(cierraSolicitud('en_tramite')).toBe(false);
  });
});
