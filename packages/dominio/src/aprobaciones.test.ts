import {
  MENSAJES_APROBACIONES,
  UMBRALES_APROBACION_DEFECTO,
  motivoEspera,
  puedeResolverQuien,
  requiereSegundaPersona,
  validarUmbralesAprobacion,
} from './aprobaciones';
import { formatearCOP } from './formato';
import { MONTO_PAGO_MAXIMO } from './validacion';

describe('cuatro ojos', () => {
  it('quien pidió nunca resuelve; sin solicitante registrado, cualquiera', () => {
    expect(puedeResolverQuien('g1', 'g1')).toBe(false);
    expect(puedeResolverQuien('g1', 'a1')).toBe(true);
    expect(puedeResolverQuien(null, 'a1')).toBe(true);
  });

  it('espera sólo lo que pasa un umbral que existe: 0 o null, nunca', () => {
    expect(requiereSegundaPersona(500_001, 500_000)).toBe(true);
    expect(requiereSegundaPersona(500_000, 500_000)).toBe(false);
    expect(requiereSegundaPersona(10_000_000, 0)).toBe(false);
    expect(requiereSegundaPersona(10_000_000, null)).toBe(false);
  });

  it('los umbrales valen null o pesos enteros de 0 al máximo; cada error nombra su umbral', () => {
    expect(validarUmbralesAprobacion(UMBRALES_APROBACION_DEFECTO)).toEqual({});
    expect(
      validarUmbralesAprobacion({ prestamoGerente: null, condonacion: 0, castigo: MONTO_PAGO_MAXIMO }),
    ).toEqual({});
    expect(validarUmbralesAprobacion({ prestamoGerente: -1, condonacion: 1.5, castigo: '100' })).toEqual({
      prestamoGerente: MENSAJES_APROBACIONES.umbralInvalido('del préstamo de un gerente'),
      condonacion: MENSAJES_APROBACIONES.umbralInvalido('de la condonación'),
      castigo: MENSAJES_APROBACIONES.umbralInvalido('del castigo'),
    });
    expect(Object.keys(validarUmbralesAprobacion({}))).toEqual(['prestamoGerente', 'condonacion', 'castigo']);
  });

  it('el mensaje de la espera dice el monto y el umbral en pesos', () => {
    expect(motivoEspera('condonacion', 600_000, 500_000)).toBe(
      `La condonación de ${formatearCOP(600_000)} pasa de ${formatearCOP(500_000)}: espera la aprobación de un administrador y, mientras tanto, no cambia el saldo`,
    );
    expect(motivoEspera('prestamo', 6_000_000, 5_000_000)).toContain(
      `El préstamo de ${formatearCOP(6_000_000)} pasa de ${formatearCOP(5_000_000)}: queda como solicitud`,
    );
  });
});
