// La aplicación de las pruebas de los libros que un contador firma (libro-auditable.e2e-spec.ts,
// libro-auditable-verificacion.e2e-spec.ts): la mora activada al 24 % EA, la mora esperada calculada a mano, y los
// atajos para barrer, leer la mora, un saldo del mayor, los descuadres y préstamos con el inicio en el pasado.
import { hoyBogota, sumarDias } from '@cartera/dominio';
import { usarAppPrueba } from './app-del-archivo';
import type { Json } from './app-prueba';
import { crearPrestamoPrueba } from './fabricas-cartera';
import { activarMora } from './escenarios';
import { saldoMayor } from './mayor';

export function usarLibroAuditable() {
  const hoy = hoyBogota();
  const TASA = 24;
  const DIARIA = Math.pow(1 + TASA / 100, 1 / 365) - 1;
  /**
   * La mora que el barrido causa hasta `hasta` sobre `capitalPorCuota` de cada cuota vencida del plan: capital × días
   * desde su vencimiento × la tasa diaria, en centavos por cuota; el préstamo cobra pesos enteros.
   */
  const moraEsperada = (plan: Json[], hasta: string, capitalPorCuota: number): number => {
    const dia = (f: string) => Date.parse(f) / 86_400_000;
    return Math.floor(
      plan.reduce((t, c) => {
        const dias = Math.round(dia(hasta) - dia(c.fechaProgramada as string));
        return dias > 0 ? t + Math.round(capitalPorCuota * 100 * dias * DIARIA) : t;
      }, 0) / 100,
    );
  };

  const { prueba, tokens, ids } = usarAppPrueba(async () => {
    // Activa «desde hace 200 días»: así lo único que limita la mora es el préstamo mismo.
    await activarMora(prueba, { desdeHaceDias: 200, tasa: TASA, usuraHastaDias: 400 });
  });

  const pedir = (metodo: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', ruta: string, token: string, cuerpo?: unknown, clave?: string) =>
    prueba.pedir({ metodo, ruta, token, cuerpo, cabeceras: clave ? { 'idempotency-key': clave } : {} });

  const barrer = () => pedir('POST', '/api/sistema/barrido', tokens.admin);
  const moraDe = async (id: string): Promise<Json> => (await pedir('GET', `/api/prestamos/${id}`, tokens.admin)).body.data.mora;

  const cuenta = (clave: string, filtro: { prestamoId?: string; cobradorId?: string } = {}) =>
    saldoMayor(prueba.dataSource, { clave, ...filtro });

  async function descuadres(): Promise<Json[]> {
    const r = await pedir('POST', '/api/contabilidad/verificacion', tokens.admin);
    expect(r.status).toBe(200);
    // `custodia_entregado` cuenta como «efectivo que ningún cobro explica» el sobrante que pasa la deuda del cobrador,
    // que aquí es ingreso a propósito (429553): esa regla es de la custodia, no de este libro.
    return (r.body.data.descuadres as Json[]).filter((d) => !String(d.regla).startsWith('custodia_entregado:'));
  }

  /**
   * Corre hacia atrás las cuotas de un préstamo ya desembolsado hoy, como las de uno creado o aprobado con una fecha de
   * inicio anterior (lo que la validación de la API ya no deja pedir, y que un préstamo de antes puede tener).
   */
  async function cuotasAntesDelDesembolso(prestamoId: string, dias: number): Promise<void> {
    await prueba.dataSource.query(
      `UPDATE cuotas SET fecha_programada = fecha_programada - $2::int WHERE prestamo_id = $1`,
      [prestamoId, dias],
    );
    await prueba.dataSource.query(
      `UPDATE prestamos SET fecha_inicio = fecha_inicio - $2::int, fecha_primer_pago = fecha_primer_pago - $2::int,
              fecha_vencimiento = fecha_vencimiento - $2::int, proxima_fecha = proxima_fecha - $2::int,
              primera_impaga = primera_impaga - $2::int
       WHERE id = $1`,
      [prestamoId, dias],
    );
  }

  /** Pide por la API con una fecha de inicio pasada; si la API ya la rechaza (400), lo mismo con las cuotas corridas. */
  async function conInicioPasado(
    crear: (fechaInicio: string) => Promise<{ status: number; body: Json }>,
    dias: number,
    desembolsar: (r: Json) => Promise<string> = async (r) => r.body.data._id as string,
  ): Promise<string> {
    const pasado = await crear(sumarDias(hoy, -dias));
    if (pasado.status === 201 || pasado.status === 200) return desembolsar(pasado);
    expect(pasado.status).toBe(400);
    const hoyMismo = await crear(hoy);
    expect([200, 201]).toContain(hoyMismo.status);
    const id = await desembolsar(hoyMismo);
    await cuotasAntesDelDesembolso(id, dias);
    return id;
  }

  const terminos = {
    monto: 800_000,
    interes: 25,
    cuotas: 10,
    modalidad: 'diario',
    tipoAmortizacion: 'amortizable',
    confirmarUsura: true,
  };

  /** 1.000.000 al 20 % con interés adelantado (lo demás, `terminos`) para `cliente`, desde `fechas.fechaInicio`. */
  const adelantadoDe = (cliente: string, fechas: { fechaInicio: string; fecha?: string }): Promise<Json> =>
    crearPrestamoPrueba(prueba, tokens.admin, {
      cliente,
      ...terminos,
      monto: 1_000_000,
      interes: 20,
      tipoAmortizacion: 'interes_adelantado',
      ...fechas,
    });

  return { hoy, TASA, DIARIA, moraEsperada, prueba, tokens, ids, pedir, barrer, moraDe, cuenta, descuadres, cuotasAntesDelDesembolso, conInicioPasado, terminos, adelantadoDe };
}
