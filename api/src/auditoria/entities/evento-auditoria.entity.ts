import type {
  EventoAuditoria as EventoAuditoriaApi,
  ResultadoAuditoria,
  TipoEventoAuditoria,
} from '@cartera/dominio';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Un evento de auditoría: quién hizo qué, dónde, con qué resultado y los datos antes y después. */
@Entity('auditoria')
export class EventoAuditoria {
  /** bigserial: node-postgres lo entrega como texto. */
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id!: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  fecha!: Date;

  /** Sin clave foránea: el evento sobrevive al usuario. */
  @Column({ name: 'usuario_id', type: 'uuid', nullable: true })
  usuarioId!: string | null;

  /** Nombre del usuario, o el email escrito en un inicio de sesión fallido. */
  @Column({ type: 'text' })
  usuario!: string;

  @Column({ type: 'text' })
  accion!: string;

  @Column({ type: 'text' })
  modulo!: string;

  @Column({ type: 'text' })
  detalles!: string;

  @Column({ type: 'text', nullable: true })
  ip!: string | null;

  @Column({ type: 'text' })
  tipo!: TipoEventoAuditoria;

  @Column({ type: 'text' })
  resultado!: ResultadoAuditoria;

  @Column({ name: 'datos_anteriores', type: 'jsonb', nullable: true })
  datosAnteriores!: Record<string, unknown> | null;

  @Column({ name: 'datos_nuevos', type: 'jsonb', nullable: true })
  datosNuevos!: Record<string, unknown> | null;

  toJSON(): EventoAuditoriaApi {
    return {
      id: this.id,
      timestamp: this.fecha.toISOString(),
      usuario: this.usuario,
      accion: this.accion,
      modulo: this.modulo,
      detalles: this.detalles,
      ip: this.ip,
      tipo: this.tipo,
      resultado: this.resultado,
      datosAnteriores: this.datosAnteriores,
      datosNuevos: this.datosNuevos,
    };
  }
}
