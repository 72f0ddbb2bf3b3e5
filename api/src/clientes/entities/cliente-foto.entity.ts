import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { TipoFoto } from '../fotos';

/** La foto de un cliente, aparte de su fila: bytes ya decodificados, tipo y tamaño. Se borra con el cliente. */
@Entity('clientes_fotos')
export class ClienteFoto {
  @PrimaryColumn({ name: 'cliente_id', type: 'uuid' })
  clienteId!: string;

  @Column({ type: 'text' })
  mime!: TipoFoto;

  @Column({ type: 'bytea' })
  datos!: Buffer;

  @Column({ type: 'int' })
  tamano!: number;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
