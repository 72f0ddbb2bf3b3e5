import { esCedulaValida, esEmailValido, esTelefonoValido, validarCliente } from '@cartera/dominio';
import { CANTIDAD_CLIENTES_DEMO, clientesDemo } from './clientes-demo';

describe('clientes de demostración', () => {
  const clientes = clientesDemo();

  it('son 60, siempre los mismos, y pasan las reglas del formulario', () => {
    expect(clientes).toHaveLength(CANTIDAD_CLIENTES_DEMO);
    expect(clientesDemo()).toEqual(clientes);
    for (const cliente of clientes) {
      expect(validarCliente(cliente)).toEqual({});
      expect(esCedulaValida(cliente.cedula)).toBe(true);
      expect(cliente.telefono).toMatch(/^3\d{9}$/);
      expect(esTelefonoValido(cliente.referencia1Telefono)).toBe(true);
      if (cliente.email) expect(esEmailValido(cliente.email)).toBe(true);
      expect(cliente.fechaNacimiento < '2010-01-01').toBe(true);
    }
  });

  it('tienen cédulas y teléfonos distintos, nombres con tildes y las cuatro ciudades', () => {
    expect(new Set(clientes.map((c) => c.cedula)).size).toBe(clientes.length);
    expect(new Set(clientes.map((c) => c.telefono)).size).toBe(clientes.length);
    expect(clientes.some((c) => /[áéíóúñÁÉÍÓÚÑ]/.test(c.nombre))).toBe(true);
    expect(new Set(clientes.map((c) => c.ciudad))).toEqual(new Set(['Bogotá', 'Medellín', 'Cali', 'Barranquilla']));
    expect(new Set(clientes.map((c) => c.cobrador))).toEqual(new Set([0, 1, 2, null]));
    expect(clientes.some((c) => c.estado === 'inactivo')).toBe(true);
  });
});
