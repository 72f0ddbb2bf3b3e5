// La validación de cada fila de una importación, por hoja, con las mismas reglas del resto de Cartera: sus valores
// con tipo (null en los campos opcionales vacíos) o sus errores.

import { validarTerminosPrestamo } from './amortizacion';
import { ESTADOS_CIVILES, ESTADOS_ACTIVO, LIMITES, SEXOS, esValorDe } from './constantes';
import { CANALES_AUTORIZACION } from './habeasData';
import { errorMontoSaldo, type FilaSaldo } from './importacionSaldos';
import { leerFechaImportacion, leerMontoImportacion, textoDe } from './importacionCeldas';
import {
  ALIAS_ESTADO_PRESTAMO,
  COLUMNAS_IMPORTACION,
  ESTADOS_PRESTAMO_IMPORTABLES,
  MENSAJES_IMPORTACION,
  type ErrorFilaImportacion,
  type EstadoPrestamoImportable,
  type FilaCruda,
  type HojaImportacion,
} from './importacionFormato';
import type { FichaCliente } from './tipos';
import { MENSAJES_DOCUMENTO, esTipoDocumento, type TipoDocumento } from './documentos';
import { TIPOS_CREDITO } from './usura';
import {
  MENSAJES,
  validarCedula,
  validarEmail,
  validarIngresos,
  validarMontoPago,
  validarTelefono,
} from './validacion';

// Filas ya validadas, con sus tipos. Los campos opcionales vacíos son null.

export interface FilaCobrador {
  idExterno: string;
  nombre: string;
  email: string;
  telefono: string | null;
  estado: 'activo' | 'inactivo';
}

export interface FilaCliente extends FichaCliente {
  idExterno: string;
  /** CC si la columna viene vacía; `cedula` va como vino (la aplicación la normaliza según el tipo: documentos.ts). */
  tipoDocumento: TipoDocumento;
  latitud: number | null;
  longitud: number | null;
  cobrador: string | null;
  autorizacionCanal: (typeof CANALES_AUTORIZACION)[number] | null;
  autorizacionFecha: string | null;
  /**
   * La oficina: el código o el nombre tal como vino (null si vacía) al leer la fila; tras la revisión, el id de la
   * oficina de Cartera (`oficinaDeImportacion`, oficinas.ts). Null en una fila revisada antes de la columna.
   */
  oficina: string | null;
}

export interface FilaPrestamo {
  idExterno: string;
  cliente: string;
  cobrador: string | null;
  monto: number;
  interes: number;
  cuotas: number;
  modalidad: string;
  tipoAmortizacion: string;
  tipoCredito: (typeof TIPOS_CREDITO)[number] | null;
  fechaInicio: string;
  fechaPrimerPago: string | null;
  estado: EstadoPrestamoImportable;
  fechaCorte: string | null;
}

export interface FilaCobro {
  idExterno: string;
  prestamo: string;
  fecha: string;
  monto: number;
  cobrador: string | null;
}

export interface FilaCuota {
  prestamo: string;
  numero: number;
  fecha: string;
  capital: number;
  interes: number;
  pagado: number;
}

export interface FilasPorHoja {
  Cobradores: FilaCobrador;
  Clientes: FilaCliente;
  Prestamos: FilaPrestamo;
  Cobros: FilaCobro;
  Cuotas: FilaCuota;
  Saldos: FilaSaldo;
}

/** Una fila leída y validada: sus valores (null si tiene errores) y sus errores. */
export interface FilaLeida<H extends HojaImportacion> {
  fila: number;
  valor: FilasPorHoja[H] | null;
  errores: ErrorFilaImportacion[];
}

/**
 * Lee y valida una fila con las reglas de Cartera (cédula, teléfono, email, términos del préstamo…). Cada error dice
 * hoja, fila, columna, el valor tal como vino y el mensaje; con un solo error la fila entera queda fuera.
 */
export function leerFilaImportacion<H extends HojaImportacion>(hoja: H, fila: number, cruda: FilaCruda): FilaLeida<H> {
  const errores: ErrorFilaImportacion[] = [];
  const valores: Record<string, unknown> = {};
  const error = (columna: string, mensaje: string) =>
    errores.push({ hoja, fila, columna, valor: textoDe(cruda[columna]), mensaje });

  for (const columna of COLUMNAS_IMPORTACION[hoja]) {
    const bruto = cruda[columna.clave];
    const texto = textoDe(bruto);
    if (texto === '') {
      if (columna.obligatoria) error(columna.clave, MENSAJES_IMPORTACION.obligatorio);
      valores[columna.clave] = null;
      continue;
    }
    if (columna.tipo === 'fecha') {
      const fecha = leerFechaImportacion(bruto);
      if (fecha === null) error(columna.clave, MENSAJES_IMPORTACION.fechaInvalida);
      valores[columna.clave] = fecha;
    } else if (columna.tipo === 'monto') {
      const monto = leerMontoImportacion(bruto);
      if (monto === null) error(columna.clave, MENSAJES_IMPORTACION.montoInvalido);
      valores[columna.clave] = monto;
    } else if (columna.tipo === 'numero') {
      const numero = typeof bruto === 'number' ? bruto : Number(texto.replace(',', '.'));
      if (!Number.isFinite(numero)) error(columna.clave, MENSAJES_IMPORTACION.numeroInvalido);
      valores[columna.clave] = Number.isFinite(numero) ? numero : null;
    } else {
      valores[columna.clave] = texto;
    }
  }

  const validarCampo = (columna: string, mensaje: string | null) => {
    if (mensaje && !errores.some((e) => e.columna === columna)) error(columna, mensaje);
  };
  const estadoActivo = (clave = 'estado') => {
    const estado = valores[clave] ?? 'activo';
    if (!esValorDe(ESTADOS_ACTIVO, estado)) validarCampo(clave, MENSAJES_IMPORTACION.estadoInvalido);
    valores[clave] = estado;
  };

  if (hoja === 'Cobradores') {
    validarCampo('email', validarEmail(valores.email as string | null, { obligatorio: true }));
    validarCampo('telefono', validarTelefono(valores.telefono as string | null, { obligatorio: false }));
    estadoActivo();
  } else if (hoja === 'Clientes') {
    const tipoDocumento = valores.tipoDocumento ?? 'CC';
    if (!esTipoDocumento(tipoDocumento)) validarCampo('tipoDocumento', MENSAJES_DOCUMENTO.tipoInvalido);
    else {
      const cedula = valores.cedula as string | null;
      validarCampo('cedula', validarCedula(cedula, tipoDocumento));
      valores.tipoDocumento = tipoDocumento;
    }
    validarCampo('telefono', validarTelefono(valores.telefono as string | null));
    validarCampo('email', validarEmail(valores.email as string | null));
    for (const campo of ['referencia1Telefono', 'referencia2Telefono'])
      validarCampo(campo, validarTelefono(valores[campo] as string | null, { obligatorio: false }));
    validarCampo('ingresos', validarIngresos(valores.ingresos));
    if (valores.sexo !== null && !esValorDe(SEXOS, valores.sexo)) validarCampo('sexo', MENSAJES.sexoInvalido);
    if (valores.estadoCivil !== null && !esValorDe(ESTADOS_CIVILES, valores.estadoCivil))
      validarCampo('estadoCivil', MENSAJES.estadoCivilInvalido);
    if ((valores.latitud === null) !== (valores.longitud === null))
      validarCampo(valores.latitud === null ? 'latitud' : 'longitud', MENSAJES_IMPORTACION.latitudLongitud);
    if (valores.latitud !== null && Math.abs(valores.latitud as number) > 90)
      validarCampo('latitud', MENSAJES.latitudInvalida);
    if (valores.longitud !== null && Math.abs(valores.longitud as number) > 180)
      validarCampo('longitud', MENSAJES.longitudInvalida);
    if (valores.autorizacionCanal !== null && !esValorDe(CANALES_AUTORIZACION, valores.autorizacionCanal))
      validarCampo('autorizacionCanal', MENSAJES_IMPORTACION.canalInvalido);
    if ((valores.autorizacionCanal === null) !== (valores.autorizacionFecha === null))
      validarCampo(
        valores.autorizacionCanal === null ? 'autorizacionCanal' : 'autorizacionFecha',
        MENSAJES_IMPORTACION.autorizacionIncompleta,
      );
    estadoActivo();
  } else if (hoja === 'Prestamos') {
    const terminos = validarTerminosPrestamo(valores);
    for (const [campo, mensaje] of Object.entries(terminos)) validarCampo(campo, mensaje ?? null);
    if (valores.tipoCredito !== null && !esValorDe(TIPOS_CREDITO, valores.tipoCredito))
      validarCampo('tipoCredito', MENSAJES_IMPORTACION.tipoCreditoInvalido);
    if (typeof valores.estado === 'string')
      valores.estado = ALIAS_ESTADO_PRESTAMO.get(valores.estado) ?? valores.estado;
    if (valores.estado !== null && !esValorDe(ESTADOS_PRESTAMO_IMPORTABLES, valores.estado))
      validarCampo('estado', MENSAJES_IMPORTACION.estadoPrestamoInvalido);
    const { fechaCorte, fechaInicio } = valores as { fechaCorte: string | null; fechaInicio: string | null };
    if (fechaCorte && fechaInicio && fechaCorte < fechaInicio)
      validarCampo('fechaCorte', MENSAJES_IMPORTACION.corteAnterior);
    if (fechaCorte && (fechaCorte < LIMITES.fechaPrestamoMinima || fechaCorte > LIMITES.fechaPrestamoMaxima))
      validarCampo('fechaCorte', MENSAJES.fechaPrestamoFueraDeRango);
  } else if (hoja === 'Cobros') {
    validarCampo('monto', validarMontoPago(valores.monto));
  } else if (hoja === 'Saldos') {
    if (valores.monto !== null) validarCampo('monto', errorMontoSaldo(valores.monto as number));
  } else {
    const numero = valores.numero as number | null;
    if (numero !== null && (!Number.isInteger(numero) || numero < 1 || numero > LIMITES.cuotasMaximo))
      validarCampo('numero', MENSAJES.cuotasRango);
    for (const campo of ['capital', 'interes', 'pagado']) {
      const monto = valores[campo] as number | null;
      if (monto !== null && (monto < 0 || !Number.isInteger(monto))) validarCampo(campo, MENSAJES.montoEntero);
    }
    const { capital, interes, pagado } = valores as { capital: number | null; interes: number | null; pagado: number | null };
    if (capital !== null && interes !== null && pagado !== null && pagado > capital + interes)
      validarCampo('pagado', MENSAJES_IMPORTACION.pagadoExcesivo);
  }

  return { fila, valor: errores.length === 0 ? (valores as unknown as FilasPorHoja[H]) : null, errores };
}
