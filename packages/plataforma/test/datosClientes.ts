// Test data of the client screens: one client with every optional field empty, so a test names only what it shows.
import type { ClienteResumen } from '@cartera/dominio';

/** Every optional field of a client, empty: what the form sends for what the user left blank. */
export const OPCIONALES_CLIENTE_VACIOS = {
  apodo: null,
  email: null,
  barrio: null,
  departamento: null,
  latitud: null,
  longitud: null,
  fechaNacimiento: null,
  sexo: null,
  estadoCivil: null,
  lugarNacimiento: null,
  ocupacion: null,
  ingresos: null,
  referencia1Nombre: null,
  referencia1Telefono: null,
  referencia2Nombre: null,
  referencia2Telefono: null,
  observaciones: null,
  cobrador: null,
};

/** María Inés Peña, active, with her cédula, phone and address and nothing else, with what the test changes. */
export const clienteDePrueba = (cambios: Partial<ClienteResumen> = {}): ClienteResumen => ({
  _id: 'c1',
  tipoDocumento: 'CC',
  cedula: '10123456789',
  nombre: 'María Inés Peña',
  telefono: '3005551234',
  direccion: 'Calle 45 # 12-30',
  ciudad: 'Bogotá',
  ...OPCIONALES_CLIENTE_VACIOS,
  estado: 'activo',
  tieneFoto: false,
  tieneAutorizacion: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...cambios,
});
