import { Injectable } from '@nestjs/common';
import {
  ESTADOS_PRESTAMO,
  hoyBogota,
  sumarDias,
  type EstadoGarantia,
  type EstadoPrestamo,
} from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { deLista } from '../database/kysely';
import { crearAzar, type Azar } from '../demo/azar';
import { auditarSemilla, SemillaDemo, validarComoApi, type Semilla } from '../demo/semilla';
import { oficinaDemo } from '../demo/usuarios-demo';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { DocumentosService, prepararArchivo } from './documentos.service';
import { EsquemaActualizarGarantia, EsquemaCrearGarantia, type UpdateGarantiaDto } from './dto/garantias.dto';
import { admitePlantilla, garantiaDemo, pdfDocumentoDemo, type NombrePlantilla } from './garantias-demo';
import { consultasSemillaGarantias } from './garantias-semilla.consultas';
import { GarantiasService } from './garantias.service';

interface PrestamoDemo {
  id: string;
  numero: number;
  estado: EstadoPrestamo;
  monto: number;
  fecha: string;
  cliente: string;
  cedula: string;
  ciudad: string;
  barrio: string;
  ultimoCobro: string | null;
}

/** Fechas de registro y del último cambio de estado (null si nunca cambió) de una garantía sembrada. */
interface Fechas {
  id: string;
  creada: string;
  cambio: string | null;
}

/**
 * Unas 20 garantías sobre los préstamos de demostración, en los cuatro estados y por el camino que permite la API
 * (pendiente → verificada → liberada | ejecutada): pendientes en los préstamos más recientes, verificadas (con su
 * avalúo) en préstamos abiertos, liberadas en pagados y ejecutadas (motos recuperadas) en un préstamo cancelado y en
 * el vencido más antiguo; una casa y un carro entre las verificadas. Las que tienen tarjeta de propiedad,
 * certificado de tradición, factura o pagaré llevan un PDF de demostración guardado por el mismo camino que una
 * subida. Sólo si aún no hay garantías.
 */
@Injectable()
@SemillaDemo({ orden: 40, nombre: 'Garantías' })
export class GarantiasSemilla implements Semilla {
  constructor(
    private readonly garantias: GarantiasService,
    private readonly documentos: DocumentosService,
  ) {}

  async sembrar(manager: EntityManager): Promise<void> {
    if (await consultasSemillaGarantias.hayGarantias(manager)) return;
    const oficina = await oficinaDemo(manager);
    if (!oficina) return;
    const prestamos = (await consultasSemillaGarantias.prestamos(manager)).map((fila): PrestamoDemo => ({
      id: fila.id,
      numero: Number(fila.numero),
      estado: deLista(ESTADOS_PRESTAMO, fila.estado, 'prestamos.estado'),
      monto: Number(fila.monto),
      fecha: fila.fecha,
      cliente: fila.cliente,
      cedula: fila.cedula,
      ciudad: fila.ciudad,
      barrio: fila.barrio ?? '',
      ultimoCobro: fila.ultimo_cobro,
    }));
    if (prestamos.length === 0) return;

    const azar = crearAzar(20261125);
    const hoy = hoyBogota();
    const usados = new Set<string>();
    const tomar = (lista: PrestamoDemo[], cantidad: number) => {
      const elegidos = lista.filter((p) => !usados.has(p.id)).slice(0, cantidad);
      for (const p of elegidos) usados.add(p.id);
      return elegidos;
    };
    const de = (...estados: EstadoPrestamo[]) => prestamos.filter((p) => estados.includes(p.estado));
    const porFecha = (lista: PrestamoDemo[]) => [...lista].sort((a, b) => a.fecha.localeCompare(b.fecha));
    const para = (plantilla: NombrePlantilla, lista: PrestamoDemo[]) =>
      lista.filter((p) => admitePlantilla(plantilla, p.monto));
    const abiertos = de('activo', 'mora', 'vencido');
    const ejecutadas = [
      ...tomar(azar.barajar(para('moto', de('cancelado'))), 1),
      ...tomar(porFecha(para('moto', de('vencido'))), 1),
    ];
    const plan: Array<[EstadoGarantia, PrestamoDemo[], NombrePlantilla?]> = [
      ['ejecutada', ejecutadas, 'moto'],
      ['pendiente', tomar(porFecha(de('activo')).reverse(), 5)],
      ['verificada', tomar(azar.barajar(para('inmueble', abiertos)), 1), 'inmueble'],
      ['verificada', tomar(azar.barajar(para('carro', abiertos)), 1), 'carro'],
      ['verificada', tomar(azar.barajar(abiertos), 7)],
      ['liberada', tomar(azar.barajar(de('pagado')), 4)],
    ];

    const fechas: Fechas[] = [];
    const porEstado: Partial<Record<EstadoGarantia, number>> = {};
    let documentos = 0;
    for (const [estado, elegidos, plantilla] of plan) {
      for (const prestamo of elegidos) {
        const sembrada = await this.sembrarGarantia(manager, azar, oficina, prestamo, estado, plantilla, hoy);
        fechas.push(sembrada.fechas);
        porEstado[estado] = (porEstado[estado] ?? 0) + 1;
        if (sembrada.conDocumento) documentos++;
      }
    }
    await this.fecharRegistros(manager, fechas);

    await auditarSemilla(
      manager,
      'Garantías',
      `${fechas.length} garantías de demostración creadas (${documentos} con documento)`,
      { garantias: fechas.length, porEstado, documentos },
    );
  }

  private async sembrarGarantia(
    manager: EntityManager,
    azar: Azar,
    oficina: Usuario,
    prestamo: PrestamoDemo,
    estado: EstadoGarantia,
    plantilla: NombrePlantilla | undefined,
    hoy: string,
  ): Promise<{ fechas: Fechas; conDocumento: boolean }> {
    const datos = garantiaDemo(azar, { ...prestamo, anio: Number(hoy.slice(0, 4)) }, plantilla);
    const dto = await validarComoApi(EsquemaCrearGarantia, {
      prestamo: prestamo.id,
      tipo: datos.tipo,
      descripcion: datos.descripcion,
      valorDeclarado: datos.valorDeclarado,
      identificadorLegal: datos.identificadorLegal,
    });
    const id = await this.garantias.crearEn(manager, dto, oficina);
    if (datos.documento) {
      const contenido = await pdfDocumentoDemo({
        titulo: datos.documento.titulo,
        cliente: prestamo.cliente,
        cedula: prestamo.cedula,
        prestamoNumero: prestamo.numero,
        garantia: datos,
        fecha: prestamo.fecha,
      });
      await this.documentos.guardarEn(
        manager,
        {
          tipo: 'garantia',
          relacionadoTipo: 'garantia',
          relacionadoId: id,
          metadata: { demostracion: true },
        },
        prepararArchivo({ nombre: datos.documento.archivo, contenido }),
        oficina,
      );
    }

    // El camino de la API: verificar (con el avalúo, algo por debajo de lo declarado) y después liberar o ejecutar.
    const cambiar = async (cambio: UpdateGarantiaDto) =>
      this.garantias.actualizarEn(
        manager,
        id,
        await validarComoApi(EsquemaActualizarGarantia, cambio),
        oficina,
      );
    if (estado !== 'pendiente') {
      const avaluo = Math.round((datos.valorDeclarado * (0.7 + azar.siguiente() * 0.2)) / 10_000) * 10_000;
      await cambiar({ estado: 'verificada', valorAvaluo: avaluo });
    }
    if (estado === 'liberada' || estado === 'ejecutada') await cambiar({ estado });

    const creada = prestamo.fecha;
    const cambio = {
      pendiente: null,
      verificada: sumarDias(creada, azar.entre(1, 3)),
      liberada: sumarDias(prestamo.ultimoCobro ?? creada, 1),
      ejecutada: sumarDias(hoy, -azar.entre(8, 20)),
    }[estado];
    return {
      fechas: { id, creada, cambio: cambio !== null && cambio > hoy ? hoy : cambio },
      conDocumento: datos.documento !== null,
    };
  }

  /**
   * Horas creíbles en Bogotá: registrada el día del préstamo, cambiada el día de su último estado (nunca antes de
   * registrarse ni en el futuro); sus documentos, subidos al registrarla.
   */
  private async fecharRegistros(manager: EntityManager, fechas: Fechas[]): Promise<void> {
    await consultasSemillaGarantias.fechar(manager, fechas);
  }
}
