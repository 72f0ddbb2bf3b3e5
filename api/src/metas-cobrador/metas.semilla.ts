import { Injectable } from '@nestjs/common';
import { diasDelMes, hoyBogota, sumarDias, sumarMeses } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { crearAzar, type Azar } from '../demo/azar';
import { auditarSemilla, SemillaDemo, validarComoApi, type Semilla } from '../demo/semilla';
import { EsquemaCuerpoMeta } from './dto/meta.dto';
import { consultasMetas } from './metas-cobrador.consultas';
import { MetasCobradorService } from './metas-cobrador.service';

interface Avance {
  monto: number;
  cantidad: number;
}

const PASO_MONTO = 50_000;
const PASO_COBROS = 5;
const abajo = (valor: number, paso: number) => Math.floor(valor / paso) * paso;
const arriba = (valor: number, paso: number) => Math.ceil(valor / paso) * paso;

/**
 * Metas de cada cobrador activo para el mes en curso y los dos anteriores, con objetivos sacados de sus cobros de
 * demostración para que el avance se vea variado: en los meses cerrados, la mayoría cumplidas (un poco por debajo
 * de lo que cobró) y una de cada tres incumplida (vencida); en el mes en curso, en progreso, con un objetivo por
 * encima de su ritmo y de lo que cobró el mes anterior. Pasan por las reglas del servicio (cobrador activo, una por
 * cobrador y mes). Sólo si aún no hay metas.
 */
@Injectable()
@SemillaDemo({ orden: 50, nombre: 'Metas de cobradores' })
export class MetasSemilla implements Semilla {
  constructor(private readonly metas: MetasCobradorService) {}

  async sembrar(manager: EntityManager): Promise<void> {
    if (await consultasMetas.hayMetas(manager)) return;
    const cobradores = await consultasMetas.cobradoresActivos(manager);
    if (cobradores.length === 0) return;

    const azar = crearAzar(20261126);
    const hoy = hoyBogota();
    const inicioMes = `${hoy.slice(0, 7)}-01`;
    const meses = [-3, -2, -1, 0].map((desplazamiento) => sumarMeses(inicioMes, desplazamiento));
    // Lo cobrado por cobrador y mes, de la misma tabla de la que el servicio lee el avance.
    const filas = await consultasMetas.avances(
      manager,
      cobradores.map((c) => c.id),
      meses[0],
    );
    const avance = (cobradorId: string, mes: string): Avance => {
      const fila = filas.find((f) => f.cobrador_id === cobradorId && f.mes === mes);
      return { monto: Number(fila?.monto ?? 0), cantidad: fila?.cantidad ?? 0 };
    };

    let creadas = 0;
    for (const [i, mes] of meses.slice(1).entries()) {
      for (const [j, { id }] of cobradores.entries()) {
        const real = avance(id, mes);
        const objetivo =
          mes === inicioMes
            ? this.objetivoEnCurso(real, avance(id, meses[i]), hoy, azar)
            : this.objetivoCerrado(real, (i + j) % 3 === 2 || real.cantidad === 0, azar);
        const dto = await validarComoApi(EsquemaCuerpoMeta, {
          cobradorId: id,
          periodo: mes.slice(0, 7),
          metaMonto: objetivo.monto,
          metaCobros: objetivo.cantidad,
          fechaVencimiento: sumarDias(sumarMeses(mes, 1), -1),
        });
        await this.metas.crearEn(manager, dto);
        creadas++;
      }
    }
    // Cada meta se fijó al empezar su mes.
    await consultasMetas.fecharAlEmpezarSuMes(manager);

    await auditarSemilla(
      manager,
      'Metas',
      `${creadas} metas de demostración creadas (${cobradores.length} cobradores, ${meses.length - 1} meses)`,
      {
        metas: creadas,
        cobradores: cobradores.length,
        periodos: meses.slice(1).map((m) => m.slice(0, 7)),
      },
    );
  }

  /** Mes cerrado: cumplida con un objetivo algo menor que lo cobrado, o incumplida con uno mayor. */
  private objetivoCerrado(real: Avance, incumplida: boolean, azar: Azar): Avance {
    if (incumplida) {
      const factor = 1.1 + azar.siguiente() * 0.15;
      return {
        monto: Math.max(arriba(real.monto * factor, PASO_MONTO), 1_000_000),
        cantidad: Math.max(arriba(real.cantidad * factor, PASO_COBROS), 20),
      };
    }
    const factor = 0.85 + azar.siguiente() * 0.12;
    return {
      monto: abajo(real.monto * factor, PASO_MONTO),
      cantidad: abajo(real.cantidad * factor, PASO_COBROS),
    };
  }

  /** Mes en curso: por encima del mes anterior y del ritmo que lleva (proyectado al mes entero), aún sin cumplir. */
  private objetivoEnCurso(real: Avance, anterior: Avance, hoy: string, azar: Azar): Avance {
    const dia = Number(hoy.slice(8, 10));
    // Con menos de cinco días, el ritmo del mes todavía no dice nada.
    const proyeccion = dia >= 5 ? diasDelMes(Number(hoy.slice(0, 4)), Number(hoy.slice(5, 7))) / dia : 0;
    const factor = 1 + azar.siguiente() * 0.15;
    const objetivo = (alcanzado: number, previo: number, paso: number, minimo: number) =>
      Math.max(
        arriba(Math.max(previo, alcanzado * proyeccion) * factor, paso),
        arriba(alcanzado * 1.1 + 1, paso),
        minimo,
      );
    return {
      monto: objetivo(real.monto, anterior.monto, PASO_MONTO, 1_000_000),
      cantidad: objetivo(real.cantidad, anterior.cantidad, PASO_COBROS, 20),
    };
  }
}
