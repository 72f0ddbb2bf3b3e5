// La conciliación de una cuenta de recaudo por día (docs/decisiones/conciliacion-bancaria.md): el extracto, lo
// registrado y el libro mayor de cada día, y las diferencias que la oficina ve explicadas. Regla pura.

import { cambiosDeDiferencia } from './debitosBancarios';
import { formatoPesos } from './pagosExtractos';
import type { Fecha } from './tipos';

export type TipoDiferenciaConciliacion = 'extracto_mayor' | 'cobros_mayor' | 'saldo';

/** Un día de la conciliación de una cuenta, en pesos (EsquemaDiaConciliacion explica cada cifra). */
export interface DiaConciliacion {
  fecha: Fecha;
  extracto: number;
  cobros: number;
  suspenso: number;
  mayor: number;
  devoluciones?: number;
  debitos?: number;
  cargos?: number;
  saldoExtracto?: number | null;
  saldoMayor?: number;
  diferencia?: number | null;
}

/** Una diferencia de un día: el primero menos el segundo, con su explicación (EsquemaDiferenciaConciliacion). */
export interface DiferenciaConciliacion {
  fecha: Fecha;
  tipo: TipoDiferenciaConciliacion;
  monto: number;
  explicacion: string;
}

/**
 * Las diferencias de cada día: el extracto contra el mayor (lo que el banco movió, créditos y débitos, contra lo que
 * la subcuenta dice que se movió) y lo registrado contra el mayor (cobros por transferencia, lo que sigue en suspenso
 * y los débitos contabilizados, contra la subcuenta); después, los días en que el saldo del banco y el del mayor se
 * separan (`cambiosDeDiferencia`). Montos en pesos; se comparan al centavo.
 */
export function diferenciasConciliacion(dias: readonly DiaConciliacion[]): DiferenciaConciliacion[] {
  const diferencias: DiferenciaConciliacion[] = [];
  const cent = (x: number) => Math.round(x * 100);
  for (const d of dias) {
    // Una devolución sale del banco (un débito del extracto) el día en que se hizo.
    const devuelto = cent(d.devoluciones ?? 0);
    const extractoMayor = cent(d.extracto) + cent(d.debitos ?? 0) - devuelto - cent(d.mayor);
    if (extractoMayor !== 0) {
      diferencias.push({
        fecha: d.fecha,
        tipo: 'extracto_mayor',
        monto: extractoMayor / 100,
        explicacion:
          extractoMayor > 0
            ? `El extracto muestra ${formatoPesos(extractoMayor)} más de lo que se movió en la cuenta en el libro mayor: falta contabilizar o confirmar ese dinero`
            : `El libro mayor tiene ${formatoPesos(-extractoMayor)} más de lo que muestra el extracto: un movimiento que el banco no muestra (o un extracto sin importar)`,
      });
    }
    const registradoMayor =
      cent(d.cobros) + cent(d.suspenso) + cent(d.cargos ?? 0) - devuelto - cent(d.mayor);
    if (registradoMayor !== 0) {
      diferencias.push({
        fecha: d.fecha,
        tipo: 'cobros_mayor',
        monto: registradoMayor / 100,
        explicacion:
          registradoMayor > 0
            ? `Los cobros, el suspenso y los débitos suman ${formatoPesos(registradoMayor)} más que el movimiento del libro mayor en la cuenta`
            : `El libro mayor movió ${formatoPesos(-registradoMayor)} más que los cobros, el suspenso y los débitos del día (un comprobante sin cobro, o un cobro borrado después)`,
      });
    }
  }
  for (const c of cambiosDeDiferencia(
    dias.map((d) => ({
      fecha: d.fecha,
      saldoExtracto: d.saldoExtracto ?? null,
      saldoMayor: d.saldoMayor ?? 0,
      diferencia: d.diferencia ?? null,
    })),
  )) {
    const monto = Math.round(c.diferencia * 100);
    diferencias.push({
      fecha: c.fecha,
      tipo: 'saldo',
      monto: c.diferencia,
      explicacion:
        monto > 0
          ? `Al cierre del día el banco tiene ${formatoPesos(monto)} más que la cuenta en el libro mayor`
          : `Al cierre del día el libro mayor tiene ${formatoPesos(-monto)} más que el banco`,
    });
  }
  return diferencias;
}
