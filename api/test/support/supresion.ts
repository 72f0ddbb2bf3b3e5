// La persona de las pruebas de supresión (supresion.e2e-spec.ts): datos que no aparecen en ningún otro lado, y los
// que la identifican, para buscarlos en cada rincón después de suprimirla.

const digitos = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

/** Una persona con datos que no aparecen en ningún otro lado. */
export function persona() {
  const marca = digitos(6);
  return {
    nombre: `Marisol Quintero ${marca}`,
    cedula: `1${digitos(10)}`,
    telefono: `315${digitos(7)}`,
    email: `marisol.${marca}@correo.test`,
    direccion: `Carrera 45 # ${marca}-34 Apto 501`,
    ciudad: 'Medellín',
    referencia1Nombre: `Hernán Quintero ${marca}`,
    referencia1Telefono: `310${digitos(7)}`,
    autorizacionDatos: { canal: 'presencial_firmado' },
  };
}
export type Persona = ReturnType<typeof persona>;
export const identificables = (p: Persona) => [
  p.nombre,
  p.cedula,
  p.telefono,
  p.email,
  p.direccion,
  p.referencia1Nombre,
  p.referencia1Telefono,
];
