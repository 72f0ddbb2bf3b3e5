// Las condiciones de un préstamo en su esquema de entrada: `validarTerminosPrestamo` juzga el cuerpo entero con los
// valores por defecto de §9, venga o no cada campo (docs/decisiones/un-sistema-de-esquemas.md).
import { MENSAJES } from '@cartera/dominio';
import { validadorDe } from '../../common/entrada';
import { EsquemaCrearPrestamo } from './create-prestamo.dto';
import { EsquemaReenganchePrestamo } from './reenganche.dto';

const CLIENTE = '11111111-1111-4111-8111-111111111111';
const errores = validadorDe(EsquemaCrearPrestamo).errores;

describe('entrada de un préstamo', () => {
  it('sin monto ni cliente dice que faltan; las demás condiciones toman su valor por defecto', () => {
    expect(errores({})).toEqual({
      cliente: [MENSAJES.clienteObligatorio],
      monto: ['El monto es obligatorio'],
    });
    expect(errores({ cliente: CLIENTE, monto: 100000 })).toEqual({});
  });

  it('cada condición mala tiene el mensaje de la regla de §5, no el de su tipo', () => {
    const malas = errores({ cliente: CLIENTE, monto: 'mucho', interes: 'x', modalidad: 'anual' });
    expect(Object.keys(malas).sort()).toEqual(['interes', 'modalidad', 'monto']);
    expect(malas.modalidad).toEqual(['La modalidad debe ser diario, semanal, quincenal o mensual']);
  });

  it('plazo (el nombre antiguo) se valida como cuotas, y cuotas lo toma cuando falta', () => {
    const mensaje = ['Las cuotas deben ser un número entero entre 1 y 1000'];
    expect(errores({ cliente: CLIENTE, monto: 100000, plazo: 0 })).toEqual({
      plazo: mensaje,
      cuotas: mensaje,
    });
    expect(errores({ cliente: CLIENTE, monto: 100000, plazo: 12 })).toEqual({});
  });

  it('el estado del formulario es cualquier texto (la lista sólo documenta); otro tipo no', () => {
    expect(errores({ cliente: CLIENTE, monto: 100000, estado: 'cualquiera' })).toEqual({});
    expect(errores({ cliente: CLIENTE, monto: 100000, estado: 3 })).toEqual({
      estado: [MENSAJES.estadoPrestamoInvalido],
    });
  });

  it('el reenganche no pide monto (lo calcula) y juzga su monto adicional', () => {
    const reenganche = validadorDe(EsquemaReenganchePrestamo).errores;
    expect(reenganche({})).toEqual({});
    expect(reenganche({ montoAdicional: -1.5, monto: 5 })).toEqual({
      monto: ['La propiedad monto no está permitida'],
      montoAdicional: [
        'El monto adicional debe ser en pesos, sin decimales',
        'El monto adicional debe ser mayor o igual a 0',
      ],
    });
  });
});
