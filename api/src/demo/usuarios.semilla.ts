import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SemillaDemo, type Semilla } from './semilla';
import { crearUsuariosDemo } from './usuarios-demo';

@Injectable()
@SemillaDemo({ orden: 10, nombre: 'Usuarios' })
export class UsuariosSemilla implements Semilla {
  async sembrar(manager: EntityManager): Promise<void> {
    await crearUsuariosDemo(manager);
  }
}
