// Documentos de identidad como los expide su autoridad (docs/decisiones/documentos-de-identidad.md): el tipo y el
// número tal como se escribe, nunca relleno con ceros. Una sola regla para el formulario, la API y la importación.
/** Tipos de documento de un cliente; CC por defecto. */
export const TIPOS_DOCUMENTO = ['CC', 'CE', 'TI', 'PPT', 'PEP', 'PA', 'NIT'] as const;
export type TipoDocumento = (typeof TIPOS_DOCUMENTO)[number];
export const TIPO_DOCUMENTO_DEFECTO: TipoDocumento = 'CC';

/** Los pesos de la DIAN, del dígito de la derecha hacia la izquierda (hasta 15 dígitos). */
const PESOS_DV_NIT = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71] as const;

/**
 * El dígito de verificación de un NIT (el número sin el dígito): cada dígito, de la derecha, por su peso de la DIAN;
 * el residuo de la suma entre 11 es el dígito si es 0 o 1, y si no, 11 menos el residuo.
 */
export function digitoVerificacionNit(nit: string): number {
  if (!/^[0-9]{1,15}$/.test(nit)) throw new Error(`NIT sin dígitos válidos: ${nit}`);
  const digitos = [...nit].reverse();
  const suma = digitos.reduce((total, digito, i) => total + Number(digito) * PESOS_DV_NIT[i], 0);
  const residuo = suma % 11;
  return residuo <= 1 ? residuo : 11 - residuo;
}

/** Nombre de cada tipo en el selector del formulario. */
export const NOMBRES_TIPO_DOCUMENTO: Readonly<Record<TipoDocumento, string>> = {
  CC: 'Cédula de ciudadanía',
  CE: 'Cédula de extranjería',
  TI: 'Tarjeta de identidad',
  PPT: 'Permiso por Protección Temporal',
  PEP: 'Permiso Especial de Permanencia',
  PA: 'Pasaporte',
  NIT: 'NIT',
};

/** Mensajes de la regla, los mismos en el formulario y en la API. */
export const MENSAJES_DOCUMENTO = {
  tipoInvalido: 'El tipo de documento debe ser CC, CE, TI, PPT, PEP, PA o NIT',
  CC: 'La cédula debe tener entre 3 y 11 dígitos',
  CE: 'La cédula de extranjería debe tener entre 3 y 10 letras o dígitos',
  TI: 'La tarjeta de identidad debe tener 10 u 11 dígitos',
  PPT: 'El PPT debe tener entre 6 y 10 dígitos',
  PEP: 'El PEP debe tener 15 dígitos',
  PA: 'El pasaporte debe tener entre 5 y 15 letras o dígitos',
  NIT: 'El NIT debe tener 9 dígitos y su dígito de verificación (900123456-8)',
  nitDigitoVerificacion: 'El dígito de verificación del NIT no corresponde',
} as const;

export function esTipoDocumento(valor: unknown): valor is TipoDocumento {
  return typeof valor === 'string' && (TIPOS_DOCUMENTO as readonly string[]).includes(valor);
}

/** Forma de cada tipo ya sin separadores: dígitos (con su largo) o letras y dígitos. */
const FORMAS: Readonly<Record<Exclude<TipoDocumento, 'NIT'>, RegExp>> = {
  CC: /^\d{3,11}$/,
  CE: /^(?=.*\d)[A-Z0-9]{3,10}$/,
  TI: /^\d{10,11}$/,
  PPT: /^\d{6,10}$/,
  PEP: /^\d{15}$/,
  PA: /^[A-Z0-9]{5,15}$/,
};

/**
 * El número como se guarda: sin espacios, puntos ni guiones, letras en mayúscula; un NIT con su dígito de
 * verificación tras un guion ('900.123.456-8' y '9001234568' → '900123456-8'). Nunca agrega ni quita dígitos.
 */
export function normalizarDocumento(tipo: TipoDocumento, valor: string): string {
  const limpio = valor.replace(/[\s.-]/g, '').toUpperCase();
  if (tipo === 'NIT' && /^\d{10}$/.test(limpio)) return `${limpio.slice(0, 9)}-${limpio.slice(9)}`;
  return limpio;
}

/** Mensaje de error del número de un documento del tipo dado (ya con contenido), o `null` si es válido. */
export function validarNumeroDocumento(tipo: TipoDocumento, valor: string): string | null {
  const numero = normalizarDocumento(tipo, valor);
  if (tipo !== 'NIT') return FORMAS[tipo].test(numero) ? null : MENSAJES_DOCUMENTO[tipo];
  const partes = /^(\d{9})-(\d)$/.exec(numero);
  if (!partes) return MENSAJES_DOCUMENTO.NIT;
  return digitoVerificacionNit(partes[1]) === Number(partes[2])
    ? null
    : MENSAJES_DOCUMENTO.nitDigitoVerificacion;
}

/** Lo que cabe en el campo mientras se escribe: los caracteres y el largo máximo de su tipo (nunca agrega nada). */
export function limpiarDocumento(tipo: TipoDocumento, valor: string | null | undefined): string {
  const texto = valor ?? '';
  switch (tipo) {
    case 'CE':
      return texto
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, '')
        .slice(0, 10);
    case 'PA':
      return texto
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, '')
        .slice(0, 15);
    case 'NIT':
      return texto.replace(/[^\d-]/g, '').slice(0, 11);
    case 'PEP':
      return texto.replace(/\D/g, '').slice(0, 15);
    case 'PPT':
      return texto.replace(/\D/g, '').slice(0, 10);
    default:
      return texto.replace(/\D/g, '').slice(0, 11);
  }
}

/** La llave de un documento en un mapa o un conjunto: el tipo y el número como se guarda ('CC 52123456'). */
export function claveDocumento(tipo: TipoDocumento, numero: string): string {
  return `${tipo} ${normalizarDocumento(tipo, numero)}`;
}

/** Tipo y número de un documento como lo llevan el exporte contable y los terceros: el NIT aparte de su dígito. */
export function partesDocumento(
  tipo: TipoDocumento,
  numero: string,
): { numero: string; digitoVerificacion: string | null } {
  const partes = tipo === 'NIT' ? /^(\d{9})-(\d)$/.exec(numero) : null;
  return partes ? { numero: partes[1], digitoVerificacion: partes[2] } : { numero, digitoVerificacion: null };
}
