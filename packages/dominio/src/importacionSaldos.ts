// La hoja «Saldos» de una importación (docs/decisiones/importacion.md, «Efectivo al corte»): el efectivo de la caja de
// la oficina y el que cada cobrador tiene en su poder a la fecha de corte. Cada fila abre su caja contra «Saldos
// iniciales» (370505) y es un origen propio de la custodia: el poder del cobrador, su próxima entrega, la caja de la
// oficina y el flujo de caja la cuentan. Puro: la API lee la base y escribe.

import { CAJA_OFICINA, compactar, type CajaEfectivo, type LineaRegla } from './contabilidad';
import { LIMITES } from './constantes';
import { formatearCOP, formatearFecha } from './formato';
import type { ErrorFilaImportacion } from './importacionFormato';
import { MENSAJES, plegar } from './validacion';

/** Lo que dice la columna `caja` para la caja de la oficina (sin tildes ni mayúsculas). */
export const CAJA_OFICINA_IMPORTACION = 'oficina';

/** Una fila de «Saldos» ya leída: la caja (oficina, o el idExterno o el email de un cobrador), su efectivo y su fecha. */
export interface FilaSaldo {
  caja: string;
  monto: number;
  fechaCorte: string;
}

export const MENSAJES_SALDOS_IMPORTACION = {
  negativo: 'El efectivo no puede ser negativo',
  cajaRepetida: 'La caja se repite en la hoja: una fila para la oficina y una por cobrador',
  cobradorDesconocido:
    'No hay un cobrador con ese idExterno o email en la hoja Cobradores (sin errores) ni en Cartera; la oficina es «oficina»',
  fechaFutura: 'La fecha de corte no puede ser posterior a hoy',
  cobradorNoImportado: 'Su cobrador no se importó (vea el error de su fila en Cobradores)',
  repetidaAlAplicar:
    'Otra fila de esta importación ya abrió la caja de este cobrador (por su idExterno o su email)',
  periodoCerrado: (fecha: string, cerradoHasta: string) =>
    `El efectivo inicial de esta caja ya abrió los libros el ${formatearFecha(fecha)} y los libros están cerrados ` +
    `hasta el ${formatearFecha(cerradoHasta)}: el archivo no lo cambia (reabra el periodo en Contabilidad o registre ` +
    'un movimiento de caja)',
  cierreAlAbrir: (cierre: string) =>
    `La fecha de corte cae en un periodo cerrado (libros cerrados hasta el ${cierre}): reabra el periodo en ` +
    'Contabilidad y aplique otra vez',
  entregado: (monto: number) =>
    `El efectivo inicial de este cobrador (${formatearCOP(monto)}) ya está en una entrega de caja: el archivo no lo ` +
    'cambia (registre un movimiento de caja)',
} as const;

/** Las cifras del efectivo en el resultado de una importación (junto a las de `CONCEPTOS_APERTURA`). */
export const CONCEPTOS_APERTURA_CAJA = {
  oficina: 'Efectivo inicial de la caja de la oficina (110505)',
  cobradores: 'Efectivo inicial en poder de los cobradores (1105…)',
  verificacion: 'Descuadres de la verificación en la custodia y el efectivo',
} as const;

/** Si el texto de `caja` es la caja de la oficina. */
export function esCajaOficina(caja: string): boolean {
  return plegar(caja).trim() === CAJA_OFICINA_IMPORTACION;
}

/** Los cobradores a los que una fila de «Saldos» puede referirse. */
export interface CobradoresParaSaldos {
  /** Los cobradores válidos de la hoja Cobradores. */
  delArchivo: readonly { idExterno: string; email: string }[];
  /** idExterno de cobradores ya importados antes. */
  importados: ReadonlySet<string>;
  /** Emails (en minúsculas) de los cobradores que ya están en Cartera. */
  emailsEnCartera: ReadonlySet<string>;
}

/**
 * La caja de una fila como clave única: `oficina`, `id:<idExterno>` (un cobrador del archivo o ya importado, por su id
 * o por el email de su fila) o `email:<email>` (un cobrador de Cartera); null si no es ningún cobrador conocido.
 */
export function claveDeCaja(caja: string, cobradores: CobradoresParaSaldos): string | null {
  if (esCajaOficina(caja)) return CAJA_OFICINA_IMPORTACION;
  const texto = caja.trim();
  if (cobradores.delArchivo.some((c) => c.idExterno === texto) || cobradores.importados.has(texto))
    return `id:${texto}`;
  const email = texto.toLowerCase();
  const porEmail = cobradores.delArchivo.find((c) => c.email.trim().toLowerCase() === email);
  if (porEmail) return `id:${porEmail.idExterno}`;
  return cobradores.emailsEnCartera.has(email) ? `email:${email}` : null;
}

/** El error de una fila de «Saldos» que depende sólo de ella (el monto ya se leyó como número). */
export function errorMontoSaldo(monto: number): string | null {
  if (monto < 0) return MENSAJES_SALDOS_IMPORTACION.negativo;
  if (!Number.isInteger(monto)) return MENSAJES.montoEntero;
  return null;
}

/** Lo que la revisión de «Saldos» lee y cambia de un libro validado (LibroValidado, importacion.ts). */
export interface LibroConSaldos {
  filas: { Saldos: FilaSaldo[] };
  numerosFila: { Saldos: number[] };
  errores: ErrorFilaImportacion[];
}

/**
 * Revisa la hoja «Saldos» de un libro validado: cada caja es la oficina o un cobrador conocido, una sola fila por
 * caja (todas las que la repiten quedan fuera) y la fecha de corte no es posterior a hoy ni sale del rango de Cartera.
 */
export function revisarSaldosImportacion<L extends LibroConSaldos>(
  libro: L,
  hoy: string,
  cobradores: CobradoresParaSaldos,
): L {
  const saldos = libro.filas.Saldos;
  if (saldos.length === 0) return libro;
  const errores: ErrorFilaImportacion[] = [];
  const claves = saldos.map((s) => claveDeCaja(s.caja, cobradores));
  const veces = new Map<string, number>();
  for (const clave of claves) if (clave) veces.set(clave, (veces.get(clave) ?? 0) + 1);
  const conservar: number[] = [];
  saldos.forEach((saldo, i) => {
    const error = (columna: keyof FilaSaldo, mensaje: string) =>
      errores.push({
        hoja: 'Saldos',
        fila: libro.numerosFila.Saldos[i],
        columna,
        valor: String(saldo[columna]),
        mensaje,
      });
    const clave = claves[i];
    if (clave === null) return error('caja', MENSAJES_SALDOS_IMPORTACION.cobradorDesconocido);
    if ((veces.get(clave) ?? 0) > 1) return error('caja', MENSAJES_SALDOS_IMPORTACION.cajaRepetida);
    if (saldo.fechaCorte > hoy) return error('fechaCorte', MENSAJES_SALDOS_IMPORTACION.fechaFutura);
    if (saldo.fechaCorte < LIMITES.fechaPrestamoMinima)
      return error('fechaCorte', MENSAJES.fechaPrestamoFueraDeRango);
    conservar.push(i);
  });
  if (errores.length === 0) return libro;
  const orden = ['Cobradores', 'Clientes', 'Prestamos', 'Cobros', 'Cuotas', 'Saldos'];
  return {
    ...libro,
    filas: { ...libro.filas, Saldos: conservar.map((i) => saldos[i]) },
    numerosFila: { ...libro.numerosFila, Saldos: conservar.map((i) => libro.numerosFila.Saldos[i]) },
    errores: [...libro.errores, ...errores].sort(
      (a, b) => orden.indexOf(a.hoja) - orden.indexOf(b.hoja) || a.fila - b.fila,
    ),
  };
}

/** El efectivo del archivo: el de la caja de la oficina y el de todos los cobradores (pesos). */
export function efectivoDelArchivo(saldos: readonly FilaSaldo[]): { oficina: number; cobradores: number } {
  let oficina = 0;
  let cobradores = 0;
  for (const saldo of saldos) {
    if (esCajaOficina(saldo.caja)) oficina += saldo.monto;
    else cobradores += saldo.monto;
  }
  return { oficina, cobradores };
}

/**
 * Lo que un total de caja (lo que el cobrador tiene, o lo esperado de su entrega) lleva de efectivo inicial
 * importado: el total menos sus cobros más sus gastos, al centavo (0 si no lleva). Lo usa la pantalla para explicar
 * «cobros + efectivo inicial − gastos».
 */
export function efectivoInicialEnCaja(c: { total: number; cobros: number; gastos: number }): number {
  const centavos = Math.round(c.total * 100) - Math.round(c.cobros * 100) + Math.round(c.gastos * 100);
  return Math.max(0, centavos) / 100;
}

/**
 * El comprobante del efectivo inicial de una caja (centavos): entra a la caja de la oficina (110505) o a la subcuenta
 * del cobrador (1105…) contra «Saldos iniciales» (370505). No es ingreso ni aporte: es lo que el negocio anterior ya
 * tenía.
 */
export function reglaSaldoInicialImportado(s: { caja: CajaEfectivo; monto: number }): LineaRegla[] {
  if (s.monto < 0) throw new Error('El efectivo inicial de una caja no es negativo');
  if (s.caja.tipo === 'cuenta_pago') throw new Error('El efectivo inicial es de la oficina o de un cobrador');
  const caja: LineaRegla =
    s.caja.tipo === 'cobrador'
      ? { cuenta: s.caja, debito: s.monto, credito: 0, cobradorId: s.caja.cobradorId }
      : { cuenta: CAJA_OFICINA, debito: s.monto, credito: 0 };
  return compactar([caja, { cuenta: 'saldos_iniciales', debito: 0, credito: s.monto }]);
}

/** Lo que ya abrió una caja en una importación anterior. */
export interface SaldoInicialAplicado {
  monto: number;
  fechaCorte: string;
  /** Si el efectivo de un cobrador ya está en una entrega (por confirmar o confirmada). */
  entregado: boolean;
}

/**
 * Qué hace una fila de «Saldos» con lo que su caja ya abrió: nada si es lo mismo; abrirla si no tenía; cambiarla
 * (reversar el comprobante y escribir el nuevo) si su fecha y la nueva están en un periodo abierto y el efectivo no
 * se entregó; si no, el error que la fila explica.
 */
export function cambioDeSaldoInicial(
  previo: SaldoInicialAplicado | null,
  fila: FilaSaldo,
  cerradoHasta: string | null,
): { accion: 'abrir' | 'nada' | 'cambiar' } | { error: string } {
  if (!previo) return { accion: 'abrir' };
  if (
    Math.round(previo.monto * 100) === Math.round(fila.monto * 100) &&
    previo.fechaCorte === fila.fechaCorte
  )
    return { accion: 'nada' };
  const primera = previo.fechaCorte < fila.fechaCorte ? previo.fechaCorte : fila.fechaCorte;
  if (cerradoHasta !== null && primera <= cerradoHasta)
    return { error: MENSAJES_SALDOS_IMPORTACION.periodoCerrado(previo.fechaCorte, cerradoHasta) };
  if (previo.entregado) return { error: MENSAJES_SALDOS_IMPORTACION.entregado(previo.monto) };
  return { accion: 'cambiar' };
}
