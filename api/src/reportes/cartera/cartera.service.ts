import { Injectable } from '@nestjs/common';
import {
  MENSAJES_REPORTE_CARTERA,
  hoyBogota,
  porRangoMora,
  type CifrasCartera,
  type FilaCarteraCobrador,
  type ReporteCartera,
} from '@cartera/dominio';
import { DataSource } from 'typeorm';
import { aPesos, centavosDe, sumar as sumarPesos } from '../../common/dinero';
import { CODIGOS, ErrorNegocio } from '../../common/errores';
import { carteraAlCorte, columnaMora } from './cartera.consultas';

type FilaCartera = Awaited<ReturnType<typeof carteraAlCorte>>[number];

function cifrasDe(fila: FilaCartera): CifrasCartera {
  const mora = porRangoMora((_rango, i) => aPesos(centavosDe(fila[columnaMora(i)])));
  return {
    prestamos: fila.prestamos,
    capitalPendiente: aPesos(centavosDe(fila.capital)),
    interesPendiente: aPesos(centavosDe(fila.interes)),
    mora,
    castigado: aPesos(centavosDe(fila.castigado)),
  };
}

/** Suma de cifras en centavos (sin errores de coma flotante). */
function sumar(filas: readonly CifrasCartera[]): CifrasCartera {
  const total = (f: (c: CifrasCartera) => number) => sumarPesos(filas.map(f));
  return {
    prestamos: filas.reduce((s, c) => s + c.prestamos, 0),
    capitalPendiente: total((c) => c.capitalPendiente),
    interesPendiente: total((c) => c.interesPendiente),
    mora: porRangoMora((r) => total((c) => c.mora[r.clave])),
    castigado: total((c) => c.castigado),
  };
}

/** El reporte «Cartera» a una fecha de corte, calculado del libro de los préstamos (docs/libro.md). */
@Injectable()
export class ReporteCarteraService {
  constructor(private readonly dataSource: DataSource) {}

  /** La fecha pedida, o hoy; nunca una fecha futura (400 con el mensaje en el campo). */
  resolverFecha(fecha: string | undefined): string {
    const hoy = hoyBogota();
    if (fecha === undefined) return hoy;
    if (fecha > hoy)
      throw new ErrorNegocio(CODIGOS.validacion, MENSAJES_REPORTE_CARTERA.fechaFutura, 400, {
        fecha: [MENSAJES_REPORTE_CARTERA.fechaFutura],
      });
    return fecha;
  }

  async calcular(fecha: string): Promise<ReporteCartera> {
    const filas = await carteraAlCorte(this.dataSource.manager, fecha);
    const porCobrador: FilaCarteraCobrador[] = filas.map((fila) => ({
      cobrador: fila.cobrador_id ? { _id: fila.cobrador_id, nombre: fila.cobrador_nombre ?? '' } : null,
      ...cifrasDe(fila),
    }));
    return { fecha, totales: sumar(porCobrador), porCobrador };
  }
}
