import { Controller, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { sql } from 'kysely';
import type { DataSource } from 'typeorm';
import { CODIGOS, ErrorNegocio } from '../common/errores';
import { db } from '../database/kysely';
import { EsquemaSaludLista, EsquemaSaludVivo } from '@cartera/dominio/esquemas';
import { PUBLICO } from '../common/roles.decorator';
import { AlcanceSinSesion } from '../common/publico.decorator';
import type { Alcance } from '../database/alcance';

/** Ninguna oficina: lo que no lee tablas acotadas. */
const NINGUNA: Alcance = { oficinas: [] };
import { Ruta } from '../common/ruta.decorator';
import type { ConfiguracionResuelta } from '../config/configuracion';
import { CONFIGURACION } from '../config/configuracion.module';

const ESPERA_BASE_DATOS_MS = 3000;

/**
 * Sondas de Kubernetes: vida (el proceso responde) y preparación (además, la base contesta). La de vida dice también
 * cuántas veces el supervisor de `npm start` reinició la API (el panel Diag del portal lo muestra).
 */
@ApiTags('Salud')
@Controller('health')
export class SaludController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CONFIGURACION) private readonly config: ConfiguracionResuelta,
  ) {}

  @AlcanceSinSesion(NINGUNA, 'la salud no lee tablas')
  @Ruta.get('/', PUBLICO, EsquemaSaludVivo, { mensaje: 'API en funcionamiento' })
  @ApiOperation({ summary: 'Vida: el proceso responde; los reinicios tras una caída bajo `npm start`' })
  vivo() {
    const { cantidad, ultimo } = this.config.reinicios;
    return { status: 'ok', reinicios: cantidad, ultimoReinicio: ultimo } as const;
  }

  @AlcanceSinSesion(NINGUNA, 'la salud no lee tablas')
  @Ruta.get('ready', PUBLICO, EsquemaSaludLista, { mensaje: 'API lista' })
  @ApiOperation({ summary: 'Preparación: la base de datos responde (503 si no)' })
  async listo() {
    try {
      await Promise.race([
        sql`SELECT 1`.execute(db(this.dataSource.manager)),
        new Promise((_, rechazar) =>
          setTimeout(() => rechazar(new Error('tiempo agotado')), ESPERA_BASE_DATOS_MS).unref(),
        ),
      ]);
    } catch {
      throw new ErrorNegocio(CODIGOS.noDisponible, 'Base de datos no disponible', 503);
    }
    return { status: 'ok', baseDatos: 'ok' } as const;
  }
}
