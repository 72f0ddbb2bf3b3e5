import dayjs from 'dayjs';
import { camposDeLaConsulta } from './consultaCedula';

describe('camposDeLaConsulta', () => {
  const respuesta = {
    cedula: '80123456789',
    nombre: 'Jesús Quintero',
    ciudad: 'Tuluá',
    telefono: '3001234567',
    fechaNacimiento: '1979-03-12',
    ingresos: 1_200_000,
    foto: 'data:image/jpeg;base64,AAAA',
  };

  it('llena sólo lo que el usuario dejó vacío (un texto en blanco cuenta como vacío)', () => {
    const cambios = camposDeLaConsulta({ nombre: '   ', ciudad: 'Cali', ingresos: null }, respuesta);
    expect(cambios).toEqual({
      nombre: 'Jesús Quintero',
      telefono: '3001234567',
      fechaNacimiento: expect.anything(),
      ingresos: 1_200_000,
      foto: 'data:image/jpeg;base64,AAAA',
    });
    expect(cambios.fechaNacimiento?.format('DD/MM/YYYY')).toBe('12/03/1979');
  });

  it('no toca la fecha, los ingresos ni la foto ya escritos, ni trae lo que la respuesta no tiene', () => {
    const cambios = camposDeLaConsulta(
      {
        nombre: 'José',
        telefono: '3157778899',
        fechaNacimiento: dayjs('1990-01-01'),
        ingresos: 0,
        foto: 'data:image/png;base64,BBBB',
      },
      { ...respuesta, apodo: '' },
    );
    expect(cambios).toEqual({ ciudad: 'Tuluá' });
  });
});
