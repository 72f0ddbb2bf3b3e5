import type { ClienteResumen, EstadoActivo, EstadoCivil, Sexo, TipoDocumento } from '@cartera/dominio';
import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  VirtualColumn,
} from 'typeorm';
import { numerico } from '../../database/transformers';
import { Usuario } from '../../usuarios/entities/usuario.entity';

/**
 * Cliente de la cartera (especificación §3 Client). La foto vive en `clientes_fotos` (ClienteFoto) para que las
 * listas no arrastren imágenes; `tieneFoto` dice si existe sin leerla. Cédula y teléfonos se guardan sólo con
 * dígitos.
 */
@Entity('clientes')
export class Cliente {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** CC, CE, TI, PPT, PEP, PA o NIT; `cedula` es su número como se expidió (docs/decisiones/documentos-de-identidad.md). */
  @Column({ name: 'tipo_documento', type: 'text', default: 'CC' })
  tipoDocumento!: TipoDocumento;

  @Column({ type: 'text' })
  cedula!: string;

  @Column({ type: 'text' })
  nombre!: string;

  @Column({ type: 'text', nullable: true })
  apodo!: string | null;

  @Column({ type: 'text' })
  telefono!: string;

  @Column({ type: 'text', nullable: true })
  email!: string | null;

  @Column({ type: 'text' })
  direccion!: string;

  @Column({ type: 'text', nullable: true })
  barrio!: string | null;

  @Column({ type: 'text' })
  ciudad!: string;

  @Column({ type: 'text', nullable: true })
  departamento!: string | null;

  /** Fecha de negocio 'YYYY-MM-DD' (el tipo date viaja como texto, ver data-source.ts). */
  @Column({ name: 'fecha_nacimiento', type: 'date', nullable: true })
  fechaNacimiento!: string | null;

  @Column({ type: 'text', nullable: true })
  sexo!: Sexo | null;

  @Column({ name: 'estado_civil', type: 'text', nullable: true })
  estadoCivil!: EstadoCivil | null;

  @Column({ name: 'lugar_nacimiento', type: 'text', nullable: true })
  lugarNacimiento!: string | null;

  @Column({ type: 'text', nullable: true })
  ocupacion!: string | null;

  @Column({ type: 'numeric', precision: 14, scale: 2, nullable: true, transformer: numerico })
  ingresos!: number | null;

  @Column({ name: 'referencia1_nombre', type: 'text', nullable: true })
  referencia1Nombre!: string | null;

  @Column({ name: 'referencia1_telefono', type: 'text', nullable: true })
  referencia1Telefono!: string | null;

  @Column({ name: 'referencia2_nombre', type: 'text', nullable: true })
  referencia2Nombre!: string | null;

  @Column({ name: 'referencia2_telefono', type: 'text', nullable: true })
  referencia2Telefono!: string | null;

  @Column({ type: 'text', nullable: true })
  observaciones!: string | null;

  @Column({ type: 'text', default: 'activo' })
  estado!: EstadoActivo;

  @Column({ type: 'numeric', precision: 9, scale: 6, nullable: true, transformer: numerico })
  latitud!: number | null;

  @Column({ type: 'numeric', precision: 9, scale: 6, nullable: true, transformer: numerico })
  longitud!: number | null;

  @Column({ name: 'cobrador_id', type: 'uuid', nullable: true })
  cobradorId!: string | null;

  /** Se carga sólo cuando la consulta lo pide (leftJoinAndSelect), con id y nombre. */
  @ManyToOne(() => Usuario, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'cobrador_id' })
  cobrador?: Usuario | null;

  @VirtualColumn({
    type: 'boolean',
    query: (alias) => `SELECT EXISTS (SELECT 1 FROM clientes_fotos f WHERE f.cliente_id = ${alias}.id)`,
  })
  tieneFoto!: boolean;

  @VirtualColumn({
    type: 'boolean',
    query: (alias) => `SELECT EXISTS (SELECT 1 FROM clientes_autorizaciones a WHERE a.cliente_id = ${alias}.id)`,
  })
  tieneAutorizacion!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  toJSON(): ClienteResumen {
    return {
      _id: this.id,
      tipoDocumento: this.tipoDocumento,
      cedula: this.cedula,
      nombre: this.nombre,
      apodo: this.apodo,
      telefono: this.telefono,
      email: this.email,
      direccion: this.direccion,
      barrio: this.barrio,
      ciudad: this.ciudad,
      departamento: this.departamento,
      latitud: this.latitud ?? null,
      longitud: this.longitud ?? null,
      fechaNacimiento: this.fechaNacimiento,
      sexo: this.sexo,
      estadoCivil: this.estadoCivil,
      lugarNacimiento: this.lugarNacimiento,
      ocupacion: this.ocupacion,
      ingresos: this.ingresos,
      referencia1Nombre: this.referencia1Nombre,
      referencia1Telefono: this.referencia1Telefono,
      referencia2Nombre: this.referencia2Nombre,
      referencia2Telefono: this.referencia2Telefono,
      observaciones: this.observaciones,
      estado: this.estado,
      cobrador: this.cobrador ? { _id: this.cobrador.id, nombre: this.cobrador.nombre } : null,
      tieneFoto: Boolean(this.tieneFoto),
      tieneAutorizacion: Boolean(this.tieneAutorizacion),
      createdAt: this.createdAt.toISOString(),
      updatedAt: this.updatedAt.toISOString(),
    };
  }
}
