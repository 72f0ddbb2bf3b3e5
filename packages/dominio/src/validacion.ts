// Validación compartida por la interfaz (reglas de los formularios antd) y la API (DTOs), con los mismos
// mensajes en español (especificación §5), para que ambos lados rechacen lo mismo con las mismas palabras.

import { LIMITES } from './constantes';
import { MENSAJES_DOCUMENTO, validarNumeroDocumento, type TipoDocumento } from './documentos';

/** Mensajes de validación. Los de la especificación §5 van al pie de la letra. */
export const MENSAJES = {
  // Inicio de sesión
  usuarioObligatorio: 'Por favor ingrese el usuario',
  contrasenaObligatoria: 'Por favor ingrese la contraseña',
  // Cliente
  nombreObligatorio: 'El nombre es obligatorio',
  cedulaObligatoria: 'La cédula es obligatoria',
  cedulaInvalida: MENSAJES_DOCUMENTO.CC,
  telefonoObligatorio: 'El teléfono es obligatorio',
  telefonoInvalido: 'El teléfono debe tener 10 dígitos válidos',
  // Coordenadas opcionales (cliente y punto de partida del cobrador)
  latitudInvalida: 'La latitud debe ser un número entre -90 y 90 con hasta 6 decimales',
  longitudInvalida: 'La longitud debe ser un número entre -180 y 180 con hasta 6 decimales',
  coordenadasJuntas: 'La latitud y la longitud van juntas: indique las dos o ninguna',
  emailObligatorio: 'El email es obligatorio',
  emailInvalido: 'Ingresa un email válido',
  direccionObligatoria: 'La dirección es obligatoria',
  ciudadObligatoria: 'La ciudad es obligatoria',
  sexoInvalido: 'El sexo debe ser M, F u O',
  estadoCivilInvalido: 'El estado civil debe ser S, C, D, V o U',
  ingresosInvalidos: 'Los ingresos deben ser un número mayor o igual a 0',
  fechaNacimientoInvalida: 'La fecha de nacimiento no es válida',
  formularioConErrores: 'Por favor corrige los errores en el formulario',
  imagenGrande: 'La imagen es demasiado grande (>5MB)',
  imagenGrandeOptimizada: 'La imagen sigue siendo demasiado grande después de optimizarla (>2MB)',
  // Usuarios y cobradores
  contrasenaRequerida: 'La contraseña es obligatoria',
  contrasenaCorta: `La contraseña debe tener al menos ${LIMITES.contrasenaMinimo} caracteres`,
  contrasenasNoCoinciden: 'Las contraseñas no coinciden',
  rolObligatorio: 'El rol es obligatorio',
  rolInvalido: 'El rol debe ser admin, gerente o cobrador',
  estadoInvalido: 'El estado debe ser activo o inactivo',
  // Préstamos
  clienteObligatorio: 'El cliente es obligatorio',
  fechaObligatoria: 'La fecha es obligatoria',
  fechaInvalida: 'La fecha no es válida',
  montoObligatorio: 'El monto es obligatorio',
  montoMinimo: 'El monto debe ser mayor o igual a 1',
  montoEntero: 'El monto debe ser en pesos, sin decimales',
  montoMaximo: 'El monto no puede superar 100.000.000.000',
  montoPagoMaximo: 'El monto no puede superar 999.999.999.999',
  interesObligatorio: 'El interés es obligatorio',
  interesRango: 'El interés debe estar entre 0 y 100',
  interesDecimales: 'El interés admite como máximo dos decimales',
  interesAdelantadoExcesivo: 'Con interés adelantado, el interés debe ser menor que el monto',
  cuotasObligatorias: 'El número de cuotas es obligatorio',
  cuotasRango: 'Las cuotas deben ser un número entero entre 1 y 1000',
  modalidadInvalida: 'La modalidad debe ser diario, semanal, quincenal o mensual',
  tipoAmortizacionInvalido: 'El tipo de amortización debe ser capital_final, amortizable o interes_adelantado',
  fechaInicioObligatoria: 'La fecha de inicio es obligatoria',
  fechaInicioInvalida: 'La fecha de inicio no es válida',
  fechaPrimerPagoInvalida: 'La fecha del primer pago no es válida',
  fechaPrestamoFueraDeRango: 'La fecha debe estar entre el 01/01/2000 y el 31/12/2100',
  fechaPrimerPagoAnterior: 'La fecha del primer pago no puede ser anterior a la fecha de inicio',
  estadoPrestamoInvalido: 'El estado del préstamo no es válido',
  // Pagos, cobros y garantías
  montoInvalido: 'Monto inválido',
  prestamoObligatorio: 'El préstamo es obligatorio',
  seleccionaPrestamo: 'Selecciona un préstamo',
  tipoGarantiaInvalido: 'El tipo de garantía debe ser vehiculo, inmueble, equipo, efectivo u otros',
  estadoGarantiaInvalido: 'El estado de la garantía no es válido',
  // Metas
  cobradorObligatorio: 'El cobrador es obligatorio',
  periodoInvalido: 'El periodo debe tener el formato AAAA-MM',
  metaMontoInvalida: 'La meta de monto debe ser mayor o igual a 0',
  metaCobrosInvalida: 'La meta de cobros debe ser un número entero mayor o igual a 0',
  metaMontoDemasiadoGrande: 'La meta de monto es demasiado grande',
  metaCobrosDemasiadoGrande: 'La meta de cobros es demasiado grande',
  fechaVencimientoObligatoria: 'La fecha de vencimiento es obligatoria',
  // Configuración
  interesDefectoRango: 'El interés por defecto debe estar entre 0 y 100',
  plazoDefectoRango: 'El plazo por defecto debe estar entre 1 y 365',
  horaInvalida: 'La hora debe tener el formato HH:MM de 24 horas (00:00 a 23:59)',
  saldoInicialNoNumero: 'El saldo inicial debe ser un número',
  saldoInicialInvalido: 'El saldo inicial no es válido',
  // Notificaciones
  camposObligatorios: 'Complete todos los campos obligatorios',
} as const;

export type ClaveMensaje = keyof typeof MENSAJES;

/** Deja sólo los dígitos de `valor` y, si se da `max`, corta a esa cantidad. */
export function soloDigitos(valor: string | null | undefined, max?: number): string {
  const digitos = (valor ?? '').replace(/\D/g, '');
  return max === undefined ? digitos : digitos.slice(0, Math.max(0, max));
}

/** Sin tildes ni mayúsculas, letra por letra (NFD sin marcas de acento, en minúsculas): para comparar lo escrito. */
export function plegar(texto: string): string {
  return texto.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/**
 * El texto de una búsqueda es un número (cédula, teléfono o número de préstamo): sólo dígitos y los separadores con
 * que se escriben ('001-1234567-8', '(300) 123 4567', '+57 300'). Sólo entonces se busca en cédulas y teléfonos; un
 * nombre o un email con dígitos ('cobrador1@cartera.local') se busca como texto.
 */
export function esBusquedaNumerica(texto: string): boolean {
  return /^[\d\s.()+-]+$/.test(texto) && soloDigitos(texto).length > 0;
}

/** Un número de documento o de teléfono escrito sólo con dígitos y, como mucho, separadores (espacio, guion, punto). */
function tieneDigitosExactos(valor: string | null | undefined, digitos: number): boolean {
  if (typeof valor !== 'string') return false;
  const limpio = valor.replace(/[\s.-]/g, '');
  return limpio.length === digitos && /^\d+$/.test(limpio);
}

function agrupar(valor: string | null | undefined, grupos: readonly number[]): string {
  const texto = valor ?? '';
  const total = grupos.reduce((suma, grupo) => suma + grupo, 0);
  if (!tieneDigitosExactos(texto, total)) return texto;
  const digitos = soloDigitos(texto);
  const partes: string[] = [];
  let inicio = 0;
  for (const grupo of grupos) {
    partes.push(digitos.slice(inicio, inicio + grupo));
    inicio += grupo;
  }
  return partes.join('-');
}

// Cédula: de 3 a 11 dígitos como la expidió la Registraduría, nunca rellena (documentos.ts); la de 11 se muestra 3-7-1.
export function limpiarCedula(valor: string | null | undefined): string {
  return soloDigitos(valor, LIMITES.cedulaDigitos);
}

/** El número de un documento del tipo dado (CC si no se dice) es válido: documentos.ts. */
export function esCedulaValida(valor: string | null | undefined, tipo: TipoDocumento = 'CC'): boolean {
  return typeof valor === 'string' && validarNumeroDocumento(tipo, valor) === null;
}

/** '00112345678' → '001-1234567-8'; con otra cantidad de dígitos devuelve el texto tal cual. */
export function formatearCedula(valor: string | null | undefined): string {
  return agrupar(valor, [3, 7, 1]);
}

// Teléfono: 10 dígitos, mostrado 3-3-4.
export function limpiarTelefono(valor: string | null | undefined): string {
  return soloDigitos(valor, LIMITES.telefonoDigitos);
}

export function esTelefonoValido(valor: string | null | undefined): boolean {
  return tieneDigitosExactos(valor, LIMITES.telefonoDigitos);
}

/** '3001234567' → '300-123-4567'; con otra cantidad de dígitos devuelve el texto tal cual. */
export function formatearTelefono(valor: string | null | undefined): string {
  return agrupar(valor, [3, 3, 4]);
}

const PATRON_LOCAL_EMAIL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const PATRON_ETIQUETA_DOMINIO = /^[A-Za-z0-9\u00C0-\u024F]([A-Za-z0-9\u00C0-\u024F-]*[A-Za-z0-9\u00C0-\u024F])?$/;

/**
 * Correo con forma razonable: una sola arroba, sin espacios, parte local de átomos separados por puntos,
 * dominio con al menos un punto, etiquetas sin guion al borde y terminación de dos letras o más.
 */
export function esEmailValido(valor: string | null | undefined): boolean {
  if (typeof valor !== 'string' || valor.length > 254) return false;
  const partes = valor.split('@');
  if (partes.length !== 2) return false;
  const [local, dominio] = partes;
  if (local.length === 0 || local.length > 64 || !PATRON_LOCAL_EMAIL.test(local)) return false;
  const etiquetas = dominio.split('.');
  if (etiquetas.length < 2) return false;
  if (!etiquetas.every((etiqueta) => etiqueta.length <= 63 && PATRON_ETIQUETA_DOMINIO.test(etiqueta))) return false;
  return /^[A-Za-z\u00C0-\u024F]{2,}$/.test(etiquetas[etiquetas.length - 1]);
}

function estaVacio(valor: unknown): boolean {
  return valor === undefined || valor === null || (typeof valor === 'string' && valor.trim() === '');
}

/** Mensaje de error del número de documento obligatorio del tipo dado (CC si no se dice), o `null` si es válido. */
export function validarCedula(valor: string | null | undefined, tipo: TipoDocumento = 'CC'): string | null {
  if (estaVacio(valor)) return MENSAJES.cedulaObligatoria;
  return validarNumeroDocumento(tipo, valor ?? '');
}

/** Mensaje de error de un teléfono (obligatorio por defecto), o `null` si es válido. */
export function validarTelefono(
  valor: string | null | undefined,
  { obligatorio = true }: { obligatorio?: boolean } = {},
): string | null {
  if (estaVacio(valor)) return obligatorio ? MENSAJES.telefonoObligatorio : null;
  return esTelefonoValido(valor) ? null : MENSAJES.telefonoInvalido;
}

/** Mensaje de error de un email (opcional por defecto), o `null` si es válido. */
export function validarEmail(
  valor: string | null | undefined,
  { obligatorio = false }: { obligatorio?: boolean } = {},
): string | null {
  if (estaVacio(valor)) return obligatorio ? MENSAJES.emailObligatorio : null;
  return esEmailValido(valor?.trim()) ? null : MENSAJES.emailInvalido;
}

/** Campos del formulario de cliente que tienen reglas (§5). */
export interface CamposClienteValidables {
  nombre?: string | null;
  tipoDocumento?: TipoDocumento | null;
  cedula?: string | null;
  telefono?: string | null;
  email?: string | null;
  direccion?: string | null;
  ciudad?: string | null;
  referencia1Telefono?: string | null;
  referencia2Telefono?: string | null;
}

/**
 * Reglas del formulario de cliente (§5): nombre, cédula, teléfono, dirección y ciudad obligatorios; email
 * opcional pero bien formado; teléfonos de referencia opcionales pero de 10 dígitos. Devuelve
 * `{ campo: mensaje }`, vacío cuando todo está bien.
 */
export function validarCliente(datos: CamposClienteValidables): Partial<Record<keyof CamposClienteValidables, string>> {
  const errores: Partial<Record<keyof CamposClienteValidables, string>> = {};
  if (estaVacio(datos.nombre)) errores.nombre = MENSAJES.nombreObligatorio;
  const cedula = validarCedula(datos.cedula, datos.tipoDocumento ?? 'CC');
  if (cedula) errores.cedula = cedula;
  const telefono = validarTelefono(datos.telefono);
  if (telefono) errores.telefono = telefono;
  const email = validarEmail(datos.email);
  if (email) errores.email = email;
  if (estaVacio(datos.direccion)) errores.direccion = MENSAJES.direccionObligatoria;
  if (estaVacio(datos.ciudad)) errores.ciudad = MENSAJES.ciudadObligatoria;
  for (const campo of ['referencia1Telefono', 'referencia2Telefono'] as const) {
    const mensaje = validarTelefono(datos[campo], { obligatorio: false });
    if (mensaje) errores[campo] = mensaje;
  }
  return errores;
}

/** Tope de los ingresos de un cliente en pesos (NUMERIC(14,2)). */
export const INGRESOS_MAXIMO = 999_999_999_999.99;

/**
 * Mensaje de error de los ingresos de un cliente, o `null`: opcionales; si vienen, un número de 0 a INGRESOS_MAXIMO con
 * a lo sumo dos decimales. La API (CreateClienteDto) y el formulario de clientes usan esta misma regla.
 */
export function validarIngresos(valor: unknown): string | null {
  if (valor === undefined || valor === null) return null;
  if (typeof valor !== 'number' || !Number.isFinite(valor) || valor < 0 || valor > INGRESOS_MAXIMO) {
    return MENSAJES.ingresosInvalidos;
  }
  if (Math.abs(valor * 100 - Math.round(valor * 100)) >= 1e-6) return MENSAJES.ingresosInvalidos;
  return null;
}

/** Tope de un monto en pesos enteros que cabe en NUMERIC(14,2): el mismo en la API (MontoPago) y en los formularios. */
export const MONTO_PAGO_MAXIMO = 999_999_999_999;

/**
 * Mensaje de error del monto de un cobro, un pago, un gasto o un movimiento de caja, o `null`: obligatorio, pesos
 * enteros de 1 a MONTO_PAGO_MAXIMO. Es la regla de la API (`MontoPago`, api/src/common/validadores.ts) y de los
 * formularios. `sinMonto`: el mensaje de un monto que falta o no llega a 1 peso; la API y el pago de una cuota dicen
 * 'Monto inválido' (§5).
 */
export function validarMontoPago(valor: unknown, sinMonto?: string): string | null {
  if (valor === undefined || valor === null || valor === '') return sinMonto ?? MENSAJES.montoObligatorio;
  if (typeof valor !== 'number' || !Number.isFinite(valor) || valor < 1) return sinMonto ?? MENSAJES.montoMinimo;
  if (!Number.isInteger(valor)) return MENSAJES.montoEntero;
  if (valor > MONTO_PAGO_MAXIMO) return MENSAJES.montoPagoMaximo;
  return null;
}

/** Mensaje de error de una contraseña nueva y su confirmación, o `null` si sirven. */
export function validarContrasenaNueva(contrasena: string | null | undefined, confirmacion?: string | null): string | null {
  if (estaVacio(contrasena)) return MENSAJES.contrasenaRequerida;
  if ((contrasena ?? '').length < LIMITES.contrasenaMinimo) return MENSAJES.contrasenaCorta;
  if (confirmacion !== undefined && confirmacion !== contrasena) return MENSAJES.contrasenasNoCoinciden;
  return null;
}
