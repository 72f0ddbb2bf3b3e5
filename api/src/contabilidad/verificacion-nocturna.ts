import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ColaService } from '../notificaciones/cola.service';
import { VerificacionService } from './verificacion.service';

/** Registra la verificación del libro como trabajo nocturno de la cola (pg-boss, una réplica a la vez). */
@Injectable()
export class VerificacionNocturna implements OnModuleInit {
  constructor(
    private readonly cola: ColaService,
    private readonly verificacion: VerificacionService,
  ) {}

  onModuleInit(): void {
    this.cola.alVerificar(() => this.verificacion.verificar());
  }
}
