// Clientes de demostración: personas colombianas verosímiles (nombres con tildes, barrios reales de Bogotá,
// Medellín, Cali y Barranquilla, cédulas de 11 dígitos y celulares que empiezan por 3). Generados con una semilla
// fija: siempre los mismos 60, así la demostración y las pruebas del navegador se pueden describir.
import type { EstadoCivil, FichaCliente, Sexo } from '@cartera/dominio';

/** Un cliente de demostración: la ficha del formulario, con valor en los campos opcionales que la demostración llena. */
export interface ClienteDemo extends FichaCliente {
  barrio: string;
  departamento: string;
  fechaNacimiento: string;
  sexo: Sexo;
  estadoCivil: EstadoCivil;
  lugarNacimiento: string;
  ocupacion: string;
  ingresos: number;
  referencia1Nombre: string;
  referencia1Telefono: string;
  /** Índice (0, 1, 2) del cobrador de demostración asignado, o null. */
  cobrador: number | null;
  /** Días antes de hoy en que se registró. */
  diasAtras: number;
}

export const CANTIDAD_CLIENTES_DEMO = 60;

const NOMBRES_F = ['María José', 'Luz Ángela', 'Sofía', 'Mónica', 'Verónica', 'Lucía', 'Gloria Inés', 'Ángela', 'Yesenia', 'Daniela', 'Valentina', 'Rosa Elena', 'Nataly', 'Leidy Johana', 'Dayana'];
const NOMBRES_M = ['José', 'Andrés Felipe', 'Martín', 'Ramón', 'Iván', 'Nicolás', 'Julián', 'Sebastián', 'Tomás', 'Héctor', 'Óscar', 'Jesús Antonio', 'Jhon Jairo', 'Édgar', 'Rubén'];
const APELLIDOS = ['Gómez', 'Rodríguez', 'Martínez', 'Hernández', 'López', 'García', 'Pérez', 'Sánchez', 'Ramírez', 'Díaz', 'Muñoz', 'Rojas', 'Vásquez', 'Castaño', 'Giraldo', 'Ospina', 'Zuluaga', 'Cárdenas', 'Peña', 'Ríos', 'Ávila', 'Álvarez', 'Suárez', 'Jiménez', 'Quintero', 'Cañas', 'Bermúdez', 'Aristizábal', 'Londoño', 'Restrepo'];
const APODOS = ['El Mono', 'La Negra', 'Chepe', 'Pacho', 'La Mona', 'El Paisa', 'Toño', 'La Flaca', 'El Costeño', 'Nena'];
const OCUPACIONES = ['Comerciante', 'Tendero', 'Modista', 'Mototaxista', 'Vendedor ambulante', 'Peluquera', 'Mecánico', 'Panadero', 'Zapatero', 'Conductor de bus', 'Estilista', 'Artesano', 'Vendedora de arepas', 'Ferretero', 'Manicurista', 'Frutero', 'Carpintero', 'Costurera'];
const PREFIJOS_CELULAR = ['300', '301', '302', '304', '305', '310', '311', '312', '313', '314', '315', '316', '317', '318', '320', '321', '322', '350', '351'];

const CIUDADES = [
  {
    ciudad: 'Bogotá',
    departamento: 'Cundinamarca',
    barrios: ['Chapinero', 'Kennedy', 'Suba', 'Usaquén', 'Bosa', 'Engativá', 'Fontibón', 'Teusaquillo', 'La Candelaria', 'Ciudad Bolívar', 'Las Cruces', 'Restrepo'],
  },
  {
    ciudad: 'Medellín',
    departamento: 'Antioquia',
    barrios: ['El Poblado', 'Laureles', 'Belén', 'Robledo', 'Manrique', 'Aranjuez', 'Castilla', 'Buenos Aires', 'La América', 'Guayabal'],
  },
  {
    ciudad: 'Cali',
    departamento: 'Valle del Cauca',
    barrios: ['San Antonio', 'Granada', 'El Peñón', 'Siloé', 'Ciudad Jardín', 'San Fernando', 'Alfonso López', 'El Vallado', 'Junín'],
  },
  {
    ciudad: 'Barranquilla',
    departamento: 'Atlántico',
    barrios: ['El Prado', 'Rebolo', 'Barrio Abajo', 'Las Nieves', 'Riomar', 'La Chinita', 'Boston', 'Villa Country', 'El Bosque'],
  },
] as const;

const LUGARES_NACIMIENTO = ['Bogotá', 'Medellín', 'Cali', 'Barranquilla', 'Sogamoso', 'Tuluá', 'Montería', 'Pasto', 'Ibagué', 'Cartagena', 'Pereira', 'Girardot', 'Sincelejo', 'Bucaramanga'];
const VIAS = ['Calle', 'Carrera', 'Diagonal', 'Transversal', 'Avenida Calle', 'Avenida Carrera'];
const OBSERVACIONES = [
  'Paga puntual los sábados.',
  'Prefiere que lo visiten en la tarde, después de las 3.',
  'Tiene negocio en la plaza de mercado.',
  'Cliente referido por su hermana.',
  'Pide recordatorio por WhatsApp un día antes.',
];
const ESTADOS_CIVILES_DEMO: EstadoCivil[] = ['S', 'C', 'U', 'C', 'S', 'V', 'D', 'U'];

/** Generador pseudoaleatorio con semilla (mulberry32): la misma semilla da siempre la misma secuencia. */
function generador(semilla: number): () => number {
  let estado = semilla >>> 0;
  return () => {
    estado = (estado + 0x6d2b79f5) >>> 0;
    let t = estado;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function digitos(azar: () => number, cantidad: number): string {
  let texto = '';
  for (let i = 0; i < cantidad; i += 1) texto += Math.floor(azar() * 10).toString();
  return texto;
}

function sinTildes(texto: string): string {
  return texto.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** Los clientes de demostración, siempre los mismos y con cédulas y teléfonos distintos entre sí. */
export function clientesDemo(cantidad = CANTIDAD_CLIENTES_DEMO): ClienteDemo[] {
  const azar = generador(20261122);
  const elegir = <T>(lista: readonly T[]): T => lista[Math.floor(azar() * lista.length)];
  const celular = () => `${elegir(PREFIJOS_CELULAR)}${digitos(azar, 7)}`;
  const cedulas = new Set<string>();
  const telefonos = new Set<string>();
  const clientes: ClienteDemo[] = [];
  for (let i = 0; i < cantidad; i += 1) {
    const sexo: Sexo = i % 2 === 0 ? 'F' : 'M';
    const nombrePila = elegir(sexo === 'F' ? NOMBRES_F : NOMBRES_M);
    const apellido1 = elegir(APELLIDOS);
    const apellido2 = elegir(APELLIDOS.filter((a) => a !== apellido1));
    const nombre = `${nombrePila} ${apellido1} ${apellido2}`;
    let cedula = `${elegir(['10', '52', '79', '80', '43', '32', '71', '66'])}${digitos(azar, 9)}`;
    while (cedulas.has(cedula)) cedula = `${cedula.slice(0, 2)}${digitos(azar, 9)}`;
    cedulas.add(cedula);
    let telefono = celular();
    while (telefonos.has(telefono)) telefono = celular();
    telefonos.add(telefono);
    const lugar = CIUDADES[i % CIUDADES.length];
    const anio = 1958 + Math.floor(azar() * 45);
    const mes = 1 + Math.floor(azar() * 12);
    const dia = 1 + Math.floor(azar() * 28);
    const usuarioCorreo = sinTildes(`${nombrePila.split(' ')[0]}.${apellido1}`).toLowerCase();
    const referencia1 = `${elegir([...NOMBRES_F, ...NOMBRES_M])} ${elegir(APELLIDOS)}`;
    const conSegunda = azar() < 0.6;
    clientes.push({
      cedula,
      nombre,
      apodo: azar() < 0.25 ? elegir(APODOS) : null,
      telefono,
      email: azar() < 0.55 ? `${usuarioCorreo}${Math.floor(azar() * 90 + 10)}@${elegir(['gmail.com', 'hotmail.com', 'yahoo.es', 'outlook.com'])}` : null,
      direccion: `${elegir(VIAS)} ${1 + Math.floor(azar() * 120)}${azar() < 0.3 ? ' Sur' : ''} # ${1 + Math.floor(azar() * 90)}-${1 + Math.floor(azar() * 80)}`,
      barrio: elegir(lugar.barrios),
      ciudad: lugar.ciudad,
      departamento: lugar.departamento,
      fechaNacimiento: `${anio}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`,
      sexo,
      estadoCivil: elegir(ESTADOS_CIVILES_DEMO),
      lugarNacimiento: elegir(LUGARES_NACIMIENTO),
      ocupacion: elegir(OCUPACIONES),
      ingresos: (16 + Math.floor(azar() * 75)) * 50_000,
      referencia1Nombre: referencia1,
      referencia1Telefono: celular(),
      referencia2Nombre: conSegunda ? `${elegir([...NOMBRES_F, ...NOMBRES_M])} ${elegir(APELLIDOS)}` : null,
      referencia2Telefono: conSegunda ? celular() : null,
      observaciones: azar() < 0.3 ? elegir(OBSERVACIONES) : null,
      estado: i % 12 === 11 ? 'inactivo' : 'activo',
      cobrador: i % 10 === 9 ? null : i % 3,
      diasAtras: Math.floor(((cantidad - i) * 180) / cantidad),
    });
  }
  return clientes;
}
