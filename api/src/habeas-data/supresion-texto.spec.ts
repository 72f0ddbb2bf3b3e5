import { buscadorSupresion, MARCA_SUPRIMIDO } from '@cartera/dominio';
import { limpiarJson } from './supresion-texto';

const ID = 'c0ffee00-0000-4000-8000-000000000001';
const buscador = buscadorSupresion({
  nombres: ['Wilfrido Casasbuenas Otálora'],
  documentos: ['55598765432'],
  telefonos: ['3209998877'],
  emails: [],
  literales: [],
});

describe('limpiarJson: el JSON sin la persona, registro por registro', () => {
  it('su ficha pierde cada campo personal; la de otro cliente con dos palabras de su nombre queda entera', () => {
    const suya = { _id: ID, nombre: 'Wilfrido Casasbuenas Otálora', telefono: '3157776655', estado: 'activo' };
    const otra = { _id: 'otro', nombre: 'Wilfrido Casasbuenas Rey', cedula: '10000000001', email: 'wilfrido@correo.co' };
    expect(limpiarJson({ antes: suya, otra }, ID, buscador)).toEqual({
      antes: { _id: ID, nombre: MARCA_SUPRIMIDO, telefono: MARCA_SUPRIMIDO, estado: 'activo' },
      otra,
    });
  });

  it('un registro suelto que lo nombra con un dato fuerte pierde también la palabra suelta de su nombre', () => {
    const solicitud = { _id: 's2', numero: 2, titular: 'Wilfrido', contacto: '320 999 8877' };
    expect(limpiarJson(solicitud, ID, buscador)).toEqual({ ...solicitud, titular: MARCA_SUPRIMIDO, contacto: MARCA_SUPRIMIDO });
    // El mismo registro sin el teléfono: «Wilfrido» solo puede ser otra persona.
    const sinDato = { _id: 's3', titular: 'Wilfrido' };
    expect(limpiarJson(sinDato, ID, buscador)).toEqual(sinDato);
    // Salvo en una fila suya.
    expect(limpiarJson(sinDato, ID, buscador, 'suyo')).toEqual({ _id: 's3', titular: MARCA_SUPRIMIDO });
  });

  it('un número que es su teléfono o su cédula pasa a la marca; los demás números quedan', () => {
    expect(limpiarJson({ filas: [{ documento: 55598765432, valor: 25000, tel: 573209998877 }] }, ID, buscador)).toEqual({
      filas: [{ documento: MARCA_SUPRIMIDO, valor: 25000, tel: MARCA_SUPRIMIDO }],
    });
  });
});
