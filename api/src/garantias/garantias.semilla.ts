import { Injectable } from '@nestjs/common';
import { hoyBogota, sumarDias, type EstadoGarantia, type EstadoPrestamo } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { registrarEvento } from '../auditoria/registrar-evento';
import { crearAzar, type Azar } from '../demo/azar';
import { SemillaDemo, validarComoApi, type Semilla } from '../demo/semilla';
import { oficinaDemo } from '../demo/usuarios-demo';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { DocumentosService, prepararArchivo } from './documentos.service';
import { CreateGarantiaDto, UpdateGarantiaDto } from './dto/garantias.dto';
import { admitePlantilla, garantiaDemo, pdfDocumentoDemo, type NombrePlantilla } from './garantias-demo';
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
    const [{ n }]: Array<{ n: number }> = await manager.query(`SELECT count(*)::int AS n FROM garantias`);
    if (n > 0) return;
    const oficina = await oficinaDemo(manager);
    if (!oficina) return;
    const prestamos: PrestamoDemo[] = await manager.query(
      `SELECT p.id, p.numero::int AS numero, p.estado, p.monto::float8 AS monto, p.fecha::text AS fecha,
              c.nombre AS cliente, c.cedula, c.ciudad, c.barrio,
              (SELECT max(x.fecha)::text FROM cobros x WHERE x.prestamo_id = p.id) AS "ultimoCobro"
       FROM prestamos p JOIN clientes c ON c.id = p.cliente_id
       ORDER BY p.numero`,
    );
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

    await registrarEvento(manager, {
      usuario: 'Sistema',
      accion: 'Cargar datos de demostración',
      modulo: 'Garantías',
      detalles: `${fechas.length} garantías de demostración creadas (${documentos} con documento)`,
      tipo: 'info',
      resultado: 'exitoso',
      datosNuevos: { garantias: fechas.length, porEstado, documentos },
    });
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
    const dto = await validarComoApi(CreateGarantiaDto, {
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
      this.garantias.actualizarEn(manager, id, await validarComoApi(UpdateGarantiaDto, cambio), oficina);
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
    const ids = fechas.map((f) => f.id);
    const hora = (fecha: string, desde: string, minutos: number) =>
      `least(now(), ((${fecha} + time '${desde}') + (abs(hashtext(t.id::text)) % ${minutos}) * interval '1 minute')
                    AT TIME ZONE 'America/Bogota')`;
    await manager.query(
      `UPDATE garantias g SET created_at = t.creada, updated_at = greatest(t.creada, coalesce(t.cambio, t.creada))
       FROM (SELECT t.id, ${hora('t.creada', '08:00', 240)} AS creada,
                    CASE WHEN t.cambio IS NOT NULL THEN ${hora('t.cambio', '12:00', 360)} END AS cambio
             FROM unnest($1::uuid[], $2::date[], $3::date[]) AS t(id, creada, cambio)) AS t
       WHERE g.id = t.id`,
      [ids, fechas.map((f) => f.creada), fechas.map((f) => f.cambio)],
    );
    await manager.query(
      `WITH d AS (
         SELECT gd.documento_id, least(now(), g.created_at + interval '5 minutes') AS subido
         FROM garantia_documentos gd JOIN garantias g ON g.id = gd.garantia_id
         WHERE g.id = ANY ($1::uuid[])
       ),
       fechados AS (UPDATE documentos x SET created_at = d.subido FROM d WHERE x.id = d.documento_id)
       UPDATE garantia_documentos gd SET created_at = d.subido FROM d WHERE gd.documento_id = d.documento_id`,
      [ids],
    );
  }
}
