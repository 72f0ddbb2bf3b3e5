import { mapearRespuesta } from './registro-cedulas';

const CEDULA = '10123456789';

describe('ficha del registro de cédulas', () => {
  it('traduce nombres y apellidos, fecha colombiana, sexo y estado civil en palabras', () => {
    expect(
      mapearRespuesta(
        { documento: '101-2345678-9', nombres: ' Ana  María ', apellidos: 'Suárez', fechaNacimiento: '5/9/1988', sexo: 'Femenino', estadoCivil: 'unión libre' },
        CEDULA,
      ),
    ).toEqual({ cedula: CEDULA, nombre: 'Ana María Suárez', fechaNacimiento: '1988-09-05', sexo: 'F', estadoCivil: 'U' });
  });

  it('descarta campo a campo lo que no tiene la forma esperada', () => {
    expect(
      mapearRespuesta(
        { nombre: 'Pedro Gil', fechaNacimiento: '31/02/1990', sexo: 'X', telefono: '123', email: 'no', foto: 'no-es-base64' },
        CEDULA,
      ),
    ).toEqual({ cedula: CEDULA, nombre: 'Pedro Gil' });
  });

  it('sin nombre, con otra cédula o sin objeto no hay persona', () => {
    expect(mapearRespuesta({ sexo: 'M' }, CEDULA)).toBeNull();
    expect(mapearRespuesta({ cedula: '10000000000', nombre: 'Otra' }, CEDULA)).toBeNull();
    expect(mapearRespuesta('texto', CEDULA)).toBeNull();
    expect(mapearRespuesta(null, CEDULA)).toBeNull();
  });
});
