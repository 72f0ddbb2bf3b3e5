// El desbloqueo de una cuenta por la oficina (docs/seguridad.md, «Límite de intentos de inicio de sesión»): quien
// adivina contraseñas desde varias redes deja a la cuenta esperando en todo dispositivo nuevo; un administrador (o un
// gerente, para un cobrador) borra los fallos contados y queda en la auditoría.
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { auditar } from '../auditoria/auditar';
import { consultasIntentos } from './intentos.consultas';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import type { Usuario } from './entities/usuario.entity';
import { UsuariosService } from './usuarios.service';

@Injectable()
export class DesbloqueoService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly usuarios: UsuariosService,
  ) {}

  /**
   * Olvida los fallos de inicio de sesión de la cuenta (de todas sus direcciones y dispositivos) y los rechazos
   * agregados: la cuenta entra ya desde cualquier parte. Con los permisos de administrar esa cuenta
   * (roles-y-permisos.md: un gerente, sólo cobradores). Devuelve la cuenta, ya sin bloqueo.
   */
  async desbloquear(id: string, contexto: ContextoSolicitud): Promise<Usuario> {
    const usuario = await this.usuarios.obtener(id);
    this.usuarios.exigirPermiso(contexto.actor.rol, usuario.rol);
    return this.dataSource.transaction(async (manager) => {
      const olvidados = await consultasIntentos.olvidarFallosDeCuenta(manager, usuario.email.toLowerCase());
      await auditar(manager, contexto, 'Usuarios', {
        oficina: { de: 'usuarios', id: usuario.id },
        accion: 'Desbloquear usuario',
        detalles: `Cuenta de ${usuario.nombre} (${usuario.email}) desbloqueada: ${olvidados} intento(s) fallido(s) olvidado(s)`,
      });
      usuario.bloqueadoHasta = null;
      return usuario;
    });
  }
}
