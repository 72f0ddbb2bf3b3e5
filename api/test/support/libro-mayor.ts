// La aplicación de las pruebas del libro mayor (libro-mayor.e2e-spec.ts, libro-mayor-estados.e2e-spec.ts) con sus
// atajos: pedir como administrador, crear un préstamo, los saldos del mayor (de todo o de un préstamo), términos
// diarios amortizables, la cartera de un préstamo en el mayor y la verificación sin descuadres.
import { hoyBogota } from '@cartera/dominio';
import type { Json } from './app-prueba';
import { usarAppPrueba } from './app-del-archivo';
import { crearClientePrueba, crearPrestamoPrueba } from './fabricas-cartera';

export function usarLibroMayor() {
  const hoy = hoyBogota();
  const { prueba, tokens } = usarAppPrueba();

  const pedir = (metodo: 'GET' | 'POST' | 'PUT', ruta: string, cuerpo?: unknown) =>
    prueba.pedir({ metodo, ruta, token: tokens.admin, cuerpo });

  async function prestamo(terminos: Record<string, unknown>): Promise<Json> {
    const cliente = await crearClientePrueba(prueba.dataSource);
    return crearPrestamoPrueba(prueba, tokens.admin, { cliente: cliente.id, fechaInicio: hoy, ...terminos });
  }

  /** Débito − crédito por papel de cuenta, de las líneas de un préstamo (o de todo el libro). */
  async function saldos(prestamoId?: string): Promise<Record<string, number>> {
    const filas: Array<{ clave: string; saldo: string }> = await prueba.dataSource.query(
      `SELECT coalesce(c.clave, 'efectivo_cobradores') AS clave, sum(l.debito - l.credito) AS saldo
       FROM contabilidad_lineas l JOIN contabilidad_cuentas c ON c.id = l.cuenta_id
       WHERE $1::uuid IS NULL OR l.asiento_id IN (SELECT asiento_id FROM contabilidad_lineas WHERE prestamo_id = $1)
       GROUP BY 1`,
      [prestamoId ?? null],
    );
    return Object.fromEntries(
      filas.filter((f) => Number(f.saldo) !== 0).map((f) => [f.clave, Number(f.saldo)]),
    );
  }

  /** Los términos que más usan estos casos: amortizable en 10 cuotas diarias. */
  const amortizableDiario = (monto: number, interes: number) => ({
    monto,
    interes,
    cuotas: 10,
    modalidad: 'diario',
    tipoAmortizacion: 'amortizable',
  });

  /** Capital e interés por cobrar de un préstamo en el mayor. */
  async function carteraDe(prestamoId: string): Promise<[number, number]> {
    const [fila] = await prueba.dataSource.query(
      `SELECT sum(l.debito - l.credito) FILTER (WHERE c.clave = 'cartera_capital') AS capital,
              sum(l.debito - l.credito) FILTER (WHERE c.clave = 'cartera_intereses') AS interes
       FROM contabilidad_lineas l JOIN contabilidad_cuentas c ON c.id = l.cuenta_id WHERE l.prestamo_id = $1`,
      [prestamoId],
    );
    return [Number(fila.capital), Number(fila.interes)];
  }

  async function sinDescuadres(): Promise<void> {
    const r = await pedir('POST', '/api/contabilidad/verificacion');
    expect(r.body.data.descuadres).toEqual([]);
  }

  return { hoy, prueba, tokens, pedir, prestamo, saldos, amortizableDiario, carteraDe, sinDescuadres };
}
