import dayjs, { type Dayjs } from 'dayjs';

/** What a cédula lookup may fill, as the client form holds it. */
export interface CamposConsultables {
  nombre?: string | null;
  apodo?: string | null;
  telefono?: string | null;
  email?: string | null;
  lugarNacimiento?: string | null;
  ocupacion?: string | null;
  direccion?: string | null;
  barrio?: string | null;
  ciudad?: string | null;
  departamento?: string | null;
  sexo?: string | null;
  estadoCivil?: string | null;
  fechaNacimiento?: Dayjs | null;
  ingresos?: number | null;
  foto?: string | null;
}

/** Text fields a cédula lookup may fill. */
const CAMPOS_TEXTO = [
  'nombre',
  'apodo',
  'telefono',
  'email',
  'lugarNacimiento',
  'ocupacion',
  'direccion',
  'barrio',
  'ciudad',
  'departamento',
  'sexo',
  'estadoCivil',
] as const satisfies ReadonlyArray<keyof CamposConsultables>;

/**
 * What a lookup's answer may bring, read by name: a client of the base or what the registry knew
 * (`ConsultaCedula['data']`, either of its two shapes).
 */
export type RespuestaConsultable = Partial<Record<(typeof CAMPOS_TEXTO)[number], string | null>> & {
  fechaNacimiento?: string | null;
  ingresos?: number | null;
  foto?: string | null;
};

const vacio = (valor: unknown) =>
  valor === undefined || valor === null || (typeof valor === 'string' && valor.trim() === '');

/**
 * The values a lookup's answer brings for the fields the user left empty: what was typed is never overwritten.
 */
export function camposDeLaConsulta(
  actuales: CamposConsultables,
  data: RespuestaConsultable,
): Partial<CamposConsultables> {
  const cambios: Partial<CamposConsultables> = {};
  for (const campo of CAMPOS_TEXTO) {
    const valor = data[campo];
    if (vacio(actuales[campo]) && typeof valor === 'string' && valor) cambios[campo] = valor;
  }
  if (!actuales.fechaNacimiento && data.fechaNacimiento)
    cambios.fechaNacimiento = dayjs(data.fechaNacimiento, 'YYYY-MM-DD');
  if (vacio(actuales.ingresos) && typeof data.ingresos === 'number') cambios.ingresos = data.ingresos;
  if (!actuales.foto && data.foto) cambios.foto = data.foto;
  return cambios;
}
