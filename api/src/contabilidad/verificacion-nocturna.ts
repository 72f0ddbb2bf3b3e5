import { Injectable, type OnModuleInit } from '@nestjs/common';
import { COLA_VERIFICACION, HORA_VERIFICACION } from '../cola/cola';
import { ColaService } from '../cola/cola.service';
import { VerificacionService } from './verificacion.service';

/** Registra la verificación del libro como trabajo nocturno de la cola (pg-boss, una réplica a la vez). */
@Injectable()
export class VerificacionNocturna implements OnModuleInit {
  constructor(
    private readonly cola: ColaService,
    private readonly verificacion: VerificacionService,
  ) {}

  onModuleInit(): void {
    this.cola.programarDiario(COLA_VERIFICACION, HORA_VERIFICACION, async () => {
      await this.verificacion.verificar();
    });
  }
}
