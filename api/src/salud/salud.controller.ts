import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { sql } from 'kysely';
import type { DataSource } from 'typeorm';
import { CODIGOS, ErrorNegocio } from '../common/errores';
import { db } from '../database/kysely';
import { Publico } from '../common/publico.decorator';
import { EsquemaSaludLista, EsquemaSaludVivo } from '@cartera/dominio/esquemas';
import { Responde } from '../common/responde.decorator';
import { Mensaje } from '../common/respuesta';

const ESPERA_BASE_DATOS_MS = 3000;

/** Sondas de Kubernetes: vida (el proceso responde) y preparación (además, la base contesta). */
@ApiTags('Salud')
@Publico()
@Controller('health')
export class SaludController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Get()
  @ApiOperation({ summary: 'Vida: el proceso responde' })
  @Mensaje('API en funcionamiento')
  @Responde(EsquemaSaludVivo)
  vivo() {
    return { status: 'ok' } as const;
  }

  @Get('ready')
  @ApiOperation({ summary: 'Preparación: la base de datos responde (503 si no)' })
  @Mensaje('API lista')
  @Responde(EsquemaSaludLista)
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
