import type { EstadoActivo, ReferenciaOficina, Rol, Usuario as UsuarioApi } from '@cartera/dominio';
import type { UsuarioSesion } from '../../common/usuario-actual.decorator';
import { numerico } from '../../database/transformers';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * Usuario del back office (admin, gerente o cobrador). Nunca sale de la API tal cual: `toJSON` deja sólo la forma
 * pública, sin `passwordHash` ni `credencialesVersion`, aunque alguien lo serialice por descuido.
 */
@Entity('usuarios')
export class Usuario implements UsuarioSesion {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  nombre!: string;

  /** Guardado en minúsculas; único sin distinguir mayúsculas (índice sobre lower(email)). */
  @Column({ type: 'text' })
  email!: string;

  @Column({ name: 'password_hash', type: 'text' })
  passwordHash!: string;

  @Column({ type: 'text' })
  rol!: Rol;

  @Column({ type: 'text', nullable: true })
  telefono!: string | null;

  @Column({ type: 'text', nullable: true })
  zona!: string | null;

  /** Sólo cobradores: su documento como tercero en el exporte contable (11 dígitos). */
  @Column({ type: 'text', nullable: true })
  cedula!: string | null;

  @Column({ type: 'text' })
  estado!: EstadoActivo;

  /** Punto de partida de las rutas de cobro (sólo cobradores; las dos o ninguna). */
  @Column({ type: 'numeric', precision: 9, scale: 6, nullable: true, transformer: numerico })
  latitud!: number | null;

  @Column({ type: 'numeric', precision: 9, scale: 6, nullable: true, transformer: numerico })
  longitud!: number | null;

  /** Sube al cambiar la contraseña o al desactivar: invalida los tokens emitidos antes. */
  @Column({ name: 'credenciales_version', type: 'int', default: 1 })
  credencialesVersion!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  /**
   * No es una columna: sólo las listas de cuentas la llenan (usuarios.lista.ts), con el fin de la espera de los
   * orígenes desconocidos si la cuenta está bloqueada (null si no). undefined: no se dice.
   */
  bloqueadoHasta?: Date | null;

  /** No es una columna: las oficinas de la cuenta, donde se leen (usuarios.oficinas.ts). undefined: no se dice. */
  oficinas?: ReferenciaOficina[];

  /** No es una columna: los ids de las oficinas de la cuenta de una sesión (usuario-de-sesion.ts), para su alcance. */
  oficinaIds?: readonly string[];

  toJSON(): UsuarioApi {
    return {
      _id: this.id,
      nombre: this.nombre,
      email: this.email,
      rol: this.rol,
      telefono: this.telefono,
      zona: this.zona,
      estado: this.estado,
      ...(this.rol === 'cobrador'
        ? { latitud: this.latitud ?? null, longitud: this.longitud ?? null, cedula: this.cedula ?? null }
        : {}),
      ...(this.oficinas === undefined ? {} : { oficinas: this.oficinas }),
      createdAt: this.createdAt.toISOString(),
      updatedAt: this.updatedAt.toISOString(),
      ...(this.bloqueadoHasta === undefined ? {} : { bloqueadoHasta: this.bloqueadoHasta?.toISOString() ?? null }),
    };
  }
}
